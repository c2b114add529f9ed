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
