/// The app's scrolling content (a feed between the anchored banners) and where a `content`
/// slot lands in it. A content slot scrolls with the feed: it gets the content's width, may
/// be taller than what is visible, and is shown scrolled as far into view as it goes.
public enum ContentPlacement {
  /// Where a scene's anchored ads end, worked out once for all its content slots: the
  /// lowest bottom edge of those at the top and the highest top edge of those at the
  /// bottom (nil where there are none).
  public struct AnchoredEdges: Hashable, Sendable {
    public var top: Double?
    public var bottom: Double?

    /// No anchored ads.
    public static let none = AnchoredEdges(top: nil, bottom: nil)

    public init(top: Double?, bottom: Double?) {
      self.top = top
      self.bottom = bottom
    }

    /// The edges of `ads`' anchored ads that are shown.
    public init(_ ads: [AdEvaluation]) {
      self = .none
      // An ad centred in the screen is at neither edge: the content runs past it.
      for ad in ads where ad.slot.effectiveKind == .anchored && !ad.slot.centered {
        guard let frame = ad.placement?.frame else { continue }
        if ad.slot.position == .top {
          top = max(top ?? frame.maxY, frame.maxY)
        } else {
          bottom = min(bottom ?? frame.minY, frame.minY)
        }
      }
    }
  }

  /// The visible content area: the slot's guide area (safe area, or the window with the
  /// superview guide) less the anchored ads at its top and bottom (`edges`), each kept
  /// within it. With `runsUnder` (the app's scroll view runs beneath its banners) nothing
  /// is taken off.
  public static func area(for slot: AdSlot, in scene: Scene, edges: AnchoredEdges, runsUnder: Bool) -> Rect {
    let area = AdPlacement.area(for: slot, in: scene)
    guard !runsUnder else { return area }
    let top = max(area.minY, min(edges.top ?? area.minY, area.maxY))
    let bottom = min(area.maxY, max(edges.bottom ?? area.maxY, area.minY))
    return Rect(x: area.minX, y: top, width: area.width, height: max(0, bottom - top))
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
  /// overlap by more than half a point): they cover each other whatever the scroll
  /// position. One finding a slot, naming a few of the others, as for anchored ads.
  static func markOverlappingContent(_ evaluations: inout [AdEvaluation]) {
    guard FindingRules.shownCount(evaluations, .content) > 1 else { return }
    // A cell's rows of the feed, across the columns its view takes.
    let cells = evaluations.map { evaluation -> Rect? in
      guard evaluation.slot.effectiveKind == .content, let frame = evaluation.placement?.frame else { return nil }
      return Rect(x: frame.minX, y: evaluation.slot.offset, width: frame.width, height: frame.height)
    }
    FindingRules.markOverlaps(&evaluations, extents: cells, tolerance: 0.5, inFeed: true)
  }
}
