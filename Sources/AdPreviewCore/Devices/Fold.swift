/// A fold in a flexible display or a hinge between two panels.
public struct Fold: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case fold
    case hinge
  }

  /// Whether the fold hides content (`full`: Surface Duo's physical gap) or not.
  public enum Occlusion: String, CaseIterable, Sendable {
    case none
    case full
  }

  /// In the display's portrait points; a zero width or height is a fold line.
  public var frame: Rect
  public var kind: Kind
  public var occlusion: Occlusion

  public init(frame: Rect, kind: Kind, occlusion: Occlusion) {
    self.frame = frame
    self.kind = kind
    self.occlusion = occlusion
  }
}
