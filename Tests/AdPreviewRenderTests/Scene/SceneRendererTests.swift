import AdPreviewCore
import AdPreviewTestSupport
import Testing

@testable import AdPreviewRender

/// Text snapshots of the previewer's picture (record with SNAPSHOT_RECORD=1).
@Suite struct SceneRendererTests {
  @Test(arguments: [
    ("iphone-se-2-3", Orientation.portrait), ("iphone-se-2-3", .landscapeLeft), ("iphone-se-2-3", .landscapeRight),
    ("iphone-x", .portrait), ("iphone-x", .landscapeLeft), ("iphone-x", .landscapeRight),
    ("iphone-14-pro", .portrait), ("iphone-14-pro", .landscapeLeft), ("iphone-14-pro", .landscapeRight),
    ("iphone-16-pro-max", .portrait), ("iphone-16-pro-max", .landscapeLeft), ("iphone-16-pro-max", .landscapeRight),
  ])
  func iPhonesInEveryOrientation(device: String, orientation: Orientation) throws {
    assertSnapshot(try picture(device, orientation), named: "\(device)-\(orientation.rawValue)")
  }

  @Test func anIPadInSplitView() throws {
    assertSnapshot(
      try picture("ipad-pro-11", .landscapeLeft, window: .preset(.splitOneThird), size: (120, 40), os: iOS18), named: "ipad-pro-11-split-1-3")
  }

  @Test(arguments: [PostureName.folded, .halfOpen, .open])
  func aFoldableInEachPosture(posture: PostureName) throws {
    assertSnapshot(try picture("galaxy-z-fold-5", posture: posture), named: "galaxy-z-fold-5-\(posture.rawValue)")
  }

  @Test func aSpannedSurfaceDuo() throws {
    assertSnapshot(try picture("surface-duo", posture: .spanned, size: (120, 36)), named: "surface-duo-spanned")
  }

  @Test(arguments: AdChoicesCorner.allCases)
  func nativeAdsWithEachAdChoicesCorner(corner: AdChoicesCorner) throws {
    var slot = AdSlot(format: .nativeMedium)
    slot.native.adChoices = corner
    assertSnapshot(try picture("iphone-14-pro", slot: slot, size: (140, 60)), named: "native-adchoices-\(corner.rawValue)")
  }

  @Test func aLegacyGuideBannerWithItsFindingMarked() throws {
    let text = try picture("iphone-x", slot: AdSlot(format: .banner, guide: .legacy), size: (120, 50))
    #expect(text.contains("!!"))
    #expect(text.contains("overlaps-home-indicator"))
    assertSnapshot(text, named: "iphone-x-legacy-banner")
  }

  /// A collapsible bottom banner on the iPhone 17 Pro: the expanded overlay grows up from the
  /// safe-area bottom over the app, named in the picture and the panel.
  @Test func aCollapsibleBannersExpandedOverlay() throws {
    var slot = AdSlot(format: .largeAnchoredAdaptive)
    slot.collapsible = .bottom
    let text = try picture("iPhone 17 Pro", slot: slot, size: (110, 44))
    #expect(text.contains("▞▞▞"))
    #expect(text.contains("expanded overlay"))
    #expect(text.contains("Overlay   collapsible bottom"))
    assertSnapshot(text, named: "iphone-17-pro-collapsible-bottom")
  }

  /// An app open ad presented: the creative above the SDK's branding area.
  @Test func anAppOpenAdWithItsBrandingArea() throws {
    let text = try picture("iPhone 17 Pro", slot: AdSlot(format: .appOpen), size: (110, 44))
    #expect(text.contains("App open · Test Ad 402×874"))
    #expect(text.contains("Continue to app ›"))
    assertSnapshot(text, named: "iphone-17-pro-app-open")
  }

  @Test func anInterstitialCoversTheWindow() throws {
    assertSnapshot(try picture("iphone-14-pro", slot: AdSlot(format: .interstitial)), named: "iphone-14-pro-interstitial")
  }

  @Test func asciiOnly() throws {
    let text = try picture("iphone-x", .landscapeLeft, options: RenderOptions(color: false, ascii: true))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    assertSnapshot(text, named: "iphone-x-landscape-left-ascii")
  }

