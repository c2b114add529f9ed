import AdPreviewFormats
import Testing

@testable import AdPreviewCore

@Suite struct DeviceSelectorTests {
  func ids(_ selector: String) -> [String] { DeviceSelector.devices(selector, in: bundledCatalog).map(\.id) }

  @Test func idsGlobsFamiliesAndCoveredModels() throws {
    #expect(ids("iphone-x") == ["iphone-x"])
    let iphones = ids("iphone-*")
    #expect(iphones.count > 5 && iphones.allSatisfy { $0.hasPrefix("iphone-") })
    #expect(ids("tablet").allSatisfy { bundledCatalog.device(id: $0)?.family == .tablet })
    #expect(!ids("tablet").isEmpty && !ids("foldable").isEmpty && !ids("dual-screen").isEmpty)
    let covering = try #require(bundledCatalog.devices.first { !$0.covers.isEmpty })
    #expect(ids(covering.covers[0]).contains(covering.id))
    #expect(ids(covering.covers[0].uppercased()).contains(covering.id))
    #expect(ids("nokia-3310").isEmpty)
  }

  @Test func aTypoGetsNearNames() {
    #expect(DeviceSelector.suggestions(for: "iphne-x", in: bundledCatalog).contains("iphone-x"))
    #expect(DeviceSelector.suggestions(for: "tablets", in: bundledCatalog).contains("tablet"))
  }

  @Test func globs() {
    #expect(Glob.matches("iphone-*", "iphone-x"))
    #expect(Glob.matches("*-pro-*", "iphone-14-pro-max"))
    #expect(Glob.matches("ipad-?", "ipad-9"))
    #expect(!Glob.matches("ipad-?", "ipad-10"))
    #expect(!Glob.matches("iphone-*", "ipad-pro-11"))
    #expect(Glob.matches("*", ""))
  }
}
