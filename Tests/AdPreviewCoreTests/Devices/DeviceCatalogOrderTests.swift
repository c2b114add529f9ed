import AdPreviewCatalog
import Testing

@testable import AdPreviewCore

@Suite struct DeviceCatalogOrderTests {
  let bundled = BundledDevices.catalog.devices

  @Test func devicesGivenInAnyOrderComeOutInCatalogOrder() {
    let ids = bundled.map(\.id)
    #expect(DeviceCatalog(devices: bundled.reversed()).devices.map(\.id) == ids)
    var shuffled = bundled
    var generator = SeededRandom(seed: 7)
    shuffled.shuffle(using: &generator)
    #expect(shuffled.map(\.id) != ids)
    #expect(DeviceCatalog(devices: shuffled).devices.map(\.id) == ids)
  }

  @Test func catalogOrderIsFamilyThenScreenAreaThenID() throws {
    let families = DeviceFamily.allCases
    for (a, b) in zip(bundled, bundled.dropFirst()) {
      let fa = try #require(families.firstIndex(of: a.family))
      let fb = try #require(families.firstIndex(of: b.family))
      #expect(fa <= fb, "\(a.id) before \(b.id)")
      guard fa == fb else { continue }
      let areaA = a.primaryDisplay.size.width * a.primaryDisplay.size.height
      let areaB = b.primaryDisplay.size.width * b.primaryDisplay.size.height
      #expect(areaA < areaB || (areaA == areaB && a.id < b.id), "\(a.id) before \(b.id)")
    }
  }
}
