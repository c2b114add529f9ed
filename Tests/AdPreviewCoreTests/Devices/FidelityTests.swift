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
    Reference(
      id: "pixel-9-pro-fold", value: Size(width: 852, height: 883),
      source: "AOSP device/google/comet: inner panel 2076 x 2152 px, TARGET_SCREEN_DENSITY 390"),
    Reference(
      id: "pixel-fold", value: Size(width: 841, height: 701),
      source: "AOSP device/google/felix: inner panel 2208 x 1840 px, TARGET_SCREEN_DENSITY 420"),
    Reference(
      id: "galaxy-z-fold-6", value: Size(width: 707, height: 823),
      source: "Samsung: inner panel 1856 x 2160 px; stock SM-F956N density 420 (twrpdtgen q6q)"),
    Reference(
      id: "galaxy-z-fold-7", value: Size(width: 750, height: 832),
      source: "stock SM-F966B over adb: wm size 1968x2184, wm density Physical density 420"),
    Reference(
      id: "galaxy-z-flip-7", value: Size(width: 360, height: 840),
      source: "stock SM-F766B over adb: 1080 x 2520 px; stock vendor/build.prop ro.sf.lcd_density=480 (b7s dump)"),
    Reference(
      id: "galaxy-z-fold-8-ultra", value: Size(width: 752, height: 835),
      source: "stock SM-F976U on Samsung RTL (windowinsets.info capture): 2256 x 2504 px, densityDpi 480"),
    Reference(
      id: "galaxy-z-fold-8", value: Size(width: 933, height: 704),
      source: "stock SM-F971N on Samsung RTL (windowinsets.info capture): 2448 x 1848 px, densityDpi 420"),
    Reference(
      id: "galaxy-z-flip-8", value: Size(width: 360, height: 840),
      source: "stock SM-F776B on Samsung RTL (windowinsets.info capture): 1080 x 2520 px, densityDpi 480"),
    Reference(
      id: "galaxy-z-flip-5", value: Size(width: 360, height: 880),
      source: "Samsung kernel panel data B5_S6E3FAC: 1080 x 2640 px; stock density 480 of the same panel (twrpdtgen b4q, b6q)"),
    Reference(id: "pixel-10-pro-fold", value: Size(width: 852, height: 883), source: "Pixel 10 Pro Fold emulator probe: 2076 x 2152 px at 390"),
    Reference(id: "surface-duo-2", value: Size(width: 538, height: 757), source: "Surface Duo 2 panel notes: 1344 x 1892 px at 400 dpi"),
    Reference(id: "surface-duo", value: Size(width: 540, height: 720), source: "Microsoft: 1350 x 1800 px a screen; sw696dp-2784x1740"),
    Reference(id: "galaxy-fold-2019", value: Size(width: 585, height: 820), source: "Samsung: main 1536 x 2152 px; stock ro.sf.lcd_density 420"),
    Reference(id: "iphone-air", value: Size(width: 420, height: 912), source: "Apple Tech Specs 125092 (2736 x 1260 px @3); iOS 26.5 probe"),
    Reference(id: "iphone-18-pro", value: Size(width: 402, height: 874), source: "Apple Tech Specs 148590; dimensional drawing"),
    Reference(id: "iphone-18-pro-max", value: Size(width: 440, height: 956), source: "Apple Tech Specs 148591; dimensional drawing"),
  ])
  func screensMatchPublishedSizes(_ expected: Reference<Size>) {
    #expect(device(expected.id).primaryDisplay.size == expected.value)
  }

  /// Safe areas as published for one release: the iOS 14-18 tables (iOS Ref is 2021 data,
  /// DevTools' presets carry an iOS 18.5 user agent), the iOS 26.5 simulator probe
  /// (aloisdeniel/flutter_device_preview device_specs) and the Xcode 27.1 simulator
  /// (safearea.info, via the Apple spec review). `model` is a covered model the source
  /// measured, drawn as `id`.
  struct Published: Sendable {
    var model: String?
    var os: OSVersion
    var portrait: EdgeInsets
    var landscape: EdgeInsets

    init(_ model: String? = nil, os: OSVersion, _ portrait: EdgeInsets, _ landscape: EdgeInsets) {
      self.model = model
      self.os = os
      self.portrait = portrait
      self.landscape = landscape
    }
  }

  @Test(arguments: [
    Reference(
      id: "iphone-se-1", value: Published(os: OSVersion(15), insets(20, 0, 0, 0), insets(0, 0, 0, 0)),
      source: "vlidholt/device_simulator iPhone SE; iOS Ref"),
    Reference(
      id: "iphone-x", value: Published(os: OSVersion(16), insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
      source: "Chrome DevTools iPhone X; useyourloaf"),
    Reference(
      id: "iphone-xr", value: Published(os: OSVersion(14), insets(48, 0, 34, 0), insets(0, 48, 21, 48)),
      source: "iOS Ref (iOS 14+); DevTools says 44 (iOS 13)"),
    // Before iOS 14 the XR family's top inset was 44: a regime through 13.
    Reference(
      id: "iphone-xr", value: Published(os: OSVersion(13), insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
      source: "Chrome DevTools iPhone XR (iOS 13 values); usagimaru, qiita (iOS 12: 414x818 / 808x393 pt)"),
    Reference(
      id: "iphone-xr", value: Published(os: OSVersion(12), insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
      source: "usagimaru, qiita (iOS 12: safe area 414x818 portrait, 808x393 landscape)"),
    Reference(
      id: "iphone-xr", value: Published("iPhone 11", os: OSVersion(13), insets(44, 0, 34, 0), insets(0, 44, 21, 44)),
      source: "Chrome DevTools iPhone XR (iOS 13 values), the iPhone 11's screen"),
    Reference(
      id: "iphone-12", value: Published(os: OSVersion(18), insets(47, 0, 34, 0), insets(0, 47, 21, 47)), source: "DevTools iPhone 12 Pro; iOS Ref"),
    Reference(
      id: "iphone-14-pro", value: Published(os: OSVersion(18), insets(59, 0, 34, 0), insets(0, 59, 21, 59)),
      source: "DevTools iPhone 14 Pro; flutter issue 120682"),
    Reference(
      id: "iphone-16-pro", value: Published(os: OSVersion(18), insets(62, 0, 34, 0), insets(0, 62, 21, 62)),
      source: "DevTools iPhone 16 Pro; useyourloaf iPhone 16"),
    Reference(
      id: "ipad-9-7", value: Published(os: OSVersion(14), insets(20, 0, 0, 0), insets(20, 0, 0, 0)), source: "iOS Ref; HIG (status bar only)"),
    Reference(id: "ipad-pro-11", value: Published(os: OSVersion(14), insets(24, 0, 20, 0), insets(24, 0, 20, 0)), source: "iOS Ref iPad Pro 11-inch"),
    Reference(
      id: "ipad-pro-11", value: Published(os: OSVersion(12), insets(24, 0, 20, 0), insets(24, 0, 20, 0)),
      source: "swift-snapshot-testing #187 (2019), iPad Pro 11-inch"),
    Reference(
      id: "ipad-pro-12-9", value: Published(os: OSVersion(13), insets(24, 0, 20, 0), insets(24, 0, 20, 0)),
      source: "UIEdgeInsets printed for the 3rd-generation iPad Pro, 2019"),
    // An Xcode 16 simulator probe (flutter_device_preview bfdd4e7): every iPad's bottom 25.
    Reference(
      id: "ipad-pro-11-m4", value: Published(os: OSVersion(18), insets(24, 0, 25, 0), insets(24, 0, 25, 0)),
      source: "iPadOS 18 probe, iPad Pro 11-inch (M4)"),
    Reference(
      id: "ipad-pro-13-m4", value: Published(os: OSVersion(18), insets(24, 0, 25, 0), insets(24, 0, 25, 0)),
      source: "iPadOS 18 probe, iPad Pro 13-inch (M4)"),
    Reference(
      id: "ipad-air-11", value: Published("iPad Air 11-inch (M2)", os: OSVersion(18), insets(24, 0, 25, 0), insets(24, 0, 25, 0)),
      source: "iPadOS 18 probe, iPad Air 11-inch (M2)"),
    Reference(
      id: "ipad-mini-6", value: Published("iPad mini (A17 Pro)", os: OSVersion(18), insets(24, 0, 25, 0), insets(24, 0, 25, 0)),
      source: "iPadOS 18 probe, iPad mini (A17 Pro)"),
    // iOS 26 and later: landscape bottom 20 on Face-ID iPhones, 32/0/25/0 on iPads.
    Reference(
      id: "iphone-14-pro", value: Published("iPhone 16", os: OSVersion(26, 5), insets(59, 0, 34, 0), insets(0, 59, 20, 59)),
      source: "iOS 26.5 probe, iPhone 16"),
    Reference(
      id: "iphone-14-pro-max", value: Published("iPhone 16 Plus", os: OSVersion(26, 5), insets(59, 0, 34, 0), insets(0, 59, 20, 59)),
      source: "iOS 26.5 probe, iPhone 16 Plus"),
    Reference(
      id: "iphone-16-pro", value: Published("iPhone 17 Pro", os: OSVersion(26, 5), insets(62, 0, 34, 0), insets(0, 62, 20, 62)),
      source: "iOS 26.5 probe, iPhone 17 Pro"),
    Reference(
      id: "iphone-16-pro", value: Published(os: OSVersion(27, 1), insets(62, 0, 34, 0), insets(0, 62, 20, 62)),
      source: "safearea.info, Xcode 27.1 simulator"),
    Reference(
      id: "iphone-16-pro-max", value: Published("iPhone 17 Pro Max", os: OSVersion(26, 5), insets(62, 0, 34, 0), insets(0, 62, 20, 62)),
      source: "iOS 26.5 probe, iPhone 17 Pro Max"),
    Reference(
      id: "iphone-14", value: Published("iPhone 17e", os: OSVersion(26, 5), insets(47, 0, 34, 0), insets(0, 47, 20, 47)),
      source: "iOS 26.5 probe, iPhone 17e"),
    Reference(
      id: "iphone-se-2-3", value: Published("iPhone SE (3rd generation)", os: OSVersion(26, 5), insets(20, 0, 0, 0), insets(0, 0, 0, 0)),
      source: "iOS 26.5 probe, iPhone SE 3"),
    Reference(
      id: "ipad-air-11", value: Published("iPad (A16)", os: OSVersion(26, 5), insets(32, 0, 25, 0), insets(32, 0, 25, 0)),
      source: "iOS 26.5 probe, iPad (A16)"),
    Reference(
      id: "ipad-pro-12-9", value: Published("iPad Air 13-inch (M4)", os: OSVersion(26, 5), insets(32, 0, 25, 0), insets(32, 0, 25, 0)),
      source: "iOS 26.5 probe, iPad Air 13-inch (M4)"),
    Reference(
      id: "ipad-pro-13-m4", value: Published("iPad Pro 13-inch (M5)", os: OSVersion(26, 5), insets(32, 0, 25, 0), insets(32, 0, 25, 0)),
      source: "iOS 26.5 probe, iPad Pro 13-inch (M5)"),
    Reference(
      id: "ipad-mini-6", value: Published("iPad mini (A17 Pro)", os: OSVersion(26, 5), insets(32, 0, 25, 0), insets(32, 0, 25, 0)),
      source: "iOS 26.5 probe, iPad mini (A17 Pro)"),
    // Devices released with iOS 26 and 27.
    Reference(
      id: "iphone-air", value: Published(os: OSVersion(26, 5), insets(68, 0, 34, 0), insets(0, 68, 20, 68)),
      source: "iOS 26.5 probe; useyourloaf 'top safe area inset of 68 points'"),
    Reference(
      id: "iphone-18-pro", value: Published(os: OSVersion(27, 1), insets(62, 0, 34, 0), insets(0, 62, 20, 62)),
      source: "safearea.info, Xcode 27.1 simulator"),
    Reference(
      id: "iphone-18-pro-max", value: Published(os: OSVersion(27, 1), insets(62, 0, 34, 0), insets(0, 62, 20, 62)),
      source: "safearea.info, Xcode 27.1 simulator"),
  ])
  func safeAreasMatchPublishedTables(_ expected: Reference<Published>) throws {
    let published = expected.value
    #expect(try scene(expected.id, model: published.model, os: published.os).safeArea == published.portrait)
    #expect(try scene(expected.id, .landscapeLeft, model: published.model, os: published.os).safeArea == published.landscape)
  }

  /// The iPadOS 26 status-bar band: 32 pt (erik-sutton95/OpenZCine#91, an iPadOS 26.2
  /// simulator), 24 before (iOS Ref).
  @Test func iPadStatusBarFollowsTheRelease() throws {
    for id in ["ipad-air-11", "ipad-pro-11", "ipad-pro-12-9", "ipad-pro-11-m4", "ipad-pro-13-m4", "ipad-mini-6"] {
      #expect(try scene(id, os: OSVersion(26, 2)).display.statusBar == StatusBar(portrait: 32, landscape: 32), "\(id)")
      #expect(try scene(id, os: OSVersion(18)).display.statusBar == StatusBar(portrait: 24, landscape: 24), "\(id)")
    }
  }

  @Test(arguments: [
    Reference(id: "ipad-pro-12-9", value: (Orientation.landscapeLeft, WindowPresetName.splitTwoThirds, 981.0), source: "iOS Ref 12.9-inch"),
    Reference(id: "ipad-pro-11", value: (Orientation.portrait, WindowPresetName.splitTwoThirds, 504.0), source: "iOS Ref 11-inch"),
    Reference(id: "ipad-pro-11", value: (Orientation.landscapeLeft, WindowPresetName.splitHalf, 592.0), source: "iOS Ref 11-inch"),
    Reference(
      id: "ipad-9-7", value: (Orientation.landscapeLeft, WindowPresetName.splitTwoThirds, 694.0), source: "iOS Ref 9.7-inch; cyrilwei (Xcode)"),
    Reference(id: "ipad-9-7", value: (Orientation.landscapeLeft, WindowPresetName.splitHalf, 507.0), source: "iOS Ref 9.7-inch"),
    Reference(id: "ipad-pro-10-5", value: (Orientation.landscapeLeft, WindowPresetName.splitTwoThirds, 782.0), source: "iOS Ref 10.5-inch"),
    Reference(id: "ipad-pro-10-5", value: (Orientation.portrait, WindowPresetName.slideOver, 320.0), source: "iOS Ref 10.5-inch"),
  ])
  func splitViewWidthsMatchPublishedTables(
    _ expected: Reference<(Orientation, WindowPresetName, Double)>
  ) throws {
    // iOS Ref is iPadOS 14 data; Split View exists up to iPadOS 18.
    let window = try scene(expected.id, expected.value.0, window: .preset(expected.value.1), os: OSVersion(14)).window
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
    // Fold lines: Z Fold5 at x 345 (Chrome DevTools); Pixel 9 Pro Fold at the middle of its
    // 2076-px inner panel, 1038 px at density 390 (AOSP device/google/comet; the Pixel 10 Pro
    // Fold's probe puts its fold on the same panel at 425.845); Surface Duo's hinge between its
    // two 540-dp screens in the 1114 dp Android makes of 2784 px at density 400.
    #expect(try scene("galaxy-z-fold-5", posture: .halfOpen).fold?.frame.minX == 345)
    #expect(try scene("pixel-9-pro-fold", posture: .halfOpen).fold?.frame.minX == 425.85)
    #expect(try scene("surface-duo", posture: .spanned).fold?.frame == rect(540, 0, 34, 720))
  }

  /// Devices added from Apple's 2025-2026 tech specs and drawings, and the Pixel 10 Pro Fold's
  /// cover display.
  @Test func newDevicesMatchTheirSources() throws {
    // iPhone Air: island 20 pt from the top (Apple's dimensional drawing: centre 8.92 mm).
    #expect(device("iphone-air").primaryDisplay.cutouts.first?.frame == rect(147.5, 20, 125, 37))
    // iPhone 18 Pro / Pro Max: a 95-pt island (15.66 / 15.68 mm in Apple's drawings), y 14.
    #expect(device("iphone-18-pro").primaryDisplay.cutouts.first?.frame == rect(153.5, 14, 95, 37))
    #expect(device("iphone-18-pro-max").primaryDisplay.cutouts.first?.frame == rect(172.5, 14, 95, 37))
    // They run only the releases they shipped with and later.
    #expect(device("iphone-air").releases == OSRange(from: OSVersion(26)))
    #expect(device("iphone-18-pro").releases == OSRange(from: OSVersion(27)))
    // Pixel 10 Pro Fold cover: 1080 x 2364 px at density 390 (Android 16 emulator,
    // dumpsys display), cutout safe inset 152 px.
    let cover = try scene("pixel-10-pro-fold", posture: .folded)
    #expect(cover.display.id == "cover")
    #expect(cover.screen == Size(width: 443, height: 970))
    #expect(cover.safeArea.top == 62.36)
  }

  /// One display of an Android device: its panel and default density, and the whole dp
  /// Android derives from them.
  struct Panel: Sendable {
    var display: String
    var pixels: Size
    var density: Double
    var size: Size
  }

  @Test(arguments: [
    Reference(
      id: "pixel-fold", value: Panel(display: "inner", pixels: Size(width: 2208, height: 1840), density: 420, size: Size(width: 841, height: 701)),
      source: "AOSP device/google/felix: config_mainDisplayShape, TARGET_SCREEN_DENSITY 420"),
    Reference(
      id: "pixel-fold", value: Panel(display: "cover", pixels: Size(width: 1080, height: 2092), density: 420, size: Size(width: 411, height: 797)),
      source: "AOSP device/google/felix: config_secondaryDisplayShape, TARGET_SCREEN_DENSITY 420"),
    Reference(
      id: "pixel-9-pro-fold",
      value: Panel(display: "inner", pixels: Size(width: 2076, height: 2152), density: 390, size: Size(width: 852, height: 883)),
      source: "AOSP device/google/comet: config_mainDisplayShape, TARGET_SCREEN_DENSITY 390"),
    Reference(
      id: "pixel-9-pro-fold",
      value: Panel(display: "cover", pixels: Size(width: 1080, height: 2424), density: 390, size: Size(width: 443, height: 994)),
      source: "AOSP device/google/comet: config_secondaryDisplayShape, TARGET_SCREEN_DENSITY 390"),
    Reference(
      id: "pixel-10-pro-fold",
      value: Panel(display: "cover", pixels: Size(width: 1080, height: 2364), density: 390, size: Size(width: 443, height: 970)),
      source: "Android 16 emulator dumpsys display, Pixel 10 Pro Fold cover"),
    Reference(
      id: "galaxy-z-fold-6",
      value: Panel(display: "inner", pixels: Size(width: 1856, height: 2160), density: 420, size: Size(width: 707, height: 823)),
      source: "Samsung panel specs (via a research note); stock SM-F956N TARGET_SCREEN_DENSITY 420 (twrpdtgen q6q)"),
    Reference(
      id: "galaxy-z-fold-6",
      value: Panel(display: "cover", pixels: Size(width: 968, height: 2376), density: 420, size: Size(width: 369, height: 905)),
      source: "Samsung panel specs (via a research note); stock SM-F956N TARGET_SCREEN_DENSITY 420 (twrpdtgen q6q)"),
    Reference(
      id: "galaxy-z-fold-5",
      value: Panel(display: "cover", pixels: Size(width: 904, height: 2316), density: 420, size: Size(width: 344, height: 882)),
      source: "Paparazzi config px; Chrome DevTools Galaxy Z Fold 5 (344 x 882 at 2.625)"),
    Reference(
      id: "galaxy-z-flip-5",
      value: Panel(display: "inner", pixels: Size(width: 1080, height: 2640), density: 480, size: Size(width: 360, height: 880)),
      source: "Samsung kernel panel data B5_S6E3FAC_AMF670BS03; stock TARGET_SCREEN_DENSITY 480 of the Flip4 and Flip6 (twrpdtgen)"),
    Reference(
      id: "galaxy-z-flip-5",
      value: Panel(display: "cover", pixels: Size(width: 720, height: 748), density: 320, size: Size(width: 360, height: 374)),
      source: "Samsung kernel panel data B5_S6E3FC5_AMB338EH01; density 320 as the Flip6's cover (Playwright)"),
    Reference(
      id: "galaxy-z-flip-6",
      value: Panel(display: "inner", pixels: Size(width: 1080, height: 2640), density: 480, size: Size(width: 360, height: 880)),
      source: "Samsung specs FHD+ 2640 x 1080; stock SM-F741B TARGET_SCREEN_DENSITY 480 (twrpdtgen b6q)"),
    Reference(
      id: "galaxy-z-flip-6",
      value: Panel(display: "cover", pixels: Size(width: 720, height: 748), density: 320, size: Size(width: 360, height: 374)),
      source: "Samsung kernel panel data B6_S6E3FC5_AMB338EH03; Playwright Galaxy Z Flip6 cover at 2"),
    Reference(
      id: "galaxy-z-fold-7",
      value: Panel(display: "inner", pixels: Size(width: 1968, height: 2184), density: 420, size: Size(width: 750, height: 832)),
      source: "stock SM-F966B (F966BXXS9AZC8) over adb: Physical size 1968x2184, Physical density 420"),
    Reference(
      id: "galaxy-z-fold-7",
      value: Panel(display: "cover", pixels: Size(width: 1080, height: 2520), density: 420, size: Size(width: 411, height: 960)),
      source: "Fold7 device reports 1080x2520; Samsung SM8750 kernel sdm_display_resolution_extn_Q7M.xml; density 420 assumed"),
    Reference(
      id: "galaxy-z-flip-7",
      value: Panel(display: "inner", pixels: Size(width: 1080, height: 2520), density: 480, size: Size(width: 360, height: 840)),
      source: "stock SM-F766B over adb: display 0 1080 x 2520; F766BXXS5AYJ3 vendor/build.prop ro.sf.lcd_density=480"),
    Reference(
      id: "galaxy-z-flip-7",
      value: Panel(display: "cover", pixels: Size(width: 948, height: 1048), density: 420, size: Size(width: 361, height: 399)),
      source: "stock SM-F766B over adb: display 1 948 x 1048, sw361dp; F766BXXS5AYJ3 ro.surface_flinger.sub_lcd_density=420"),
    Reference(
      id: "galaxy-z-fold-8-ultra",
      value: Panel(display: "inner", pixels: Size(width: 2256, height: 2504), density: 480, size: Size(width: 752, height: 835)),
      source: "stock SM-F976U (q8q, F976USQU1AZGI) on Samsung RTL: 2256 x 2504 px, densityDpi 480, 752 x 835 dp"),
    Reference(
      id: "galaxy-z-fold-8-ultra",
      value: Panel(display: "cover", pixels: Size(width: 1080, height: 2520), density: 480, size: Size(width: 360, height: 840)),
      source: "stock SM-F976U (q8q, F976USQS2AZH7) on Samsung RTL: 1080 x 2520 px, densityDpi 480, 360 x 840 dp"),
    Reference(
      id: "galaxy-z-fold-8",
      value: Panel(display: "inner", pixels: Size(width: 2448, height: 1848), density: 420, size: Size(width: 933, height: 704)),
      source: "stock SM-F971N (h8q, F971NKSU1AZGI) on Samsung RTL: 2448 x 1848 px at rotation 0, densityDpi 420, 933 x 704 dp"),
    Reference(
      id: "galaxy-z-fold-8",
      value: Panel(display: "cover", pixels: Size(width: 1248, height: 1972), density: 420, size: Size(width: 475, height: 751)),
      source: "stock SM-F971N (h8q, F971NKSU1AZGI) on Samsung RTL: 1248 x 1972 px, densityDpi 420, 475 x 751 dp"),
    Reference(
      id: "galaxy-z-flip-8",
      value: Panel(display: "inner", pixels: Size(width: 1080, height: 2520), density: 480, size: Size(width: 360, height: 840)),
      source: "stock SM-F776B (b8s, F776BXXU1AZGI) on Samsung RTL: display 0 1080 x 2520 px, densityDpi 480"),
    Reference(
      id: "galaxy-z-flip-8",
      value: Panel(display: "cover", pixels: Size(width: 948, height: 1048), density: 380, size: Size(width: 399, height: 441)),
      source: "stock SM-F776B (b8s, F776BXXU1AZGI) on Samsung RTL: display 1 948 x 1048 px, densityDpi 380, 399 x 441 dp"),
    Reference(
      id: "galaxy-fold-2019",
      value: Panel(display: "cover", pixels: Size(width: 720, height: 1680), density: 420, size: Size(width: 274, height: 640)),
      source: "Samsung: cover 720 x 1680 px; stock ro.sf.lcd_density 420 (AndroidBlobs winner vendor props)"),
    Reference(
      id: "surface-duo",
      value: Panel(display: "spanned", pixels: Size(width: 2784, height: 1800), density: 400, size: Size(width: 1114, height: 720)),
      source: "Microsoft: spanned 2784 x 1800 px; sw696dp over 1740 px is density 400"),
  ])
  func androidDisplaysComeFromTheirPanelAndDefaultDensity(_ expected: Reference<Panel>) throws {
    let display = try #require(device(expected.id).display(id: expected.value.display))
    #expect(display.pixels == expected.value.pixels)
    #expect(display.density == expected.value.density)
    #expect(display.size == expected.value.size)
    #expect(display.scale == expected.value.density / 160)
  }

  /// Cameras read from the device trees' cutout specs (pixels divided by the density).
  @Test func foldableCamerasMatchTheirDeviceTrees() throws {
    // Pixel Fold cover: config_secondaryBuiltInDisplayCutout, a circle r 36.5 px at
    // (539.7, 66.53) px, density 420 (AOSP device/google/felix).
    #expect(try #require(device("pixel-fold").display(id: "cover")).cutouts == [Cutout(shape: .circle, frame: rect(191.7, 11.44, 27.81, 27.81))])
    // Pixel 9 Pro Fold: cover r 41.5 px at (540, 86), inner r 39.5 px at (1987.5, 80),
    // density 390 (AOSP device/google/comet).
    #expect(
      try #require(device("pixel-9-pro-fold").display(id: "cover")).cutouts == [Cutout(shape: .circle, frame: rect(204.51, 18.26, 34.05, 34.05))])
    #expect(
      try #require(device("pixel-9-pro-fold").display(id: "inner")).cutouts == [Cutout(shape: .circle, frame: rect(799.18, 16.62, 32.41, 32.41))])
    // Galaxy Z Fold5 cover: a rect 22.48 x 32.38 dp centred on the top edge
    // (config_secondaryBuiltInDisplayCutout, Exynoobs/android_device_samsung_q5q), an
    // obstruction of the folded scene, and the status bar is never shorter than it.
    // (Within a thousandth: the insets are the window less the safe rect.)
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
    let folded = try scene("galaxy-z-fold-5", posture: .folded)
    let camera = try #require(folded.obstructions.first { $0.kind == .cutout }).frame
    #expect(near(camera.minX, 160.95) && camera.minY == 0 && near(camera.width, 22.48) && near(camera.height, 32.38))
    #expect(near(folded.safeArea.top, 32.38))
    #expect(near(try scene("galaxy-z-fold-5", .landscapeLeft, posture: .folded).safeArea.left, 32.38))
    #expect(near(try scene("galaxy-z-fold-5", .landscapeRight, posture: .folded).safeArea.right, 32.38))
    // Galaxy Z Flip7 cover: the camera island Android reports on a stock SM-F766B,
    // DisplayCutout boundingRect (428, 828 - 948, 1048) px with a 220-px bottom inset at
    // density 420 (ro.surface_flinger.sub_lcd_density): the safe area ends at the island's
    // top, 828 px = 315.43 dp of the 399-dp display (the island is not drawn).
    let flip7 = try scene("galaxy-z-flip-7", posture: .folded)
    #expect(near(flip7.safeArea.bottom, 83.57))
    #expect(near(try scene("galaxy-z-flip-7", .landscapeLeft, posture: .folded).safeArea.right, 83.57))
    // Galaxy Z Fold8 Ultra, Fold8 and Flip8, as Android reports them on stock devices on
    // Samsung Remote Test Lab (easyhooon/windowinsets.info captures): the cameras'
    // DisplayCutout boundingRects, the FoldingFeature bounds and the three-button bars.
    // Fold8 Ultra cover: (505, 0 - 575, 108) px at 480; fold at 1128 px of the inner panel.
    let ultra = try scene("galaxy-z-fold-8-ultra", posture: .folded)
    let ultraCamera = try #require(ultra.obstructions.first { $0.kind == .cutout }).frame
    #expect(near(ultraCamera.minX, 168.33) && ultraCamera.minY == 0 && near(ultraCamera.width, 23.33) && near(ultraCamera.height, 36))
    #expect(ultra.safeArea == EdgeInsets(top: 37.67, left: 0, bottom: 48, right: 0))
    #expect(try scene("galaxy-z-fold-8-ultra", .landscapeLeft, posture: .folded).safeArea == EdgeInsets(top: 30, left: 36, bottom: 0, right: 48))
    #expect(try scene("galaxy-z-fold-8-ultra", posture: .halfOpen).fold?.frame == rect(376, 0, 0, 835))
    // Fold8 cover: (589, 0 - 659, 104) px at 420; fold at 1224 px of the 2448-px-wide inner
    // panel, held in its natural landscape.
    let fold8 = try scene("galaxy-z-fold-8", posture: .folded)
    let fold8Camera = try #require(fold8.obstructions.first { $0.kind == .cutout }).frame
    #expect(near(fold8Camera.minX, 224.38) && fold8Camera.minY == 0 && near(fold8Camera.width, 26.67) && near(fold8Camera.height, 39.62))
    #expect(fold8.safeArea == EdgeInsets(top: 41.9, left: 0, bottom: 48, right: 0))
    #expect(try scene("galaxy-z-fold-8", posture: .halfOpen).fold?.frame == rect(466.29, 0, 0, 704))
    // Flip8: main punch hole (509, 0 - 571, 108) px at 480, fold at 1260 px; cover island
    // (428, 839 - 948, 1048) px at 380, so the safe area ends at 353.26 dp of the 441-dp cover.
    let flip8 = try scene("galaxy-z-flip-8")
    let flip8Camera = try #require(flip8.obstructions.first { $0.kind == .cutout }).frame
    #expect(near(flip8Camera.minX, 169.67) && flip8Camera.minY == 0 && near(flip8Camera.width, 20.67) && near(flip8Camera.height, 36))
    #expect(flip8.fold?.frame == rect(0, 420, 360, 0))
    #expect(near(try scene("galaxy-z-flip-8", posture: .folded).safeArea.bottom, 87.74))
  }

  /// A scene of a bundled device (or a model it covers) under a given release.
  private func scene(
    _ id: String, _ orientation: Orientation = .portrait, posture: PostureName? = nil,
    window: WindowChoice = .full, model: String? = nil, os: OSVersion? = nil
  ) throws -> Scene {
    try Scene(
      SceneRequest(device: device(id), model: model, orientation: orientation, posture: posture, window: window, os: os))
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
