/// Turns geometry given in a display's portrait points into the screen of an orientation.
public struct OrientationTransform: Sendable {
  /// The display's portrait size.
  public var portrait: Size
  public var orientation: Orientation

  public init(portrait: Size, orientation: Orientation) {
    self.portrait = portrait
    self.orientation = orientation
  }

  /// The screen size in this orientation.
  public var screen: Size { orientation.isLandscape ? portrait.swapped : portrait }

  /// A portrait point in screen points. `landscape-left` turns the device a quarter
  /// counter-clockwise, so its top edge (the cutout) ends up on the left.
  public func apply(_ point: Point) -> Point {
    switch orientation {
    case .portrait: point
    case .landscapeLeft: Point(x: point.y, y: portrait.width - point.x)
    case .landscapeRight: Point(x: portrait.height - point.y, y: point.x)
    case .portraitUpsideDown: Point(x: portrait.width - point.x, y: portrait.height - point.y)
    }
  }

  /// A portrait rectangle in screen points.
  public func apply(_ rect: Rect) -> Rect {
    let a = apply(Point(x: rect.minX, y: rect.minY))
    let b = apply(Point(x: rect.maxX, y: rect.maxY))
    return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
  }
}
