/// The fold or hinge of the active display, turned into screen points.
public struct SceneFold: Hashable, Sendable {
  /// How the device is held, as far as the fold is concerned.
  public enum Mode: String, Sendable {
    /// Open flat: the fold does not split the content.
    case flat
    /// Half-open with the fold running vertically: two pages side by side.
    case book
    /// Half-open with the fold running horizontally: a laptop-like stand.
    case tabletop
    /// Two panels side by side (dual-screen, spanned).
    case doublePortrait = "double-portrait"
    /// Two panels stacked (dual-screen, spanned, turned).
    case doubleLandscape = "double-landscape"
  }

  public var frame: Rect
  public var kind: Fold.Kind
  public var occlusion: Fold.Occlusion
  /// Whether it splits the content in this posture.
  public var separating: Bool
  /// Whether it runs from the top to the bottom of the screen.
  public var isVertical: Bool
  public var mode: Mode
}
