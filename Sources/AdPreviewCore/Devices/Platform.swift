/// The operating system a device runs, which decides platform-specific ad rules (the smart
/// banner's height table, which SDK messages exist).
public enum Platform: String, CaseIterable, Sendable {
  /// iPhones, iPads (and the iPhone Duo concept): the iOS Google Mobile Ads SDK.
  case ios
  /// Android phones and foldables (Galaxy, Pixel, Surface Duo): the Android SDK.
  case android
  /// Anything else (a Windows foldable laptop).
  case other

  /// How people name the platform.
  public var words: String {
    switch self {
    case .ios: "iOS"
    case .android: "Android"
    case .other: "other"
    }
  }

  /// The unit lengths are written in for people: Android lays apps out in density-independent
  /// pixels, `dp`, and Apple's platforms in points, `pt`. The numbers are the same kind of
  /// length; a reader of Android's documentation looks for `dp`.
  public var lengthUnit: String { self == .android ? "dp" : "pt" }
}
