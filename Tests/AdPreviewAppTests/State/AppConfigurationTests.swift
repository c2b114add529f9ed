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
}
