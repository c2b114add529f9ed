import Testing

@testable import AdPreviewCore

/// Findings that were wrong on correct layouts, each from the exact scene a user met.
@Suite struct CorrectFindingsTests {
  /// A native ad pinned to the safe area, as seed 000 recommends, on an iPhone 16 Pro in
  /// landscape: its constraints hold it inside the safe area and the media view gives way.
  /// It was pushed 9 pt past the top and reported `adchoices-obscured` with the fix "keep
  /// the ad in the safe area".
  @Test func aNativeAdPinnedToTheSafeAreaStaysInIt() throws {
    let evaluation = try evaluate("iphone-16-pro", .landscapeLeft, slot: AdSlot(format: .native))
    #expect(evaluation.frame == rect(237, 0, 400, 382))
    #expect(evaluation.codes.isEmpty, "\(evaluation.codes)")
    let media = try #require(evaluation.placement?.native?.regions.first { $0.kind == .media })
    #expect(media.frame.height == 216 - 9)
    #expect(evaluation.sizing?.explanation.contains { $0.contains("the media view gives way") } == true)
    // A height the app sets itself is not compressed: assets that do not fit are reported.
    var fixed = AdSlot(format: .native)
    fixed.native.height = 200
    #expect(try evaluate("iphone-16-pro", slot: fixed).codes.contains(.assetOutsideAdView))
  }

  /// A 6-pt corner shave is the info the README promises, not a warning: the seed-correct
  /// bottom banner on the iPhone 16 Pro Max passes `--fail-on warning`.
  @Test func aSixPointCornerShaveIsInfo() throws {
    let evaluation = try evaluate("iphone-16-pro-max", slot: AdSlot(format: .anchoredAdaptive))
    let corners = evaluation.findings.filter { $0.code == .overlapsCorner }
    #expect(!corners.isEmpty && corners.allSatisfy { $0.severity == .info && $0.message.contains("6 pt") })
  }

  /// Findings that were silent: AdChoices over the call to action, and the "Ad" badge under
  /// the status bar.
  @Test func adChoicesOverTheCallToActionAndTheBadgeUnderTheStatusBarAreFlagged() throws {
    var bottomRight = AdSlot(format: .native)
    bottomRight.native.adChoices = .bottomRight
    let overCTA = try #require(try evaluate("iphone-x", slot: bottomRight).findings.first { $0.code == .adChoicesOverAsset })
    #expect(overCTA.severity == .error && overCTA.message.contains("call-to-action"))
    #expect(!(try evaluate("iphone-x", slot: AdSlot(format: .native))).codes.contains(.adChoicesOverAsset))
    let underBar = try evaluate("iphone-x", slot: AdSlot(format: .native, position: .top, guide: .superview))
    #expect(underBar.codes.contains(.attributionObscured))
    #expect(!(try evaluate("iphone-x", slot: AdSlot(format: .native, position: .top))).codes.contains(.attributionObscured))
  }
}

/// A native ad in a scrolling feed is judged where scrolling can bring it.
@Suite struct ScrolledContentFindingsTests {
  /// The iPhone Duo's cover in landscape: a feed ad taller than the visible content was drawn
  /// at the top, its AdChoices icon in the safe area's rounded corner, and reported
  /// `adchoices-obscured` although a scroll brings the icon into the clear.
  @Test func aFeedAdsAdChoicesIsJudgedWhereScrollingBringsIt() throws {
    var feed = AdSlot(name: "feed", format: .native, offset: 140, kind: .content)
    feed.native.adChoices = .topRight
    let scene = try scene("iphone-duo", .landscapeLeft)
    let resolved = ResolvedScene(scene: scene, slots: [feed], request: RequestSettings())
    #expect(!resolved.evaluation.codes.contains(.adChoicesObscured), "\(resolved.evaluation.codes)")
    #expect(resolved.evaluation.codes.contains(.neverFullyVisible))
    // Where the ad is drawn (scrolled as far into view as it goes), the icon is in the corner:
    // only a scroll brings it out.
    let drawn = try #require(resolved.evaluation.placement?.native?.adChoices)
    #expect(scene.obstructions.contains { $0.kind == .corner && $0.overlap(with: drawn, cornerTolerance: 0.5) != nil })
  }
}
