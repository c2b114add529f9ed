import Testing

@testable import AdPreviewCore

/// The windows of each release in a session: every resize a `viewWillTransition(to:with:)`
/// with the reload seed 001 prescribes, iOS 27's resized iPhone windows that send no trait
/// change, and iPadOS 18's Split View keeping the app in its pane.
@Suite struct WindowSessionTests {
  @Test func anIPadOS26WindowResizedNarrowerAndWiderReloadsAtEachSize() {
    var iPad = session(Selection(deviceID: "ipad-air-11"))
    iPad.run("appear\nwait 500\nwindow left-half\nwait 800\nresize -90 0\nwait 800\nresize +250 0\nwait 800")
    let requests = iPad.log.filter { $0.kind == .request }.compactMap(\.size)
    #expect(requests == [Size(width: 820, height: 90), Size(width: 410, height: 64), Size(width: 320, height: 50), Size(width: 570, height: 73)])
    #expect(iPad.selection.window == .placed(rect(0, 0, 570, 1180)))
    #expect(iPad.texts.contains("viewWillTransition(to: 320×1180) · window resized to 320×1180 at 0,0"))
    #expect(iPad.slots[0].phase == .showing(request: 4, size: Size(width: 570, height: 73)))
  }

  /// A Stage Manager window grown after its interstitial loaded: canPresent(from:) passes
  /// (the ad fits), so no new ad loads; the scene shows the ad at its loaded size and says
  /// it does not fill the window, rather than an interstitial of the window's size.
  @Test func anInterstitialLoadedForASmallerStageManagerWindowKeepsItsSize() throws {
    var iPad = session(
      Selection(deviceID: "ipad-pro-11", window: .free(Size(width: 330, height: 700)), os: OSVersion(18), slot: AdSlot(format: .interstitial)))
    iPad.run("appear\nwait 1000\nresize +190 0\nwait 1000\npresent\nwait 500")
    #expect(iPad.slots[0].phase == .presented(request: 1, size: Size(width: 330, height: 700)))
    let shown = iPad.resolved.evaluation
    #expect(shown.placement?.size == Size(width: 330, height: 700), "the picture draws the ad presented, not one of the window's size")
    #expect(shown.placement?.creative == rect(252, 247, 330, 700), "in the middle of the window")
    let stale = try #require(shown.findings.first { $0.code == .staleSize })
    #expect(stale.message.contains("loaded for 330×700 and the window is now 520×700"))
    #expect(iPad.target.evaluation.sizing?.size == Size(width: 520, height: 700))
  }

  @Test func anIOS27ResizeReachesATraitChangeAppAsNothing() throws {
    var trait = AdSlot()
    trait.reloadOn = .traitChange
    var phone = session(Selection(deviceID: "iphone-16-pro", slot: trait))
    phone.run("appear\nwait 500\nwindow 402x800\nwait 500\nresize -40 0\nwait 500")
    // No request after the first: the size classes stayed compact × regular.
    #expect(phone.log.filter { $0.kind == .request }.count == 1)
    #expect(phone.texts.contains { $0.contains("traitCollectionDidChange(_:), which is not called (size classes unchanged, compact × regular)") })
    let stale = try #require(phone.resolved.evaluation.findings.first { $0.code == .staleSize })
    #expect(stale.message.contains("iOS 27 does not call"))
    // The seeds' app reloads in viewWillTransition(to:with:) at every size.
    var seed = session(Selection(deviceID: "iphone-16-pro"))
    seed.run("appear\nwait 500\nwindow 402x800\nwait 500\nresize -40 0\nwait 500")
    #expect(seed.log.filter { $0.kind == .request }.compactMap(\.size).last == Size(width: 362, height: 57))
    #expect(!seed.resolved.evaluation.codes.contains(.staleSize))
  }

