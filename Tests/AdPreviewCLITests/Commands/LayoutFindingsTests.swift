import AdPreviewCore
import AdPreviewTestSupport
import Foundation
import Testing

/// Every finding code of a single scene, from a `layout` call a user can type.
@Suite struct LayoutFindingsTests {
  static let calls: [(String, [String])] = [
    ("outside-window", ["--position", "top", "--offset", "780"]),
    ("outside-safe-area", ["--guide", "legacy"]),
    ("overlaps-cutout", ["--guide", "legacy", "--position", "top"]),
    ("overlaps-corner", ["--guide", "legacy"]),
    ("overlaps-status-bar", ["--guide", "legacy", "--position", "top"]),
    ("overlaps-home-indicator", ["--guide", "legacy"]),
    ("overlaps-hinge", ["--device", "surface-duo", "--posture", "spanned", "--guide", "legacy"]),
    ("does-not-fit", ["--ad", "leaderboard"]),
    ("tablet-only-size", ["--ad", "leaderboard"]),
    ("deprecated-format", ["--ad", "smart-banner"]),
    ("mediation-only-size", ["--device", "ipad-pro-11", "--ad", "skyscraper"]),
    (
      "adchoices-obscured",
      [
        "--device", "iphone-14-pro", "--orientation", "landscape-left", "--ad", "native-small", "--align", "fill",
        "--guide", "legacy", "--position", "top", "--offset", "140", "--adchoices", "top-left",
      ]
    ),
    ("attribution-missing", ["--ad", "native", "--assets", "body,icon,call-to-action"]),
    ("media-too-small", ["--ad", "native-small", "--media", "video"]),
    ("native-too-small", ["--ad", "native", "--native-width", "30", "--native-height", "30"]),
    ("asset-outside-ad-view", ["--ad", "native", "--native-height", "200"]),
    ("scene-not-set", ["--device", "ipad-pro-11", "--ad", "interstitial", "--scene", "unset"]),
    (
      "exceeds-window",
      [
        "--device", "ipad-pro-11", "--os", "18", "--window", "split-1/3", "--ad", "interstitial", "--scene", "unset",
        "--mode", "production",
      ]
    ),
    ("overlaps-window-controls", ["--device", "ipad-air-11", "--window", "600x800", "--position", "top"]),
    // A banner loaded for a wider pane, half-open: it reaches into the fold's margins.
    ("inside-division-margins", ["--device", "iphone-duo", "--posture", "half-open", "--loaded-size", "470x74"]),
    // The default native layout puts its call to action in the bottom-right corner.
    ("adchoices-over-asset", ["--ad", "native", "--adchoices", "bottom-right"]),
    ("attribution-obscured", ["--ad", "native", "--guide", "superview", "--position", "top"]),
    ("introduction-required", ["--ad", "rewarded-interstitial"]),
    // A top banner asking for collapsible bottom: the overlay grows up, off the screen.
    ("overlay-covers-system-ui", ["--device", "iPhone 17 Pro", "--position", "top", "--collapsible", "bottom"]),
    ("overlay-outside-safe-area", ["--device", "iPhone 17 Pro", "--position", "top", "--collapsible", "bottom"]),
  ]

  @Test(arguments: calls)
  func layoutReportsTheFinding(code: String, arguments: [String]) throws {
    let run = adpreview(["layout", "--json"] + arguments)
    #expect(run.exitCode == 0, "\(run.stderr)")
    guard case .array(let findings) = try json(run)["findings"] else {
      Issue.record("no findings array")
      return
    }
    let finding = findings.first { $0["code"] == .string(code) }
    #expect(finding != nil, "layout \(arguments.joined(separator: " ")) does not report \(code)")
    if case .string(let severity) = finding?["severity"] {
      #expect(["error", "warning", "info"].contains(severity))
    }
  }

