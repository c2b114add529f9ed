import Testing

@Suite struct AdPreviewCommandTests {
  @Test func unknownCommandsSuggestTheNearestOne() {
    let run = adpreview("layuot")
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("unknown command \"layuot\""))
    #expect(run.stderr.contains("did you mean layout?"))
  }

  @Test func topLevelHelpListsTheCommands() {
    let run = adpreview("--help")
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("devices"))
    #expect(run.stdout.contains("layout"))
    #expect(adpreview("help", "layout").stdout.hasPrefix("adpreview layout —"))
  }

  @Test func thePreviewerNeedsATerminal() {
    let run = adpreview()
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("needs a terminal"))
    #expect(run.stderr.contains("adpreview render"))
    #expect(adpreview(terminal: true).interactive)
  }

  /// The first screen is the newest iPhone on its newest release; `--device` and a script
  /// (which replays as `play` does) start where the commands do.
  @Test func thePreviewerOpensOnTheNewestIPhone() throws {
    let first = try #require(adpreview(terminal: true).configuration)
    #expect(first.selection.deviceID == "iphone-18-pro")
    #expect(try first.selection.resolve(in: first.catalog).scene.osLabel == "iOS 27")
    #expect(try #require(adpreview("--device", "iphone-x", terminal: true).configuration).selection.deviceID == "iphone-x")
    let scripted = adpreview("--script", "s.play", files: ["s.play": "appear\n"], terminal: true)
    #expect(try #require(scripted.configuration, "\(scripted.stderr)").selection.deviceID == "iphone-x")
    let help = adpreview("--help").stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(help.contains("(default: the newest iPhone; the commands' is iphone-x)"), "\(help)")
  }

  @Test func thePreviewerChecksItsOptionsBeforeStarting() {
    let run = adpreview("--device", "nope", terminal: true)
    #expect(!run.interactive)
    #expect(run.exitCode == 2)
  }

  @Test func versionTakesNoArgument() {
    #expect(adpreview("--version").stdout == "adpreview 0.1.0\n")
    for arguments in [["--version", "x"], ["--version", "--device", "iphone-x", "x"]] {
      let run = adpreview(arguments)
      #expect(run.exitCode == 2)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains("unexpected argument \"x\""), "\(run.stderr)")
    }
    #expect(adpreview("--generate-manual", "x").exitCode == 2)
  }
}
