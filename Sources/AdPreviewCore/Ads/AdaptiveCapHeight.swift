import AdPreviewFormats

/// The height an anchored adaptive banner's cap is a share of (15 % for the classic banner,
/// 20 % for the large one), as the SDK reads it on the scene's platform, with the other
/// reading where the evidence leaves one open.
///
/// The Android SDK's code reads the app's display metrics: the screen less the system bars
/// the app's window does not cover, in whole dp (one run: a landscape emulator reported 388
/// where its screen was about 411, and got `15 % of 388`). An app that hides its bars, as
/// full-screen games do, gets the whole screen (a landscape game: 2164×162 px on a
/// 2400×1080 px phone, 15 % of its full 393 dp). The iOS header says the device's height in
/// that orientation, and no iOS run is known that says otherwise, so iOS takes the screen's
/// height and shows Android's reading beside it where it differs.
///
/// A sizing is worked out for every scene a check sweeps, so the words are made only when
/// an explanation is read.
public struct AdaptiveCapHeight: Hashable, Sendable {
  /// What a height is the height of.
  public enum Reading: Hashable, Sendable {
    /// The device's screen in the orientation: iOS's reading, and Android's for an app that
    /// hides its bars.
    case screen(landscape: Bool)
    /// The app's height between the system bars: Android's reading.
    case appBetweenBars
    /// The safe area's height: Android's reading, said beside iOS's.
    case safeArea
    /// A host's window (a resized iPhone app on a Mac or an iPad).
    case host(WindowHost)
    /// A resized iPhone window drawn on the phone, as Xcode's Device Hub shows it: the
    /// window is all the app sees, as in its hosts.
    case resizedWindow
  }

  /// The height the share is taken of.
  public var height: Double
  public var reading: Reading
  /// The other reading, said beside the one used where the two give different heights.
  public var other: Other?

  /// A reading not used.
  public struct Other: Hashable, Sendable {
    public var height: Double
    public var reading: Reading

    /// `the safe-area height 354 (how Android's SDK reads it)`.
    public var words: String { AdaptiveCapHeight.words(reading, height) }

    /// Why it is not used: `not used on iOS`.
    public var note: String

    init(height: Double, reading: Reading, note: String = "") {
      self.height = height
      self.reading = reading
      self.note = note
    }
  }

  public init(height: Double, reading: Reading, other: Other? = nil) {
    self.height = height
    self.reading = reading
    self.other = other
  }

  /// What it is, for the explanation: `the screen height 375 in landscape`.
  public var words: String { Self.words(reading, height) }

  /// Whether the reading itself is a model (Android's app height, the bars a device's app
  /// window leaves modelled as its safe area; a host's window).
  public var isModel: Bool {
    switch reading {
    case .screen, .safeArea: false
    case .appBetweenBars, .host, .resizedWindow: true
    }
  }

  static func words(_ reading: Reading, _ height: Double) -> String {
    switch reading {
    case .screen(let landscape): "the screen height \(formatPoints(height)) in \(landscape ? "landscape" : "portrait")"
    case .appBetweenBars: "the app's height \(formatPoints(height)) between the system bars"
    case .safeArea: "the safe-area height \(formatPoints(height)) (how Android's SDK reads it)"
    case .host(let host): host.capWords(height: height)
    case .resizedWindow: "the resized window's height \(formatPoints(height)) (a model, as in its hosts)"
    }
  }

  /// The device's screen height in `orientation`, as the iOS header reads it, with no other
  /// reading.
  public static func screen(_ height: Double, _ orientation: Orientation) -> AdaptiveCapHeight {
    AdaptiveCapHeight(height: height, reading: .screen(landscape: orientation.isLandscape))
  }

  /// The reading the SDK takes in `scene`: a host's window or a resized iPhone window (the
  /// app's window is its screen), the app's height between the system bars on Android, the
  /// screen's on iOS.
  public static func of(_ scene: Scene) -> AdaptiveCapHeight {
    if let host = scene.host { return AdaptiveCapHeight(height: scene.screen.height, reading: .host(host)) }
    let screen = Other(height: scene.screen.height, reading: .screen(landscape: scene.orientation.isLandscape))
    // iOS resizes an iPhone app only in a host, where its window is the screen it sees; the
    // phone's picture of it (Xcode's Device Hub) sizes the ad the same way.
    if scene.isResizedIPhoneWindow {
      var phone = screen
      phone.note = "the phone's, not what the resized app sees"
      return AdaptiveCapHeight(height: scene.window.height, reading: .resizedWindow, other: phone)
    }
    let insets = scene.screenInsets
    let between = max(0, scene.screen.height - insets.top - insets.bottom)
    switch scene.device.platform {
    case .android:
      // DisplayMetrics are whole pixels the SDK divides and rounds to whole dp.
      var games = screen
      games.note = "for an app that hides its bars, as games do"
      return AdaptiveCapHeight(height: between.rounded(), reading: .appBetweenBars, other: games)
    case .ios, .other:
      return AdaptiveCapHeight(
        height: screen.height, reading: screen.reading, other: Other(height: between, reading: .safeArea, note: "not used on iOS"))
    }
  }
}
