/// Everything the user chose: the device and how it is held, the app's window, the ad slot
/// and how the app builds its requests.
public struct Selection: Hashable, Sendable {
  public var deviceID: String
  public var orientation: Orientation
  /// Nil: the device's default posture.
  public var posture: PostureName?
  public var window: WindowChoice
  public var slot: AdSlot
  public var request: RequestSettings

  public init(
    deviceID: String = "iphone-x", orientation: Orientation = .portrait,
    posture: PostureName? = nil, window: WindowChoice = .full, slot: AdSlot = AdSlot(),
    request: RequestSettings = RequestSettings()
  ) {
    self.deviceID = deviceID
    self.orientation = orientation
    self.posture = posture
    self.window = window
    self.slot = slot
    self.request = request
  }

  /// Resolves the selection against a catalog.
  ///
  /// - Throws: `SceneError` for an unknown device or a scene the device cannot take.
  public func resolve(in catalog: DeviceCatalog) throws(SceneError) -> ResolvedScene {
    guard let device = catalog.device(id: deviceID) else {
      throw SceneError(Selection.unknownDeviceMessage(deviceID, catalog: catalog))
    }
    let scene = try Scene(
      SceneRequest(device: device, orientation: orientation, posture: posture, window: window))
    return ResolvedScene(scene: scene, evaluation: AdEvaluation(slot: slot, request: request, scene: scene))
  }

  /// The message for an id the catalog does not have, with near matches.
  public static func unknownDeviceMessageText(_ id: String, catalog: DeviceCatalog) -> String {
    unknownDeviceMessage(id, catalog: catalog)
  }

  static func unknownDeviceMessage(_ id: String, catalog: DeviceCatalog) -> String {
    let clean = id.sanitizedForTerminal
    let near = catalog.devices.map(\.id).filter { $0.contains(clean) || clean.contains($0) }
    let hint = near.isEmpty ? "" : " (did you mean \(near.prefix(3).joined(separator: ", "))?)"
    return "no device \"\(clean)\" in the catalog\(hint); `adpreview devices` lists them"
  }
}

/// A selection resolved: the scene and its ad.
public struct ResolvedScene: Hashable, Sendable {
  public var scene: Scene
  public var evaluation: AdEvaluation

  public init(scene: Scene, evaluation: AdEvaluation) {
    self.scene = scene
    self.evaluation = evaluation
  }
}
