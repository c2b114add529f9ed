/// A physical screen of a device. Every geometry is in its portrait orientation.
public struct Display: Hashable, Sendable {
  public var id: String
  public var size: Size
  /// Pixels per point, when it differs from the device's.
  public var scale: Double?
  /// The display's corner radius, the largest where they differ (`cornerRadii`).
  public var cornerRadius: Double
  /// Each corner's radius where they are not all `cornerRadius`.
  public var cornerRadii: CornerRadii?
  public var cutouts: [Cutout]
  public var statusBar: StatusBar
  public var homeIndicator: HomeIndicator?
  public var safeArea: SafeAreaTable
  public var fold: Fold?
  /// Values that change with the OS release, oldest first: each replaces the base values
  /// at the releases it names (`from` one on, or `through` one and those before).
  public var regimes: [DisplayRegime]
  /// The status bar and safe area when the app turns the vertical bars off
  /// (`preferredVerticalBarBehavior` `.disabled`): the iPhone Duo's side strips; nil on a
  /// display whose bars are never vertical.
  public var verticalBarsDisabled: DisabledVerticalBars?
  /// The panel in pixels (portrait) and its default density in dots per inch, for a display
  /// whose size is derived from them as Android derives it (`size(pixels:density:)`).
  public var pixels: Size?
  public var density: Double?

  public init(
    id: String, size: Size, scale: Double? = nil, cornerRadius: Double, cornerRadii: CornerRadii? = nil, cutouts: [Cutout] = [],
    statusBar: StatusBar, homeIndicator: HomeIndicator? = nil, safeArea: SafeAreaTable,
    fold: Fold? = nil, regimes: [DisplayRegime] = [], verticalBarsDisabled: DisabledVerticalBars? = nil, pixels: Size? = nil,
    density: Double? = nil
  ) {
    self.id = id
    self.size = size
    self.scale = scale
    self.pixels = pixels
    self.density = density
    self.cornerRadius = cornerRadius
    self.cornerRadii = cornerRadii
    self.cutouts = cutouts
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
    self.safeArea = safeArea
    self.fold = fold
    self.regimes = regimes
    self.verticalBarsDisabled = verticalBarsDisabled
  }

  /// The display as an app with this vertical-bar behavior sees it: with the bars disabled,
  /// the display's `verticalBarsDisabled` values replace its own (after the release's regime).
  public func with(_ bars: VerticalBarBehavior) -> Display {
    guard bars == .disabled, let disabled = verticalBarsDisabled else { return self }
    var display = self
    if let safeArea = disabled.safeArea { display.safeArea = safeArea }
    if let statusBar = disabled.statusBar { display.statusBar = statusBar }
    return display
  }

  /// The display as a release shows it: the base values with every regime in force at
  /// `version` applied, the one nearest the release last (`regimes(at:)`).
  public func inForce(at version: OSVersion?) -> Display {
    var display = self
    for regime in regimes(at: version) {
      if let safeArea = regime.safeArea { display.safeArea = safeArea }
      if let statusBar = regime.statusBar { display.statusBar = statusBar }
    }
    return display
  }

  /// The regimes in force at a release, in the order they apply: forward regimes (`from`)
  /// oldest first, each replacing the last; backward regimes (`through`) newest first, so
  /// the one written for the oldest releases wins at them. The base values hold where none
  /// is in force.
  public func regimes(at version: OSVersion?) -> [DisplayRegime] {
    guard let version, !regimes.isEmpty else { return [] }
    let forward = regimes.filter { regime in regime.from.map { $0 <= version } ?? false }
    let backward = regimes.reversed().filter { regime in regime.through.map { version <= $0 } ?? false }
    return forward + backward
  }

  /// The regime whose values the release shows, nil where the display's own values hold.
  public func regimeInForce(at version: OSVersion?) -> DisplayRegime? { regimes(at: version).last }

  /// A display's size in dp from its panel and default density, as Android's window manager
  /// reports it to apps: `Configuration.screenWidthDp` and `screenHeightDp` are whole dp,
  /// the pixels divided by the density (`densityDpi / 160`) and rounded to the nearest
  /// (`(int) (px / density + 0.5f)` in `DisplayContent.computeScreenAppConfiguration`).
  public static func size(pixels: Size, density: Double) -> Size {
    let perDP = density / 160
    func dp(_ px: Double) -> Double { (px / perDP + 0.5).rounded(.down) }
    return Size(width: dp(pixels.width), height: dp(pixels.height))
  }
}

/// Values of a display that hold at some OS releases: from one release on (the iPadOS 26
/// safe area, the iOS 26 landscape home-indicator inset), or through one release and every
/// release before it (the iPhone XR's iOS 13 insets, before iOS 14 changed them).
public struct DisplayRegime: Hashable, Sendable {
  /// The first release the values hold at, for a regime that runs forward from the base.
  public var from: OSVersion?
  /// The last release the values hold at, for a regime that runs backward from the base.
  public var through: OSVersion?
  public var safeArea: SafeAreaTable?
  public var statusBar: StatusBar?
  /// Where the regime's values come from, when the regime says so itself.
  public var source: String?

  public init(from: OSVersion, safeArea: SafeAreaTable? = nil, statusBar: StatusBar? = nil, source: String? = nil) {
    self.from = from
    self.safeArea = safeArea
    self.statusBar = statusBar
    self.source = source
  }

