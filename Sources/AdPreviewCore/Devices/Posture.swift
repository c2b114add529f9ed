/// How a foldable or dual-screen device is held.
public enum PostureName: String, CaseIterable, Sendable {
  case folded
  case halfOpen = "half-open"
  case open
  case single
  case spanned
}

/// A posture of a device: which display it uses and whether that display's fold splits the
/// content.
public struct Posture: Hashable, Sendable {
  public var name: PostureName
  public var display: String
  public var separating: Bool

  public init(name: PostureName, display: String, separating: Bool = false) {
    self.name = name
    self.display = display
    self.separating = separating
  }
}
