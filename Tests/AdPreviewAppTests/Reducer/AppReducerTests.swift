import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// Send an event, check state and effects, move the clock.
@Suite struct AppReducerTests {
  @Test func rotatingReloadsTheBannerAfterTheLatency() throws {
    var state = try makeState()
    state.advance(to: 500)
    #expect(state.session.slots[0].phase == .showing(request: 1, size: Size(width: 375, height: 59)))
    state.press("r", at: 1000)
    #expect(state.selection.orientation == .landscapeRight)
    // The reload waits for the transition coordinator's completion, after the animation.
    #expect(state.session.slots[0].phase == .showing(request: 1, size: Size(width: 375, height: 59)))
    state.advance(to: 1320)
    #expect(state.session.slots[0].phase == .loading(request: 2, size: Size(width: 724, height: 56)))
    state.advance(to: 1719)
    #expect(state.session.slots[0].phase == .loading(request: 2, size: Size(width: 724, height: 56)))
    state.advance(to: 1720)
    #expect(state.session.slots[0].phase == .showing(request: 2, size: Size(width: 724, height: 56)))
    #expect(state.logText.contains("adSize 375×59 → 724×56"))
  }

  @Test func rotatingSkipsOrientationsTheDeviceRefuses() throws {
    var state = try makeState()
    state.press("rr", at: 0)  // portrait → landscape-right → (no upside-down) landscape-left
    #expect(state.selection.orientation == .landscapeLeft)
    state.press("R", at: 10)
    #expect(state.selection.orientation == .landscapeRight)
    var iPad = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18))
    iPad.press("rr", at: 0)
    #expect(iPad.selection.orientation == .portraitUpsideDown)
  }

  @Test func foldingAFoldableCyclesItsPostures() throws {
    var state = try makeState(Selection(deviceID: "galaxy-z-fold-5"))
    #expect(state.resolved.scene.posture?.name == .open)
    state.press("f", at: 0)
    #expect(state.resolved.scene.posture?.name == .folded)
    state.press("f", at: 0)
    #expect(state.resolved.scene.posture?.name == .halfOpen)
    #expect(state.resolved.scene.fold?.mode == .book)
  }

  @Test func foldingAPhoneExplainsWhyNot() throws {
    var state = try makeState()
    state.press("f", at: 0)
    #expect(state.status == "iPhone X does not fold (fold, unfold and f are for foldables and dual-screen devices)")
  }

  @Test func windowPresetsCycleOnAnIPad() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18))
    state.press("w", at: 0)
    #expect(state.selection.window == .preset(.splitTwoThirds))
    state.press("w", at: 0)
    // The divider slides while the app keeps its pane; portrait has no 1/2, and that is said.
    #expect(state.selection.window == .preset(.splitOneThird, side: .left))
    #expect(state.resolved.scene.window.minX == 0)
    #expect(state.logText.contains("portrait has no Split View 1/2"))
    state.press("w", at: 0)
    #expect(state.selection.window == .preset(.slideOver))
    state.press("w", at: 0)
    #expect(state.selection.window == .full)
    state.press("W", at: 0)
    #expect(state.selection.window == .preset(.slideOver))
  }

  /// `w` on a turned, open Android foldable reaches the side-by-side panes after the ones
  /// above and below (AOSP isLeftRightSplit, either reading of config_leftRightSplitInPortrait).
  @Test func wReachesTheSideBySidePanesOfATurnedAndroidFoldable() throws {
    var state = try makeState(Selection(deviceID: "galaxy-z-fold-5", orientation: .landscapeLeft, posture: .open))
    for _ in 0..<3 { state.press("w", at: 0) }
    #expect(state.selection.window == .preset(.splitHalf, side: .left))
    let pane = state.resolved.scene.window
    #expect(pane.minX == 0 && pane.width == 409.52 && pane.height > state.resolved.scene.screen.height - 1)
    state.press("w", at: 0)
    #expect(state.selection.window == .preset(.splitHalf, side: .right))
    #expect(state.resolved.scene.window.maxX == state.resolved.scene.screen.width)
  }

  @Test func shiftArrowsResizeAStageManagerWindowInTenPointSteps() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18))
    _ = state.handle(.key(.shiftLeft), at: 0)
    #expect(state.selection.window == .free(Size(width: 824, height: 1194)))
    _ = state.handle(.key(.shiftUp), at: 0)
    #expect(state.resolved.scene.window.size == Size(width: 824, height: 1184))
    // It cannot grow past the screen.
    for _ in 0..<5 { _ = state.handle(.key(.shiftRight), at: 0) }
    #expect(state.resolved.scene.window.size.width == 834)
    #expect(state.status?.contains("largest") == true)
  }

  @Test func devicesAndFormatsCycleThroughTheCatalog() throws {
    var state = try makeState()
    let ids = catalog.devices.map(\.id)
    let start = ids.firstIndex(of: "iphone-x")!
    state.press("d", at: 0)
    #expect(state.selection.deviceID == ids[start + 1])
    state.press("DD", at: 0)
    #expect(state.selection.deviceID == ids[start - 1])
    for _ in 0..<ids.count { state.press("d", at: 0) }
    #expect(state.selection.deviceID == ids[start - 1])
    state.press("a", at: 0)
    #expect(state.selection.slot.format == .largeAnchoredAdaptive)
    state.press("A", at: 0)
    #expect(state.selection.slot.format == .anchoredAdaptive)
  }

  @Test func slotTogglesMoveTheAdWithoutReloadingAnUnchangedSize() throws {
    var state = try makeState(Selection(slot: AdSlot(format: .banner)))
    state.advance(to: 500)
    state.press("p", at: 600)
    #expect(state.selection.slot.position == .top)
    #expect(state.resolved.evaluation.placement?.frame.minY == 44)
    #expect(state.session.slots[0].phase == .showing(request: 1, size: Size(width: 320, height: 50)))
    // g: the old layout guides (the safe area's top on iOS 11+), then the superview's edges.
    state.press("g", at: 700)
    #expect(state.selection.slot.guide == .layoutGuides)
    #expect(state.resolved.evaluation.placement?.frame.minY == 44)
    state.press("g", at: 750)
    #expect(state.selection.slot.guide == .superview)
    #expect(state.resolved.evaluation.findings.contains { $0.code == .overlapsCutout })
    state.press("l", at: 800)
    #expect(state.selection.slot.effectiveAlignment == .fill)
  }

  @Test func sceneAndModeTogglesChangeTheRequest() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial)))
    state.press("s", at: 0)
    #expect(state.selection.request.scene == .unset)
    state.press("m", at: 0)
    #expect(state.selection.request.mode == .production)
  }

  @Test func presentingAFullScreenAdChecksTheWindow() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial)))
    state.advance(to: 500)
    state.press("w", at: 600)  // Split View 2/3: the loaded ad no longer fits; a new one loads
    state.advance(to: 920)
    #expect(state.logText.contains("Ad cannot be presented. The full screen ad content size exceeds the current window size."))
    state.advance(to: 1320)
    state.press("i", at: 1400)
    #expect(state.session.slots[0].phase == .presented(request: 2, size: Size(width: 504, height: 1194)))
    state.press("x", at: 1500)
    #expect(state.logText.contains("adDidDismissFullScreenContent"))
  }

  @Test func turningReloadOffShowsAStaleSize() throws {
    var state = try makeState()
    state.advance(to: 500)
    state.press("n", at: 600)
    state.press("r", at: 700)
    #expect(state.session.slots[0].phase == .showing(request: 1, size: Size(width: 375, height: 59)))
    let model = AppView.model(state)
    let stale = model.resolved.evaluation.findings.first { $0.code == .staleSize }
    #expect(stale?.message.hasPrefix("the banner still shows 375×59 but the window now calls for 724×56") == true)
  }

  @Test func exportWritesTheSessionAsAPlayScriptOnlyOnceItIsWritten() throws {
    var state = try makeState()
    state.press("r", at: 1000)
    state.press("a", at: 1500)
    let effects = state.press("e", at: 2000)
    guard case .createFile(let path, let contents) = effects.first else {
      Issue.record("no file asked for")
      return
    }
    #expect(path == "adpreview-session.play")
    #expect(
      contents == """
        # adpreview session
        # replay: adpreview play adpreview-session.play
        device iphone-x
        os 16
        ad anchored-adaptive
        sdk 12
        multi-scene on
        mode test
        scene set
        appear
        wait 1000
        rotate landscape-right
        wait 500
        ad large-anchored-adaptive
        wait 500

        """)
    // Nothing is said before the file is written.
    #expect(!state.logText.contains("session written"))
    _ = state.handle(.fileWritten(path: path), at: 2010)
    #expect(state.logText.contains("session written to adpreview-session.play"))
    #expect(state.status?.contains("replay: adpreview play adpreview-session.play") == true)
  }

  @Test func anExportNeverReplacesAnEarlierOne() throws {
    var state = try makeState()
    _ = state.press("e", at: 100)
    let next = state.handle(.fileNotWritten(path: "adpreview-session.play", reason: "File exists", exists: true), at: 110)
    guard case .createFile(let path, _) = next.first else {
      Issue.record("no second name tried")
      return
    }
    #expect(path == "adpreview-session-2.play")
    let failed = state.handle(.fileNotWritten(path: path, reason: "Permission denied", exists: false), at: 120)
    #expect(failed.isEmpty)
    #expect(state.status == "could not write adpreview-session-2.play: Permission denied")
    #expect(!state.logText.contains("session written"))
  }

  /// Row 15 of the hardening issue: a new line in the --app path added lines to the script.
  @Test func anAppPathCannotAddLinesToTheExportedScript() throws {
    let app = Selection(slot: AdSlot(name: "footer"), otherSlots: [AdSlot(name: "feed", format: .native, position: .top)])
    var configuration = AppConfiguration(catalog: catalog, selection: app)
    configuration.appPath = "app.json\nfold\n# x"
    var state = try AppState(configuration: configuration, columns: 120, rows: 40)
    guard case .createFile(_, let contents) = state.press("e", at: 100).first else {
      Issue.record("no file asked for")
      return
    }
    #expect(!contents.contains("\nfold\n"))
    #expect(contents.split(separator: "\n").filter { $0.hasPrefix("# replay:") }.count == 1)
    #expect(try PreviewScript.parse(contents, file: "s.play").commands.allSatisfy { $0.command != .fold })
  }

  @Test func anAppSessionExportNamesTheAppFileInItsReplayCommand() throws {
    let app = Selection(slot: AdSlot(name: "footer"), otherSlots: [AdSlot(name: "feed", format: .native, position: .top)])
    var configuration = AppConfiguration(catalog: catalog, selection: app)
    configuration.appPath = "examples/my app.json"
    var state = try AppState(configuration: configuration, columns: 120, rows: 40)
    guard case .createFile(_, let contents) = state.press("e", at: 100).first else {
      Issue.record("no file asked for")
      return
    }
    #expect(contents.contains("# replay: adpreview play adpreview-session.play --app 'examples/my app.json'\n"))
    #expect(!contents.contains("\nad "))
  }

  @Test func helpAndGridOpenAndClose() throws {
    var state = try makeState()
    state.press("?", at: 0)
    #expect(state.showHelp)
    _ = state.handle(.key(.escape), at: 0)
    #expect(!state.showHelp)
    state.press("v", at: 0)
    let index = catalog.devices.firstIndex { $0.id == "iphone-x" }!
    #expect(state.view == .grid(selected: index))
    _ = state.handle(.key(.right), at: 0)
    _ = state.handle(.key(.enter), at: 0)
    #expect(state.view == .scene)
    #expect(state.selection.deviceID == catalog.devices[index + 1].id)
  }

  @Test func clickingATileOpensItsDevice() throws {
    var state = try makeState(columns: 120, rows: 40)
    state.press("v", at: 0)
    let layout = GridLayout(columns: 120, rows: 40, count: catalog.devices.count, selected: 3)
    let tile = try #require(layout.tile(0))
    _ = state.handle(.clicked(x: tile.x + 3, y: tile.y + 3), at: 0)
    #expect(state.view == .scene)
    #expect(state.selection.deviceID == catalog.devices[0].id)
  }

  @Test func quitAndEndOfInputStop() throws {
    var state = try makeState()
    #expect(state.press("q", at: 0).isEmpty)
    #expect(state.shouldQuit)
    var other = try makeState()
    _ = other.handle(.ended, at: 0)
    #expect(other.shouldQuit)
  }

  @Test func aTerminalResizeChangesTheLayoutSize() throws {
    var state = try makeState()
    _ = state.handle(.resized(columns: 80, rows: 24), at: 0)
    #expect(state.columns == 80 && state.rows == 24)
    let frame = AppView.render(state, options: RenderOptions(color: false))
    #expect(frame.width == 80 && frame.height == 24)
  }
}
