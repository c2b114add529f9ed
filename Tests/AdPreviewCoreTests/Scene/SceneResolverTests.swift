import Testing

@testable import AdPreviewCore

@Suite struct SceneResolverTests {
  func cutout(_ scene: Scene) -> Rect? {
    scene.obstructions.first { $0.kind == .cutout }?.frame
  }

  @Test func theNotchMovesWithEachRotation() throws {
    // iPhone X notch: x 85, 204×30 in portrait (the device file's cutout).
    #expect(cutout(try scene("iphone-x")) == rect(85, 0, 204, 30))
    #expect(cutout(try scene("iphone-x", .landscapeLeft)) == rect(0, 86, 30, 204))
    #expect(cutout(try scene("iphone-x", .landscapeRight)) == rect(782, 85, 30, 204))
  }

  @Test func theDynamicIslandMovesWithEachRotation() throws {
    // 14 Pro: 125×37 at x 134, y 11 on a 393×852 screen.
    #expect(cutout(try scene("iphone-14-pro")) == rect(134, 11, 125, 37))
    #expect(cutout(try scene("iphone-14-pro", .landscapeLeft)) == rect(11, 134, 37, 125))
    #expect(cutout(try scene("iphone-14-pro", .landscapeRight)) == rect(804, 134, 37, 125))
  }

  @Test func upsideDownTurnsTheCutoutToTheBottomOnAnIPad() throws {
    let upright = try scene("ipad-pro-11")
    let turned = try scene("ipad-pro-11", .portraitUpsideDown)
    #expect(turned.screen == upright.screen)
    #expect(turned.safeArea == upright.safeArea)
  }

