import AdPreviewCore
import AdPreviewRender

/// The every-device grid's tiles: each device's scene as the grid holds it, settled, worked
/// out when what they show changes (the selection's ad and orientation, the hold, the
/// catalog), not at every frame.
public struct GridTiles: Equatable, Sendable {
  /// What the tiles were worked out for.
  var selection: Selection
  var hold: DeviceHold
  public private(set) var tiles: [DeviceTile]

  /// Every device of `catalog` with `selection`'s ad, held as `hold` says.
  init(catalog: DeviceCatalog, selection: Selection, hold: DeviceHold) {
    self.selection = selection
    self.hold = hold
    tiles = catalog.devices.map { device in
      let session = try? PreviewSession.settled(catalog: catalog, selection: hold.selection(selection, on: device))
      return DeviceTile(
        name: device.shortName, model: session.map { PreviewModel(session: $0) }, findings: session?.resolved.allFindings ?? [])
    }
  }

  /// Whether these tiles show `selection` held as `hold`.
  func show(_ selection: Selection, held hold: DeviceHold) -> Bool {
    self.hold == hold && self.selection == selection
  }
}
