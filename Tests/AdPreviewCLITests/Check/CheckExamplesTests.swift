import AdPreviewCore
import AdPreviewTestSupport
import Foundation
import Testing

/// The README's two example apps: one whose layout is fine, one with each real mistake.
@Suite struct CheckExamplesTests {
  static func example(_ name: String) throws -> [String: String] {
    let url = packageRoot().appendingPathComponent("examples/\(name)")
    return ["examples/\(name)": try String(contentsOf: url, encoding: .utf8)]
  }

  /// Every (slot, code) pair over the whole catalog.
  static func pairs(_ run: CLIRun) throws -> Set<String> {
    var pairs = Set<String>()
    let report = try json(run)
    guard case .array(let results) = report["results"] else { return pairs }
    for result in results {
      guard case .array(let ads) = result["ads"] else { continue }
      for ad in ads {
        guard case .number(let index) = ad["index"], case .string(let slot) = report["slots"]?[Int(index)]?["slot"],
          case .array(let findings) = ad["findings"]
        else { continue }
        for finding in findings {
          if case .string(let code) = finding["code"] { pairs.insert("\(slot):\(code)") }
        }
      }
    }
    return pairs
  }

  @Test func theNewsAppChecksClean() throws {
    let files = try Self.example("news-app.json")
    let run = adpreview(["check", "--app", "examples/news-app.json"], files: files)
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(run.stdout.contains("0 errors"))
    let pairs = try Self.pairs(adpreview(["check", "--app", "examples/news-app.json", "--json"], files: files))
    // A video feed ad taller than a landscape phone scrolls (info); the footer's corners on
    // the 16 Pro models are shaved (the device data's corner radius), and so is the feed's on
    // the iPhone Duo's cover, whose unequal corners the safe area does not all clear, and on
    // the Pixel 9 Pro Fold's rounded cover in landscape.
    #expect(pairs.isSubset(of: ["feed:never-fully-visible", "footer:overlaps-corner", "feed:overlaps-corner"]), "\(pairs)")
    // Its warnings were the false ones (a 6-pt corner shave called a warning): none is left.
    #expect(adpreview(["check", "--app", "examples/news-app.json", "--fail-on", "warning"], files: files).exitCode == 0)
  }

  @Test func theMistakesAppShowsExactlyItsMistakes() throws {
    let files = try Self.example("mistakes-app.json")
    let run = adpreview(["check", "--app", "examples/mistakes-app.json", "--json"], files: files)
    #expect(run.exitCode == 1)
    #expect(
      try Self.pairs(run) == [
        // The footer pinned to the window edges (legacy guide), not the safe area.
        "footer:outside-safe-area", "footer:overlaps-home-indicator", "footer:overlaps-corner", "footer:overlaps-hinge",
        // On the iPhone Duo the window edges run under its side status strip and its camera,
        // and into the fold's margins.
        "footer:overlaps-status-bar", "footer:overlaps-cutout", "footer:inside-division-margins",
        // Its classic anchored adaptive size is deprecated in SDK 13 (info).
        "footer:deprecated-format",
        // The feed scrolls under the footer; its 6:1 media view is too small for video.
        "feed:content-under-ad", "feed:media-too-small",
        // On the Pixel 10 Pro Fold's cover in landscape the feed runs to the screen's edge,
        // where no inset keeps it from the rounded corner (info).
        "feed:overlaps-corner",
        // The interstitial loaded once for the whole screen, presented in a smaller window.
        "launch:exceeds-window",
      ])
  }

  @Test func everySlotIsInTheTableAndTheJSON() throws {
    let files = try Self.example("mistakes-app.json")
    let run = adpreview(
      [
        "check", "--app", "examples/mistakes-app.json", "--only", "ipad-pro-11", "--os", "18", "--windows", "split-1/3", "--orientations", "portrait",
        "--all", "--group-by", "scene",
      ], files: files)
    let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("ipad-pro-11") }
    #expect(rows.count == 3)
    #expect(rows.map { $0.split(separator: " ", omittingEmptySubsequences: true)[4] } == ["footer", "feed", "launch"])
    let result = try json(
      adpreview(
        [
          "check", "--app", "examples/mistakes-app.json", "--only", "ipad-pro-11", "--os", "18", "--windows", "split-1/3", "--orientations",
          "portrait", "--json",
        ],
        files: files))
    guard case .array(let results) = result["results"], results.count == 1, case .array(let ads) = results[0]["ads"] else {
      Issue.record("no results[0].ads")
      return
    }
    // Each ad names its slot by its index into `slots`, which says its name, kind and line once.
    let slots = ads.map { ad in ad["index"].flatMap { result["slots"]?[Int($0.numberValue ?? -1)] } }
    #expect(slots.map { $0?["slot"] } == [.string("footer"), .string("feed"), .string("launch")])
    #expect(ads[2]["findings"]?[0]?["severity"] == .string("error"))
    #expect(slots[1]?["kind"] == .string("content"))
    #expect(slots[0]?["line"] == .number(7))
    #expect(ads[0]["slot"] == nil && ads[0]["errors"] == nil && results[0]["findings"] == nil)
  }
}
