import AdPreviewTestSupport
import Testing

@testable import AdPreviewCore

@Suite struct AdPlacementTests {
  /// Every format on a phone, a tablet and a foldable, in portrait and landscape: size, frame
  /// and finding codes, in one reviewed table.
  @Test func everyFormatOnAPhoneATabletAndAFoldable() throws {
    var table = ""
    let devices: [(String, PostureName?)] = [("iphone-14-pro", nil), ("ipad-pro-11", nil), ("galaxy-z-fold-5", .halfOpen)]
    for (id, posture) in devices {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        table += "\(id) \(orientation.rawValue)\(posture.map { " \($0.rawValue)" } ?? "")\n"
        for format in AdFormat.allCases where format != .none {
          let evaluation = try evaluate(id, orientation, posture: posture, slot: AdSlot(format: format))
          let size = evaluation.size?.label ?? "-"
          let frame = evaluation.frame?.label ?? "not shown"
          let codes = evaluation.findings.map { "\($0.code.rawValue)(\($0.severity.rawValue.prefix(1)))" }
            .joined(separator: " ")
          table += "  \(format.rawValue.padding(24))\(size.padding(11))\(frame.padding(30))\(codes)\n"
        }
      }
    }
    assertSnapshot(table, named: "formats")
  }

  @Test func anchoredAdaptiveSitsOnTheSafeAreasBottomEdge() throws {
    let evaluation = try evaluate("iphone-x")
    #expect(evaluation.frame == rect(0, 719, 375, 59))
    #expect(evaluation.findings.isEmpty)
    let top = try evaluate("iphone-x", slot: AdSlot(position: .top))
    #expect(top.frame == rect(0, 44, 375, 59))
  }

  @Test func centerKeepsTheAdsWidthAndFillSpansTheSafeArea() throws {
    let centred = try evaluate("iphone-x", .landscapeLeft, slot: AdSlot(format: .banner))
    #expect(centred.frame == rect(246, 304, 320, 50))
    let filled = try evaluate("iphone-x", .landscapeLeft, slot: AdSlot(format: .banner, alignment: .fill))
    #expect(filled.frame == rect(44, 304, 724, 50))
    #expect(filled.placement?.creative == rect(246, 304, 320, 50))
  }

  @Test func aCentredAdSitsOnItsGuidesMiddle() throws {
    // iPhone X portrait: the safe area runs from 44 to 778, its middle at 411.
    var slot = AdSlot(format: .mediumRectangle, guide: .safeArea)
    slot.centered = true
    #expect(try evaluate("iphone-x", slot: slot).frame == rect(37.5, 411 - 125, 300, 250))
    // On the view's edges, the window's middle (406); the offset moves it down from there.
    slot.guide = .superview
    slot.offset = 20
    #expect(try evaluate("iphone-x", slot: slot).frame == rect(37.5, 406 - 125 + 20, 300, 250))
  }

  @Test func theSmartBannerCentresItsCreativeAndFillsTheSides() throws {
    let evaluation = try evaluate("iphone-x", .landscapeRight, slot: AdSlot(format: .smartBanner))
    #expect(evaluation.size == Size(width: 812, height: 32))
    #expect(evaluation.frame == rect(44, 322, 724, 32))
    #expect(evaluation.placement?.creative == rect(246, 322, 320, 32))
    #expect(evaluation.codes == [.deprecatedFormat])
  }

  @Test func aLeaderboardOnAPhoneDoesNotFit() throws {
    let evaluation = try evaluate("iphone-x", slot: AdSlot(format: .leaderboard))
    #expect(evaluation.placement == nil)
    #expect(evaluation.codes == [.tabletOnlySize, .doesNotFit])
    #expect(
      evaluation.findings.last?.message
        == "the ad needs 728×90 pt but the safe area has only 375×734 pt, so there is not enough space to show it; nothing is shown.")
    // On an iPad it fits and is not flagged.
    #expect(try evaluate("ipad-pro-11", slot: AdSlot(format: .leaderboard)).codes.isEmpty)
  }

  /// On Android devices the Android SDK's own log line is quoted; on iOS, plain words.
  @Test func doesNotFitQuotesTheAndroidLogOnlyOnAndroid() throws {
    let android = try evaluate("galaxy-z-fold-5", posture: .folded, slot: AdSlot(format: .leaderboard))
    let message = try #require(android.findings.first { $0.code == .doesNotFit }?.message)
    #expect(message.hasPrefix("the Android SDK logs \"Not enough space to show ad. Needs 728x90 dp, but only has 344x801 dp.\""))
    let iOS = try evaluate("iphone-x", slot: AdSlot(format: .leaderboard))
    #expect(iOS.findings.first { $0.code == .doesNotFit }?.message.contains("SDK") == false)
  }

  /// The first iPhone SE is 320 wide: a 320×50 banner fills it edge to edge and fits.
  @Test func aBannerFillsTheFirstSEExactly() throws {
    let evaluation = try evaluate("iphone-se-1", slot: AdSlot(format: .banner))
    #expect(evaluation.frame == rect(0, 518, 320, 50))
    #expect(evaluation.findings.isEmpty)
    #expect(try evaluate("iphone-se-1").size == Size(width: 320, height: 50))
  }

  @Test func theLegacyGuidePutsABottomBannerOverTheHomeIndicator() throws {
    let evaluation = try evaluate("iphone-x", slot: AdSlot(format: .banner, guide: .legacy))
    #expect(evaluation.frame == rect(27.5, 762, 320, 50))
    #expect(evaluation.codes == [.outsideSafeArea, .overlapsCorner, .overlapsCorner, .overlapsHomeIndicator])
    let home = evaluation.findings.first { $0.code == .overlapsHomeIndicator }
    #expect(home?.severity == .error)
    #expect(home?.region == rect(27.5, 778, 320, 34))
  }

  @Test func theLegacyGuidePutsATopBannerUnderTheNotch() throws {
    let evaluation = try evaluate("iphone-x", slot: AdSlot(format: .banner, position: .top, guide: .legacy))
    #expect(evaluation.frame == rect(27.5, 0, 320, 50))
    #expect(evaluation.codes.contains(.overlapsCutout))
    #expect(evaluation.codes.contains(.overlapsStatusBar))
    #expect(evaluation.findings.first { $0.code == .overlapsCutout }?.region == rect(85, 0, 204, 30))
  }

  @Test func aBannerOnASpannedDualScreenStaysOnOnePanel() throws {
    // Above the 16-dp gesture band at the bottom of each panel.
    let spanned = try evaluate("surface-duo", posture: .spanned, slot: AdSlot(format: .banner))
    #expect(spanned.frame == rect(110, 654, 320, 50))
    #expect(spanned.findings.isEmpty)
    let adaptive = try evaluate("surface-duo", posture: .spanned)
    // 540·60/468 = 69: a 540-dp panel asks for a 468×60 banner's aspect.
    #expect(adaptive.size == Size(width: 540, height: 69))
    #expect(adaptive.frame == rect(0, 635, 540, 69))
    // Pinned to the window edges instead, it straddles the hinge: the hinge is no safe-area
    // inset, so the hinge finding says so (and the gesture band below the safe area).
    let legacy = try evaluate("surface-duo", posture: .spanned, slot: AdSlot(format: .banner, guide: .legacy))
    #expect(legacy.frame == rect(397, 670, 320, 50))
    #expect(legacy.codes == [.outsideSafeArea, .overlapsHinge])
  }

  @Test func aBookFoldKeepsTheAdOnTheContentSide() throws {
    let evaluation = try evaluate("galaxy-z-fold-5", posture: .halfOpen, slot: AdSlot(format: .banner))
    // Above the 56-dp taskbar of the Fold5's inner display.
    #expect(evaluation.frame == rect(12.5, 723, 320, 50))
    #expect(evaluation.frame!.maxX <= 345)
  }

  @Test func anInterstitialInASplitViewWindowCoversTheWindow() throws {
    let evaluation = try evaluate("ipad-pro-11", .landscapeLeft, window: .preset(.splitHalf), slot: AdSlot(format: .interstitial), os: iOS18)
    #expect(evaluation.frame == rect(0, 0, 592, 834))
    #expect(evaluation.findings.isEmpty)
  }

  @Test func theOffsetMovesAnAdInFromItsEdge() throws {
    let evaluation = try evaluate("iphone-x", slot: AdSlot(format: .banner, position: .top, offset: 100))
    #expect(evaluation.frame == rect(27.5, 144, 320, 50))
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
