/// A physical screen of a device. Every geometry is in its portrait orientation.
public struct Display: Hashable, Sendable {
  public var id: String
  public var size: Size
  /// Pixels per point, when it differs from the device's.
  public var scale: Double?
  public var cornerRadius: Double
  public var cutouts: [Cutout]
  public var statusBar: StatusBar
  public var homeIndicator: HomeIndicator?
  public var safeArea: SafeAreaTable
  public var fold: Fold?
  /// Values that change with the OS release, oldest first: each replaces the base values
  /// from its release on.
  public var regimes: [DisplayRegime]

  public init(
    id: String, size: Size, scale: Double? = nil, cornerRadius: Double, cutouts: [Cutout] = [],
    statusBar: StatusBar, homeIndicator: HomeIndicator? = nil, safeArea: SafeAreaTable,
    fold: Fold? = nil, regimes: [DisplayRegime] = []
  ) {
    self.id = id
    self.size = size
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.cutouts = cutouts
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
    self.safeArea = safeArea
    self.fold = fold
    self.regimes = regimes
  }

  /// The display as a release shows it: the base values with every regime in force by
  /// `version` applied in order.
  public func inForce(at version: OSVersion?) -> Display {
    guard let version, !regimes.isEmpty else { return self }
    var display = self
    for regime in regimes where regime.from <= version {
      if let safeArea = regime.safeArea { display.safeArea = safeArea }
      if let statusBar = regime.statusBar { display.statusBar = statusBar }
    }
    return display
  }
}

/// Values of a display that hold from one OS release on (the iPadOS 26 safe area, the
/// iOS 26 landscape home-indicator inset).
public struct DisplayRegime: Hashable, Sendable {
  public var from: OSVersion
  public var safeArea: SafeAreaTable?
  public var statusBar: StatusBar?

  public init(from: OSVersion, safeArea: SafeAreaTable? = nil, statusBar: StatusBar? = nil) {
    self.from = from
    self.safeArea = safeArea
    self.statusBar = statusBar
  }
}

/// The status bar's height in each orientation class (0 where it is hidden).
public struct StatusBar: Hashable, Sendable {
  public var portrait: Double
  public var landscape: Double

  public init(portrait: Double, landscape: Double) {
    self.portrait = portrait
    self.landscape = landscape
  }

  public func height(in orientation: Orientation) -> Double {
    orientation.isLandscape ? landscape : portrait
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
