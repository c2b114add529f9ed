import Testing

@testable import AdPreviewCore

/// The names people type: ids, names and covered models, resolved in one place.
@Suite struct DeviceCatalogLookupTests {
  @Test(arguments: [
    ("iphone-15", "iphone-14-pro", "iPhone 15"),
    ("iphone-16e", "iphone-14", "iPhone 16e"),
    ("iPhone 15 Pro Max", "iphone-14-pro-max", "iPhone 15 Pro Max"),
    ("IPHONE-17-PRO", "iphone-16-pro", "iPhone 17 Pro"),
    ("iphone-5s", "iphone-se-1", "iPhone 5s"),
    ("ipad-air-3rd-generation", "ipad-pro-10-5", "iPad Air (3rd generation)"),
  ])
  func aCoveredModelResolvesToTheDeviceThatDrawsIt(name: String, id: String, model: String) throws {
    let match = try bundledCatalog.resolve(name)
    #expect(match.device.id == id)
    #expect(match.model == model)
  }

  @Test func idsAndNamesResolveToTheDeviceItself() throws {
    #expect(try bundledCatalog.resolve("iphone-x") == DeviceMatch(device: device("iphone-x")))
    #expect(try bundledCatalog.resolve("IPhone-X").model == nil)
    #expect(try bundledCatalog.resolve("iPhone 14 Pro").device.id == "iphone-14-pro")
  }

  @Test func theLabelSaysWhatIsDrawnAndWhy() throws {
    #expect(
      try bundledCatalog.resolve("iphone-15").label
        == "iPhone 15 (drawn as iPhone 14 Pro: same screen, safe area and island)")
    #expect(
      try bundledCatalog.resolve("iphone-16e").label
        == "iPhone 16e (drawn as iPhone 14: same screen, safe area and notch)")
    #expect(
      try bundledCatalog.resolve("iphone-7").label
        == "iPhone 7 (drawn as iPhone 8: same screen and safe area)")
    #expect(try bundledCatalog.resolve("iphone-x").label == "iPhone X")
  }

  @Test func nearMissesGetSuggestionsAndFarOnesDoNot() {
    #expect(throws: SceneError.self) { try bundledCatalog.resolve("iphone-15-pro-mx") }
    let near = bundledCatalog.unknownDeviceMessage("iphone-15-pro-mx")
    #expect(near == "no device \"iphone-15-pro-mx\" in the catalog (did you mean iphone-15-pro-max?); `adpreview devices` lists them")
    #expect(bundledCatalog.unknownDeviceMessage("ipone-x").contains("did you mean iphone-x"))
    #expect(
      bundledCatalog.unknownDeviceMessage("nokia-3310")
        == "no device \"nokia-3310\" in the catalog; `adpreview devices` lists them")
  }

  @Test func aSelectionKeepsTheNameItWasGivenAndTheSceneTheModel() throws {
    let resolved = try Selection(deviceID: "iphone-15").resolve(in: bundledCatalog)
    #expect(resolved.scene.device.id == "iphone-14-pro")
    #expect(resolved.scene.model == "iPhone 15")
    #expect(resolved.scene.deviceLabel.hasPrefix("iPhone 15 (drawn as iPhone 14 Pro"))
  }

  @Test func slugsAreLowerCaseWithSingleDashes() {
    #expect(DeviceCatalog.slug("iPad Pro 11-inch (M5)") == "ipad-pro-11-inch-m5")
    #expect(DeviceCatalog.slug("  iPhone  SE (3rd generation) ") == "iphone-se-3rd-generation")
  }

  @Test func aSlugIsItsOwnSlugAndAlmostSlugsAreMended() {
    #expect(DeviceCatalog.slug("iphone-14-pro") == "iphone-14-pro")
    #expect(DeviceCatalog.slug("a--b") == "a-b")
    #expect(DeviceCatalog.slug("-x-") == "x")
    #expect(DeviceCatalog.slug("-") == "")
    #expect(DeviceCatalog.slug("") == "")
  }
}

/// What the device picker lists as the user types: the resolver's names, by its slug.
@Suite struct DeviceCatalogMatchesTests {
  @Test func matchesHoldWhatWasTypedInAnyCaseAndSpacing() {
    let catalog = bundledCatalog
    #expect(catalog.matches(typed: "").count == catalog.devices.count)
    let fold = catalog.matches(typed: "Z FOLD")
    #expect(fold.first?.device.id == "galaxy-z-fold-5")
    #expect(fold.allSatisfy { $0.device.id.contains("z-fold") })
    // The exact name first, then the names that start with it.
    #expect(catalog.matches(typed: "iphone-x").first?.device.id == "iphone-x")
    let fifteen = catalog.matches(typed: "iPhone 15")
    #expect(fifteen.first?.model == "iPhone 15")
    // Whatever the picker offers, the resolver opens.
    for match in catalog.matches(typed: "pro") { #expect(catalog.match(match.name)?.device.id == match.device.id) }
    #expect(catalog.matches(typed: "no such").isEmpty)
  }
}
