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

  /// `--only` reads names as `--device` does: folded, or the last words of one name.
  @Test func foldedNamesPickTheirDevice() {
    #expect(ids("zfold5") == ["galaxy-z-fold-5"])
    #expect(ids("iphone17pro") == ["iphone-16-pro"])
    #expect(ids("fold").isEmpty)
  }

  @Test func aTypoGetsNearNames() {
    #expect(DeviceSelector.suggestions(for: "iphne-x", in: bundledCatalog).contains("iphone-x"))
    #expect(DeviceSelector.suggestions(for: "tablets", in: bundledCatalog).contains("tablet"))
    // Measured on the folded names: a lost dash and a missing letter are one typo.
    #expect(DeviceSelector.suggestions(for: "galaxyzfod5", in: bundledCatalog).first == "galaxy-z-fold-5")
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