  @Test func aTraitChangeAppStillReloadsWhenTheSizeClassChanges() {
    var trait = AdSlot()
    trait.reloadOn = .traitChange
    var phone = session(Selection(deviceID: "iphone-16-pro", slot: trait))
    phone.run("appear\nwait 500\nrotate landscape-left\nwait 500")
    #expect(phone.texts.contains("traitCollectionDidChange(_:) · size classes compact × regular → compact × compact"))
    #expect(phone.log.filter { $0.kind == .request }.count == 2)
  }

  @Test func iPadOS18SplitViewKeepsTheAppInItsPane() {
    var iPad = session(Selection(deviceID: "ipad-pro-11", orientation: .landscapeLeft, os: iOS18))
    iPad.run("window next\nwindow next\nwindow next")
    // 2/3 on the left, then 1/2, then 1/3: the divider slides, the app stays on the left.
    #expect(iPad.selection.window == .preset(.splitOneThird, side: .left))
    #expect(iPad.resolved.scene.window == rect(0, 0, 375, 834))
    // Portrait has no 1/2: a step past it says so.
    var portrait = session(Selection(deviceID: "ipad-pro-11", os: iOS18))
    portrait.run("window split-2/3\nwindow next")
    #expect(portrait.texts.last?.hasSuffix("(portrait has no Split View 1/2)") == true)
  }

