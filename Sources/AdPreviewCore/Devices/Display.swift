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

  public init(
    id: String, size: Size, scale: Double? = nil, cornerRadius: Double, cutouts: [Cutout] = [],
    statusBar: StatusBar, homeIndicator: HomeIndicator? = nil, safeArea: SafeAreaTable,
    fold: Fold? = nil
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