  public init(through: OSVersion, safeArea: SafeAreaTable? = nil, statusBar: StatusBar? = nil, source: String? = nil) {
    self.through = through
    self.safeArea = safeArea
    self.statusBar = statusBar
    self.source = source
  }

  /// The release that bounds the regime: its first (`from`) or its last (`through`).
  public var bound: OSVersion {
    // Decoding gives every regime one of the two.
    from ?? through ?? OSVersion(0)
  }

  /// `from 26` or `through 13`, for messages.
  public var words: String { from.map { "from \($0)" } ?? "through \(bound)" }
}

/// A display's status bar and safe area with the vertical bars turned off: on the iPhone
/// Duo the status bar and the app's bars run along a side; an app that returns `.disabled`
/// from `preferredVerticalBarBehavior` (SwiftUI: `toolbarVerticalBehavior(.disabled)`) gets
/// them horizontal again, and the status bar changes axis with them.
public struct DisabledVerticalBars: Hashable, Sendable {
  public var safeArea: SafeAreaTable?
  public var statusBar: StatusBar?
  /// Where the values come from.
  public var source: String?

  public init(safeArea: SafeAreaTable? = nil, statusBar: StatusBar? = nil, source: String? = nil) {
    self.safeArea = safeArea
    self.statusBar = statusBar
    self.source = source
  }
}

/// Where the status bar sits in each orientation: a bar along the top (most devices), or a
/// vertical strip along one side (the iPhone Duo), 0 where it is hidden.
public struct StatusBar: Hashable, Sendable {
  /// The edge a status bar runs along, in the rotated screen as the user sees it.
  public enum Edge: String, CaseIterable, Sendable {
    case top
    case left
    case right
  }

  /// One orientation's status bar: its edge and its thickness (height of a top bar, width
  /// of a side strip).
  public struct Placement: Hashable, Sendable {
    public var edge: Edge
    public var size: Double

    public init(edge: Edge = .top, size: Double) {
      self.edge = edge
      self.size = size
    }

    /// The bar's frame on a screen of this size.
    public func frame(on screen: Size) -> Rect {
      switch edge {
      case .top: Rect(x: 0, y: 0, width: screen.width, height: size)
      case .left: Rect(x: 0, y: 0, width: size, height: screen.height)
      case .right: Rect(x: screen.width - size, y: 0, width: size, height: screen.height)
      }
    }
  }

  public var portraitPlacement: Placement
  public var landscapePlacement: Placement
  /// Orientation-specific placements where they differ (a side strip that changes sides).
  public var overrides: [Orientation: Placement]

  public init(portrait: Placement, landscape: Placement, overrides: [Orientation: Placement] = [:]) {
    portraitPlacement = portrait
    landscapePlacement = landscape
    self.overrides = overrides
  }

  /// A top bar of these heights.
  public init(portrait: Double, landscape: Double) {
    self.init(portrait: Placement(size: portrait), landscape: Placement(size: landscape))
  }

  /// The top bar's height in portrait (0 for a side strip).
  public var portrait: Double { portraitPlacement.edge == .top ? portraitPlacement.size : 0 }
  /// The top bar's height in landscape (0 for a side strip).
  public var landscape: Double { landscapePlacement.edge == .top ? landscapePlacement.size : 0 }

  public func placement(in orientation: Orientation) -> Placement {
    if let exact = overrides[orientation] { return exact }
    return orientation.isLandscape ? landscapePlacement : portraitPlacement
  }

  /// The height of a top status bar in an orientation (0 where it is hidden or on a side).
  public func height(in orientation: Orientation) -> Double {
    let placement = placement(in: orientation)
    return placement.edge == .top ? placement.size : 0
  }

  /// Every placement the table gives, for validation.
  public var allPlacements: [(String, Placement)] {
    [("portrait", portraitPlacement), ("landscape", landscapePlacement)]
      + Orientation.allCases.compactMap { orientation in overrides[orientation].map { (orientation.rawValue, $0) } }
  }
}

/// A display's corner radii where they are not all equal, in its portrait geometry.
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomRight: Double
  public var bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  public var all: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// The radius at one corner of the portrait display.
  public func radius(at corner: Obstruction.Corner) -> Double {
    switch corner {
    case .topLeft: topLeft
    case .topRight: topRight
    case .bottomRight: bottomRight
    case .bottomLeft: bottomLeft
    }
  }
}

/// Safe-area insets of a full-screen window, per orientation, as measured (not a formula).
public struct SafeAreaTable: Hashable, Sendable {
  public var portrait: EdgeInsets
  public var landscape: EdgeInsets?
  /// Orientation-specific values where they differ from `portrait` / `landscape`.
  public var overrides: [Orientation: EdgeInsets]

  public init(
    portrait: EdgeInsets, landscape: EdgeInsets? = nil, overrides: [Orientation: EdgeInsets] = [:]
  ) {
    self.portrait = portrait
    self.landscape = landscape
    self.overrides = overrides
  }

  /// The insets in an orientation; upside-down falls back to portrait, each landscape to
  /// `landscape`.
  public func insets(in orientation: Orientation) -> EdgeInsets? {
    if let exact = overrides[orientation] { return exact }
    return orientation.isLandscape ? landscape : portrait
  }
}