  @Test func theOSCommandRelaunchesOnAnotherReleaseAndDropsAWindowItLacks() {
    var iPad = session(Selection(deviceID: "ipad-pro-11", os: iOS18))
    iPad.run("appear\nwait 500\nwindow split-2/3\nwait 500\nos 27\nwait 500")
    #expect(iPad.selection.os == OSVersion(27) && iPad.selection.window == .full)
    #expect(
      iPad.texts.contains("OS → iPadOS 27 (the app launched again on it: its ad views are rebuilt) · window full screen (iPadOS 27 has no split-2/3)")
    )
    #expect(iPad.resolved.scene.safeArea == insets(32, 0, 25, 0))
    var phone = session(Selection(deviceID: "iphone-x"))
    #expect(phone.perform(.os(.to(OSVersion(27)))).refusal == "iPhone X runs iOS 11–16, not 27")
    #expect(phone.perform(.os(.step(.previous))).applied == .os(.to(OSVersion(15))))
  }

  /// `w` on the open iPhone Duo reaches its Split View panes, as `--window` does: left, right,
  /// full screen and round again; folded, it says where the panes are instead.
  @Test func wStepsThroughTheIPhoneDuosSplitViewPanesWhenOpen() {
    var duo = session(Selection(deviceID: "iphone-duo"))
    let folded = duo.perform(.window(.step(.next))).refusal ?? ""
    #expect(folded.contains("split-1/2 is on the inner display: f unfolds"))
    _ = duo.perform(.unfold)
    var seen: [WindowChoice] = []
    for _ in 0..<3 {
      #expect(duo.perform(.window(.step(.next))).refusal == nil)
      seen.append(duo.selection.window)
    }
    #expect(seen == [.preset(.splitHalf, side: .left), .preset(.splitHalf, side: .right), .full])
    _ = duo.perform(.window(.step(.previous)))
    #expect(duo.selection.window == .preset(.splitHalf, side: .right))
    #expect(duo.target.scene.window == rect(476, 0, 475, 669))
  }

  /// Android foldables split their inner display 50/50 across the fold: side by side in
  /// portrait, above and below once turned. `w` reaches both panes, and a turn keeps the app
  /// in its pane, the second (right) becoming the bottom one.
  @Test(arguments: ["galaxy-z-fold-5", "pixel-fold", "pixel-9-pro-fold", "galaxy-z-fold-8-ultra", "galaxy-z-fold-8"])
  func wReachesAndroidSplitScreenOnAnOpenFoldable(id: String) throws {
    var fold = session(Selection(deviceID: id))
    let texts = fold.run("appear\nwait 500\nwindow next\nwait 500\nwindow next\nwait 500")
    #expect(fold.selection.window == .preset(.splitHalf, side: .right))
    let scene = fold.target.scene
    #expect(scene.window.maxX == scene.screen.width && scene.window.width < scene.screen.width / 2)
    #expect(texts.map(\.text).contains { $0.contains("window split-screen 1/2 (left pane)") })
    #expect(fold.resolved.scene.windowKindWords == "Android split-screen 1/2")
    _ = fold.perform(.rotate(.clockwise))
    #expect(fold.selection.window == .preset(.splitHalf, side: .bottom))
    let turned = fold.target.scene
    #expect(turned.window.maxY == turned.screen.height && turned.window.height < turned.screen.height / 2)
    #expect(turned.window.width > turned.screen.width - 1)
    // w: where the device splits turned panes side by side (pixel-fold, galaxy-z-fold-8: always
    // above and below, a turned inner display is tall), those two, then full screen, then the top pane.
    let sideBySide = !["pixel-fold", "galaxy-z-fold-8"].contains(id)
    for _ in 0..<(sideBySide ? 3 : 1) { _ = fold.perform(.window(.step(.next))) }
    #expect(fold.selection.window == .full)
    _ = fold.perform(.window(.step(.next)))
    #expect(fold.selection.window == .preset(.splitHalf, side: .top) && fold.target.scene.window.minY == 0)
    // Turned back, the top pane is the left one.
    _ = fold.perform(.rotate(.counterClockwise))
    #expect(fold.selection.window == .preset(.splitHalf, side: .left) && fold.target.scene.window.minX == 0)
  }

  /// Turned, an Android foldable's panes sit above and below where the device sets
  /// config_leftRightSplitInPortrait (and its WM Shell flag is on), side by side where it does
  /// not (AOSP SplitScreenUtils.isLeftRightSplit); no source says which, so `w` reaches both:
  /// the top and bottom panes, then the left and right ones, each half the width less the bar.
  @Test(arguments: [
    ("galaxy-z-fold-5", 409.52, "(2176 - 26) / 2 px at 420 dpi"),
    ("galaxy-z-fold-7", 411.05, "(2184 - 26) / 2 px at 420 dpi"),
    ("galaxy-z-fold-8-ultra", 412.33, "(2504 - 30) / 2 px at 480 dpi"),
    ("pixel-9-pro-fold", 436.51, "(2152 - 24) / 2 px at 390 dpi"),
  ])
  func wReachesTheSideBySidePanesOfATurnedAndroidFoldable(id: String, width: Double, source: String) throws {
    var fold = session(Selection(deviceID: id, orientation: .landscapeLeft, posture: .open))
    var seen: [WindowChoice] = []
    for _ in 0..<5 {
      #expect(fold.perform(.window(.step(.next))).refusal == nil)
      seen.append(fold.selection.window)
    }
    #expect(
      seen == [
        .preset(.splitHalf, side: .top), .preset(.splitHalf, side: .bottom), .preset(.splitHalf, side: .left),
        .preset(.splitHalf, side: .right), .full,
      ])
    _ = fold.perform(.window(.to(.preset(.splitHalf, side: .right))))
    let scene = fold.target.scene
    #expect(scene.window.width == width, "\(source)")
    #expect(scene.window.maxX == scene.screen.width && scene.window.height > scene.screen.height - 1)
    _ = fold.perform(.window(.to(.preset(.splitHalf, side: .left))))
    #expect(fold.target.scene.window.minX == 0 && fold.target.scene.window.width == width)
    // Turned back to portrait, the left pane stays the left one.
    _ = fold.perform(.rotate(.to(.portrait)))
    #expect(fold.selection.window == .preset(.splitHalf, side: .left))
  }

  /// A device whose turned inner display has no split-screen says so when `w` is pressed.
  @Test func aTurnedDuoHasNoSplitPanes() {
    var duo = session(Selection(deviceID: "iphone-duo", posture: .open))
    _ = duo.perform(.rotate(.clockwise))
    #expect(duo.perform(.window(.step(.next))).refusal?.contains("landscape has no split panes") == true)
  }

  /// `host` moves a resized iPhone window into its host and back, and is refused where the
  /// scene is no resized iPhone window; a window that stops being one is refused too.
  @Test func theHostCommandMovesTheWindowAndBack() {
    var phone = session(Selection(deviceID: "iphone-17-pro"))
    #expect(phone.perform(.host(.to(.mac))).refusal?.contains("host mac draws a resized iPhone window") == true)
    let texts = phone.run("appear\nwait 500\nwindow 300x600\nwait 500\nhost ipad\nwait 500")
    #expect(texts.map(\.text).contains("the window in an iPhone app on an iPad (a model)"))
    #expect(phone.resolved.scene.host?.name == .ipad)
    #expect(phone.resolved.scene.screen == Size(width: 300, height: 600))
    _ = phone.perform(.host(.to(nil)))
    #expect(phone.resolved.scene.host == nil)
    #expect(phone.resolved.scene.screen == Size(width: 402, height: 874))
  }

  /// `u` steps the window round its places, phone → Mac → iPad → phone, and the session
  /// records the place, not the step; the ad is sized from the window in every one of them.
  @Test func theHostKeyStepsRoundThePlacesAndTheAdReadsTheWindow() throws {
    var phone = session(Selection(deviceID: "iphone-18-pro", slot: AdSlot(format: .largeAnchoredAdaptive)))
    _ = phone.run("appear\nwait 500\nwindow 300x300\nwait 500")
    var places: [WindowHost.Name?] = [phone.selection.host]
    var heights: [Double] = []
    for _ in 0..<3 {
      heights.append(try #require(phone.resolved.evaluations[0].sizing).size.height)
      #expect(phone.perform(.host(.step(.next))).applied == .host(.to(phone.selection.host)))
      places.append(phone.selection.host)
    }
    #expect(places == [nil, .mac, .ipad, nil])
    // 20 % of the 300-pt window, not of the phone's 874-pt screen (which would give 100).
    #expect(heights == [60, 60, 60])
    _ = phone.perform(.host(.step(.previous)))
    #expect(phone.selection.host == .ipad)
  }

  /// A change that leaves no resized iPhone window (full screen, another device) brings the
  /// phone back from its host and says so, rather than refusing every key.
  @Test func aChangeThatEndsTheResizedWindowLeavesTheHost() {
    var phone = session(Selection(deviceID: "iphone-17-pro"))
    let texts = phone.run("appear\nwait 500\nwindow 300x600\nhost mac\nwait 500\ndevice ipad-pro-11\nwait 500")
    #expect(phone.selection.host == nil)
    #expect(phone.resolved.scene.deviceLabel.hasPrefix("iPad Pro 11"))
    #expect(texts.map(\.text).contains("the window back on the phone from its mac host (only a resized iPhone window has one)"))
  }
  /// `vertical-bars disabled` on the iPhone Duo: the status bar changes axis and the safe area
  /// its insets while the window keeps its size, so no viewWillTransition, and the banner
  /// reloads because its width changed; a device without vertical bars says nothing changes.
  @Test func theVerticalBarsCommandChangesTheSafeAreaAndReloadsAChangedWidth() {
    var duo = session(Selection(deviceID: "iphone-duo"))
    let texts = duo.run("appear\nwait 500\nvertical-bars disabled\nwait 800").map(\.text)
    #expect(duo.resolved.scene.safeArea == insets(82, 0, 34, 0))
    #expect(texts.contains("preferredVerticalBarBehavior .disabled · bars horizontal · safe area 82/0/34/0"))
    let widths = duo.log.filter { $0.kind == .request }.compactMap(\.size).map(\.width)
    #expect(widths == [382, 466])
    #expect(!duo.texts.contains { $0.hasPrefix("viewWillTransition") })
    _ = duo.perform(.verticalBars(.toggle))
    #expect(duo.selection.verticalBars == .automatic && duo.resolved.scene.safeArea == insets(0, 0, 34, 84))

    var phone = session(Selection(deviceID: "iphone-16-pro"))
    let said = phone.run("vertical-bars disabled").map(\.text)
    #expect(said.contains("preferredVerticalBarBehavior .disabled: iPhone 16 Pro has no vertical bars, nothing changes"))
  }
}
