import Testing

@testable import AdPreviewCore

/// Each finding code from a scene someone can also type as a `layout` call (the command is
/// in each test's comment).
@Suite struct FindingRulesTests {
  // adpreview layout --position top --offset 780
  @Test func outsideWindow() throws {
    let evaluation = try evaluate("iphone-x", slot: AdSlot(position: .top, offset: 780))
    #expect(evaluation.codes.contains(.outsideWindow))
    #expect(evaluation.findings.first { $0.code == .outsideWindow }?.message.contains("by 71 pt at the bottom") == true)
  }

  // adpreview layout --guide legacy
  @Test func outsideSafeAreaOverlapsCornerAndHomeIndicator() throws {
    let evaluation = try evaluate("iphone-x", slot: AdSlot(guide: .legacy))
    #expect(evaluation.codes == [.outsideSafeArea, .overlapsCorner, .overlapsCorner, .overlapsHomeIndicator])
    #expect(evaluation.findings[0].message.contains("by 34 pt at the bottom"))
  }

  // adpreview layout --guide legacy --position top
  @Test func overlapsCutoutAndStatusBar() throws {
    let evaluation = try evaluate("iphone-x", slot: AdSlot(position: .top, guide: .legacy))
    #expect(Set(evaluation.codes) == [.outsideSafeArea, .overlapsCutout, .overlapsCorner, .overlapsStatusBar])
    #expect(evaluation.findings.first { $0.code == .overlapsCutout }?.message.contains("the notch") == true)
  }

  // adpreview layout --device surface-duo --posture spanned --guide legacy
  @Test func overlapsHinge() throws {
    let evaluation = try evaluate("surface-duo", posture: .spanned, slot: AdSlot(guide: .legacy))
    #expect(evaluation.codes.contains(.overlapsHinge))
  }

  // adpreview layout --ad leaderboard
  @Test func doesNotFitAndTabletOnlySize() throws {
    #expect(try evaluate("iphone-x", slot: AdSlot(format: .leaderboard)).codes == [.tabletOnlySize, .doesNotFit])
    // adpreview layout --ad full-banner --orientation landscape-left: fits, still flagged.
    let landscape = try evaluate("iphone-x", .landscapeLeft, slot: AdSlot(format: .fullBanner))
    #expect(landscape.codes == [.tabletOnlySize])
    #expect(landscape.placement != nil)
  }

  // adpreview layout --ad smart-banner
  @Test func deprecatedFormat() throws {
    #expect(try evaluate("iphone-x", slot: AdSlot(format: .smartBanner)).codes == [.deprecatedFormat])
  }

  // adpreview layout --device ipad-pro-11 --ad skyscraper
  @Test func mediationOnlySize() throws {
    #expect(try evaluate("ipad-pro-11", slot: AdSlot(format: .skyscraper)).codes == [.mediationOnlySize])
  }

  // adpreview layout --device iphone-14-pro --orientation landscape-left --ad native-small
  //   --align fill --guide legacy --position top --offset 140 --adchoices top-left
  @Test func adChoicesUnderTheDynamicIsland() throws {
    var slot = AdSlot(format: .nativeSmall, position: .top, alignment: .fill, guide: .legacy, offset: 140)
    slot.native.adChoices = .topLeft
    let evaluation = try evaluate("iphone-14-pro", .landscapeLeft, slot: slot)
    let finding = try #require(evaluation.findings.first { $0.code == .adChoicesObscured })
    // 19×15: the AdChoices icon's collapsed size in Google's Ad Manager help (answer 2695279).
    #expect(finding.message.hasPrefix("the AdChoices overlay (top-left, x 0, y 140, 19×15) is under the Dynamic Island"))
    #expect(finding.region == rect(11, 140, 8, 15))
    // Pinned to the legacy guide, the view is outside the safe area: that is a fix too.
    #expect(finding.message.hasSuffix("Choose another corner (--adchoices) or keep the ad in the safe area."))
    // The same ad with AdChoices top-right is clear of the island.
    slot.native.adChoices = .topRight
    #expect(!(try evaluate("iphone-14-pro", .landscapeLeft, slot: slot)).codes.contains(.adChoicesObscured))
  }

