import AdPreviewCLI
import AdPreviewCore
import Foundation
import Testing

@Suite struct CheckCommandTests {
  @Test func errorsOnOneDeviceFailTheGate() {
    guard
      let (stdout, _, exitCode) = AdPreviewCommand.run(["check", "--ad", "all", "--only", "iphone-x"], context: CommandContext()).printed
    else {
      Issue.record("no output")
      return
    }
    #expect(exitCode == 1)
    #expect(stdout.contains("does-not-fit(e)"))
  }

  @Test func theDefaultSlotHasNoErrorsAnywhere() {
    let run = adpreview(["check"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("scenes checked"))
    #expect(run.stdout.contains(" 0 errors"))
  }

  @Test func errorsExitWithOne() {
    let run = adpreview(["check", "--ad", "leaderboard", "--only", "iphone-x,ipad-pro-11", "--group-by", "scene"])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("iphone-x"))
    #expect(run.stdout.contains("does-not-fit(e)"))
    // A leaderboard fits a full-screen iPad, but not a window tiled to half of it.
    let iPadRows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("ipad-pro-11") }
    #expect(!iPadRows.contains { $0.contains(" full ") })
    #expect(iPadRows.contains { $0.contains(" left-half ") })
  }

  @Test func everyFormatEveryDeviceEveryWindow() throws {
    let run = adpreview(["check", "--ad", "all", "--json", "--only", "ipad-pro-11"])
    let result = try json(run)
    // iPadOS 27: 4 orientations × full, two tiled halves and Slide Over; every format but none.
    let formats = AdFormat.allCases.count - 1
    #expect(formats == 17)
    #expect(result["scenes"] == .number(Double(4 * 4 * formats)))
    // iPadOS 18: portrait windows full + 3 presets, landscape full + 4 presets.
    let legacy = try json(adpreview(["check", "--ad", "all", "--json", "--only", "ipad-pro-11", "--os", "18"]))
    #expect(legacy["scenes"] == .number(Double((4 + 5 + 5 + 4) * formats)))
    guard case .array(let results) = result["results"] else {
      Issue.record("no results")
      return
    }
    #expect(results.contains { $0["window"] == "slide-over" && $0["format"] == "interstitial" })
  }

  @Test func theReportIsWritten() {
    let run = adpreview(["check", "--guide", "legacy", "--only", "iphone-x", "--report", "out.html"])
    #expect(run.exitCode == 1)
    let html = run.written["out.html"]
    #expect(html?.hasPrefix("<!doctype html>") == true)
    #expect(html?.contains("overlaps-home-indicator") == true)
    #expect(html?.contains("<svg") == true)
    #expect(run.stdout.contains("report written to \"out.html\""))
  }

  @Test func unknownDevicesAreNamed() {
    let run = adpreview(["check", "--only", "iphone-x,nokia-3310"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--only: \"nokia-3310\" is no device id, glob, family"))
  }
}
