/// The `collapsible` request extra: which edge of the collapsed banner the expanded overlay
/// is aligned to (`top`: the overlay's top on the banner's top, for a banner at the top of
/// the screen; `bottom`: its bottom on the banner's bottom).
public enum CollapsiblePlacement: String, CaseIterable, Sendable {
  case top
  case bottom
}

/// A collapsible banner's expanded overlay: where it lies while expanded, and what it covers.
///
/// Google documents the anchoring, not the size. The size is a model: the collapsed
/// banner's width, with a medium rectangle's proportion (250 / 300 of the width), at most
/// half the window's safe-area height.
public enum CollapsibleOverlay {
  /// The medium rectangle's height over its width, the model's proportion.
  static let proportion = 250.0 / 300.0
  /// The largest share of the safe area's height the model lets the overlay take.
  static let largestShare = 0.5

  /// The overlay of a banner placed at `frame` with `placement`, in `scene`.
  public static func frame(of banner: Rect, placement: CollapsiblePlacement, in scene: Scene) -> Rect {
    let height = max(banner.height, min(banner.width * proportion, scene.contentRect.height * largestShare))
    let y = placement == .top ? banner.minY : banner.maxY - height
    return Rect(x: banner.minX, y: y, width: banner.width, height: height)
  }

  /// The overlay's own words for the panel and `layout`: `402×335 over the app, grows up
  /// from the banner's bottom (size a model)`.
  public static func words(_ overlay: Rect, placement: CollapsiblePlacement) -> String {
    let direction = placement == .bottom ? "grows up from the banner's bottom" : "grows down from the banner's top"
    return "\(overlay.size.label) over the app, \(direction) (size a model)"
  }

  /// What the expanded overlay of `slot` covers in `scene`: system UI, the space past the
  /// safe area or the window.
  static func findings(_ overlay: Rect, slot: AdSlot, placement: CollapsiblePlacement, scene: Scene) -> [Finding] {
    var findings: [Finding] = []
    let anchoring = "collapsible \(placement.rawValue)"
    for obstruction in scene.obstructions where obstruction.kind != .corner {
      guard let overlap = obstruction.overlap(with: overlay) else { continue }
      findings.append(
        Finding(.overlayCoversSystemUI, region: overlap) {
          "the expanded overlay (\(overlay.label), \(anchoring), size a model) covers \(obstruction.words) "
            + "(\(overlap.size.label) of it): its collapse button or creative may be under system UI."
        })
    }
    if !scene.safeRect.contains(overlay, tolerance: 0.5) {
      let bounds = scene.window.contains(overlay, tolerance: 0.5) ? "the safe area" : "the window"
      let area = bounds == "the window" ? scene.window : scene.safeRect
      let parts = FindingRules.outsideParts(of: overlay, beyond: area)
      let hint =
        (placement == .bottom && slot.position == .top) || (placement == .top && slot.position == .bottom)
        ? " A \(slot.position.rawValue) banner wants collapsible \(slot.position.rawValue), which grows the overlay into the app."
        : " Pin the banner to the safe area."
      findings.append(
        Finding(.overlayOutsideSafeArea, region: parts.first ?? overlay, marks: parts) {
          "the expanded overlay (\(overlay.label), \(anchoring), size a model) reaches past \(bounds) (\(area.label))." + hint
        })
    }
    return findings
  }

  /// Flags each expanded overlay that covers another of the app's ads.
  static func markOverlaysOverAds(_ evaluations: inout [AdEvaluation]) {
    guard evaluations.count > 1, evaluations.contains(where: { $0.placement?.overlay != nil }) else { return }
    for index in evaluations.indices {
      guard let overlay = evaluations[index].placement?.overlay else { continue }
      let label = evaluations[index].slot.label
      for other in evaluations.indices where other != index {
        guard !evaluations[other].slot.format.isFullScreen, let frame = evaluations[other].placement?.frame,
          let common = overlay.intersection(frame), common.width > 0.5, common.height > 0.5
        else { continue }
        let otherLabel = evaluations[other].slot.label
        evaluations[index].findings.append(
          Finding(.overlayCoversAd, region: common) {
            "the expanded overlay of the \(label) ad (\(overlay.label), size a model) covers the \(otherLabel) ad "
              + "(\(frame.label)) by \(common.size.label) until the user collapses it."
          })
      }
    }
  }
}
