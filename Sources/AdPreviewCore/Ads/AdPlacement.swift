import AdPreviewFormats

/// Where an ad lands in a scene.
public struct AdPlacement: Hashable, Sendable {
  public var format: AdFormat
  /// The ad size requested.
  public var size: Size
  /// The ad view in screen points (the window, for a full-screen ad).
  public var frame: Rect
  /// The creative inside the ad view: narrower than the frame when the view is wider than
  /// the ad (smart banner, `fill`).
  public var creative: Rect
  /// The native ad view's asset layout (kept out of line: most ads are not native).
  public var native: NativeAdLayout? {
    get { nativeLayout?.value }
    set { nativeLayout = newValue.map(OutOfLine.init) }
  }
  private var nativeLayout: OutOfLine<NativeAdLayout>?
  /// A collapsible banner's expanded overlay while it is expanded, in screen points.
  public var overlay: Rect?

  public init(format: AdFormat, size: Size, frame: Rect, creative: Rect, native: NativeAdLayout? = nil) {
    self.format = format
    self.size = size
    self.frame = frame
    self.creative = creative
    nativeLayout = native.map(OutOfLine.init)
  }
}

extension AdPlacement {
  /// The space a slot's ad is placed in: the safe area on the pane the content is on (one
  /// side of a separating fold); with the old layout guides the safe area's top and bottom
  /// between the pane's own sides; with the superview's edges the whole window — the edges
  /// an app that knows neither safe areas nor hinges pins to — or, when the screen's view
  /// stops at opaque or unextended bars, the view between them.
  /// An ad in the container around the app's bars (`in: root`) gets the window's safe area,
  /// which the bars do not inset.
  public static func area(for slot: AdSlot, in scene: Scene) -> Rect {
    let safe = slot.container == .root ? scene.rootContentRect : scene.contentRect
    switch slot.guide {
    case .safeArea: return safe
    case .layoutGuides:
      let pane = scene.contentWindow
      return Rect(x: pane.minX, y: safe.minY, width: pane.width, height: safe.height)
    // The view's edges: the window's, unless the view stops at bars it does not reach under.
    case .superview: return slot.container == .root ? scene.window : scene.viewFrame ?? scene.window
    }
  }

  /// Places an ad of `sizing` for `slot`; nil when it does not fit its space, unless
  /// `overflowing` (an ad view already loaded at that size stays, reaching past its space).
  public static func place(_ slot: AdSlot, sizing: AdSizing, in scene: Scene, overflowing: Bool = false) -> AdPlacement? {
    let size = sizing.size
    if slot.format.isFullScreen {
      // An ad loaded for a smaller window is shown at its size in the middle of this one.
      let window = scene.window
      return AdPlacement(
        format: slot.format, size: size, frame: window,
        creative: Rect(x: window.midX - size.width / 2, y: window.midY - size.height / 2, width: size.width, height: size.height))
    }
    let area = self.area(for: slot, in: scene)
    // A smart banner and a `fill` ad view span the guide's width; the creative is centred.
    let spansArea = slot.format == .smartBanner || slot.effectiveAlignment == .fill
    let creativeSize = sizing.creative ?? size
    let needed = slot.format == .smartBanner ? creativeSize.width : size.width
    guard overflowing || (needed <= area.width + 0.001 && size.height <= area.height + 0.001) else { return nil }
    let width = spansArea ? max(area.width, creativeSize.width) : size.width
    let x = spansArea ? area.minX : area.midX - width / 2
    let y =
      slot.centered
      ? area.midY - size.height / 2 + slot.offset
      : slot.position == .top ? area.minY + slot.offset : area.maxY - size.height - slot.offset
    let frame = Rect(x: x, y: y, width: width, height: size.height)
    let creative = Rect(
      x: frame.midX - creativeSize.width / 2, y: frame.minY, width: creativeSize.width,
      height: creativeSize.height)
    let native =
      slot.format.isNative ? NativeAdLayout.layout(slot.format, options: slot.native, in: frame) : nil
    return AdPlacement(format: slot.format, size: size, frame: frame, creative: creative, native: native)
  }
}
