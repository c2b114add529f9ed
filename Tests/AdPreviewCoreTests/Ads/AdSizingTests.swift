import Testing

@testable import AdPreviewCore

@Suite struct AdSizingTests {
  /// The adaptive banner height model (`AdSizing`), model-derived test cases (width passed = safe-area width, H = the
  /// screen height in that orientation).
  @Test(arguments: [
    (375.0, 667.0, 59.0),  // iPhone SE 2/3, 8 portrait
    (393, 852, 61),  // iPhone 14/15 Pro portrait
    (414, 896, 65),  // iPhone 11 / XR portrait
    (430, 932, 67),  // Pro Max portrait
    (734, 393, 59),  // 14 Pro landscape, capped by 15 %
    (568, 320, 50),  // SE 1st gen landscape: 15 % = 48 < 50, the floor wins
    (320, 568, 50),  // width 320
    (768, 1024, 90),  // iPad portrait, capped at 90
    (1024, 768, 90),  // iPad landscape
    (320, 1024, 50),  // Slide Over / narrow split
  ])
  func anchoredAdaptiveMatchesTheWorkedExamples(width: Double, height: Double, expected: Double) {
    let sizing = AdSizing.anchoredAdaptive(width: width, screenHeight: height)
    #expect(sizing.size == Size(width: width, height: expected))
    #expect(sizing.isModel)
  }

  @Test func largeAnchoredAdaptiveStaysUnderTwentyPercentAnd150() {
    let portrait = AdSizing.largeAnchoredAdaptive(width: 375, screenHeight: 812)
    #expect(portrait.size.height == 117)  // about twice the classic 59
    let landscape = AdSizing.largeAnchoredAdaptive(width: 724, screenHeight: 375)
    #expect(landscape.size.height == 75)  // 20 % of 375
    let iPad = AdSizing.largeAnchoredAdaptive(width: 834, screenHeight: 1194)
    #expect(iPad.size.height == 150)
    #expect(iPad.explanation.joined().contains("model"))
  }

  @Test func inlineAdaptiveStaysUnderItsMaxHeight() {
    #expect(AdSizing.inlineAdaptive(width: 375, maxHeight: 100).size == Size(width: 375, height: 100))
    #expect(AdSizing.inlineAdaptive(width: 300, maxHeight: 600).size == Size(width: 300, height: 250))
  }

  @Test func anchoredAdaptiveUsesTheWindowNotTheScreen() throws {
    // iPad Pro 11" Slide Over: 320 wide → 50.
    let slideOver = try evaluate("ipad-pro-11", window: .preset(.slideOver), os: iOS18)
    #expect(slideOver.size == Size(width: 320, height: 50))
    let full = try evaluate("ipad-pro-11")
    #expect(full.size == Size(width: 834, height: 90))
  }

  /// Android's adaptive sizes take a whole number of dp, and Google's banner sample truncates
  /// the width it divides (`(int) (adWidthPixels / density)`): Surface Duo 2's spanned pane,
  /// 537.6 dp wide (1344 px at density 400), asks for 537.
  @Test func androidAsksForAWholeNumberOfDP() throws {
    let pane = try evaluate("surface-duo-2", posture: .spanned, slot: AdSlot(format: .largeAnchoredAdaptive))
    #expect(pane.size?.width == 537)
    // iOS asks for the safe-area width as it is.
    #expect(try evaluate("iphone-x").size?.width == 375)
  }

  /// GADAdSize.h: the cap is 15 % of the *device's* height in the orientation, not the
  /// window's: a 600×500 Stage Manager window on an 11-inch iPad Pro gets 77 (600·60/468),
  /// not 75 (15 % of 500).
  @Test func theAdaptiveCapUsesTheScreenHeightNotTheWindows() throws {
    let window = WindowChoice.free(Size(width: 600, height: 500))
    let classic = try evaluate("ipad-pro-11", window: window, os: iOS18)
    #expect(classic.size == Size(width: 600, height: 77))
    #expect(classic.sizing?.explanation.last?.contains("15% of the screen height 1194 in portrait") == true)
    let large = try evaluate("ipad-pro-11", window: window, slot: AdSlot(format: .largeAnchoredAdaptive), os: iOS18)
    #expect(large.size == Size(width: 600, height: 150))
    #expect(large.sizing?.explanation.last?.contains("20% of the screen height 1194 in portrait") == true)
    // In landscape the landscape screen height (834) is the one capped: 15 % = 125 → 90.
    let turned = try evaluate("ipad-pro-11", .landscapeLeft, window: window, os: iOS18)
    #expect(turned.sizing?.explanation.last?.contains("the screen height 834 in landscape") == true)
  }

