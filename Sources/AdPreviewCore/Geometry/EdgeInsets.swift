import AdPreviewFormats

/// Distances in from each edge of a rectangle, as UIKit reports safe-area insets.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()

  /// `44/0/34/0` (top/left/bottom/right), the notation of the reference tables.
  public var label: String {
    [top, left, bottom, right].map(formatPoints).joined(separator: "/")
  }
}
