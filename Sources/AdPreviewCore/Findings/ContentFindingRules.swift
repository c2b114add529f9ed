/// The rules for a slot in the scrolling content.
extension FindingRules {
  static func contentFindings(
    _ placed: AdPlacement, slot: AdSlot, area: Rect, scene: Scene, anchoredAds: [AdEvaluation], runsUnder: Bool
  ) -> [Finding] {
    var findings: [Finding] = []
    let frame = placed.frame
    if frame.height > area.height + 0.5 {
      let label = slot.label
      findings.append(
        Finding(.neverFullyVisible, region: area) {
          "the \(label) ad view is \(formatPoints(frame.height)) pt tall but only \(formatPoints(area.height)) pt "
            + "of content is visible: it scrolls, and is never seen whole at once."
        })
    }
    // The visible part is what obstructions and window edges can touch.
    if let visible = frame.intersection(area) {
      var shown = placed
      shown.frame = visible
      findings += placementFindings(shown, slot: slot, scene: scene)
    }
    guard runsUnder else { return findings }
    for ad in anchoredAds where ad.slot.effectiveKind == .anchored {
      guard let banner = ad.placement?.frame else { continue }
      let left = max(banner.minX, frame.minX)
      let right = min(banner.maxX, frame.maxX)
      guard right - left > 0.5, banner.maxY > area.minY + 0.5, banner.minY < area.maxY - 0.5 else { continue }
      let under = Rect(x: left, y: banner.minY, width: right - left, height: banner.height)
      let (anchored, content) = (ad.slot, slot)
      findings.append(
        Finding(.contentUnderAd, region: under) {
          "the content runs under the \(anchored.label) ad (\(banner.label)) (contentUnderAnchoredAds), so the "
            + "\(content.label) ad scrolls beneath it: the two ads overlap. Inset the scroll view by the banner's "
            + "height (contentInset / additionalSafeAreaInsets) or end the content above it."
        })
    }
    return findings
  }
}
