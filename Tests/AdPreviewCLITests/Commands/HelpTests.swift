import AdPreviewCore
import AdPreviewTestSupport
import Testing

@testable import AdPreviewCLI

/// Every command's whole `--help`, as a user reads it: written from the option declarations,
/// so a changed option, default or wording shows here.
@Suite struct HelpTests {
  static let commands = [""] + AdPreviewCommand.commands.map { $0.name }

  @Test(arguments: commands)
  func helpIsAsRecorded(command: String) {
    let run = adpreview((command.isEmpty ? [] : [command]) + ["--help"])
    #expect(run.exitCode == 0)
    assertSnapshot(run.stdout, named: command.isEmpty ? "adpreview" : command)
  }

  @Test(arguments: commands)
  func helpTopicAndFlagAgree(command: String) {
    guard !command.isEmpty else { return }
    #expect(adpreview("help", command).stdout == adpreview(command, "--help").stdout)
  }

  @Test func everyDefaultInHelpComesFromItsDeclaration() {
    // The previewer's, the session's and Core's own defaults, not numbers typed twice.
    #expect(SimulationOptions.latency.defaultValue == PreviewSession.defaultLatency)
    #expect(SceneOptions.ad.defaultValue == SDKVersion.current.defaultBannerFormat)
    #expect(SlotOptions.sdk.defaultValue == SDKVersion.current)
    #expect(SceneOptions.device.defaultValue == Selection().deviceID)
    #expect(SlotOptions.assets.defaultValue == NativeAdOptions().assets)
    #expect(SceneOptions.ad.spec.help.hasSuffix("(default: large-anchored-adaptive; anchored-adaptive with --sdk 12)"))
    #expect(SlotOptions.mediaAspect.spec.help.hasSuffix("(default: 16:9)"))
    let help = adpreview("render", "--help").stdout
    #expect(help.contains("(default: iphone-x)"))
  }

  @Test func playsHelpExampleIsAScriptThatPlays() {
    let help = adpreview("play", "--help").stdout
    let lines = help.split(separator: "\n").drop { !$0.hasPrefix("Example") }.dropFirst().prefix { $0.hasPrefix("  ") }
    #expect(lines.count >= 4)
    let run = adpreview(["play", "-"], stdin: lines.map { $0.dropFirst(2) + "\n" }.joined())
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("viewWillTransition"))
  }

  @Test func noTextSendsUsersToADocumentTheyDoNotHave() {
    let texts = Self.commands.map { adpreview(($0.isEmpty ? [] : [$0]) + ["--help"]).stdout } + [adpreview("--generate-manual").stdout]
    for text in texts {
      #expect(!text.contains("design"), "\(text.prefix(60))")
      #expect(!text.contains("§"), "\(text.prefix(60))")
    }
  }

  @Test func everyOptionIsDeclaredOnceByName() {
    for command in AdPreviewCommand.commands {
      let names = command.options.map(\.name)
      #expect(Set(names).count == names.count, "\(command.name) declares an option twice")
    }
    let names = AdPreviewCommand.interactiveOptions.map(\.name)
    #expect(Set(names).count == names.count)
  }
}
