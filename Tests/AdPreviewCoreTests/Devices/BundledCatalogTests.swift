import AdPreviewCatalog
import Testing

@testable import AdPreviewCore

@Suite struct BundledCatalogTests {
  @Test func everyReferenceDeviceIsBundled() {
    let ids = Set(bundledCatalog.devices.map(\.id))
    let reference = [
      "iphone-se-2-3", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-xs-max",
      "iphone-12-mini", "iphone-12", "iphone-12-pro-max", "iphone-14-pro", "iphone-14-pro-max",
      "iphone-16-pro", "iphone-16-pro-max", "ipad-9", "ipad-air-11", "ipad-pro-11", "ipad-pro-11-m4",
      "ipad-pro-12-9", "ipad-pro-13-m4", "ipad-mini-6", "surface-duo", "surface-duo-2",
      "galaxy-fold-2019", "galaxy-z-fold-5", "galaxy-z-fold-6", "pixel-fold", "pixel-9-pro-fold",
      "pixel-10-pro-fold", "galaxy-z-flip-5", "galaxy-z-flip-6", "galaxy-z-fold-7", "galaxy-z-flip-7",
      "galaxy-z-fold-8", "galaxy-z-fold-8-ultra", "galaxy-z-flip-8", "asus-zenbook-fold", "iphone-duo",
    ]
    #expect(bundledCatalog.devices.count >= 37)
    for id in reference { #expect(ids.contains(id), "missing \(id)") }
  }

  @Test func everyDeviceHasSourcesAndTheConceptIsMarked() {
    for device in bundledCatalog.devices {
      #expect(!device.sources.isEmpty, "\(device.id) has no sources")
    }
    // The iPhone Duo shipped (2026-10-23): no device is a concept any more.
    #expect(!device("iphone-duo").isConcept)
    #expect(bundledCatalog.devices.allSatisfy { !$0.isConcept })
  }

  /// Reference values: the published safe-area insets (iOS 14–17, the device files' `sources`), T/L/B/R.
  @Test(arguments: [
    ("iphone-se-2-3", insets(20, 0, 0, 0), insets(0, 0, 0, 0)),
    ("iphone-8-plus", insets(20, 0, 0, 0), insets(0, 0, 0, 0)),
    ("iphone-x", insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
    ("iphone-xr", insets(48, 0, 34, 0), insets(0, 48, 21, 48)),
    ("iphone-xs-max", insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
    ("iphone-12-mini", insets(50, 0, 34, 0), insets(0, 50, 21, 50)),
    ("iphone-12", insets(47, 0, 34, 0), insets(0, 47, 21, 47)),
    ("iphone-12-pro-max", insets(47, 0, 34, 0), insets(0, 47, 21, 47)),
    ("iphone-14-pro", insets(59, 0, 34, 0), insets(0, 59, 21, 59)),
    ("iphone-14-pro-max", insets(59, 0, 34, 0), insets(0, 59, 21, 59)),
    ("iphone-16-pro", insets(62, 0, 34, 0), insets(0, 62, 21, 62)),
    ("iphone-16-pro-max", insets(62, 0, 34, 0), insets(0, 62, 21, 62)),
    ("ipad-9", insets(20, 0, 0, 0), insets(20, 0, 0, 0)),
    ("ipad-pro-11", insets(24, 0, 20, 0), insets(24, 0, 20, 0)),
    ("ipad-pro-12-9", insets(24, 0, 20, 0), insets(24, 0, 20, 0)),
    ("ipad-air-11", insets(24, 0, 20, 0), insets(24, 0, 20, 0)),
  ])
  func safeAreasMatchTheReference(id: String, portrait: EdgeInsets, landscape: EdgeInsets) throws {
    // The iOS 14–17 values; the later regimes are FidelityTests'.
    // A Face ID iPad's bottom is 25 from iPadOS 18, so the newest release before it where
    // the device ran one.
    let os = device(id).releases(ofModel: nil)?.releases.last { $0.version < iOS18 }?.version ?? legacyOS(id)
    #expect(try scene(id, os: os).safeArea == portrait)
    #expect(try scene(id, .landscapeLeft, os: os).safeArea == landscape)
    #expect(try scene(id, .landscapeRight, os: os).safeArea == landscape)
  }

  @Test(arguments: [
    ("iphone-se-2-3", 375.0, 667.0), ("iphone-x", 375, 812), ("iphone-14-pro", 393, 852),
    ("iphone-16-pro-max", 440, 956), ("ipad-pro-11-m4", 834, 1210), ("ipad-mini-6", 744, 1133),
  ])
  func screenSizesMatchTheReference(id: String, width: Double, height: Double) throws {
    #expect(try scene(id).screen == Size(width: width, height: height))
    #expect(try scene(id, .landscapeLeft).screen == Size(width: height, height: width))
  }

  @Test func catalogIsOrderedPhonesTabletsFoldablesDualScreen() {
    let families = bundledCatalog.devices.map(\.family)
    let firstTablet = families.firstIndex(of: .tablet)!
    let firstFoldable = families.firstIndex(of: .foldable)!
    #expect(families[..<firstTablet].allSatisfy { $0 == .phone })
    #expect(families[firstTablet..<firstFoldable].allSatisfy { $0 == .tablet })
    #expect(families.last == .dualScreen)
  }
}
