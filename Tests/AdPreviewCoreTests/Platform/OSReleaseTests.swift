import Testing

@testable import AdPreviewCore

/// The OS release as a scene dimension: which releases a device runs, what each release's
/// insets and windows are, and the refusals that name what exists instead.
@Suite struct OSReleaseTests {
  @Test func versionsReadAsAppleWritesThem() {
    #expect(OSVersion(parsing: "26") == OSVersion(26))
    #expect(OSVersion(parsing: "26.1") == OSVersion(26, 1))
    #expect(OSVersion(parsing: "26.1")!.description == "26.1")
    for bad in ["", "26.", ".1", "026", "26.1.2", "x", "-1", "26.01"] {
      #expect(OSVersion(parsing: bad) == nil, "\(bad)")
    }
    #expect(OSVersion(18) < OSVersion(26) && OSVersion(26) < OSVersion(26, 1) && OSVersion(26, 6) < OSVersion(27))
    #expect(OSRelease.listing == "11–18, 26–26.6, 27–27.1")
  }

  @Test func theDefaultIsTheNewestMajorAtItsFirstPointReleaseTheDeviceRuns() throws {
    #expect(try scene("iphone-16-pro").os == OSVersion(27))
    #expect(try scene("iphone-duo").os == OSVersion(27, 1))
    #expect(try scene("iphone-x").os == OSVersion(16))
    // A covered model runs its own range: the iPhone 11 Pro, drawn as the X, runs 27.
    let eleven = try bundledCatalog.resolve("iPhone 11 Pro")
    #expect(try Scene(SceneRequest(device: eleven.device, model: eleven.model)).os == OSVersion(27))
    // Off Apple's platforms there is no release.
    #expect(try scene("galaxy-z-fold-5").os == nil)
  }

