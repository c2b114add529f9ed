import AdPreviewFormats

/// The rules for a slot in the scrolling content.
extension FindingRules {
  /// Appends the content ad's findings to `findings`.
  static func contentFindings(_ placed: AdPlacement, slot: AdSlot, area: Rect, scene: Scene, into findings: inout [Finding]) {
    let frame = placed.frame
    if frame.height > area.height + 0.5 {
      let label = slot.label
      let platform = scene.device.platform
      let unit = platform.lengthUnit
      findings.append(
        Finding(.neverFullyVisible, region: area) {
          "the \(label) ad view is \(platform.length(frame.height)) \(unit) tall but only \(platform.length(area.height)) \(unit) "
            + "of content is visible: it scrolls, and is never seen whole at once."
        })
    }
    // The visible part is what obstructions and window edges can touch.
    if let visible = frame.intersection(area) {
      var shown = placed
      shown.frame = visible
      placementFindings(shown, slot: slot, scene: scene, into: &findings)
    }
  }

  /// Where the app's content runs under its anchored ads (`contentUnderAnchoredAds`): each
  /// content slot whose columns an anchored ad crosses within the content's height scrolls
  /// beneath it. One finding a content slot, naming a few of the ads, not one a pair.
  static func markContentUnderAds(_ evaluations: inout [AdEvaluation], in scene: Scene) {
    guard shownCount(evaluations, .anchored) > 0, shownCount(evaluations, .content) > 0 else { return }
    let banners = evaluations.map { $0.slot.effectiveKind == .anchored ? $0.placement?.frame : nil }
    // A content slot's columns, down the whole content: what an anchored ad may cross.
    let columns = evaluations.map { evaluation -> Rect? in
      guard evaluation.slot.effectiveKind == .content, let frame = evaluation.placement?.frame else { return nil }
      let area = AdPlacement.area(for: evaluation.slot, in: scene)
      return Rect(x: frame.minX, y: area.minY, width: frame.width, height: area.height)
    }
    let under = OverlapSweep.overlaps(of: columns, among: banners, tolerance: 0.5, naming: namedOverlaps)
    for index in evaluations.indices where under[index].count > 0 {
      guard let column = columns[index] else { continue }
      let (ads, parts) = named(under[index].some, of: evaluations, extents: banners) { banner in
        let (left, right) = (max(banner.minX, column.minX), min(banner.maxX, column.maxX))
        return Rect(x: left, y: banner.minY, width: right - left, height: banner.height)
      }
      let (content, count) = (evaluations[index].slot, under[index].count)
      let (name, format) = (content.name, content.format)
      evaluations[index].findings.append(
        Finding(.contentUnderAd, region: union(parts), marks: parts) {
          let named = ads.map { "the \(AdSlot.label(name: $0.name, format: $0.format)) ad (\($0.extent.label))" }
          let them = count == 1 ? "it" : "them"
          return "the content runs under \(some(count, of: "anchored ads", named: named)) (contentUnderAnchoredAds), so the "
            + "\(AdSlot.label(name: name, format: format)) ad scrolls beneath \(them): the \(count == 1 ? "two " : "")ads overlap. "
            + "Inset the scroll view by the \(count == 1 ? "banner's height" : "banners' heights") (contentInset / "
            + "additionalSafeAreaInsets) or end the content above \(them)."
        })
    }
  }
}
