import AdPreviewCore

/// What `check` sweeps: the devices picked by `--only` (ids, globs, families, covered
/// models) and the orientations, windows and postures `--orientations`, `--windows` and
/// `--postures` narrow it to.
struct SceneSweep {
  var devices: [Device]
  var orientations: Set<Orientation>?
  var windows: Set<String>?
  var postures: Set<PostureName>?

  init(_ arguments: ParsedArguments, catalog: DeviceCatalog) throws(UsageError) {
    devices = catalog.devices
    let selectors = arguments.list("--only")
    if !selectors.isEmpty {
      var picked = Set<String>()
      for selector in selectors {
        guard !selector.isEmpty else {
          throw UsageError("--only: an empty selector (give ids, globs, families or model names separated by commas)")
        }
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
    if !arguments.list("--orientations").isEmpty {
      var set = Set<Orientation>()
      for text in arguments.list("--orientations") { set.insert(try choice(text, for: "--orientations", as: Orientation.self)) }
      orientations = set
    }
    if !arguments.list("--postures").isEmpty {
      var set = Set<PostureName>()
      for text in arguments.list("--postures") { set.insert(try choice(text, for: "--postures", as: PostureName.self)) }
      postures = set
    }
    if !arguments.list("--windows").isEmpty {
      var set = Set<String>()
      for text in arguments.list("--windows") {
        guard let window = WindowChoice(parsing: text) else {
          let names = ["full", "split-1/3", "split-1/2", "split-2/3", "slide-over"]
          let near = names.min { editDistance($0, text) < editDistance($1, text) }.flatMap { editDistance($0, text) <= 2 ? $0 : nil }
          throw UsageError(
            "--windows: \(text.quotedForMessage) is not full, split-1/3, split-1/2, split-2/3, slide-over or WxH"
              + (near.map { " (did you mean \($0)?)" } ?? ""))
        }
        set.insert(window.description)
      }
      windows = set
    }
  }

  /// Every scene of the sweep for `base`, one per device × orientation × posture × window
  /// (× format); scenes a device cannot take are left out.
  func scenes(base: Selection, formats: [AdFormat], catalog: DeviceCatalog, loadedSizes: [Size?]) -> [(Selection, ResolvedScene)] {
    var results: [(Selection, ResolvedScene)] = []
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
        for posture in postureList {
          for window in windowList {
            for format in formats {
              var selection = base
              selection.deviceID = device.id
              selection.orientation = orientation
              selection.posture = posture
              selection.window = window
              selection.slot.format = format
              guard let resolved = try? selection.resolve(in: catalog, loadedSizes: loadedSizes) else { continue }
              results.append((selection, resolved))
            }
          }
        }
      }
    }
    return results
  }
}