  /// Google's Android smart banner table: 32 dp at a screen height ≤ 400, 50 up to 720, 90
  /// above (developers.google.com/admob/android/banner/smart).
  @Test func smartBannerOnAndroidFollowsTheAndroidTable() throws {
    let smart = AdSlot(format: .smartBanner)
    // Galaxy Z Fold5 cover 344×882: portrait 882 > 720 → 90; landscape 344 ≤ 400 → 32.
    let tall = try evaluate("galaxy-z-fold-5", posture: .folded, slot: smart)
    #expect(tall.size?.height == 90)
    #expect(tall.sizing?.explanation.first?.contains("Android smart banner table") == true)
    #expect(try evaluate("galaxy-z-fold-5", .landscapeLeft, posture: .folded, slot: smart).size?.height == 32)
    // Surface Duo single screen 540×720: 720 is "up to 720" → 50; landscape 540 → 50.
    #expect(try evaluate("surface-duo", posture: .single, slot: smart).size?.height == 50)
    #expect(try evaluate("surface-duo", .landscapeLeft, posture: .single, slot: smart).size?.height == 50)
    // The deprecation finding names the rule's source.
    #expect(tall.findings.contains { $0.code == .deprecatedFormat && $0.message.contains("Android smart banner table") })
  }

  @Test func smartBannerHeightsFollowTheIdiom() throws {
    let smart = AdSlot(format: .smartBanner)
    #expect(try evaluate("iphone-x", slot: smart).size == Size(width: 375, height: 50))
    #expect(try evaluate("iphone-x", .landscapeLeft, slot: smart).size == Size(width: 812, height: 32))
    #expect(try evaluate("ipad-pro-11", slot: smart).size == Size(width: 834, height: 90))
    #expect(try evaluate("ipad-pro-11", .landscapeLeft, slot: smart).size == Size(width: 1194, height: 90))
    // 414×736 iPhone 8 Plus gets 50, not the Android table's 90: the iOS guide decides.
    let plus = try evaluate("iphone-8-plus", slot: smart)
    #expect(plus.size?.height == 50)
    #expect(plus.sizing?.explanation.first?.contains("iOS smart banner guide") == true)
    #expect(try evaluate("iphone-16-pro-max", slot: smart).size?.height == 50)
  }

