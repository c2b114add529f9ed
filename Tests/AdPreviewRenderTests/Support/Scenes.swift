import AdPreviewCatalog
import AdPreviewCore
import AdPreviewRender

let catalog: DeviceCatalog = BundledDevices.catalog

/// The frame of a selection once its ads have loaded.
func settledModel(_ selection: Selection) throws -> PreviewModel {
  PreviewModel(session: try PreviewSession.settled(catalog: catalog, selection: selection))
}

/// The settled picture of a selection, as plain text (what `render --format text` prints).
func picture(
  _ device: String, _ orientation: Orientation = .portrait, posture: PostureName? = nil,
  window: WindowChoice = .full, slot: AdSlot = AdSlot(), size: (Int, Int) = (100, 40),
  options: RenderOptions = RenderOptions(color: false)
) throws -> String {
  let selection = Selection(deviceID: device, orientation: orientation, posture: posture, window: window, slot: slot)
  let model = try settledModel(selection)
  let buffer = SceneRenderer.render(model, columns: size.0, rows: size.1, options: options)
  // Each row ends with | so trailing blanks are visible in the snapshot.
  return buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "|" }.joined(separator: "\n") + "\n"
}
