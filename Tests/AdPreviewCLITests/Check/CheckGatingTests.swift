import AdPreviewCore
import AdPreviewFormats
import Foundation
import Testing

@testable import AdPreviewCLI

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
    let wider = adpreview(
      ["check", "--guide", "legacy", "--only", "iphone-x,iphone-14-pro", "--baseline", "base.json", "--group-by", "scene"],
      files: ["base.json": baseline])
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

  static let oddNames = """
    {"schemaVersion": 1, "slots": [
      {"name": "foot|er", "format": "anchored-adaptive", "guide": "legacy"},
      {"name": "a\\"b\\\\c|d|", "format": "banner", "guide": "legacy", "position": "top"},
      {"name": "|", "format": "native", "kind": "content", "native": {"height": 40}}]}
    """

  @Test func aBaselineRoundTripsAnySlotName() throws {
    let sweep = ["check", "--app", "app.json", "--only", "iphone-x,ipad-pro-11", "--os", "all"]
    let first = adpreview(sweep + ["--write-baseline", "base.json"], files: ["app.json": Self.oddNames])
    #expect(first.exitCode == 1)
    let written = try #require(first.written["base.json"])
    // Every entry names its slot whole, one entry a line.
    let entries = written.split(separator: "\n").filter { $0.hasPrefix("  {") }
    #expect(!entries.isEmpty)
    for entry in entries {
      let object = try JSONParser.parse(String(entry.dropFirst(2).trimmingSuffix(",")))
      #expect(["foot|er", "a\"b\\c|d|", "|"].contains(object["slot"]?.stringValue ?? ""), "\(entry)")
      #expect(Finding.Code(rawValue: object["code"]?.stringValue ?? "") != nil, "\(entry)")
    }
    // Read back, it is the same set: everything accepted, nothing new.
    let keys = try Baseline.read(Array(written.utf8), file: "base.json")
    #expect(keys.count == entries.count)
    #expect(try Baseline.read(Array(Baseline.write(keys: []).utf8), file: "empty.json").isEmpty)
    let again = adpreview(sweep + ["--baseline", "base.json", "--json"], files: ["app.json": Self.oddNames, "base.json": written])
    #expect(again.exitCode == 0, "\(again.stdout.prefix(300))")
    #expect(try json(again)["errors"] == .number(0))
    #expect(try json(again)["warnings"] == .number(0))
  }

  @Test func aBaselineIsCheckedEntryByEntryWithItsLine() {
    let entry =
      #"{"device": "iphone-x", "orientation": "portrait", "posture": "-", "window": "full", "slot": "s", "format": "banner", "code": "does-not-fit"}"#
    func read(_ replacing: String, _ with: String) -> CLIRun {
      let text = "{\"schemaVersion\": 1, \"findings\": [\n  \(entry),\n  \(entry.replacingOccurrences(of: replacing, with: with))\n]}\n"
      return adpreview(["check", "--only", "iphone-x", "--baseline", "b.json"], files: ["b.json": text])
    }
    #expect(read("x", "x").exitCode == 0)
    let cases = [
      ("does-not-fit", "does-not-fits", "b.json:3:3: findings[1].code: \"does-not-fits\" is not one of"),
      ("banner", "baner", "b.json:3:3: findings[1].format: \"baner\" is not one of"),
      ("portrait", "upright", "b.json:3:3: findings[1].orientation: \"upright\" is not one of"),
      (#""-""#, #""ajar""#, "b.json:3:3: findings[1].posture: \"ajar\" is not a posture"),
      (#""full""#, #""half""#, "b.json:3:3: findings[1].window: \"half\" is not a window"),
      (#""code""#, #""kode""#, "b.json:3:3: findings[1].kode: unknown key"),
      (#""s""#, #""""#, "b.json:3:3: findings[1].slot: a slot name is not empty"),
      (#""s","#, #""s", "os": "9","#, "b.json:3:3: findings[1].os: \"9\" is not a release"),
    ]
    for (replacing, with, message) in cases {
      let run = read(replacing, with)
      #expect(run.exitCode == 2, "\(with)")
      #expect(run.stderr.hasPrefix("adpreview: " + message), "\(run.stderr)")
    }
  }
}

extension JSONValue {
  var stringValue: String? { if case .string(let text) = self { text } else { nil } }
}

extension Substring {
  func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
