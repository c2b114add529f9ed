import AdPreviewFormats

/// The native ad rules: the view's size, its assets, the attribution, and AdChoices.
extension FindingRules {
  /// `scrollArea`: the visible content a `content` slot scrolls through. The user scrolls
  /// its AdChoices icon and "Ad" badge clear of what covers the edges of the content, so they
  /// are judged where scrolling can bring them: the middle of the area, or as low as the
  /// feed lets the ad come down (its offset).
  static func nativeFindings(_ native: NativeAdLayout, slot: AdSlot, scene: Scene, scrollArea: Rect? = nil, into findings: inout [Finding]) {
    let platform = scene.device.platform
    func scrolled(_ rect: Rect) -> Rect {
      guard let area = scrollArea else { return rect }
      let lowest = rect.minY + (area.minY + slot.offset - native.view.minY)
      var moved = rect
      moved.y = min(lowest, area.midY - rect.height / 2)
      return moved
    }
    let view = native.view
    if view.width < 32 || view.height < 32 {
      findings.append(
        Finding(.nativeTooSmall, region: view) {
          "the native ad view is \(view.size.label); native ads smaller than 32×32 are not served."
        })
    }
    if !slot.native.assets.contains(.attribution) {
      findings.append(
        Finding(
          .attributionMissing,
          "the native ad shows no attribution: draw an \"Ad\" badge (at least 15×15) or the word "
            + "\"Ad\", \"Advertisement\" or \"Sponsored\" at the top of the ad."))
    }
    if let media = native.region(.media), slot.native.media == .video,
      media.frame.width < 120 || media.frame.height < 120
    {
      let size = media.frame.size
      findings.append(
        Finding(.mediaTooSmall, region: media.frame) {
          "the media view is \(size.label); video is not served to a MediaView "
            + "smaller than 120×120 (\"MediaView is too small for video\")."
        })
    }
    let outside = native.regions.filter { !view.contains($0.frame, tolerance: 0.01) }
    if !outside.isEmpty {
      let kinds = outside.map(\.kind)
      findings.append(
        Finding(.assetOutsideAdView, region: outside.map(\.frame).reduce(outside[0].frame, union)) {
          "\(kinds.map(\.rawValue).joined(separator: ", ")) lie\(kinds.count == 1 ? "s" : "") outside the "
            + "\(scene.device.platform.label(view.size)) native ad view: \"Not all asset views lie inside the native ad view.\" "
            + "Make the view taller or drop assets."
        })
    } else if view.height != view.height.rounded() {
      findings.append(
        Finding(.assetOutsideAdView, region: view) {
          "the native ad view is \(formatPoints(view.height)) pt tall; a fractional height makes "
            + "the validator report assets outside the native ad view. Round it."
        })
    }
    if let adChoices = native.adChoices {
      if let finding = adChoicesFinding(scrolled(adChoices), corner: slot.native.adChoices, view: scrolled(view), scene: scene) {
        findings.append(finding)
      }
      // The SDK draws AdChoices over the view: a call to action under it takes taps meant
      // for the other, and the "Ad" badge under it is hidden. (Text under it, as in Google's
      // own templates, is left alone.)
      for region in native.regions where region.kind == .callToAction || region.kind == .attribution {
        guard let overlap = region.frame.intersection(adChoices), overlap.width > 0.5, overlap.height > 0.5 else { continue }
        let kind = region.kind
        let corner = slot.native.adChoices
        findings.append(
          Finding(.adChoicesOverAsset, lesser: kind != .callToAction, region: overlap) {
            "the AdChoices overlay (\(corner.rawValue), \(platform.label(adChoices))) lies over the \(kind.rawValue) asset "
              + "(\(platform.label(overlap.size)) of it): a tap there may open AdChoices instead"
              + (kind == .callToAction ? " of the call to action (an accidental-click risk)." : ".")
              + " Keep that corner of the native ad view free, or choose another (preferredAdChoicesPosition)."
          })
      }
    }
    if let badge = native.region(.attribution) {
      let system: [Obstruction.Kind] = [.cutout, .statusBar, .homeIndicator, .hinge, .windowControls]
      let frame = scrolled(badge.frame)
      if let obstruction = scene.obstructions.first(where: { system.contains($0.kind) && $0.overlap(with: frame) != nil }) {
        findings.append(
          Finding(.attributionObscured, region: frame) {
            "the \"Ad\" attribution badge (\(platform.label(badge.frame))) is under \(obstruction.words(on: platform)): the attribution must be "
              + "clearly visible. Keep the native ad view in the safe area."
          })
      }
    }
  }

  /// How deep a rounded corner may reach into the AdChoices box and leave its icon whole
  /// (model): the box's outermost point only.
  static let adChoicesCornerShave = 2.0

  static func adChoicesFinding(
    _ adChoices: Rect, corner: AdChoicesCorner, view: Rect, scene: Scene
  ) -> Finding? {
    let platform = scene.device.platform
    @Sendable func what() -> String { "the AdChoices overlay (\(corner.rawValue), \(platform.label(adChoices)))" }
    if !scene.window.contains(adChoices, tolerance: 0.5) {
      let edge = scene.isFullScreen ? "screen" : "window"
      return Finding(.adChoicesObscured, region: adChoices) {
        "\(what()) is cut off by the edge of the \(edge); "
          + "AdChoices must be fully visible. Move the ad or choose another corner."
      }
    }
    let blockers: [Obstruction.Kind] = [.cutout, .corner, .hinge, .statusBar]
    for obstruction in scene.obstructions where blockers.contains(obstruction.kind) {
      guard let overlap = obstruction.overlap(with: adChoices, cornerTolerance: 0.5) else { continue }
      // Advice that fits: a view already in the safe area is told only what it can still do.
      let inSafeArea = scene.safeRect.contains(view, tolerance: 0.5)
      let remedy =
        obstruction.kind == .hinge
        ? "another corner (--adchoices) on the same side of the hinge, or keep the ad view off it"
        : inSafeArea ? "another corner (--adchoices)" : "another corner (--adchoices) or keep the ad in the safe area"
      // A rounded corner that only clips the box's outermost point leaves the icon whole: said,
      // but not as the error a covered icon is. Judged at the precision the message shows.
      if obstruction.kind == .corner {
        let depth = (obstruction.cornerDepth(of: adChoices) * 10).rounded() / 10
        if (platform == .android ? depth.rounded() : depth) <= Self.adChoicesCornerShave {
          return Finding(.adChoicesObscured, lesser: true, region: overlap) {
            "\(what()) reaches \(platform.depth(depth)) \(platform.lengthUnit) into \(obstruction.words(on: platform)): the corner only shaves the overlay's "
              + "outer corner and the icon stays visible (model). To clear it, inset the ad view from the corner or choose \(remedy)."
          }
        }
      }
      return Finding(.adChoicesObscured, region: overlap) {
        "\(what()) is under \(obstruction.words(on: platform)); AdChoices must not be covered. Choose \(remedy)."
      }
    }
    return nil
  }
}