  @Test func everySingleSceneCodeIsCovered() {
    let covered = Set(Self.calls.map(\.0))
    // The app-level codes need an app file (several slots, a slot's sizedFor): the app-file
    // tests cover them (AppLayoutTests, ReservedRegionTests).
    let appLevel: Set<Finding.Code> = [
      .staleSize, .overlapsAd, .contentUnderAd, .neverFullyVisible, .asymmetricInsets, .overlayCoversAd, .overlapsBar, .betweenBarAndEdge,
    ]
    for code in FindingDoc.codes(.scene) where !appLevel.contains(code) {
      #expect(covered.contains(code.rawValue), "\(code.rawValue)")
    }
  }

  static let overlappingApp = """
    {"schemaVersion": 1, "name": "Overlaps",
     "slots": [{"name": "footer", "format": "anchored-adaptive"},
               {"name": "promo", "format": "medium-rectangle", "offset": 20}]}
    """

  // adpreview layout --app overlapping.json (a banner and an MREC at the bottom)
  @Test func overlapsAdFromAnAppFile() throws {
    let run = adpreview(["layout", "--json", "--app", "app.json"], files: ["app.json": Self.overlappingApp])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let layout = try json(run)
    guard case .array(let findings) = layout["findings"], case .array(let ads) = layout["ads"] else {
      Issue.record("no findings or ads")
      return
    }
    // One finding on each of the two slots, each naming the other.
    let overlaps = findings.filter { $0["code"] == "overlaps-ad" }
    #expect(overlaps.map { $0["slot"] } == ["footer", "promo"])
    #expect(overlaps.allSatisfy { $0["severity"] == "error" })
    #expect(ads.map { $0["slot"] } == ["footer", "promo"])
    #expect(layout["ad"]?["format"] == "anchored-adaptive")
  }

  @Test func aBrokenAppFileIsNamed() {
    let run = adpreview(
      ["layout", "--app", "app.json"], files: ["app.json": #"{"schemaVersion": 1, "slots": [{"name": "a", "format": "billboard"}]}"#])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix(#"adpreview: app.json: slots[0].format: "billboard" is not one of"#))
    #expect(adpreview(["layout", "--app", "none.json"]).stderr.hasPrefix("adpreview: --app: \"none.json\": no such file"))
  }

  @Test func theExampleAppRendersAllItsSlots() throws {
    let url = packageRoot().appendingPathComponent("examples/news-app.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let run = adpreview(["render", "--app", "news.json", "--size", "120x44"], files: ["news.json": text])
    #expect(run.stdout.contains("footer: Test Ad 375×117"))  // SDK 13's large anchored adaptive
    // The feed is a content slot: it gets the content area's width.
    #expect(run.stdout.contains("feed (native) 375×363"))
  }

  @Test func nothingShownMeansAdIsNull() throws {
    #expect(try json(adpreview(["layout", "--json", "--ad", "leaderboard"]))["ad"] == .null)
    #expect(try json(adpreview(["layout", "--json", "--ad", "none"]))["ad"] == .null)
  }

  /// Row 14 of the check issue: `--assets ''` meant "no assets"; an empty list is refused.
  @Test func anEmptyAssetListIsRefused() {
    for text in ["", " ", "body,,icon", "body,"] {
      let run = adpreview(["layout", "--ad", "native", "--assets", text])
      #expect(run.exitCode == 2, "\(text)")
      #expect(run.stderr.contains("--assets: \"\(text)\" has an empty entry"), "\(run.stderr)")
    }
    #expect(adpreview(["layout", "--ad", "native", "--assets", "none"]).exitCode == 0)
  }

  @Test func nativeOptionsAreChecked() {
    #expect(
      adpreview(["layout", "--media-aspect", "wide"]).stderr.contains(
        "--media-aspect: \"wide\" is not a ratio like 16:9 or 1.91"))
    #expect(adpreview(["layout", "--assets", "body,logo"]).stderr.contains("--assets: \"logo\" is not one of"))
    #expect(adpreview(["layout", "--max-height", "20"]).stderr.contains("at least 32"))
  }
}
