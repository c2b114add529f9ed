import AdPreviewCore
import Foundation
import Testing

@testable import AdPreviewCLI

/// `--reporter markdown`: the summary a pull request or `$GITHUB_STEP_SUMMARY` shows.
@Suite struct MarkdownReporterTests {
  static let sweep = ["--app", "examples/mistakes-app.json", "--only", "iphone-x,ipad-pro-11", "--reporter", "markdown"]

  /// The cells of each table row (between the outer pipes, split at unescaped ones).
  static func rows(_ text: String) -> [[String]] {
    text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
      var cells: [String] = []
      var cell = ""
      var escaped = false
      for character in line.dropFirst().dropLast() {
        if escaped {
          cell.append(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
          cell.append(character)
        } else if character == "|" {
          cells.append(cell.trimmingCharacters(in: .whitespaces))
          cell = ""
        } else {
          cell.append(character)
        }
      }
      cells.append(cell.trimmingCharacters(in: .whitespaces))
      return cells
    }
  }

  @Test func countsTheGroupedFindingsAndTheirFixes() throws {
    let run = adpreview(["check"] + Self.sweep, files: try CheckExamplesTests.example("mistakes-app.json"))
    #expect(run.exitCode == 1)
    let text = run.stdout
    #expect(text.hasPrefix("### adpreview check: failing\n\n**65 errors**, 37 warnings, 19 info in 19 scenes"), "\(text)")
    let rows = Self.rows(text)
    #expect(rows.first == ["severity", "slot", "finding", "scenes", "where"])
    let body = rows.dropFirst()
    #expect(body.allSatisfy { $0.count == 5 }, "\(body)")
    #expect(
      body.contains([
        "error", "`footer` (line 7)", "`overlaps-home-indicator`", "19", "every scene",
      ]))
    #expect(body.contains(["error", "`launch` (line 11)", "`exceeds-window`", "12", "ipad-pro-11: window left-half, right-half, slide-over"]))
    // Each code's fix once, with the slots it is about.
    for code in ["overlaps-home-indicator", "content-under-ad", "media-too-small", "exceeds-window"] {
      let fix = FindingDoc.of(Finding.Code(rawValue: code)!).fix
      #expect(text.components(separatedBy: "- `\(code)` (").count == 2, "\(code)")
      #expect(text.contains(fix), "\(code)")
    }
    #expect(!text.contains("README.md"))
    #expect(!text.contains("Against the baseline"))
    // With a base, the codes link to their entries.
    let linked = adpreview(
      ["check"] + Self.sweep + ["--help-url", "https://example.com/README.md"], files: try CheckExamplesTests.example("mistakes-app.json"))
    #expect(linked.stdout.contains("[`exceeds-window`](https://example.com/README.md#finding-exceeds-window)"))
  }

  @Test func sayWhatIsNewAndWhatIsFixedAgainstTheBaseline() throws {
    var files = try CheckExamplesTests.example("mistakes-app.json")
    let first = adpreview(["check", "--app", "examples/mistakes-app.json", "--only", "iphone-x", "--write-baseline", "base.json"], files: files)
    // Bound first: assigned straight into the dictionary, `#require` would take the optional
    // itself and stop nothing when no baseline was written.
    let baseline: String = try #require(first.written["base.json"])
    files["base.json"] = baseline
    // The footer now keeps to the safe area; the feed's video gets a larger view, only
    // wide enough on some scenes; and a new slot brings its own findings.
    files["fixed.json"] = """
      {"schemaVersion": 1, "contentUnderAnchoredAds": true, "slots": [
        {"name": "footer", "format": "anchored-adaptive"},
        {"name": "feed", "format": "native", "kind": "content", "native": {"media": "video", "mediaAspect": "6:1"}},
        {"name": "launch", "format": "interstitial", "sizedFor": "screen"},
        {"name": "header", "format": "leaderboard", "position": "top"}]}
      """
    let run = adpreview(
      ["check", "--app", "fixed.json", "--only", "iphone-x", "--baseline", "base.json", "--reporter", "markdown"], files: files)
    let text = run.stdout
    let section = try #require(text.components(separatedBy: "#### Against the baseline\n\n").last)
    let new = try #require(section.split(separator: "\n").first { $0.hasPrefix("- **new**: ") })
    #expect(new.contains("`header` `does-not-fit` (3 scenes)"), "\(section)")
    #expect(!new.contains("`footer`"), "\(section)")
    let fixed = try #require(section.split(separator: "\n").first { $0.hasPrefix("- **fixed**: ") })
    #expect(fixed.contains("`footer` `overlaps-home-indicator` (3 scenes)"), "\(section)")
    #expect(fixed.contains("`footer` `outside-safe-area` (3 scenes)"), "\(section)")
    #expect(!fixed.contains("`feed` `content-under-ad`"), "\(section)")
    #expect(section.contains("- **still accepted**: "))
  }

  @Test func noNameBreaksTheTable() throws {
    let app = #"{"schemaVersion": 1, "slots": [{"name": "a|b`c<br>", "format": "leaderboard"}]}"#
    let run = adpreview(["check", "--app", "app.json", "--only", "iphone-x", "--reporter", "markdown"], files: ["app.json": app])
    let rows = Self.rows(run.stdout)
    #expect(rows.count == 3, "\(run.stdout)")
    #expect(rows.allSatisfy { $0.count == 5 }, "\(rows)")
    #expect(rows[1][1] == "``a\\|b`c<br>`` (line 1)", "\(rows[1])")
    #expect(MarkdownReporter.cell("x|y<script>") == "x\\|y&lt;script&gt;")
    #expect(MarkdownReporter.code("`tick`") == "`` `tick` ``")
  }
}
