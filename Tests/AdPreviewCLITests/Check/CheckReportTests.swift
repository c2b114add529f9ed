import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

/// The report every reporter reads: each slot and scene once, the groups pointing at them,
/// and the same counts whichever reporter prints them.
@Suite struct CheckReportTests {
  static let news = ["check", "--app", "examples/news-app.json"]

  static func newsFiles() throws -> [String: String] { try CheckExamplesTests.example("news-app.json") }

  /// `count` banners that all overlap, at the bottom.
  static func overlapping(_ count: Int) -> String {
    let slots = (0..<count).map { #"{"name": "s\#($0)", "format": "banner", "offset": \#(($0 % 50) * 3)}"# }
    return #"{"schemaVersion": 1, "name": "Overlaps", "slots": ["# + slots.joined(separator: ", ") + "]}"
  }

  @Test(.tags(.external), .needs(.python3))
  func jsonSaysEachSlotOnceAndItsGroupsPointAtTheirResults() throws {
    let run = adpreview(Self.news + ["--json"], files: try Self.newsFiles())
    #expect(run.exitCode == 0, "\(run.stderr)")
    // Python's own parser reads it, and checks every reference against what it points at.
    let script = """
      import json, sys
      report = json.load(sys.stdin)
      assert report["report"] == 3, report["report"]
      slots, groups, results = report["slots"], report["groups"], report["results"]
      assert len(results) == report["scenes"]
      names = [s["slot"] for s in slots]
      assert len(set(names)) == len(names), names
      for group in groups:
          assert len(group["results"]) == group["scenes"], group
          slot = slots[group["slot"]]["slot"]
          for index in group["results"]:
              ads = [a for a in results[index]["ads"] if a["index"] == group["slot"]]
              assert ads, (index, slot)
              listed = ads[0]["accepted"] if group["accepted"] else ads[0]["findings"]
              assert group["code"] in [f["code"] for f in listed], (index, group["code"])
          assert group["first"]["result"] in group["results"]
      # Every slot of the news reader is placed in every scene: each says its ad, in the
      # order of `slots`.
      for result in results:
          assert all(ad["ad"] is not None for ad in result["ads"]), result
          assert [ad["index"] for ad in result["ads"]] == list(range(len(slots))), result
      reported = sum(g["findings"] for g in groups if g["accepted"] is None)
      assert reported == report["errors"] + report["warnings"] + report["infos"], reported
      assert sum(s["infos"] for s in slots) == report["infos"]
      assert sum(g["findings"] for g in groups if g["accepted"]) == report["accepted"]
      print(len(slots), len(groups), len(results))
      """
    let (status, output) = try Python.run(script, input: run.stdout)
    #expect(status == 0, "\(output)")
    #expect(output == "3 4 349\n", "\(output)")
  }

  /// The news reader's footer has two corners in some scenes: a count of scenes and one of
  /// findings, each the same in every report.
  @Test func everyReportCountsTheSameScenesAndFindings() throws {
    let files = try Self.newsFiles()
    let json = try JSONParser.parse(adpreview(Self.news + ["--json"], files: files).stdout)
    guard case .array(let groups) = json["groups"], case .array(let slots) = json["slots"] else {
      Issue.record("no groups")
      return
    }
    let corner = try #require(
      groups.first { $0["code"] == .string("overlaps-corner") && slots[Int($0["slot"]?.numberValue ?? -1)]["slot"] == .string("footer") })
    let scenes = Int(try #require(corner["scenes"]?.numberValue))
    let findings = Int(try #require(corner["findings"]?.numberValue))
    #expect(findings > scenes, "the footer holds two corners somewhere")
    // The table's SCENES column.
    let text = adpreview(Self.news, files: files).stdout
    let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("footer") && $0.contains("overlaps-corner(") })
    #expect(row.split(separator: " ", omittingEmptySubsequences: true)[2] == Substring("\(scenes)"), "\(row)")
    // SARIF's properties.
    let sarif = try JSONParser.parse(adpreview(Self.news + ["--reporter", "sarif"], files: files).stdout)
    guard case .array(let results) = sarif["runs"]?[0]?["results"] else { return }
    let result = try #require(results.first { $0["ruleId"] == .string("overlaps-corner") && $0["properties"]?["slot"] == .string("footer") })
    #expect(result["properties"]?["scenes"] == .number(Double(scenes)) && result["properties"]?["findings"] == .number(Double(findings)))
    // The HTML report's list, its card and its count by code.
    let html = adpreview(Self.news + ["--reporter", "html"], files: files).stdout
    #expect(html.contains("info overlaps-corner</a> footer: \(scenes) scenes (\(findings) findings)</li>"), "\(html.prefix(3000))")
    var byCode = 0
    for group in groups where group["code"] == .string("overlaps-corner") && group["accepted"] == .null {
      byCode += Int(group["findings"]?.numberValue ?? 0)
    }
    #expect(html.contains("overlaps-corner</abbr></td><td>\(byCode)</td>"), "\(html.prefix(3000))")
    // Markdown's table.
    let markdown = adpreview(Self.news + ["--reporter", "markdown"], files: files).stdout
    #expect(markdown.contains("| info | `footer` (line 6) | `overlaps-corner` | \(scenes) |"), "\(markdown)")
  }

  /// A report names each failing scene; it does not repeat every slot's message in every
  /// case, so twice the slots is at most about twice the bytes.
  @Test func junitAndHTMLGrowLinearlyInSlots() throws {
    func bytes(_ slots: Int, _ reporter: String) -> Int {
      let run = adpreview(
        ["check", "--app", "app.json", "--only", "iphone-x,ipad-pro-11", "--reporter", reporter], files: ["app.json": Self.overlapping(slots)])
      return run.stdout.utf8.count
    }
    for reporter in ["junit", "html", "sarif"] {
      let small = bytes(20, reporter)
      let large = bytes(160, reporter)
      #expect(Double(large) <= Double(small) * 8 * 1.25, "\(reporter): \(small) → \(large) bytes for 8× the slots")
    }
  }
}
