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
public struct AdaptiveCapHeight: Hashable, Sendable {
  /// The height the share is taken of.
  public var height: Double
  /// What it is, for the explanation: `the screen height 375 in landscape`.
  public var words: String
  /// Whether the reading itself is a model (Android's app height: the bars a device's app
  /// window leaves are modelled as its safe area).
  public var isModel: Bool
  /// The other reading, said beside the one used where the two give different heights.
  public var other: Other?

  /// A reading not used: its height, and what it is and why it is not used.
  public struct Other: Hashable, Sendable {
    public var height: Double
    /// `the safe-area height 354 (how Android's SDK reads it)`.
    public var words: String
    /// `not used on iOS`.
    public var note: String
  }

  public init(height: Double, words: String, isModel: Bool = false, other: Other? = nil) {
    self.height = height
    self.words = words
    self.isModel = isModel
    self.other = other
  }

  /// The device's screen height in `orientation`, as the iOS header reads it, with no other
  /// reading.
  public static func screen(_ height: Double, _ orientation: Orientation) -> AdaptiveCapHeight {
    AdaptiveCapHeight(height: height, words: "the screen height \(formatPoints(height)) in \(orientation.isLandscape ? "landscape" : "portrait")")
  }

  /// The reading the SDK takes in `scene`: a host's window (a resized iPhone app), the
  /// app's height between the system bars on Android, the screen's on iOS.
  public static func of(_ scene: Scene) -> AdaptiveCapHeight {
    let screen = screen(scene.screen.height, scene.orientation)
    if let host = scene.host {
      return AdaptiveCapHeight(height: scene.screen.height, words: host.capWords(height: scene.screen.height), isModel: true)
    }
    let insets = scene.screenInsets
    let between = max(0, scene.screen.height - insets.top - insets.bottom)
    switch scene.device.platform {
    case .android:
      // DisplayMetrics are whole pixels the SDK divides and rounds to whole dp.
      let app = between.rounded()
      return AdaptiveCapHeight(
        height: app, words: "the app's height \(formatPoints(app)) between the system bars", isModel: true,
        other: Other(height: screen.height, words: screen.words, note: "for an app that hides its bars, as games do"))
    case .ios, .other:
      var reading = screen
      reading.other = Other(
        height: between, words: "the safe-area height \(formatPoints(between)) (how Android's SDK reads it)",
        note: "not used on iOS")
      return reading
    }
  }
}
