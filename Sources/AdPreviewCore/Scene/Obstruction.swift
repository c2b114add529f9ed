/// A region of the screen that content should not cover.
public struct Obstruction: Hashable, Sendable {
  /// The contract's obstruction kinds.
  public enum Kind: String, CaseIterable, Sendable {
    case cutout
    case corner
    case statusBar = "status-bar"
    case homeIndicator = "home-indicator"
    case hinge
    /// iPadOS 26's window controls at a window's top-leading corner, over the content.
    case windowControls = "window-controls"
    /// The app's own bars (its chrome): content under them is covered.
    case navigationBar = "navigation-bar"
    case tabBar = "tab-bar"
    case toolbar

    /// Whether it is one of the app's own bars rather than the device's or the system's.
    public var isAppBar: Bool { self == .navigationBar || self == .tabBar || self == .toolbar }

    /// `status bar`, for sentences.
    public var words: String { rawValue.replacingDashes() }
  }

  /// Which corner of the screen a `corner` obstruction is.
  public enum Corner: String, CaseIterable, Sendable {
    case topLeft = "top-left"
    case topRight = "top-right"
    case bottomLeft = "bottom-left"
    case bottomRight = "bottom-right"

    /// The corner on this side of the middle vertically and horizontally.
    public init(top: Bool, left: Bool) {
      self = top ? (left ? .topLeft : .topRight) : (left ? .bottomLeft : .bottomRight)
    }

    public var isTop: Bool { self == .topLeft || self == .topRight }
    public var isLeft: Bool { self == .topLeft || self == .bottomLeft }
  }

  public var kind: Kind
  /// The bounding box in screen points (a corner's radius×radius square).
  public var frame: Rect
  /// The cutout's shape, for `cutout`.
  public var cutoutShape: Cutout.Shape?
  /// The corner and its radius, for `corner`.
  public var corner: Corner?
  public var radius: Double?
  /// The edge a `status-bar` runs along (a side strip on the iPhone Duo).
  public var statusBarEdge: StatusBar.Edge?

  public init(
    kind: Kind, frame: Rect, cutoutShape: Cutout.Shape? = nil, corner: Corner? = nil,
    radius: Double? = nil, statusBarEdge: StatusBar.Edge? = nil
  ) {
    self.statusBarEdge = statusBarEdge
    self.kind = kind
    self.frame = frame
    self.cutoutShape = cutoutShape
    self.corner = corner
    self.radius = radius
  }
}