  // adpreview layout --device surface-duo --posture spanned --ad native --native-width 600
  //   --adchoices top-right
  @Test func adChoicesOnTheHingeIsToldToMoveOffItNotIntoTheSafeArea() throws {
    var slot = AdSlot(format: .native)
    slot.native.width = 600
    slot.native.adChoices = .topRight
    let evaluation = try evaluate("surface-duo", posture: .spanned, slot: slot)
    let message = try #require(evaluation.findings.first { $0.code == .adChoicesObscured }?.message)
    #expect(message.contains("is under the hinge"))
    #expect(message.hasSuffix("on the same side of the hinge, or keep the ad view off it."))
    #expect(!message.contains("safe area"))
  }

  // adpreview layout --device iphone-14-pro --ad native --guide legacy --position top
  @Test func adChoicesInARoundedCorner() throws {
    let evaluation = try evaluate("iphone-14-pro", slot: AdSlot(format: .native, position: .top, guide: .legacy))
    #expect(evaluation.findings.first { $0.code == .adChoicesObscured }?.message.contains("rounded corner") == true)
  }

  // adpreview layout --device iphone-duo --posture open --ad native --align fill --position top
  //   --offset 44 --adchoices top-left   (a card below a 44 pt bar, where the top inset is 0)
  @Test func aCornerThatOnlyShavesTheAdChoicesBoxIsInfo() throws {
    var slot = AdSlot(format: .native, position: .top, alignment: .fill, offset: 44)
    slot.native.adChoices = .topLeft
    let shaved = try #require(try evaluate("iphone-duo", posture: .open, slot: slot).findings.first { $0.code == .adChoicesObscured })
    #expect(shaved.severity == .info)
    #expect(shaved.message.contains("reaches 1.1 pt into the top left rounded corner"), "\(shaved.message)")
    #expect(shaved.message.contains("(model)"))
    // Higher up, the corner covers the icon: the error.
    slot.offset = 20
    let covered = try #require(try evaluate("iphone-duo", posture: .open, slot: slot).findings.first { $0.code == .adChoicesObscured })
    #expect(covered.severity == .error)
    #expect(covered.message.contains("AdChoices must not be covered"))
  }

  // adpreview layout --ad native --assets body,icon,call-to-action
  @Test func attributionMissing() throws {
    var slot = AdSlot(format: .native)
    slot.native.assets = [.body, .icon, .callToAction]
    #expect(try evaluate("iphone-x", slot: slot).codes == [.attributionMissing])
  }

  // adpreview layout --ad native-small --media video
  @Test func mediaTooSmallForVideo() throws {
    var slot = AdSlot(format: .nativeSmall)
    slot.native.media = .video
    let evaluation = try evaluate("iphone-x", slot: slot)
    #expect(evaluation.codes == [.mediaTooSmall])
    slot.native.media = .image
    #expect(try evaluate("iphone-x", slot: slot).codes.isEmpty)
  }

  // adpreview layout --ad native --native-width 30 --native-height 30
  @Test func nativeTooSmall() throws {
    var slot = AdSlot(format: .native)
    slot.native.width = 30
    slot.native.height = 30
    #expect(try evaluate("iphone-x", slot: slot).codes.contains(.nativeTooSmall))
  }

  // adpreview layout --ad native --native-height 200
  @Test func assetOutsideAdView() throws {
    var slot = AdSlot(format: .native)
    slot.native.height = 200
    let evaluation = try evaluate("iphone-x", slot: slot)
    #expect(evaluation.codes == [.assetOutsideAdView])
    #expect(evaluation.findings[0].message.hasPrefix("media, body, store, price, call-to-action lie outside the 375×200 native ad view"))
  }

  // adpreview layout --device iphone-duo --posture half-open --orientation landscape-left --ad native
  /// A native ad view the previewer compresses into the safe area (373.5 pt tall here) takes
  /// whole points: its own layout is never reported as the app's fractional height. A
  /// fractional height the app sets still is (the test after this one).
  @Test func aCompressedNativeAdViewIsWholePoints() throws {
    let evaluation = try evaluate("iphone-duo", .landscapeLeft, posture: .halfOpen, slot: AdSlot(format: .native))
    #expect(evaluation.frame?.height == 373, "\(String(describing: evaluation.frame))")
    #expect(!evaluation.codes.contains(.assetOutsideAdView), "\(evaluation.codes)")
  }

  // adpreview layout --native-height 300.5 --ad native --assets none
  @Test func aFractionalNativeHeightIsReported() throws {
    var slot = AdSlot(format: .native)
    slot.native.height = 300.5
    slot.native.assets = [.attribution]
    #expect(try evaluate("iphone-x", slot: slot).codes == [.assetOutsideAdView])
  }

