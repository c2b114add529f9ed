import Testing

@testable import AdPreviewCore

/// The guides as UIKit has them: the safe area, the old top and bottom layout guides (which
/// follow the safe area's top and bottom from iOS 11 on) and the superview's edges (the real
/// mistake); `legacy` is read as the superview's old name.
@Suite struct LayoutGuideTests {
  @Test func theOldLayoutGuidesPutATopBannerBelowTheStatusBar() throws {
    // iPhone SE: topLayoutGuide sits below the 20-pt status bar, where the superview's edge is 0.
    let guides = try evaluate("iphone-se-1", slot: AdSlot(format: .banner, position: .top, guide: .layoutGuides))
    #expect(guides.frame == rect(0, 20, 320, 50))
    #expect(guides.codes.isEmpty)
    let superview = try evaluate("iphone-se-1", slot: AdSlot(format: .banner, position: .top, guide: .superview))
    #expect(superview.frame == rect(0, 0, 320, 50))
    #expect(superview.codes.contains(.overlapsStatusBar))
  }

  @Test func onIOS11AndLaterTheyFollowTheSafeAreaSoTheHomeIndicatorIsNoIssue() throws {
    let guides = try evaluate("iphone-x", slot: AdSlot(format: .banner, guide: .layoutGuides))
    #expect(guides.frame == rect(27.5, 728, 320, 50))
    #expect(!guides.codes.contains(.overlapsHomeIndicator))
    let superview = try evaluate("iphone-x", slot: AdSlot(format: .banner, guide: .superview))
    #expect(superview.codes.contains(.overlapsHomeIndicator))
    // Their sides are the view's edges: a full-width banner in landscape reaches past the
    // safe area's sides, into the rounded corners.
    let wide = try evaluate("iphone-x", .landscapeLeft, slot: AdSlot(format: .smartBanner, guide: .layoutGuides))
    #expect(wide.frame == rect(0, 322, 812, 32))
    #expect(wide.codes.contains(.overlapsCorner))
    #expect(wide.findings.first { $0.code == .outsideSafeArea }?.message.contains("topLayoutGuide / bottomLayoutGuide") == true)
  }

  @Test func legacyIsReadAsTheSuperviewsOldName() throws {
    #expect(LayoutGuide(named: "legacy") == .superview)
    #expect(LayoutGuide.legacy == .superview)
    #expect(try PreviewCommand(parsing: "guide legacy") == .guide(.to(.superview)))
    #expect(try PreviewCommand(parsing: "guide layout-guides") == .guide(.to(.layoutGuides)))
    let layout = try AppLayout.decode(
      Array(#"{"schemaVersion": 1, "slots": [{"name": "f", "format": "banner", "guide": "legacy"}]}"#.utf8), file: "a.json")
    #expect(layout.slots[0].guide == .superview)
    // g steps safe area → layout guides → superview → safe area.
    var preview = session()
    let steps = (0..<3).map { _ in preview.perform(.guide(.toggle)).applied }
    #expect(steps == [.guide(.to(.layoutGuides)), .guide(.to(.superview)), .guide(.to(.safeArea))])
  }
}