  @Test func aReleaseTheDeviceDoesNotRunIsRefusedWithTheOnesItDoes() throws {
    #expect(throws: SceneError("iPhone X runs iOS 11–16, not 27")) { try scene("iphone-x", os: OSVersion(27)) }
    #expect(throws: SceneError("iPhone Duo runs iOS 27.1 and later, not 27")) { try scene("iphone-duo", os: OSVersion(27)) }
    // The iPhone 17 Pro shipped with iOS 26; the iPhone 16 Pro it is drawn as ran 18.
    let seventeen = try bundledCatalog.resolve("iPhone 17 Pro")
    #expect(
      throws: SceneError(
        "iPhone 17 Pro runs iOS 26 and later, not 18 (iPhone 16 Pro, with the same screen, ran 18: --device iphone-16-pro --os 18)")
    ) { try Scene(SceneRequest(device: seventeen.device, model: seventeen.model, os: iOS18)) }
    #expect(throws: SceneError("iOS 19 is not a release adpreview models (it models 11–18, 26–26.6, 27–27.1)")) {
      try scene("iphone-16-pro", os: OSVersion(19))
    }
    #expect(throws: SceneError("Samsung Galaxy Z Fold5 runs Android; an OS release (18) is for iOS and iPadOS devices")) {
      try scene("galaxy-z-fold-5", os: OSVersion(18))
    }
  }

  @Test func faceIDInsetsFollowTheRelease() throws {
    // iPhone landscape bottom: 21 up to iOS 18, 20 from 26 (the iOS 26.5 and 27.1 simulators).
    #expect(try scene("iphone-16-pro", .landscapeLeft, os: iOS18).safeArea == insets(0, 62, 21, 62))
    #expect(try scene("iphone-16-pro", .landscapeLeft).safeArea == insets(0, 62, 20, 62))
    #expect(try scene("iphone-16-pro", .landscapeLeft, os: OSVersion(26)).safeArea == insets(0, 62, 20, 62))
    // Face ID iPads: 24 / 20 up to iPadOS 17, 24 / 25 on 18, 32 / 25 from 26, with a
    // 32-pt status bar.
    #expect(try scene("ipad-air-11", os: OSVersion(17)).safeArea == insets(24, 0, 20, 0))
    #expect(try scene("ipad-air-11", os: iOS18).safeArea == insets(24, 0, 25, 0))
    let now = try scene("ipad-air-11")
    #expect(now.safeArea == insets(32, 0, 25, 0))
    #expect(now.obstructions.first { $0.kind == .statusBar }?.frame.height == 32)
    // A device that never ran 18 has its own values whatever the release.
    #expect(try scene("iphone-air").safeArea == insets(68, 0, 34, 0))
  }

  @Test func iPadOS18HasSplitViewAndIPadOS26HasWindows() throws {
    let iPad = device("ipad-pro-11")
    let eighteen = Scene.windows(for: iPad, release: OSRelease.named(iOS18), orientation: .portrait)
    #expect(eighteen.map(\.description) == ["full", "split-2/3", "split-1/3", "slide-over"])
    let twentySix = Scene.windows(for: iPad, release: OSRelease.named(OSVersion(26)), orientation: .portrait)
    #expect(twentySix.map(\.description) == ["full", "left-half", "right-half"])
    let twentySeven = Scene.windows(for: iPad, release: OSRelease.named(OSVersion(27)), orientation: .portrait)
    #expect(twentySeven.map(\.description) == ["full", "left-half", "right-half", "slide-over"])
    #expect(
      throws: SceneError(
        "iPadOS 27 has no split-1/3 window: iPadOS 26 replaced Split View with windows "
          + "(windows: full, left-half, right-half, slide-over, or WxH; --os 18 for Split View)")
    ) { try scene("ipad-pro-11", window: .preset(.splitOneThird)) }
    #expect(throws: SceneError("iPadOS 26 has no Slide Over: it came back in iPadOS 26.1 (windows: full, left-half, right-half, or WxH)")) {
      try scene("ipad-pro-11", window: .preset(.slideOver), os: OSVersion(26))
    }
    #expect(
      throws: SceneError("iPadOS 15 has no free-size windows: Stage Manager came with iPadOS 16 (windows: full, split-2/3, split-1/3, slide-over)")
    ) {
      try scene("ipad-pro-11", window: .free(Size(width: 600, height: 800)), os: OSVersion(15))
    }
    #expect(try scene("ipad-pro-11", window: .tiled(.right)).window == rect(417, 0, 417, 1194))
    #expect(try scene("ipad-pro-11", window: .placed(rect(10, 30, 500, 600))).window == rect(10, 30, 500, 600))
    // Split View presets keep their sizes on 18, and the app's pane can be named.
    #expect(try scene("ipad-pro-11", window: .preset(.splitOneThird), os: iOS18).window == rect(514, 0, 320, 1194))
    #expect(try scene("ipad-pro-11", window: .preset(.splitOneThird, side: .left), os: iOS18).window == rect(0, 0, 320, 1194))
  }

  @Test func slideOverFloatsAtTheTrailingEdgeAndResizes() throws {
    let floating = try scene("ipad-air-11", window: .preset(.slideOver))
    #expect(floating.window == rect(500, 24, 320, 1132))
    #expect(floating.windowKindWords == "Slide Over, floating")
    #expect(try scene("ipad-air-11", window: .slideOver(Size(width: 400, height: 900))).window == rect(420, 140, 400, 900))
  }

  @Test func theWindowControlsSitOverAFloatingWindowsCorner() throws {
    let window = WindowChoice.free(Size(width: 500, height: 700))
    let floating = try evaluate("ipad-air-11", window: window, slot: AdSlot(position: .top))
    let controls = try #require(try scene("ipad-air-11", window: window).obstructions.first { $0.kind == .windowControls })
    #expect(controls.frame == rect(160, 240, 70, 40))
    #expect(floating.codes.contains(.overlapsWindowControls))
    // A tiled window under the status bar has them in the band its top inset keeps clear.
    let tiled = try evaluate("ipad-air-11", window: .tiled(.left), slot: AdSlot(position: .top))
    #expect(try scene("ipad-air-11", window: .tiled(.left)).obstructions.first { $0.kind == .windowControls }?.frame == rect(0, 0, 70, 32))
    #expect(!tiled.codes.contains(.overlapsWindowControls))
    // Full screen and iPadOS 18 windows have none.
    #expect(try scene("ipad-air-11").obstructions.allSatisfy { $0.kind != .windowControls })
    #expect(try scene("ipad-air-11", window: .preset(.splitTwoThirds), os: iOS18).obstructions.allSatisfy { $0.kind != .windowControls })
  }

  @Test func iOS27ResizesIPhoneAppsAndKeepsTheirSizeClass() throws {
    let resized = try scene("iphone-16-pro", window: .free(Size(width: 300, height: 700)))
    #expect(resized.window == rect(51, 87, 300, 700))
    #expect(resized.windowWords == "resized to 300×700 (iPhone app)")
    #expect(resized.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
    #expect(
      throws: SceneError(
        "a WxH window on an iPhone is a resized iPhone app, which came with iOS 27; iPhone 16 Pro runs iOS 18 here (--os 27 where it runs it)")
    ) { try scene("iphone-16-pro", window: .free(Size(width: 300, height: 700)), os: iOS18) }
  }
}
