/// The home indicator bar at the bottom of the screen.
public struct HomeIndicator: Hashable, Sendable {
  public var width: Double
  public var height: Double
  /// The gap between the bar and the bottom edge of the screen.
  public var bottomOffset: Double

  public init(width: Double, height: Double, bottomOffset: Double) {
    self.width = width
    self.height = height
    self.bottomOffset = bottomOffset
  }
}
