import Testing

@testable import AdPreviewCore

/// The catalog held against published reference values, a few per family, each with its
/// source, so an edit that breaks a known number fails here. Keys such as [HIG] are the ones
/// in the device files' `sources` (the reference's source list).
@Suite struct FidelityTests {
  /// One published value for one device, with where it was published.
  struct Reference<Value: Sendable>: Sendable, CustomTestStringConvertible {
    var id: String
    var value: Value
    var source: String
    var testDescription: String { "\(id) (\(source))" }
  }

  @Test(arguments: [
    Reference(id: "iphone-se-1", value: Size(width: 320, height: 568), source: "Apple HIG, Adaptivity and Layout"),
    Reference(id: "iphone-8", value: Size(width: 375, height: 667), source: "Apple HIG; Chrome DevTools"),
    Reference(id: "iphone-x", value: Size(width: 375, height: 812), source: "Apple HIG; Chrome DevTools iPhone X"),
    Reference(id: "iphone-12", value: Size(width: 390, height: 844), source: "Apple HIG; DevTools iPhone 12 Pro"),
    Reference(id: "iphone-14-pro", value: Size(width: 393, height: 852), source: "Apple HIG; DevTools iPhone 14 Pro"),
    Reference(id: "iphone-16-pro", value: Size(width: 402, height: 874), source: "Apple HIG; DevTools; iOS 26.5 probe (iPhone 17 Pro too)"),
    Reference(id: "iphone-16-pro-max", value: Size(width: 440, height: 956), source: "Apple HIG; DevTools iPhone 16 Pro Max"),
    Reference(id: "ipad-9-7", value: Size(width: 768, height: 1024), source: "Apple HIG; iOS Ref 9.7-inch"),
    Reference(id: "ipad-pro-10-5", value: Size(width: 834, height: 1112), source: "Apple HIG; iOS Ref 10.5-inch"),
    Reference(id: "ipad-pro-11", value: Size(width: 834, height: 1194), source: "Apple HIG"),
    Reference(id: "ipad-pro-12-9", value: Size(width: 1024, height: 1366), source: "Apple HIG"),
    Reference(id: "ipad-mini-6", value: Size(width: 744, height: 1133), source: "Apple HIG (8.3-inch)"),
    Reference(id: "galaxy-z-fold-5", value: Size(width: 690, height: 829), source: "Chrome DevTools Galaxy Z Fold 5, inner"),
    Reference(id: "pixel-9-pro-fold", value: Size(width: 836, height: 842), source: "Chrome DevTools Pixel 9 Pro Fold, inner"),
    Reference(id: "surface-duo", value: Size(width: 540, height: 720), source: "Chrome DevTools Surface Duo, one screen"),
  ])
  func screensMatchPublishedSizes(_ expected: Reference<Size>) {
    #expect(device(expected.id).primaryDisplay.size == expected.value)
  }

  @Test(arguments: [
    Reference(id: "iphone-se-1", value: (insets(20, 0, 0, 0), insets(0, 0, 0, 0)), source: "vlidholt/device_simulator iPhone SE; iOS Ref"),
    Reference(id: "iphone-x", value: (insets(44, 0, 34, 0), insets(0, 44, 21, 44)), source: "Chrome DevTools iPhone X; useyourloaf"),
    Reference(id: "iphone-xr", value: (insets(48, 0, 34, 0), insets(0, 48, 21, 48)), source: "iOS Ref (iOS 14+); DevTools says 44 (iOS 13)"),
    Reference(id: "iphone-12", value: (insets(47, 0, 34, 0), insets(0, 47, 21, 47)), source: "DevTools iPhone 12 Pro; iOS Ref"),
    Reference(id: "iphone-14-pro", value: (insets(59, 0, 34, 0), insets(0, 59, 21, 59)), source: "DevTools iPhone 14 Pro; flutter issue 120682"),
    Reference(id: "iphone-16-pro", value: (insets(62, 0, 34, 0), insets(0, 62, 21, 62)), source: "DevTools iPhone 16 Pro; useyourloaf iPhone 16"),
    Reference(id: "ipad-9-7", value: (insets(20, 0, 0, 0), insets(20, 0, 0, 0)), source: "iOS Ref; HIG (status bar only)"),
    Reference(id: "ipad-pro-11", value: (insets(24, 0, 20, 0), insets(24, 0, 20, 0)), source: "iOS Ref iPad Pro 11-inch"),
  ])
  func safeAreasMatchPublishedTables(_ expected: Reference<(EdgeInsets, EdgeInsets)>) throws {
    #expect(try scene(expected.id).safeArea == expected.value.0)
    #expect(try scene(expected.id, .landscapeLeft).safeArea == expected.value.1)
  }

