import AdPreviewFormats

/// A finding an app file accepts for one slot: a code, optionally only on devices matching a
/// glob, and the reason (shown in the reports).
public struct FindingIgnore: Hashable, Sendable {
  public var code: Finding.Code
  /// A device id or glob (`iphone-*`); nil: every device.
  public var devices: String?
  public var reason: String

  public init(code: Finding.Code, devices: String? = nil, reason: String) {
    self.code = code
    self.devices = devices
    self.reason = reason
  }

  /// Whether this entry accepts `code` on the device `deviceID`.
  public func accepts(_ code: Finding.Code, deviceID: String) -> Bool {
    code == self.code && (devices.map { Glob.matches($0, deviceID) } ?? true)
  }
}