  @Test func upsideDownIsRefusedOnFaceIDIPhones() {
    #expect(
      throws: SceneError(
        "iPhone X does not support portrait-upside-down (it supports portrait, landscape-left, landscape-right)")
    ) { try scene("iphone-x", .portraitUpsideDown) }
  }

  @Test func theStatusBarAndHomeIndicatorStayWithTheInterface() throws {
    let portrait = try scene("iphone-x")
    #expect(portrait.obstructions.contains { $0.kind == .statusBar && $0.frame == rect(0, 0, 375, 44) })
    #expect(portrait.obstructions.contains { $0.kind == .homeIndicator && $0.frame == rect(0, 778, 375, 34) })
    #expect(portrait.homeIndicatorBar == rect(120.5, 799, 134, 5))
    let landscape = try scene("iphone-x", .landscapeRight)
    #expect(!landscape.obstructions.contains { $0.kind == .statusBar })
    #expect(landscape.obstructions.contains { $0.kind == .homeIndicator && $0.frame == rect(0, 354, 812, 21) })
  }

  @Test func roundedCornersAreObstructionsAndSquareOnesAreNot() throws {
    let corners = try scene("iphone-x").obstructions.filter { $0.kind == .corner }
    #expect(corners.map(\.frame) == [rect(0, 0, 39, 39), rect(336, 0, 39, 39), rect(0, 773, 39, 39), rect(336, 773, 39, 39)])
    #expect(try scene("iphone-se-2-3").obstructions.allSatisfy { $0.kind != .corner })
  }

  // MARK: - iPad windows

  @Test func iPadPro11WindowPresets() throws {
    #expect(try scene("ipad-pro-11", window: .preset(.splitTwoThirds), os: iOS18).window == rect(0, 0, 504, 1194))
    #expect(try scene("ipad-pro-11", window: .preset(.splitOneThird), os: iOS18).window == rect(514, 0, 320, 1194))
    #expect(try scene("ipad-pro-11", .landscapeLeft, window: .preset(.splitHalf), os: iOS18).window == rect(0, 0, 592, 834))
    #expect(try scene("ipad-pro-11", .landscapeLeft, window: .preset(.splitTwoThirds), os: iOS18).window == rect(0, 0, 809, 834))
    #expect(try scene("ipad-pro-11", .landscapeLeft, window: .preset(.slideOver), os: iOS18).window == rect(819, 24, 375, 786))
  }

  @Test func iPadPro129WindowPresets() throws {
    #expect(try scene("ipad-pro-12-9", window: .preset(.splitTwoThirds), os: iOS18).window.size == Size(width: 639, height: 1366))
    #expect(try scene("ipad-pro-12-9", .landscapeRight, window: .preset(.splitHalf), os: iOS18).window.size == Size(width: 678, height: 1024))
    #expect(try scene("ipad-pro-12-9", window: .preset(.slideOver), os: iOS18).window.size == Size(width: 375, height: 1318))
  }

  @Test func iPad9WindowPresets() throws {
    #expect(try scene("ipad-9", window: .preset(.splitTwoThirds), os: iOS18).window.size == Size(width: 480, height: 1080))
    #expect(try scene("ipad-9", .landscapeLeft, window: .preset(.splitOneThird), os: iOS18).window.size == Size(width: 320, height: 810))
    #expect(try scene("ipad-9", .landscapeLeft, window: .preset(.splitHalf), os: iOS18).window.size == Size(width: 535, height: 810))
  }

  @Test func aWindowAwayFromAnEdgeLosesThatEdgesInset() throws {
    // Slide Over floats 24 pt below the top and above the bottom (iPadOS 14's geometry): no
    // top or bottom inset.
    let iPadOS17 = OSVersion(17)
    let slideOver = try scene("ipad-pro-11", window: .preset(.slideOver), os: iPadOS17)
    #expect(slideOver.safeArea == insets(0, 0, 0, 0))
    // A split pane touches the top and bottom: it keeps 24 / 20, and 24 / 25 on iPadOS 18.
    #expect(try scene("ipad-pro-11", window: .preset(.splitOneThird), os: iPadOS17).safeArea == insets(24, 0, 20, 0))
    #expect(try scene("ipad-pro-11", window: .preset(.splitOneThird), os: iOS18).safeArea == insets(24, 0, 25, 0))
  }

  @Test func portraitHasNoHalfSplit() {
    #expect(
      throws: SceneError(
        "iPad Pro 11-inch has no split-1/2 window in portrait (windows: full, split-2/3, split-1/3, slide-over, or WxH)")
    ) { try scene("ipad-pro-11", window: .preset(.splitHalf), os: iOS18) }
  }

  @Test func stageManagerWindowsAreCentredAndMustFit() throws {
    let free = try scene("ipad-pro-11", window: .free(Size(width: 600, height: 800)))
    #expect(free.window == rect(117, 197, 600, 800))
    #expect(
      throws: SceneError(
        "a 900×1300 window does not fit the 834×1194 screen of iPad Pro 11-inch in portrait")
    ) { try scene("ipad-pro-11", window: .free(Size(width: 900, height: 1300))) }
  }

  @Test func phonesRunFullScreen() {
    #expect(
      throws: SceneError(
        "split-1/3 is an iPad multitasking window; iPhone X (a phone) runs its apps full screen")
    ) { try scene("iphone-x", window: .preset(.splitOneThird)) }
  }

  // MARK: - Foldables and dual-screen

  @Test func galaxyZFold5Postures() throws {
    let folded = try scene("galaxy-z-fold-5", posture: .folded)
    #expect(folded.display.id == "cover")
    #expect(folded.screen == Size(width: 344, height: 882))
    #expect(folded.fold == nil)

    let open = try scene("galaxy-z-fold-5", posture: .open)
    #expect(open.screen == Size(width: 690, height: 829))
    #expect(open.fold?.separating == false)
    #expect(open.segments == [rect(0, 0, 690, 829)])
    #expect(!open.obstructions.contains { $0.kind == .hinge })

    let book = try scene("galaxy-z-fold-5", posture: .halfOpen)
    #expect(book.fold?.mode == .book)
    #expect(book.segments == [rect(0, 0, 345, 829), rect(345, 0, 345, 829)])
    // The fold is a display feature: the safe area is the display's (its status bar and
    // taskbar), the content's pane is reported apart.
    #expect(book.safeRect == rect(0, 30, 690, 743))
    #expect(book.contentRect == rect(0, 30, 345, 743))
    #expect(book.obstructions.contains { $0.kind == .hinge && $0.frame == rect(345, 0, 0, 829) })

    let tabletop = try scene("galaxy-z-fold-5", .landscapeLeft, posture: .halfOpen)
    #expect(tabletop.fold?.mode == .tabletop)
    #expect(tabletop.segments == [rect(0, 0, 829, 345), rect(0, 345, 829, 345)])
  }

  /// AOSP device/google/comet: cover 1080 x 2424 px, inner 2076 x 2152 px, density 390.
  @Test func pixel9ProFoldPostures() throws {
    #expect(try scene("pixel-9-pro-fold", posture: .folded).screen == Size(width: 443, height: 994))
    #expect(try scene("pixel-9-pro-fold", posture: .open).screen == Size(width: 852, height: 883))
    let book = try scene("pixel-9-pro-fold", posture: .halfOpen)
    #expect(book.fold?.frame == rect(425.85, 0, 0, 883))
    #expect(book.safeRect == rect(0, 36, 852, 815))
    #expect(book.contentRect == rect(0, 36, 425.85, 815))
  }

  /// Android's split-screen on a turned foldable: the two panes above and below the fold,
  /// each the full width (the Galaxy Z Fold5's 2176 px) and (1812 - 26) / 2 px tall at
  /// density 420. The Fold5 also lists the side-by-side reading (AOSP isLeftRightSplit
  /// without config_leftRightSplitInPortrait), (2176 - 26) / 2 px wide; the Pixel Fold, whose
  /// turned inner display is tall, refuses a side of the other axis with the panes it has.
  @Test func aTurnedAndroidFoldableSplitsAboveAndBelow() throws {
    let top = try scene("galaxy-z-fold-5", .landscapeLeft, window: .preset(.splitHalf, side: .top))
    #expect(top.window == rect(0, 0, 828.95, 340.19))
    let bottom = try scene("galaxy-z-fold-5", .landscapeLeft, window: .preset(.splitHalf, side: .bottom))
    #expect(bottom.window == rect(0, 349.81, 828.95, 340.19))
    // The fold runs between them, and the bottom pane keeps the navigation bar's inset.
    #expect(try #require(bottom.fold).frame.minY > top.window.maxY && bottom.fold!.frame.minY < bottom.window.minY)
    #expect(bottom.safeArea.bottom > 0 && bottom.safeArea.top == 0)
    let left = try scene("galaxy-z-fold-5", .landscapeLeft, window: .preset(.splitHalf, side: .left))
    #expect(left.window == rect(0, 0, 409.52, 690))
    #expect(
      throws: SceneError(
        "Google Pixel Fold's inner display puts its panes above and below in landscape: no split-1/2-left "
          + "(windows: full, split-1/2-top, split-1/2-bottom)")
    ) { try scene("pixel-fold", .landscapeLeft, posture: .open, window: .preset(.splitHalf, side: .left)) }
    #expect(throws: SceneError("split-1/3-top: iPad Split View panes are side by side (split-1/3-left or -right)")) {
      try scene("ipad-pro-11", window: .preset(.splitOneThird, side: .top), os: iOS18)
    }
  }

  @Test func galaxyZFlip5FoldsIntoATabletop() throws {
    let cover = try scene("galaxy-z-flip-5", posture: .folded)
    #expect(cover.display.id == "cover")
    // 720 x 748 px (Samsung's panel data) at density 320, in whole dp as Android reports it.
    #expect(cover.screen == Size(width: 360, height: 374))
    let open = try scene("galaxy-z-flip-5", posture: .open)
    #expect(open.display.id == "inner")
    #expect(open.fold?.separating == false)
    #expect(open.segments.count == 1)
    let halfOpen = try scene("galaxy-z-flip-5", posture: .halfOpen)
    #expect(halfOpen.fold?.mode == .tabletop)
    #expect(halfOpen.segments.count == 2)
    #expect(halfOpen.contentRect.maxY == halfOpen.fold?.frame.minY)
    // The navigation bar's 48 dp is the display's inset, below the lower half.
    #expect(halfOpen.safeRect.maxY == halfOpen.screen.height - 48)
  }

  @Test func surfaceDuoPostures() throws {
    let single = try scene("surface-duo", posture: .single)
    #expect(single.screen == Size(width: 540, height: 720))
    #expect(single.fold == nil)

    let spanned = try scene("surface-duo", posture: .spanned)
    #expect(spanned.screen == Size(width: 1114, height: 720))
    #expect(spanned.fold?.mode == .doublePortrait)
    #expect(spanned.obstructions.contains { $0.kind == .hinge && $0.frame == rect(540, 0, 34, 720) })
    #expect(spanned.segments == [rect(0, 0, 540, 720), rect(574, 0, 540, 720)])
    // A hinge is never a safe-area inset (Jetpack WindowManager's FoldingFeature reports the
    // hinge apart): the panes are segments; the insets are the status bar and gesture band.
    #expect(spanned.safeArea == insets(24, 0, 16, 0))
    #expect(spanned.contentPane == 0)
    #expect(spanned.contentRect == rect(0, 24, 540, 680))
    #expect(spanned.paneDescription == "left 540×720: content stays on one side of the hinge (the first pane in reading order)")

    let turned = try scene("surface-duo", .landscapeLeft, posture: .spanned)
    #expect(turned.fold?.mode == .doubleLandscape)
    #expect(turned.fold?.frame == rect(0, 540, 720, 34))
  }

  @Test func theDefaultPostureIsTheDevicesOwn() throws {
    #expect(try scene("surface-duo").posture?.name == .single)
    #expect(try scene("galaxy-z-fold-5").posture?.name == .open)
  }

  @Test func unknownPosturesAreRefused() {
    #expect(
      throws: SceneError(
        "Microsoft Surface Duo has no posture \"half-open\" (it has single, spanned)")
    ) { try scene("surface-duo", posture: .halfOpen) }
    #expect(
      throws: SceneError(
        "iPhone X is a phone and has no postures; postures are for foldable and dual-screen devices")
    ) { try scene("iphone-x", posture: .folded) }
  }
}
