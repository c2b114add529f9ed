import AdPreviewCore

/// What `check` sweeps: the devices picked by `--only` (ids, globs, families, covered
/// models) and the orientations, windows and postures `--orientations`, `--windows` and
/// `--postures` narrow it to.
struct SceneSweep {
  var devices: [Device]
  var orientations: Set<Orientation>?
  var windows: Set<String>?
  var postures: Set<PostureName>?

  /// - Parameters: what `--only`, `--orientations`, `--windows` and `--postures` gave; an
  ///   empty list does not narrow.
  init(
    only selectors: [String], orientations: [Orientation], windows: [WindowChoice], postures: [PostureName],
    catalog: DeviceCatalog
  ) throws(UsageError) {
    devices = catalog.devices
    if !selectors.isEmpty {
      var picked = Set<String>()
      for selector in selectors {
        let matches = DeviceSelector.devices(selector, in: catalog)
        guard !matches.isEmpty else {
          let near = DeviceSelector.suggestions(for: selector, in: catalog)
          throw UsageError(
            "--only: \(selector.quotedForMessage) is no device id, glob, family (phone, tablet, foldable, dual-screen) "
              + "or covered model\(near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"); "
              + "`adpreview devices` lists them")
        }
        picked.formUnion(matches.map(\.id))
      }
      devices = catalog.devices.filter { picked.contains($0.id) }
    }
    self.orientations = orientations.isEmpty ? nil : Set(orientations)
    self.postures = postures.isEmpty ? nil : Set(postures)
    self.windows = windows.isEmpty ? nil : Set(windows.map(\.description))
  }

  /// Hands every scene of the sweep for `base` to `body` with its slots worked out, one per
  /// device × orientation × posture × window (× format), as it is resolved; scenes a device
  /// cannot take are left out. The selection names the device state; its slots are `base`'s,
  /// the evaluations' slots carry the format. The scene is lent, not copied, and nothing is
  /// kept here: the caller keeps what it reports.
  func forEachScene(
    base: Selection, formats: [AdFormat], loadedSizes: [Size?],
    _ body: (Selection, Scene, [AdEvaluation]) -> Void
  ) {
    for device in devices {
      let allPostures: [PostureName?] = device.postures.isEmpty ? [nil] : device.postures.map(\.name)
      let postureList = allPostures.filter { posture in postures.map { set in posture.map(set.contains) ?? false } ?? true }
      for orientation in device.orientations where orientations?.contains(orientation) ?? true {
        let allWindows = [WindowChoice.full] + device.presets(in: orientation).map { WindowChoice.preset($0.name) }
        var windowList = allWindows.filter { windows?.contains($0.description) ?? true }
        // A Stage Manager size asked for by name is checked on the devices that have windows.
        for name in windows ?? [] where !allWindows.contains(where: { $0.description == name }) {
          if case .free? = WindowChoice(parsing: name), device.family == .tablet { windowList.append(WindowChoice(parsing: name)!) }
        }
        var selection = base
        selection.deviceID = device.id
        selection.orientation = orientation
        for posture in postureList {
          selection.posture = posture
          for window in windowList {
            selection.window = window
            // One scene for every format: the device's state does not depend on the ad.
            guard let scene = try? Scene(selection.sceneRequest(for: DeviceMatch(device: device))) else { continue }
            // The format goes into a copy of the slots, so the selection handed on (which
            // `check` keeps for flagged scenes) shares one slot list for every format.
            var slots = selection.slots
            for format in formats {
              slots[0].format = format
              let evaluations = ResolvedScene.evaluations(
                scene: scene, slots: slots, request: selection.request, loadedSizes: loadedSizes,
                contentUnderAnchoredAds: selection.contentUnderAnchoredAds)
              body(selection, scene, evaluations)
            }
          }
        }
      }
    }
  }
}
