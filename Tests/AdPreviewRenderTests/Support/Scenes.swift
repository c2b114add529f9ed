import AdPreviewCatalog
import AdPreviewCore
import AdPreviewRender

let catalog: DeviceCatalog = BundledDevices.catalog

/// iOS 18: the release the tests of the iPadOS 18 windows (Split View, the Slide Over
/// preset) and the iOS 14–18 insets pin.
let iOS18 = OSVersion(18)

/// The frame of a selection once its ads have loaded.
func settledModel(_ selection: Selection) throws -> PreviewModel {
  PreviewModel(session: try PreviewSession.settled(catalog: catalog, selection: selection))
}

/// The settled picture of a selection, as plain text (what `render --format text` prints).
func picture(
  _ device: String, _ orientation: Orientation = .portrait, posture: PostureName? = nil,
  window: WindowChoice = .full, slot: AdSlot = AdSlot(), size: (Int, Int) = (100, 40),
  options: RenderOptions = RenderOptions(color: false), os: OSVersion? = nil
) throws -> String {
  let selection = Selection(deviceID: device, orientation: orientation, posture: posture, window: window, os: os, slot: slot)
  let model = try settledModel(selection)
  let buffer = SceneRenderer.render(model, columns: size.0, rows: size.1, options: options)
  // Each row ends with | so trailing blanks are visible in the snapshot.
  return buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "|" }.joined(separator: "\n") + "\n"
}
