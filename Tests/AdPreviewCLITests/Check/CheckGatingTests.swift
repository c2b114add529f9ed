import AdPreviewCore
import Testing

/// `--fail-on`, baselines, ignore entries and `.adpreview.json`.
@Suite struct CheckGatingTests {
  /// A smart banner: a deprecated-format warning everywhere, no errors on an iPhone X.
  static let warningOnly = ["check", "--ad", "smart-banner", "--only", "iphone-x", "--orientations", "portrait"]

  @Test func failOnPicksTheLevel() {
    #expect(adpreview(Self.warningOnly).exitCode == 0)
    #expect(adpreview(Self.warningOnly + ["--fail-on", "warning"]).exitCode == 1)
    #expect(adpreview(Self.warningOnly + ["--fail-on", "info"]).exitCode == 1)
    #expect(adpreview(Self.warningOnly + ["--fail-on", "warnig"]).stderr.contains("did you mean warning?"))
  }

  @Test func aBaselineAcceptsTodaysFindingsAndReportsOnlyNewOnes() throws {
    let first = adpreview(["check", "--guide", "legacy", "--only", "iphone-x", "--write-baseline", "base.json"])
    #expect(first.exitCode == 1)
    let baseline = try #require(first.written["base.json"])
    let again = adpreview(["check", "--guide", "legacy", "--only", "iphone-x", "--baseline", "base.json"], files: ["base.json": baseline])
    #expect(again.exitCode == 0, "\(again.stdout)")
    #expect(again.stdout.contains("0 errors, 0 warnings"))
    #expect(again.stdout.contains("accepted"))
    // A new device brings new findings: those count.
    let wider = adpreview(["check", "--guide", "legacy", "--only", "iphone-x,iphone-14-pro", "--baseline", "base.json"], files: ["base.json": baseline])
    #expect(wider.exitCode == 1)
    #expect(!wider.stdout.contains("iphone-x "))
    #expect(adpreview(["check", "--baseline", "b.json"], files: ["b.json": "{\"findings\": 1}"]).exitCode == 2)
  }

  static let ignoring = """
    {"schemaVersion": 1, "slots": [
      {"name": "footer", "format": "anchored-adaptive", "guide": "legacy", "ignore": [
        {"code": "overlaps-home-indicator", "devices": "iphone-*", "reason": "the footer hides on scroll"},
        {"code": "outside-safe-area", "reason": "same"},
        {"code": "overlaps-corner", "reason": "same"}]}]}
    """

  @Test func ignoreEntriesAcceptFindingsWithTheirReason() throws {
    let run = adpreview(["check", "--app", "app.json", "--only", "iphone-x", "--json"], files: ["app.json": Self.ignoring])
    #expect(run.exitCode == 0)
    guard case .array(let results) = try json(run)["results"], case .array(let accepted) = results[0]["ads"]?[0]?["accepted"] else {
      Issue.record("no accepted list")
      return
    }
    #expect(accepted.contains { $0["reason"] == .string("the footer hides on scroll") })
    // The glob limits the entry: on an iPad the home indicator still counts.
    #expect(adpreview(["check", "--app", "app.json", "--only", "ipad-pro-11"], files: ["app.json": Self.ignoring]).exitCode == 1)
  }

  @Test func theConfigFileHoldsTheOptions() throws {
    let config = """
      {"app": "app.json", "only": ["ipad-pro-11"], "orientations": "portrait", "reporter": ["json"], "failOn": "error"}
      """
    let files = ["./.adpreview.json": config, ".adpreview.json": config, "app.json": Self.ignoring]
    let run = adpreview(["check"], files: files)
    #expect(run.exitCode == 1)
    let result = try json(run)
    guard case .array(let results) = result["results"] else { return }
    #expect(results.allSatisfy { $0["device"] == .string("ipad-pro-11") && $0["orientation"] == .string("portrait") })
    // The command line wins over the file.
    let text = adpreview(["check", "--reporter", "text", "--only", "iphone-x"], files: files)
    #expect(text.stdout.contains("scenes checked"))
    #expect(text.exitCode == 0)
    let bad = adpreview(["check", "--config", "c.json"], files: ["c.json": #"{"failon": "error"}"#])
    #expect(bad.exitCode == 2)
    #expect(bad.stderr.contains("c.json"))
  }
}