  @Test(arguments: [
    Reference(id: "ipad-pro-12-9", value: (Orientation.landscapeLeft, WindowPresetName.splitTwoThirds, 981.0), source: "iOS Ref 12.9-inch"),
    Reference(id: "ipad-pro-11", value: (Orientation.portrait, WindowPresetName.splitTwoThirds, 504.0), source: "iOS Ref 11-inch"),
    Reference(id: "ipad-pro-11", value: (Orientation.landscapeLeft, WindowPresetName.splitHalf, 592.0), source: "iOS Ref 11-inch"),
    Reference(id: "ipad-9-7", value: (Orientation.landscapeLeft, WindowPresetName.splitTwoThirds, 694.0), source: "iOS Ref 9.7-inch; cyrilwei (Xcode)"),
    Reference(id: "ipad-9-7", value: (Orientation.landscapeLeft, WindowPresetName.splitHalf, 507.0), source: "iOS Ref 9.7-inch"),
    Reference(id: "ipad-pro-10-5", value: (Orientation.landscapeLeft, WindowPresetName.splitTwoThirds, 782.0), source: "iOS Ref 10.5-inch"),
    Reference(id: "ipad-pro-10-5", value: (Orientation.portrait, WindowPresetName.slideOver, 320.0), source: "iOS Ref 10.5-inch"),
  ])
  func splitViewWidthsMatchPublishedTables(
    _ expected: Reference<(Orientation, WindowPresetName, Double)>
  ) throws {
    let window = try scene(expected.id, expected.value.0, window: .preset(expected.value.1)).window
    #expect(window.width == expected.value.2)
  }

  /// Cutouts, folds and bars that were corrected against outside sources.
  @Test func correctedGeometryMatchesItsSource() throws {
    // Dynamic Island at y 14 on the 16 Pro / Pro Max (Chrome DevTools), y 11 on the 14 Pro.
    #expect(device("iphone-16-pro").primaryDisplay.cutouts.first?.frame.y == 14)
    #expect(device("iphone-16-pro-max").primaryDisplay.cutouts.first?.frame.y == 14)
    #expect(device("iphone-14-pro").primaryDisplay.cutouts.first?.frame.y == 11)
    // Home indicator, portrait / landscape (codecampn/device_sim: 13 mini 134/210, 13 138/220,
    // 13 Pro Max 154/236, iPad Pro 12.9-inch 316/340).
    for (id, portrait, landscape) in [
      ("iphone-12-mini", 134.0, 210.0), ("iphone-12", 138, 220), ("iphone-12-pro-max", 154, 236),
      ("ipad-pro-12-9", 316, 340),
    ] {
      #expect(try scene(id).homeIndicatorBar?.width == portrait, "\(id) portrait")
      #expect(try scene(id, .landscapeLeft).homeIndicatorBar?.width == landscape, "\(id) landscape")
    }
    // Fold lines (Chrome DevTools): Z Fold5 at x 345, Pixel 9 Pro Fold at x 418; Surface Duo's
    // hinge 34 dp wide at x 540.
    #expect(try scene("galaxy-z-fold-5", posture: .halfOpen).fold?.frame.minX == 345)
    #expect(try scene("pixel-9-pro-fold", posture: .halfOpen).fold?.frame.minX == 418)
    #expect(try scene("surface-duo", posture: .spanned).fold?.frame == rect(540, 0, 34, 720))
  }

  @Test func platformsFollowTheMaker() {
    for device in bundledCatalog.devices {
      let expected: Platform =
        device.id.hasPrefix("iphone") || device.id.hasPrefix("ipad")
        ? .ios : device.id.hasPrefix("asus") ? .other : .android
      #expect(device.platform == expected, "\(device.id)")
    }
  }
}
