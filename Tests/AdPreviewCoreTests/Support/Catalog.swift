import AdPreviewCatalog
import AdPreviewCore

/// The bundled catalog, as compiled into adpreview.
let bundledCatalog: DeviceCatalog = BundledDevices.catalog

/// iOS 18: the release the tests of the iPadOS 18 windows (Split View, the Slide Over
/// preset) and the iOS 14–18 insets pin.
let iOS18 = OSVersion(18)

func device(_ id: String) -> Device {
  guard let device = bundledCatalog.device(id: id) else { fatalError("no bundled device \(id)") }
  return device
}

/// The newest release up to iOS 18 a device runs: its iOS 14–18 regime (nil off Apple's
/// platforms).
func legacyOS(_ id: String) -> OSVersion? {
  device(id).releases(ofModel: nil)?.releases.last { $0.version <= iOS18 }?.version
}

func scene(
  _ id: String, _ orientation: Orientation = .portrait, posture: PostureName? = nil,
  window: WindowChoice = .full, os: OSVersion? = nil
) throws -> Scene {
  try Scene(SceneRequest(device: device(id), orientation: orientation, posture: posture, window: window, os: os))
}

func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

func evaluate(
  _ id: String, _ orientation: Orientation = .portrait, posture: PostureName? = nil,
  window: WindowChoice = .full, slot: AdSlot = AdSlot(), request: RequestSettings = RequestSettings(),
  os: OSVersion? = nil
) throws -> AdEvaluation {
  AdEvaluation(
    slot: slot, request: request,
    scene: try scene(id, orientation, posture: posture, window: window, os: os))
}

extension AdEvaluation {
  var codes: [Finding.Code] { findings.map(\.code) }
  var frame: Rect? { placement?.frame }
  var size: Size? { sizing?.size }
}
