import Testing

@testable import AdPreviewCore

/// Content slots live in the scrolling feed between the anchored banners.
@Suite struct ContentPlacementTests {
  static let footer = AdSlot(name: "footer", format: .anchoredAdaptive, position: .bottom)
  static let header = AdSlot(name: "header", format: .banner, position: .top)
  static func feed(offset: Double = 140, media: NativeAdOptions.Media = .image) -> AdSlot {
    var options = NativeAdOptions()
    options.media = media
    return AdSlot(name: "feed", format: .native, offset: offset, native: options, kind: .content)
  }

  func resolve(_ slots: [AdSlot], _ id: String = "iphone-x", _ orientation: Orientation = .portrait, under: Bool = false) throws
    -> ResolvedScene
  {
    ResolvedScene(
      scene: try scene(id, orientation), slots: slots, request: RequestSettings(), contentUnderAnchoredAds: under)
  }

  @Test func aFeedAdGetsTheContentWidthAndSitsBetweenTheBanners() throws {
    let resolved = try resolve([Self.header, Self.footer, Self.feed()])
    let header = try #require(resolved.evaluations[0].placement?.frame)
    let footer = try #require(resolved.evaluations[1].placement?.frame)
    let feed = try #require(resolved.evaluations[2].placement?.frame)
    #expect(feed.width == 375)
    #expect(feed.minY >= header.maxY)
    #expect(feed.maxY <= footer.minY)
    #expect(resolved.allFindings.isEmpty, "\(resolved.allFindings.map(\.message))")
  }

  @Test func aFeedAdTallerThanTheVisibleContentIsAnInfoNotAnError() throws {
    var tall = Self.feed(media: .video)
    tall.native.height = 600
    let resolved = try resolve([Self.footer, tall], "iphone-x", .landscapeLeft)
    let codes = resolved.evaluations[1].findings.map(\.code)
    #expect(codes == [.neverFullyVisible])
    #expect(resolved.evaluations[1].findings[0].severity == .info)
    #expect(!resolved.allFindings.contains { $0.code == .overlapsAd || $0.code == .doesNotFit })
  }

  @Test func contentRunningUnderTheBannerIsTheRealBug() throws {
    let clean = try resolve([Self.footer, Self.feed()])
    #expect(!clean.allFindings.contains { $0.code == .contentUnderAd })
    let under = try resolve([Self.footer, Self.feed()], under: true)
    let finding = try #require(under.evaluations[1].findings.first { $0.code == .contentUnderAd })
    #expect(finding.severity == .error)
    #expect(finding.region?.minY == under.evaluations[0].placement?.frame.minY)
  }

  @Test func twoFeedAdsSharingRowsOverlap() throws {
    let resolved = try resolve([Self.footer, Self.feed(offset: 0), AdSlot(name: "second", format: .native, offset: 50, kind: .content)])
    #expect(resolved.evaluations[2].findings.contains { $0.code == .overlapsAd })
    let apart = try resolve([Self.footer, Self.feed(offset: 0), AdSlot(name: "second", format: .native, offset: 2000, kind: .content)])
    #expect(!apart.allFindings.contains { $0.code == .overlapsAd })
  }

  @Test func contentUnderManyBannersGivesOneFindingACellNotOnePerPair() throws {
    let banners = (0..<30).map { AdSlot(name: "banner-\($0 + 1)", format: .banner, offset: Double($0)) }
    let cells = (0..<5).map { AdSlot(name: "cell-\($0 + 1)", format: .native, offset: Double($0) * 400, kind: .content) }
    let resolved = try resolve(banners + cells, under: true)
    let under = resolved.allFindings.filter { $0.code == .contentUnderAd }
    #expect(under.count == cells.count)  // a finding a pair would be 150
    let first = try #require(resolved.evaluations[30].findings.first { $0.code == .contentUnderAd })
    #expect(first.message.hasPrefix("the content runs under 30 anchored ads, among them the banner-"))
    #expect(first.message.contains("so the cell-1 (native) ad scrolls beneath them: the ads overlap."))
    #expect(first.marks.count == FindingRules.namedOverlaps)
  }

  @Test func feedAdsOnTheSameRowsGiveOneFindingEachNotOnePerPair() throws {
    let count = 30
    let cells = (0..<count).map { AdSlot(name: "cell-\($0 + 1)", format: .native, offset: Double($0) * 2, kind: .content) }
    let resolved = try resolve([Self.footer] + cells)
    #expect(resolved.allFindings.filter { $0.code == .overlapsAd }.count == count)  // a finding a pair would be 435
    let last = try #require(resolved.evaluations[count].findings.first { $0.code == .overlapsAd })
    #expect(last.message.contains("the cell-30 (native) ad (58–"))
    #expect(last.message.contains("overlaps 29 other ads, among them the cell-"))
    #expect(last.region == nil)  // feed cells scroll: no one place on the screen
  }

  @Test func aNativeViewNeverGetsTheBannerNotEnoughSpaceError() throws {
    var big = AdSlot(name: "big", format: .native)
    big.native.height = 2000
    let resolved = try resolve([big])
    #expect(!resolved.allFindings.contains { $0.code == .doesNotFit })
    #expect(resolved.evaluations[0].placement != nil)
  }

  @Test func aBannerInTheFeedStillFollowsTheBannerRules() throws {
    let wide = AdSlot(name: "wide", format: .leaderboard, kind: .content)
    let resolved = try resolve([Self.footer, wide])
    #expect(resolved.evaluations[1].findings.map(\.code).contains(.doesNotFit))
  }

  @Test func smallVideoMediaIsFlagged() throws {
    var feed = Self.feed(media: .video)
    feed.native.mediaViewAspectRatio = 6
    let resolved = try resolve([Self.footer, feed])
    #expect(resolved.evaluations[1].findings.map(\.code) == [.mediaTooSmall])
  }

  @Test func anInterstitialSizedForTheScreenCannotBePresentedInASplitWindow() throws {
    let launch = AdSlot(name: "launch", format: .interstitial, kind: .fullscreen, sizedFor: .screen)
    let split = ResolvedScene(
      scene: try scene("ipad-pro-11", window: .preset(.splitOneThird), os: iOS18), slots: [launch], request: RequestSettings())
    #expect(split.allFindings.map(\.code) == [.exceedsWindow])
    let full = ResolvedScene(scene: try scene("ipad-pro-11"), slots: [launch], request: RequestSettings())
    #expect(full.allFindings.isEmpty)
    var fresh = launch
    fresh.sizedFor = .window
    let reloaded = ResolvedScene(
      scene: try scene("ipad-pro-11", window: .preset(.splitOneThird), os: iOS18), slots: [fresh], request: RequestSettings())
    #expect(reloaded.allFindings.isEmpty)
  }
}
