/// A part of the screen the system reserves, as Apple's `UIView.reservedRegions(kind:)`
/// names it: a `.division` (a fold or hinge that splits the display, active while it does)
/// or an `.occlusion` (a camera). Android folds and hinges are divisions too; a hinge that
/// hides pixels is an occluding division.
public struct ReservedRegion: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case division
    case occlusion
  }

  public var kind: Kind
  /// In screen points.
  public var frame: Rect
  /// Whether the region is in force now: a division while the posture separates the
  /// content (half-open, spanned), an occlusion always.
  public var isActive: Bool
  /// Points either side of a division that content keeps clear of while it is active.
  public var margins: Double
  /// Whether the region hides content (a camera, a hinge's physical gap) rather than only
  /// splitting it.
  public var occludes: Bool
  /// `the fold`, `the Dynamic Island`, for sentences.
  public var words: String

  public init(kind: Kind, frame: Rect, isActive: Bool, margins: Double = 0, occludes: Bool, words: String) {
    self.kind = kind
    self.frame = frame
    self.isActive = isActive
    self.margins = margins
    self.occludes = occludes
    self.words = words
  }

  /// The division with its margins, across the direction it runs (nil without margins).
  public func withMargins(vertical: Bool) -> Rect? {
    guard kind == .division, margins > 0 else { return nil }
    return vertical
      ? Rect(x: frame.minX - margins, y: frame.minY, width: frame.width + 2 * margins, height: frame.height)
      : Rect(x: frame.minX, y: frame.minY - margins, width: frame.width, height: frame.height + 2 * margins)
  }
}
