import AdPreviewCatalog
import AdPreviewCore
import Testing

@testable import AdPreviewApp

@Suite struct AppConfigurationTests {
  @Test func startsOnIPhoneXWithAnAnchoredAdaptiveBanner() throws {
    let catalog = try DeviceCatalog.decode(files: BundledDevices.files)
    let configuration = AppConfiguration(catalog: catalog)
    #expect(configuration.selection.deviceID == "iphone-x")
    #expect(configuration.selection.slot.format == .anchoredAdaptive)
    #expect(configuration.selection.slot.position == .bottom)
    #expect(configuration.latency == 400)
  }
}
