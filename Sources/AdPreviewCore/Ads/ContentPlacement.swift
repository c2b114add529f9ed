/// The app's scrolling content (a feed between the anchored banners) and where a `content`
/// slot lands in it. A content slot scrolls with the feed: it gets the content's width, may
/// be taller than what is visible, and is shown scrolled as far into view as it goes.
public enum ContentPlacement {
  /// The visible content area: the slot's guide area (safe area, or the window with the
  /// superview guide) less the anchored ads at its top and bottom. With `runsUnder` (the app's
  /// scroll view runs beneath its banners) nothing is taken off.
  public static func area(
    for slot: AdSlot, in scene: Scene, anchoredAds: [AdEvaluation], runsUnder: Bool
  ) -> Rect {
    var area = AdPlacement.area(for: slot, in: scene)
    guard !runsUnder else { return area }
    var top = area.minY
    var bottom = area.maxY
    for ad in anchoredAds where ad.slot.effectiveKind == .anchored {
      guard let frame = ad.placement?.frame else { continue }
      if ad.slot.position == .top {
        top = max(top, min(frame.maxY, area.maxY))
      } else {
        bottom = min(bottom, max(frame.minY, area.minY))
      }
    }
    area = Rect(x: area.minX, y: top, width: area.width, height: max(0, bottom - top))
    return area
  }

  /// The slot the SDK sizes: a custom native view in a feed cell spans the content width
  /// (templates keep their size).
  static func sizingSlot(_ slot: AdSlot) -> AdSlot {
    guard slot.format == .native else { return slot }
    var sized = slot
    sized.alignment = .fill
    sized.native.width = nil
    return sized
  }

  /// The slot's frame in the visible content: `offset` points down the feed, scrolled up
  /// just enough to show its bottom when it would reach past the content, and never above
  /// the content's top.
  static func place(_ slot: AdSlot, sizing: AdSizing, in area: Rect) -> AdPlacement {
    let size = sizing.size
    let creativeSize = sizing.creative ?? size
    let spans = slot.effectiveAlignment == .fill || slot.format == .native
    let width = spans ? max(area.width, creativeSize.width) : size.width
    let x = spans ? area.minX : area.midX - width / 2
    var y = area.minY + slot.offset
    if y + size.height > area.maxY { y = max(area.minY, area.maxY - size.height) }
    let frame = Rect(x: x, y: y, width: width, height: size.height)
    let creative = Rect(
      x: frame.midX - creativeSize.width / 2, y: frame.minY, width: creativeSize.width, height: creativeSize.height)
    let native = slot.format.isNative ? NativeAdLayout.layout(slot.format, options: slot.native, in: frame) : nil
    return AdPlacement(format: slot.format, size: size, frame: frame, creative: creative, native: native)
  }

  /// Flags content slots whose cells share rows of the feed (their offsets and heights
  /// overlap): they cover each other whatever the scroll position.
  static func markOverlappingContent(_ evaluations: inout [AdEvaluation]) {
    for later in evaluations.indices where evaluations[later].slot.effectiveKind == .content {
      guard let height = evaluations[later].placement?.frame.height else { continue }
      let start = evaluations[later].slot.offset
      for earlier in 0..<later where evaluations[earlier].slot.effectiveKind == .content {
        guard let otherHeight = evaluations[earlier].placement?.frame.height else { continue }
        let otherStart = evaluations[earlier].slot.offset
        let common = min(start + height, otherStart + otherHeight) - max(start, otherStart)
        guard common > 0.5 else { continue }
        let (laterSlot, earlierSlot) = (evaluations[later].slot, evaluations[earlier].slot)
        evaluations[later].findings.append(
          Finding(.overlapsAd) {
            "the \(laterSlot.label) ad (\(formatPoints(start))–\(formatPoints(start + height)) pt down the feed) "
              + "covers the \(earlierSlot.label) ad (\(formatPoints(otherStart))–"
              + "\(formatPoints(otherStart + otherHeight)) pt) by \(formatPoints(common)) pt: ads must not overlap."
          })
      }
    }
  }
}
