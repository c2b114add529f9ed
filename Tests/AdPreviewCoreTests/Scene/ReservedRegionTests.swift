import Testing

@testable import AdPreviewCore

/// Reserved regions as Apple names them, on the iPhone Duo and on the folds and hinges of the
/// Android foldables and Surface Duo: one concept, with the findings that follow from it.
@Suite struct ReservedRegionTests {
  func duo(_ posture: PostureName, _ orientation: Orientation = .portrait, window: WindowChoice = .full) throws -> Scene {
    try scene("iphone-duo", orientation, posture: posture, window: window)
  }

  @Test func theCoverHasAnAsymmetricSafeAreaAndItsCameraIsAnOcclusion() throws {
    let cover = try duo(.folded)
    #expect(cover.screen == Size(width: 466, height: 678))
    #expect(cover.safeArea == insets(0, 0, 34, 84))
    let strip = try #require(cover.obstructions.first { $0.kind == .statusBar })
    #expect(strip.frame == rect(382, 0, 84, 678) && strip.statusBarEdge == .right)
    #expect(cover.reservedRegions.map(\.kind) == [.occlusion])
    #expect(cover.reservedRegions[0].isActive)
    // Turned with its top to the left, the strip follows the camera to the left.
    let turned = try duo(.folded, .landscapeLeft)
    #expect(turned.safeArea.left == 84 && turned.safeArea.right == 0)
    #expect(turned.obstructions.first { $0.kind == .statusBar }?.statusBarEdge == .left)
    // The banner is centred in the safe area, not on the screen.
    let banner = try evaluate("iphone-duo", posture: .folded)
    #expect(banner.frame == rect(0, 584, 382, 60))
    #expect(banner.codes.isEmpty)
  }

  @Test func halfOpenTheFoldIsAnActiveDivisionAndAFoldAwareBannerKeepsClearOfItsMargins() throws {
    let open = try duo(.open)
    let flat = try #require(open.reservedRegions.first { $0.kind == .division })
    #expect(!flat.isActive)
    let half = try duo(.halfOpen)
    let division = try #require(half.reservedRegions.first { $0.kind == .division })
    #expect(division.isActive && division.margins == 20)
    #expect(division.frame == rect(475.5, 0, 0, 669))
    #expect(division.withMargins(vertical: true) == rect(455.5, 0, 40, 669))
    // The content pane ends where the margins begin.
    #expect(half.segments == [rect(0, 0, 455.5, 669), rect(495.5, 0, 455.5, 669)])
    let banner = try evaluate("iphone-duo", posture: .halfOpen)
    #expect(banner.frame?.maxX == 455.5)
    #expect(!banner.codes.contains(.overlapsHinge) && !banner.codes.contains(.insideDivisionMargins))
  }

  @Test func anAppThatIsNotFoldAwareSpansTheFoldAndGetsTheFinding() throws {
    var request = SceneRequest(device: device("iphone-duo"), posture: .halfOpen)
    request.foldAware = false
    let spanning = try Scene(request)
    #expect(spanning.spansFold && spanning.contentWindow == spanning.window)
    let evaluation = AdEvaluation(slot: AdSlot(), request: RequestSettings(), scene: spanning)
    #expect(evaluation.codes.contains(.overlapsHinge))
    let finding = try #require(evaluation.findings.first { $0.code == .overlapsHinge })
    #expect(finding.severity == .error)
  }

  @Test func aBannerInTheMarginsIsAWarning() throws {
    // A banner loaded for a wider pane overflows towards the fold without crossing it.
    let stale = try ResolvedScene(
      scene: duo(.halfOpen), slots: [AdSlot()], request: RequestSettings(), loadedSizes: [Size(width: 470, height: 74)],
      contentUnderAnchoredAds: false)
    let margin = try #require(stale.evaluations[0].findings.first { $0.code == .insideDivisionMargins })
    #expect(margin.severity == .warning)
    #expect(margin.message.contains("7.25 pt into the 20-pt margins of the fold"))
  }

  @Test func splitViewOnThePhoneHasTwoFixedPanesWithTheStripOnTheirOuterEdges() throws {
    let left = try duo(.open, window: .preset(.splitHalf, side: .left))
    #expect(left.window == rect(0, 0, 475, 669))
    #expect(left.safeArea == insets(0, 84, 34, 0))
    let right = try duo(.open, window: .preset(.splitHalf, side: .right))
    #expect(right.window == rect(476, 0, 475, 669))
    #expect(right.safeArea == insets(0, 0, 34, 84))
    #expect(
      Scene.windows(for: device("iphone-duo"), release: nil, orientation: .portrait, display: "inner").map(\.description)
        == ["full", "split-1/2-left", "split-1/2-right"])
    // The cover has no Split View.
    #expect(throws: SceneError("iPhone Duo's cover display has no split-1/2 window in portrait (windows: full, or WxH)")) {
      try duo(.folded, window: .preset(.splitHalf, side: .left))
    }
  }

  @Test func aBannerSizedFromTheScreenWidthOnAsymmetricInsetsIsFlagged() throws {
    var screenWide = AdSlot()
    screenWide.bannerWidth = .screenWidth
    let cover = try evaluate("iphone-duo", posture: .folded, slot: screenWide)
    #expect(cover.size?.width == 466)
    #expect(cover.codes.contains(.asymmetricInsets))
    #expect(cover.codes.contains(.overlapsStatusBar))
    var doubled = AdSlot()
    doubled.bannerWidth = .insetDoubled
    let turned = try evaluate("iphone-duo", .landscapeLeft, posture: .folded, slot: doubled)
    #expect(turned.size?.width == 510)  // 678 less 84 doubled
    #expect(turned.codes.contains(.asymmetricInsets))
    // Where the insets are equal it is not this finding.
    #expect(!(try evaluate("iphone-16-pro", .landscapeLeft, slot: doubled)).codes.contains(.asymmetricInsets))
  }

  @Test func androidFoldsAndHingesAreDivisionsToo() throws {
    let fold = try scene("galaxy-z-fold-5", posture: .halfOpen)
    let division = try #require(fold.reservedRegions.first { $0.kind == .division })
    #expect(division.isActive && !division.occludes && division.frame == fold.fold?.frame)
    let flat = try scene("galaxy-z-fold-5", posture: .open)
    #expect(flat.reservedRegions.first { $0.kind == .division }?.isActive == false)
    let hinge = try scene("surface-duo", posture: .spanned)
    let gap = try #require(hinge.reservedRegions.first { $0.kind == .division })
    #expect(gap.isActive && gap.occludes && gap.words == "the hinge")
    // The hinge obstruction the findings use is the same frame.
    #expect(hinge.obstructions.first { $0.kind == .hinge }?.frame == gap.frame)
  }
}