  @Test func fullScreenAdsAreSizedForTheRequestingScene() throws {
    let interstitial = AdSlot(format: .interstitial)
    #expect(
      try evaluate("ipad-pro-11", slot: interstitial).size
        == Size(width: 834, height: 1194))
    #expect(
      try evaluate("ipad-pro-11", .landscapeLeft, window: .preset(.splitHalf), slot: interstitial, os: iOS18).size
        == Size(width: 592, height: 834))
    let unset = RequestSettings(scene: .unset, mode: .production)
    #expect(
      try evaluate("ipad-pro-11", .landscapeLeft, window: .preset(.splitHalf), slot: interstitial, request: unset, os: iOS18).size
        == Size(width: 1194, height: 834))
  }

  /// Sizes the real Android SDK returned, asserted by googleads-mobile-unity's
  /// `UnityAdSizeTest` (the SDK run under Robolectric, a screen without bars): the width's
  /// standard-banner aspect, the flat steps, and the 15 % cap of the height in that orientation.
  @Test(arguments: [
    (300.0, 580.0, Orientation.portrait, 50.0),  // 300·50/320 = 46.9, the floor 50
    (360, 560, .portrait, 56),  // 360·50/320 = 56.25
    (560, 360, .landscapeLeft, 54),  // 560·60/468 = 71.8, capped at 15 % of 360
    (560, 1500, .portrait, 72),  // 560·60/468
    (1500, 560, .landscapeLeft, 84),  // 1500·90/728 = 185.4, capped at 15 % of 560
    (800, 560, .landscapeLeft, 84),  // 800·90/728 = 98.9, capped at 84
  ])
  func anchoredAdaptiveMatchesTheSDKsOwnTests(width: Double, height: Double, orientation: Orientation, expected: Double) {
    #expect(AdSizing.anchoredAdaptive(width: width, screenHeight: height, orientation: orientation).size.height == expected)
  }

  /// Sizes printed by apps on real devices and emulators, each with the height the SDK read
  /// for the cap: googleads-mobile-flutter#1145 (landscape emulator: "a_w=891, a_h=58,
  /// s_h=388"), googleads-mobile-unity#3183 (a landscape game on a 2400×1080-px phone at
  /// density 2.75, bars hidden: "2164 x 162" px, 787×59 dp), googleads-mobile-flutter#234
  /// (the landscape size asked in portrait, the short side 411: 411×62) and a 411-dp phone
  /// in portrait (411×64).
  @Test(arguments: [
    (891.0, 388.0, Orientation.landscapeLeft, 58.0),
    (787, 393, .landscapeLeft, 59),
    (411, 411, .landscapeLeft, 62),
    (411, 914, .portrait, 64),
  ])
  func realRunsFitTheRule(width: Double, capHeight: Double, orientation: Orientation, expected: Double) {
    #expect(AdSizing.anchoredAdaptive(width: width, screenHeight: capHeight, orientation: orientation).size.height == expected)
  }

  /// The Android SDK's code: between the standard banners' aspects, two flat steps.
  @Test func theWidthsBetweenStandardBannersTakeTheSteps() {
    #expect(AdSizing.anchoredAdaptive(width: 432, screenHeight: 2000).size.height == 68)  // 432·50/320 = 67.5
    #expect(AdSizing.anchoredAdaptive(width: 433, screenHeight: 2000).size.height == 68)
    #expect(AdSizing.anchoredAdaptive(width: 526, screenHeight: 2000).size.height == 68)
    #expect(AdSizing.anchoredAdaptive(width: 527, screenHeight: 2000).size.height == 68)  // 527·60/468 = 67.6
    #expect(AdSizing.anchoredAdaptive(width: 633, screenHeight: 2000).size.height == 81)
    #expect(AdSizing.anchoredAdaptive(width: 655, screenHeight: 2000).size.height == 81)
    #expect(AdSizing.anchoredAdaptive(width: 690, screenHeight: 2000).size.height == 85)  // 690·90/728 = 85.3
    let step = AdSizing.anchoredAdaptive(width: 500, screenHeight: 2000)
    #expect(
      step.explanation.contains(
        "height 68 = clamp(68 (a width 433–526), 50, min(90, 15% of the screen height 2000 in portrait)) (model: the Android SDK's rule)"))
  }

  /// The large banner asks for at least 100 (the SDK's code), so a narrow one is as tall as a 320 one.
  @Test func aNarrowLargeBannerAsksForAtLeast100() {
    #expect(AdSizing.largeAnchoredAdaptive(width: 300, screenHeight: 812).size.height == 100)
    #expect(AdSizing.largeAnchoredAdaptive(width: 300, screenHeight: 400).size.height == 80)  // 20 % of 400
  }

  /// A share of a height that ends in .5 rounds up, as the SDK's float does: 15 % of 410.
  @Test func aHalfRoundsUp() {
    #expect(AdSizing.anchoredAdaptive(width: 900, screenHeight: 410, orientation: .landscapeLeft).size.height == 62)
  }

  /// No printed iOS run decides between the two landscape readings yet
  /// (docs/evidence-adaptive-ios.md): these are the sizes a run on a notched iPhone in
  /// landscape would tell apart, the one used (the screen's height, as `GADAdSize.h` words
  /// it) and the other (the safe area's). The evidence file quotes them; if they move, it must.
  @Test(arguments: [
    ("iphone-xr", 62.0, "other reading: 15% of the safe-area height 393 (how Android's SDK reads it) gives 59 (not used on iOS)"),
    ("iphone-x", 56, "other reading: 15% of the safe-area height 354 (how Android's SDK reads it) gives 53 (not used on iOS)"),
  ])
  func theLandscapeReadingsARunWouldTellApart(device: String, used: Double, other: String) throws {
    let landscape = try evaluate(device, .landscapeLeft, slot: AdSlot(format: .anchoredAdaptive), os: OSVersion(16))
    #expect(landscape.size?.height == used)
    let steps = try #require(landscape.sizing).explanation
    #expect(steps.contains(other))
  }

  /// iOS reads the cap from the screen's height (the header) and says Android's reading, the
  /// safe area's, where it gives another height; Android reads the app's height between the
  /// system bars and says the screen's (an app that hides its bars) beside it. Where the two
  /// agree, or the cap does not bind, only one is said.
  @Test func eachPlatformReadsTheCapItsWayAndSaysTheOther() throws {
    let iPhone = try evaluate("iphone-x", .landscapeLeft, slot: AdSlot(format: .anchoredAdaptive), os: OSVersion(16))
    #expect(iPhone.size?.height == 56)
    // The steps are unwrapped first: `#expect((optional ?? []).contains(…))` expands to an
    // optional call whose result it drops, and so passes whatever the text.
    let iPhoneSteps = try #require(iPhone.sizing).explanation
    #expect(
      iPhoneSteps.contains(
        "other reading: 15% of the safe-area height 354 (how Android's SDK reads it) gives 53 (not used on iOS)"))
    let portrait = try evaluate("iphone-x", slot: AdSlot(format: .anchoredAdaptive), os: OSVersion(16))
    let portraitSteps = try #require(portrait.sizing).explanation
    #expect(!portraitSteps.contains { $0.hasPrefix("other reading") })
    // The Galaxy Z Fold5's inner display: 829 dp tall, 743 between its bars.
    let fold = try evaluate("galaxy-z-fold-5", slot: AdSlot(format: .largeAnchoredAdaptive))
    #expect(fold.size?.height == 149)
    let foldSteps = try #require(fold.sizing).explanation
    #expect(
      foldSteps.contains {
        $0.contains("20% of the app's height 743 between the system bars)) (the SDK's rule; the app's height a model)")
      })
    #expect(
      foldSteps.contains(
        "other reading: 20% of the screen height 829 in portrait gives 150 (for an app that hides its bars, as games do)"))
  }
}