  @Test(arguments: [(20, 8), (39, 12), (1, 1), (40, 12), (80, 24)])
  func smallTerminals(columns: Int, rows: Int) throws {
    let text = try picture("iphone-x", size: (columns, rows))
    #expect(text.split(separator: "\n").count == rows)
    if columns < 40 || rows < 12 {
      if columns >= 24 && rows >= 3 { #expect(text.contains("make the terminal larger")) }
    } else {
      // The OS goes before the orientation when the bar is short.
      #expect(text.contains("iPhone X · iOS 16 · portrait") || text.contains("iPhone X · portrait"))
    }
    assertSnapshot(text, named: "iphone-x-\(columns)x\(rows)")
  }

  @Test func theAdIsLabelledWithItsSize() throws {
    let text = try picture("iphone-x", size: (120, 50))
    #expect(text.contains("Test Ad · anchored adaptive 375×59"))
    #expect(text.contains("showing test ad #1"))
    #expect(text.contains("bannerViewDidReceiveAd"))
  }

  /// The side panel's text, lines joined, for checks that should not depend on wrapping.
  private func panel(_ selection: Selection) throws -> String {
    SidePanel.lines(try settledModel(selection), width: 60, options: RenderOptions(color: false))
      .map(\.text).joined(separator: " ")
  }

  /// A covered model is named as asked, with the device drawn for it and why.
  @Test func aCoveredModelIsNamedWithTheDeviceDrawn() throws {
    #expect(try picture("iphone-15", size: (160, 50)).contains(" adpreview · iPhone 15 · iOS 27 · portrait"))
    #expect(
      try panel(Selection(deviceID: "iphone-15")).hasPrefix(
        "iPhone 15 (drawn as iPhone 14 Pro: same screen, safe area and island) · phone · @3x"))
  }

  /// The side panel names the source of the smart banner's height and which height capped
  /// an adaptive banner.
  @Test func thePanelNamesEachRulesSource() throws {
    let smart = AdSlot(format: .smartBanner)
    #expect(
      try panel(Selection(deviceID: "iphone-x", slot: smart))
        .contains("Google's iOS smart banner guide: 50 on iPhone in portrait"))
    #expect(
      try panel(Selection(deviceID: "galaxy-z-fold-5", posture: .folded, slot: smart))
        .contains("Google's Android smart banner table: screen height 882 dp > 720 → 90"))
    #expect(
      try panel(Selection(deviceID: "ipad-pro-11", window: .free(Size(width: 600, height: 500))))
        .contains("min(90, 15% of the screen height 1194 in portrait)"))
  }

  @Test func aLoadingAdShowsASpinner() throws {
    let selection = Selection()
    let resolved = try selection.resolve(in: catalog)
    let model = PreviewModel(
      resolved: resolved, adStates: [.loading(request: 2, size: Size(width: 375, height: 59), spinner: 3)])
    let text = SceneRenderer.render(model, columns: 120, rows: 50, options: RenderOptions(color: false)).plainText()
    #expect(text.contains("⠸ loading 375×59"))
    #expect(text.contains("loading request #2"))
  }

  @Test func colourRendersUseTheSamePictureAsText() throws {
    let selection = Selection()
    let model = try settledModel(selection)
    let color = SceneRenderer.render(model, columns: 100, rows: 40, options: RenderOptions(color: true))
    let mono = SceneRenderer.render(model, columns: 100, rows: 40, options: RenderOptions(color: false))
    #expect(color.cells.contains { $0.style.background != .default })
    #expect(mono.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
  }
}

/// A still for a file draws the scene without what only the live previewer means.
@Suite struct SceneRendererStillTests {
  @Test func aStillHasNoKeyHintsAndNoHelpPrompt() throws {
    var model = try settledModel(Selection(deviceID: "iphone-17-pro"))
    model.hints = ["r rotate  f fold  ? help  q quit"]
    let live = SceneRenderer.render(model, columns: 100, rows: 40, options: RenderOptions(color: false)).plainText()
    model.still = true
    let still = SceneRenderer.render(model, columns: 100, rows: 40, options: RenderOptions(color: false)).plainText()
    let liveRows = live.split(separator: "\n", omittingEmptySubsequences: false)
    let stillRows = still.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(liveRows.first?.contains("? help") == true && liveRows.last?.contains("r rotate") == true)
    #expect(stillRows.first?.contains("? help") == false, "\(stillRows.first ?? "")")
    #expect(stillRows.last?.allSatisfy { $0 == " " } == true, "\(stillRows.last ?? "")")
    // Everything between is the same picture.
    #expect(Array(liveRows.dropFirst().dropLast()) == Array(stillRows.dropFirst().dropLast()))
  }
}
