/// The kind of device, which decides idiom-based ad rules (phone vs tablet sizes).
public enum DeviceFamily: String, CaseIterable, Sendable {
  case phone
  case tablet
  case foldable
  case dualScreen = "dual-screen"

  /// Whether the SDK treats the device as an iPad-class tablet (tablet-only sizes, 90-pt
  /// smart banners).
  public var isTablet: Bool { self == .tablet }
}
