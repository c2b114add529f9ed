/// What to resolve: a device held one way, with the app in one window.
public struct SceneRequest: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  /// Nil: the device's default posture.
  public var posture: PostureName?
  public var window: WindowChoice

  public init(
    device: Device, orientation: Orientation = .portrait, posture: PostureName? = nil,
    window: WindowChoice = .full
  ) {
    self.device = device
    self.orientation = orientation
    self.posture = posture
    self.window = window
  }
}
