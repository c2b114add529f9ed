import AdPreviewFormats

/// Where a smart banner's height comes from. Google publishes two rules and they differ:
/// applying the Android table to an iPhone would give 90 in portrait (every notch iPhone is
/// taller than 720 pt).
public enum SmartBannerRule: String, Sendable {
  /// Google's iOS smart banner guide (developers.google.com/admob/ios/banner/smart): 50 on
  /// iPhones in portrait, 32 in landscape, 90 on iPads.
  case iosGuide
  /// Google's Android smart banner table (developers.google.com/admob/android/banner/smart):
  /// 32 dp when the screen height is ≤ 400 dp, 50 dp up to 720 dp, 90 dp above.
  case androidTable

  /// The rule for a device's platform. Devices on other platforms (no Google Mobile Ads
  /// SDK) follow the Android table, the one stated in screen heights.
  public init(for device: Device) {
    self = device.platform == .ios ? .iosGuide : .androidTable
  }

  /// The source, as people name it.
  public var source: String {
    switch self {
    case .iosGuide: "Google's iOS smart banner guide"
    case .androidTable: "Google's Android smart banner table"
    }
  }

  /// The height in a scene, and why.
  public func height(in scene: Scene) -> (Double, String) {
    switch self {
    case .iosGuide:
      if scene.device.family.isTablet { return (90, "\(source): 90 on iPad") }
      return scene.orientation.isLandscape
        ? (32, "\(source): 32 on iPhone in landscape") : (50, "\(source): 50 on iPhone in portrait")
    case .androidTable:
      let h = scene.screen.height
      let dp = formatPoints(h)
      if h <= 400 { return (32, "\(source): screen height \(dp) dp ≤ 400 → 32") }
      if h <= 720 { return (50, "\(source): screen height \(dp) dp in 400–720 → 50") }
      return (90, "\(source): screen height \(dp) dp > 720 → 90")
    }
  }
}
