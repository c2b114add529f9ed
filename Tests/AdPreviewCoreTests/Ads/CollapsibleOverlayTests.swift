import Testing

@testable import AdPreviewCore

/// Collapsible banners: the expanded overlay's place, what it covers, and its lifecycle.
@Suite struct CollapsibleOverlayTests {
  func slot(_ placement: CollapsiblePlacement, position: AdPosition = .bottom) -> AdSlot {
    var slot = AdSlot(format: .largeAnchoredAdaptive, position: position)
    slot.collapsible = placement
    return slot
  }

  /// Google's sample: pinned to the safe area's bottom, collapsible bottom — the overlay
  /// grows up from the banner's bottom, which is the safe area's, and covers nothing of the
  /// system's.
  @Test func aBottomOverlayGrowsUpFromTheSafeAreaBottom() throws {
    let evaluation = try evaluate("iphone-16-pro", slot: slot(.bottom), request: RequestSettings(sdk: .v13))
    let placement = try #require(evaluation.placement)
    let overlay = try #require(placement.overlay)
    let scene = try scene("iphone-16-pro")
    #expect(placement.frame == rect(0, 714, 402, 126))
    #expect(overlay.maxY == scene.safeRect.maxY && overlay.maxY == placement.frame.maxY)
    #expect(overlay == rect(0, 505, 402, 335))
    #expect(!evaluation.codes.contains { [.overlayCoversSystemUI, .overlayOutsideSafeArea].contains($0) })
  }

  /// The placement that does not match the banner's edge grows the overlay off the screen,
  /// under the status bar and the Dynamic Island.
  @Test func aBottomOverlayOnATopBannerLeavesTheScreen() throws {
    let evaluation = try evaluate("iphone-16-pro", slot: slot(.bottom, position: .top), request: RequestSettings(sdk: .v13))
    #expect(evaluation.placement?.overlay?.minY == -147)
    #expect(evaluation.codes.filter { $0 == .overlayCoversSystemUI }.count == 2)
    let outside = try #require(evaluation.findings.first { $0.code == .overlayOutsideSafeArea })
    #expect(outside.severity == .warning && outside.message.contains("A top banner wants collapsible top"))
    let fixed = try evaluate("iphone-16-pro", slot: slot(.top, position: .top), request: RequestSettings(sdk: .v13))
    #expect(fixed.placement?.overlay?.minY == fixed.placement?.frame.minY)
    #expect(!fixed.codes.contains(.overlayCoversSystemUI) && !fixed.codes.contains(.overlayOutsideSafeArea))
  }

  @Test func anOverlayOverAnotherAdIsAFinding() throws {
    var native = AdSlot(name: "feed", format: .nativeSmall, position: .bottom, offset: 150)
    native.kind = .anchored
    var banner = slot(.bottom)
    banner.name = "footer"
    let resolved = ResolvedScene(scene: try scene("iphone-16-pro"), slots: [banner, native], request: RequestSettings(sdk: .v13))
    let finding = try #require(resolved.evaluations[0].findings.first { $0.code == .overlayCoversAd })
    #expect(finding.message.contains("covers the feed (native small) ad"))
    // Collapsed, it covers nothing.
    let collapsed = ResolvedScene(
      scene: try scene("iphone-16-pro"), slots: [banner, native], request: RequestSettings(sdk: .v13), collapsed: [true, false])
    #expect(collapsed.evaluations[0].placement?.overlay == nil)
    #expect(!collapsed.evaluations[0].codes.contains(.overlayCoversAd))
  }

  /// Expanded at once when the ad is placed, collapsed by the user, a refresh is a plain
  /// banner, a manual reload (a rotation) collapsible again; a failure keeps isCollapsible.
  @Test func theOverlaysLifecycle() {
    var preview = session(Selection(deviceID: "iphone-17-pro", slot: slot(.bottom), request: RequestSettings(sdk: .v13)))
    preview.run("refresh 30\nappear")
    #expect(preview.resolved.evaluation.placement?.overlay == nil, "no overlay before the ad is placed")
    preview.run("wait 400")
    #expect(preview.slots[0].expanded && preview.slots[0].isCollapsible)
    #expect(preview.resolved.evaluation.placement?.overlay == rect(0, 505, 402, 335))
    #expect(preview.run("collapse").last?.text == "the user collapsed ad #1 to its banner size 402×126")
    #expect(preview.resolved.evaluation.placement?.overlay == nil)
    let refreshed = preview.run("wait 30400").map(\.text)
    #expect(refreshed.contains("bannerView.load(request) #2 · adSize 402×126 (request.scene set) · a refresh: no collapsible extra"))
    #expect(refreshed.last == "isCollapsible false: refreshes never request collapsible ads, a plain banner")
    #expect(!preview.slots[0].expanded)
    preview.run("rotate\nwait 400")
    #expect(preview.slots[0].expanded && preview.resolved.evaluation.placement?.overlay != nil)
    #expect(preview.run("ad native\ncollapse").last?.text.hasPrefix("collapse: ") == true)
  }
}
