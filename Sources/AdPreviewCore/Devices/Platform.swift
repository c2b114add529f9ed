import AdPreviewFormats

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

  /// A length as a person reads it on the platform: Android hands apps their window's size
  /// in whole dp (`Configuration.screenWidthDp`), so a split-screen pane of 340.19 dp is the
  /// 340 an app lays out in; Apple's platforms keep fractions of a point (`formatPoints`).
  /// For text people read; JSON keeps the full value.
  public func length(_ value: Double) -> String {
    guard self == .android, value.isFinite, abs(value) < 1e15 else { return formatPoints(value) }
    return formatPoints(value.rounded())
  }

  /// How far something reaches into another, as a person reads it: whole dp on Android, where
  /// a reach under half a dp is `under 1` rather than a 0 that says nothing is touched;
  /// fractions of a point on Apple's platforms.
  public func depth(_ value: Double) -> String {
    guard self == .android else { return formatPoints(value) }
    return value < 0.5 ? "under 1" : length(value)
  }

  /// `340×829`, each side as `length(_:)` writes it.
  public func label(_ size: Size) -> String { "\(length(size.width))×\(length(size.height))" }

  /// `x 0, y 30, 340×743`, as `length(_:)` writes it.
  public func label(_ rect: Rect) -> String { "x \(length(rect.x)), y \(length(rect.y)), \(label(rect.size))" }
}