  // adpreview layout --scene unset
  @Test func sceneNotSetInTestMode() throws {
    let evaluation = try evaluate("ipad-pro-11", slot: AdSlot(format: .interstitial), request: RequestSettings(scene: .unset))
    #expect(evaluation.codes == [.sceneNotSet])
    #expect(evaluation.placement == nil)
    #expect(evaluation.requestError == SDKMessage.sceneNotSet)
    #expect(
      evaluation.findings[0].message.contains(
        "\"Invalid Request. The GADRequest scene property should be set for applications that support multi-scene. Treating the unset property as an error while in test mode.\""
      ))
    // A single-scene app, or production mode, does not fail the request.
    #expect(try evaluate("ipad-pro-11", request: RequestSettings(scene: .unset, multiScene: false)).codes.isEmpty)
  }

  // adpreview layout --device ipad-pro-11 --window split-1/3 --ad interstitial --scene unset --mode production
  @Test func exceedsWindowInProduction() throws {
    let evaluation = try evaluate(
      "ipad-pro-11", window: .preset(.splitOneThird), slot: AdSlot(format: .interstitial),
      request: RequestSettings(scene: .unset, mode: .production), os: iOS18)
    #expect(evaluation.codes == [.exceedsWindow])
    #expect(
      evaluation.findings[0].message.contains(
        "\"Ad cannot be presented. The full screen ad content size exceeds the current window size.\""))
    #expect(evaluation.findings[0].message.contains("sized for 834×1194 but the window is 320×1194"))
  }

  @Test func aNativeAdWithDirectDemandOutsideTheEEAHasNoAdChoices() throws {
    var slot = AdSlot(format: .native)
    slot.native.demand = .direct
    #expect(try evaluate("iphone-x", slot: slot).placement?.native?.adChoices == nil)
    slot.native.demand = .directEEA
    #expect(try evaluate("iphone-x", slot: slot).placement?.native?.adChoices != nil)
  }

  // adpreview layout --app stacked.json (banners stacked at the bottom, each 1 pt above the last)
  @Test func overlappingAnchoredAdsGiveOneFindingEachNotOnePerPair() throws {
    let count = 40
    let slots = (0..<count).map { AdSlot(name: "banner-\($0 + 1)", format: .banner, offset: Double($0)) }
    let resolved = ResolvedScene(scene: try scene("iphone-x"), slots: slots, request: RequestSettings())
    let overlaps = resolved.allFindings.filter { $0.code == .overlapsAd }
    #expect(overlaps.count == count)  // a finding a pair would be 780
    #expect(resolved.evaluations.allSatisfy { $0.findings.filter { $0.code == .overlapsAd }.count == 1 })
    let first = try #require(resolved.evaluations[0].findings.first { $0.code == .overlapsAd })
    #expect(first.slot == "banner-1")
    #expect(first.message.hasPrefix("the banner-1 (banner) ad (x 27.5, y 728, 320×50) overlaps 39 other ads, among them the banner-2"))
    #expect(first.message.contains("the banner-2 (banner) ad (x 27.5, y 727, 320×50) by 320×49"))
    #expect(first.marks.count == FindingRules.namedOverlaps)
  }

  @Test func twoOverlappingAdsNameEachOther() throws {
    let slots = [AdSlot(name: "footer", format: .banner), AdSlot(name: "promo", format: .mediumRectangle, offset: 20)]
    let resolved = ResolvedScene(scene: try scene("iphone-x"), slots: slots, request: RequestSettings())
    let messages = resolved.evaluations.map { $0.findings.first { $0.code == .overlapsAd }?.message }
    #expect(
      messages[0] == "the footer (banner) ad (x 27.5, y 728, 320×50) overlaps the promo (medium rectangle) ad "
        + "(x 37.5, y 508, 300×250) by 300×30: neither is fully visible, and ads must not overlap.")
    #expect(messages[1]?.hasPrefix("the promo (medium rectangle) ad (x 37.5, y 508, 300×250) overlaps the footer") == true)
    let region = try #require(resolved.evaluations[1].findings.first { $0.code == .overlapsAd }?.region)
    #expect(region == Rect(x: 37.5, y: 728, width: 300, height: 30))
  }
}
