/// A part of the display that shows no content: a notch, a Dynamic Island, a punch-hole.
public struct Cutout: Hashable, Sendable {
  public enum Shape: String, CaseIterable, Sendable {
    case notch
    case pill
    case circle
    case rect
  }

  public var shape: Shape
  /// The bounding box, in the display's portrait points.
  public var frame: Rect
  /// The pill's end radius, or the notch's lower corner radius.
  public var radius: Double?
  /// The notch's shoulder radius where it meets the top edge.
  public var upperRadius: Double?
  /// Whether it always hides content (a camera hole, the Dynamic Island); false for an
  /// under-display camera that shows content until the camera runs: an inactive
  /// `.occlusion` region, drawn but not an obstruction.
  public var alwaysOccludes: Bool

  public init(shape: Shape, frame: Rect, radius: Double? = nil, upperRadius: Double? = nil, alwaysOccludes: Bool = true) {
    self.shape = shape
    self.frame = frame
    self.radius = radius
    self.upperRadius = upperRadius
    self.alwaysOccludes = alwaysOccludes
  }
}
