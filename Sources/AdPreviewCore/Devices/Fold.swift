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
  /// Points either side of the fold that content keeps clear of while it is active: the
  /// margins of its `.division` reserved region (0: none given).
  public var margins: Double

  public init(frame: Rect, kind: Kind, occlusion: Occlusion, margins: Double = 0) {
    self.frame = frame
    self.kind = kind
    self.occlusion = occlusion
    self.margins = margins
  }
}
