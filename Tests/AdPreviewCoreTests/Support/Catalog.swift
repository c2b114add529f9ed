import AdPreviewCatalog
import AdPreviewCore

/// The bundled catalog, as compiled into adpreview.
let bundledCatalog: DeviceCatalog = BundledDevices.catalog

func device(_ id: String) -> Device {
  guard let device = bundledCatalog.device(id: id) else { fatalError("no bundled device \(id)") }
  return device
}

func scene(
  _ id: String, _ orientation: Orientation = .portrait, posture: PostureName? = nil,
  window: WindowChoice = .full
) throws -> Scene {
  try Scene(SceneRequest(device: device(id), orientation: orientation, posture: posture, window: window))
}

func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

func evaluate(
  _ id: String, _ orientation: Orientation = .portrait, posture: PostureName? = nil,
  window: WindowChoice = .full, slot: AdSlot = AdSlot(), request: RequestSettings = RequestSettings()
) throws -> AdEvaluation {
  AdEvaluation(
    slot: slot, request: request,
    scene: try scene(id, orientation, posture: posture, window: window))
}

extension AdEvaluation {
  var codes: [Finding.Code] { findings.map(\.code) }
  var frame: Rect? { placement?.frame }
  var size: Size? { sizing?.size }
}
