/// What to resolve: a device held one way, with the app in one window.
public struct SceneRequest: Hashable, Sendable {
  public var device: Device
  /// The covered model the user asked for (`iPhone 15`), drawn as `device`; nil for the
  /// device itself.
  public var model: String?
  public var orientation: Orientation
  /// Nil: the device's default posture.
  public var posture: PostureName?
  public var window: WindowChoice
  /// The iOS / iPadOS release; nil: the newest the device runs (`OSRange.defaultRelease`).
  public var os: OSVersion?
  /// Whether the app lays its content out on one side of a separating fold (the default,
  /// seed 001's way) or spans it (`"foldAware": false`).
  public var foldAware = true
  /// The app's bars around the screen with the ads; nil: none.
  public var chrome: AppChrome?
  /// Where a resized iPhone window is shown (`--host`); nil: on the device itself.
  public var host: WindowHost.Name?
  /// Whether the app lets its bars run along a side (`--vertical-bars`).
  public var verticalBars = VerticalBarBehavior.automatic

  public init(
    device: Device, model: String? = nil, orientation: Orientation = .portrait,
    posture: PostureName? = nil, window: WindowChoice = .full, os: OSVersion? = nil
  ) {
    self.device = device
    self.model = model
    self.orientation = orientation
    self.posture = posture
    self.window = window
    self.os = os
  }
}
