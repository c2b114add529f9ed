import AdPreviewCore

/// What `check` sweeps: the devices picked by `--only` (ids, globs, families, covered
/// models) and the orientations, windows and postures `--orientations`, `--windows` and
/// `--postures` narrow it to.
struct SceneSweep {
  var devices: [Device]
  var orientations: Set<Orientation>?
  var windows: Set<String>?
  var postures: Set<PostureName>?
  /// The releases `--os` asked for: nil, each device's default; `all`, every release it runs.
  var releases: ReleaseSelection

  /// Which OS releases a sweep checks on each device.
  enum ReleaseSelection: Equatable {
    /// The device's default release (its newest major).
    case deviceDefault
    /// Every release the device runs.
    case all
    /// These releases, on the devices that run them.
    case only(Set<OSVersion>)

    /// The releases to check on a device: `[nil]` for its default (and off Apple's
    /// platforms), else the named ones it runs, oldest first.
    func versions(for device: Device) -> [OSVersion?] {
      guard let range = device.releases(ofModel: nil) else { return [nil] }
      switch self {
      case .deviceDefault: return [nil]
      case .all: return range.releases.map(\.version)
      case .only(let set): return range.releases.map(\.version).filter(set.contains)
      }
    }
  }

  /// - Parameters: what `--only`, `--orientations`, `--windows` and `--postures` gave; an
  ///   empty list does not narrow.
  init(
    only selectors: [String], orientations: [Orientation], windows: [WindowChoice], postures: [PostureName],
    releases: ReleaseSelection = .deviceDefault, catalog: DeviceCatalog
  ) throws(UsageError) {
    self.releases = releases
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
  /// device × release × orientation × posture × window (× format), as it is resolved; scenes a device
  /// cannot take are left out. The selection names the device state; its slots are `base`'s,
  /// the evaluations' slots carry the format. The scene is lent, not copied, and nothing is
  /// kept here: the caller keeps what it reports.
  ///
  /// - Returns: why the first scene left out could not be resolved (a `--windows` size
  ///   too small for a window, say), for the message when no scene is left.
  @discardableResult
  func forEachScene(
    base: Selection, formats: [AdFormat], loadedSizes: [Size?],
    _ body: (Selection, Scene, [AdEvaluation]) -> Void
  ) -> String? {
    var refusal: String?
    for device in devices {
      let allPostures: [PostureName?] = device.postures.isEmpty ? [nil] : device.postures.map(\.name)
      let postureList = allPostures.filter { posture in postures.map { set in posture.map(set.contains) ?? false } ?? true }
      let defaultRelease = device.releases(ofModel: nil)?.defaultRelease
      for os in releases.versions(for: device) {
        let release = os.flatMap(OSRelease.named) ?? defaultRelease
        for orientation in device.orientations where orientations?.contains(orientation) ?? true {
          let allWindows = Scene.windows(for: device, release: release, orientation: orientation)
          var windowList = allWindows.filter { windows?.contains($0.description) ?? true }
          // A free size asked for by name is checked on the devices that have free windows.
          for name in windows ?? [] where !allWindows.contains(where: { $0.description == name }) {
            if let window = WindowChoice(parsing: name),
              device.family == .tablet || (window.isFreelySized && release?.hasResizableIPhoneApps == true)
            {
              windowList.append(window)
            }
          }
          var selection = base
          selection.deviceID = device.id
          selection.orientation = orientation
          selection.os = os
          let refused = forEachScene(
            of: device, selection, postures: postureList, windows: windowList, formats: formats, loadedSizes: loadedSizes, body)
          refusal = refusal ?? refused
        }
      }
    }
    return refusal
  }

  /// Why a sweep selected no scene: each narrowing option given, with what the devices
  /// chosen have instead, and why a scene was refused when one was.
  func nothingSelected(refusal: String?) -> String {
    let shown = devices.prefix(3).map(\.id).joined(separator: ", ") + (devices.count > 3 ? " and \(devices.count - 3) more" : "")
    var have: [String] = []
    func listing(_ names: [String]) -> String {
      var unique: [String] = []
      for name in names where !unique.contains(name) { unique.append(name) }
      return unique.isEmpty ? "none" : unique.joined(separator: ", ")
    }
    if releases != .deviceDefault {
      have.append("releases: " + listing(devices.flatMap { $0.releases(ofModel: nil)?.releases.map(\.version.description) ?? [] }))
    }
    if let orientations {
      have.append(
        "--orientations \(orientations.map(\.rawValue).sorted().joined(separator: ",")) (their orientations: "
          + listing(devices.flatMap { $0.orientations.map(\.rawValue) }) + ")")
    }
    if let postures {
      have.append(
        "--postures \(postures.map(\.rawValue).sorted().joined(separator: ",")) (their postures: "
          + listing(devices.flatMap { $0.postures.map(\.name.rawValue) }) + ")")
    }
    if let windows {
      var names: [String] = []
      for device in devices {
        let defaultRelease = device.releases(ofModel: nil)?.defaultRelease
        for os in releases.versions(for: device) {
          for orientation in device.orientations where orientations?.contains(orientation) ?? true {
            names += Scene.windows(for: device, release: os.flatMap(OSRelease.named) ?? defaultRelease, orientation: orientation)
              .map(\.description)
          }
        }
      }
      have.append("--windows \(windows.sorted().joined(separator: ",")) (their windows: \(listing(names)))")
    }
    let given = have.isEmpty ? "" : ": " + have.joined(separator: "; ")
    return "no scene to check on \(devices.isEmpty ? "no device" : shown)\(given)"
      + (refusal.map { " — \($0)" } ?? "")
  }

  private func forEachScene(
    of device: Device, _ base: Selection, postures postureList: [PostureName?], windows windowList: [WindowChoice],
    formats: [AdFormat], loadedSizes: [Size?], _ body: (Selection, Scene, [AdEvaluation]) -> Void
  ) -> String? {
    var refusal: String?
    var selection = base
    for posture in postureList {
      selection.posture = posture
      for window in windowList {
        selection.window = window
        // One scene for every format: the device's state does not depend on the ad.
        let scene: Scene
        do {
          scene = try Scene(selection.sceneRequest(for: DeviceMatch(device: device)))
        } catch {
          refusal = refusal ?? "\(error)"
          continue
        }
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
    return refusal
  }
}
