import AdPreviewCore
import Testing

@testable import AdPreviewApp

@Suite struct AppConfigurationTests {
  @Test func startsOnIPhoneXWithAnAnchoredAdaptiveBannerAtTheBottom() throws {
    let state = try makeState()
    #expect(state.selection.deviceID == "iphone-x")
    #expect(state.selection.slot.format == .anchoredAdaptive)
    #expect(state.selection.slot.position == .bottom)
    #expect(state.configuration.latency == 400)
    // The view appeared at 0 and its request is in flight.
    #expect(state.session.slots[0].phase == .loading(request: 1, size: Size(width: 375, height: 59)))
  }

  /// `--host mac` reaches the previewer's session: its start replays a `host` command after
  /// the window, so the window is drawn in its host and the cap reads the window's height.
  @Test func theHostReachesTheSession() throws {
    var selection = Selection(deviceID: "iphone-17-pro", window: .free(Size(width: 300, height: 600)))
    selection.host = .mac
    let state = try makeState(selection)
    #expect(state.session.selection.host == .mac)
    #expect(state.session.resolved.scene.host?.name == .mac)
    #expect(state.session.resolved.scene.screen == Size(width: 300, height: 600))
    #expect(state.configuration.startCommands.contains(.host(.to(.mac))))
  }
  /// `--vertical-bars disabled` reaches the previewer's session: its start replays a
  /// `vertical-bars` command, so the iPhone Duo's strip is a top bar from the first frame.
  @Test func theVerticalBarsReachTheSession() throws {
    var selection = Selection(deviceID: "iphone-duo", posture: .open)
    selection.verticalBars = .disabled
    let state = try makeState(selection)
    #expect(state.session.selection.verticalBars == .disabled)
    #expect(state.session.resolved.scene.safeArea == EdgeInsets(top: 82, left: 0, bottom: 34, right: 0))
    #expect(state.configuration.startCommands.contains(.verticalBars(.to(.disabled))))
  }
}
