/// The home indicator bar at the bottom of the screen.
public struct HomeIndicator: Hashable, Sendable {
  /// The bar's width in portrait.
  public var width: Double
  /// The bar's width in landscape, where it is wider; nil where no source gives it (the
  /// portrait width is used).
  public var landscapeWidth: Double?
  public var height: Double
  /// The gap between the bar and the bottom edge of the screen.
  public var bottomOffset: Double

  public init(width: Double, landscapeWidth: Double? = nil, height: Double, bottomOffset: Double) {
    self.width = width
    self.landscapeWidth = landscapeWidth
    self.height = height
    self.bottomOffset = bottomOffset
  }

  /// The bar's width in an orientation.
  public func width(in orientation: Orientation) -> Double {
    orientation.isLandscape ? landscapeWidth ?? width : width
  }
}
