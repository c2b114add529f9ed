import AdPreviewFormats

/// A rectangle in points, origin at its top-left corner.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public init(origin: Point = Point(x: 0, y: 0), size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var size: Size { Size(width: width, height: height) }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The rectangle shrunk by the insets; empty (zero-sized) where they meet.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// The insets that turn `self` into `inner` (negative where `inner` sticks out).
  public func insets(to inner: Rect) -> EdgeInsets {
    EdgeInsets(
      top: inner.minY - minY, left: inner.minX - minX,
      bottom: maxY - inner.maxY, right: maxX - inner.maxX)
  }

  /// The common part, or nil when the two do not overlap with a positive area.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the two share interior points. A zero-width or zero-height rectangle (a fold
  /// line) counts as overlapped when it passes strictly through `self`.
  public func overlaps(_ other: Rect) -> Bool {
    let xOverlap =
      other.width == 0
      ? (other.minX > minX && other.minX < maxX)
      : (other.minX < maxX && minX < other.maxX)
    let yOverlap =
      other.height == 0
      ? (other.minY > minY && other.minY < maxY)
      : (other.minY < maxY && minY < other.maxY)
    return xOverlap && yOverlap
  }

  /// Whether `other` lies wholly inside (edges may touch), within `tolerance` points.
  public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// `x 85, y 0, 204×30`.
  public var label: String {
    "x \(formatPoints(x)), y \(formatPoints(y)), \(size.label)"
  }
}
