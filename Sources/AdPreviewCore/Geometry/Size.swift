import AdPreviewFormats

/// A width and a height in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The same size turned a quarter: width and height swapped.
  public var swapped: Size { Size(width: height, height: width) }

  /// `375×812`, with fractions only where there are any.
  public var label: String { "\(formatPoints(width))×\(formatPoints(height))" }
}
