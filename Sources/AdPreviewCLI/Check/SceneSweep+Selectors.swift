import AdPreviewCore
import AdPreviewFormats

extension SceneSweep {
  /// The sweep `check`'s options ask for.
  ///
  /// - Parameters: what `--only`, `--orientations`, `--windows` and `--postures` gave; an
  ///   empty list does not narrow.
  /// - Throws: `CommandError` naming an `--only` selector that picks no device, with the
  ///   nearest names.
  init(
    only selectors: [String], orientations: [Orientation], windows: [WindowChoice], postures: [PostureName],
    releases: ReleaseSelection = .deviceDefault, catalog: DeviceCatalog
  ) throws(CommandError) {
    var devices = catalog.devices
    if !selectors.isEmpty {
      var picked = Set<String>()
      for selector in selectors {
        let matches = DeviceSelector.devices(selector, in: catalog)
        guard !matches.isEmpty else {
          let near = DeviceSelector.suggestions(for: selector, in: catalog)
          throw CommandError(
            "--only: \(selector.quotedForMessage) is no device id, glob, family (phone, tablet, foldable, dual-screen) "
              + "or covered model\(near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"); "
              + "`adpreview devices` lists them")
        }
        picked.formUnion(matches.map(\.id))
      }
      devices = catalog.devices.filter { picked.contains($0.id) }
    }
    self.init(
      devices: devices, orientations: orientations.isEmpty ? nil : Set(orientations),
      windows: windows.isEmpty ? nil : Set(windows.map(\.description)), postures: postures.isEmpty ? nil : Set(postures),
      releases: releases)
  }
}
