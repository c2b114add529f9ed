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

  /// The previewer's first screen: the slab iPhone that first ran the newest release, the
  /// line's standard model rather than its Max; a newer one in a device folder takes over.
  @Test func theNewestIPhoneIsTheStandardModelOfTheNewestRelease() throws {
    #expect(bundledCatalog.newestIPhone?.id == "iphone-18-pro")
    var next = device("iphone-18-pro")
    next.id = "iphone-19"
    next.releases = OSRange(from: OSVersion(28))
    #expect(DeviceCatalog(devices: bundledCatalog.devices + [next]).newestIPhone?.id == "iphone-19")
    next.isConcept = true
    #expect(DeviceCatalog(devices: bundledCatalog.devices + [next]).newestIPhone?.id == "iphone-18-pro")
    #expect(DeviceCatalog(devices: bundledCatalog.devices.filter { $0.family != .phone }).newestIPhone == nil)
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

  /// Case and the marks between words are left out: what people type without looking the
  /// id up.
  @Test(
    arguments: [
      ("iphone17pro", "iphone-16-pro", "iPhone 17 Pro"),
      ("IPhone-17-Pro", "iphone-16-pro", "iPhone 17 Pro"),
      ("iphone_17.pro", "iphone-16-pro", "iPhone 17 Pro"),
      ("zfold5", "galaxy-z-fold-5", nil),
      ("Z-Fold-6", "galaxy-z-fold-6", nil),
      ("ipadpro11", "ipad-pro-11", nil),
      ("ipadpro11m4", "ipad-pro-11-m4", nil),
      ("iPadPro11-inch(M5)", "ipad-pro-11-m4", "iPad Pro 11-inch (M5)"),
      ("iphonese2nd", "iphone-se-2-3", nil),
      ("ipad97", "ipad-9-7", nil),
    ] as [(String, String, String?)])
  func aFoldedNameResolves(name: String, id: String, model: String?) throws {
    let match = try bundledCatalog.resolve(name)
    #expect(match.device.id == id)
    #expect(match.model == model)
  }

  /// The last words of one device's name are enough; the last words of several are none.
  @Test func theLastWordsOfOneNameResolveAndOfSeveralDoNot() throws {
    #expect(try bundledCatalog.resolve("fold5").device.id == "galaxy-z-fold-5")
    #expect(try bundledCatalog.resolve("duo2").device.id == "surface-duo-2")
    #expect(try bundledCatalog.resolve("17 Pro Max").model == "iPhone 17 Pro Max")
    // Several devices end in these: none is picked, and the message lists some.
    for name in ["fold", "pro", "promax", "11"] { #expect(bundledCatalog.match(name) == nil, "\(name)") }
    #expect(bundledCatalog.unknownDeviceMessage("fold").contains("did you mean"))
    // Not from the middle of a word.
    #expect(bundledCatalog.match("old5") == nil)
  }

  /// No two devices answer to one folded name: folding the catalog's names must not make a
  /// device unreachable or pick one of two silently.
  @Test func noFoldedNameIsTwoDevices() {
    var owners: [String: String] = [:]
    for entry in DeviceNames(bundledCatalog.devices).entries {
      let owner = entry.match.device.id
      #expect(owners[entry.folded, default: owner] == owner, "\(entry.folded): \(owners[entry.folded] ?? "") and \(owner)")
      owners[entry.folded] = owner
      #expect(bundledCatalog.match(entry.folded)?.device.id == owner, "\(entry.folded)")
    }
  }

  @Test func aFoldedNameThatIsTwoDevicesPicksNeither() {
    var copy = device("iphone-x")
    copy.id = "iphone-x-copy"
    copy.name = "iPhone-X"
    let catalog = DeviceCatalog(devices: bundledCatalog.devices + [copy])
    #expect(catalog.match("iphonex") == nil)
    #expect(catalog.match("iphone-x")?.device.id == "iphone-x")
    #expect(catalog.match("iphone-x-copy")?.device.id == "iphone-x-copy")
  }

  /// "Did you mean" measures the folded names, so a missing or doubled letter and a lost
  /// dash are one mistake, not several.
  @Test func didYouMeanReadsTheFoldedNames() {
    #expect(bundledCatalog.unknownDeviceMessage("iphne17pro").contains("(did you mean iphone-17-pro"))
    #expect(bundledCatalog.unknownDeviceMessage("galaxyzfold55").contains("did you mean galaxy-z-fold-5"))
    #expect(bundledCatalog.unknownDeviceMessage("pixle").contains("(did you mean pixel-10-pro-fold, pixel-9-pro-fold, pixel-fold?)"))
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

  /// The picker folds as the resolver does, and a typo finds the names it was meant for.
  @Test func thePickerFoldsAndForgivesATypo() {
    let catalog = bundledCatalog
    #expect(catalog.matches(typed: "zfold5").first?.device.id == "galaxy-z-fold-5")
    #expect(catalog.matches(typed: "iphone17pro").first?.model == "iPhone 17 Pro")
    let pixels = catalog.matches(typed: "pixle")
    #expect(Set(pixels.map(\.device.id)) == ["pixel-fold", "pixel-9-pro-fold", "pixel-10-pro-fold"])
    #expect(catalog.matches(typed: "galaxy z fodl5").allSatisfy { $0.device.id.hasPrefix("galaxy-z-fold") })
    #expect(!catalog.matches(typed: "galaxy z fodl5").isEmpty)
    // What is found as typed is not joined by near names.
    #expect(catalog.matches(typed: "pixel").allSatisfy { $0.device.id.hasPrefix("pixel") })
    #expect(catalog.matches(typed: "xyzzy").isEmpty)
  }
}
