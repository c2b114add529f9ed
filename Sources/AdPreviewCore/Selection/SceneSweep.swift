/// What `check` sweeps: a list of devices (`--only` picks them by id, glob, family or covered
/// model) and the orientations, windows, postures and releases it is narrowed to.
public struct SceneSweep: Sendable {
  public var devices: [Device]
  public var orientations: Set<Orientation>?
  public var windows: Set<String>?
  public var postures: Set<PostureName>?
  /// The releases `--os` asked for: nil, each device's default; `all`, every release it runs.
  public var releases: ReleaseSelection

  /// Which OS releases a sweep checks on each device.
  public enum ReleaseSelection: Equatable, Sendable {
    /// The device's default release (its newest major).
    case deviceDefault
    /// Every release the device runs.
    case all
    /// These releases, on the devices that run them.
    case only(Set<OSVersion>)

    /// The releases to check on a device: `[nil]` for its default (and off Apple's
    /// platforms), else the named ones it runs, oldest first.
    public func versions(for device: Device) -> [OSVersion?] {
      guard let range = device.releases(ofModel: nil) else { return [nil] }
      switch self {
      case .deviceDefault: return [nil]
      case .all: return range.releases.map(\.version)
      case .only(let set): return range.releases.map(\.version).filter(set.contains)
      }
    }
  }

  /// A sweep of `devices`, narrowed to these orientations, window names and postures (nil
  /// does not narrow).
  public init(
    devices: [Device], orientations: Set<Orientation>? = nil, windows: Set<String>? = nil, postures: Set<PostureName>? = nil,
    releases: ReleaseSelection = .deviceDefault
  ) {
    self.devices = devices
    self.orientations = orientations
    self.windows = windows
    self.postures = postures
    self.releases = releases
  }

  /// Hands `body` every device state of the sweep: `base` moved to each device × release ×
  /// orientation × posture × window it can take, in that order. The one enumeration `check`,
  /// its report and the benchmark share.
  public func forEachSelection(base: Selection, _ body: (Device, Selection) -> Void) {
    for device in devices {
      let allPostures: [PostureName?] = device.postures.isEmpty ? [nil] : device.postures.map(\.name)
      let postureList = allPostures.filter { posture in postures.map { set in posture.map(set.contains) ?? false } ?? true }
      for os in releases.versions(for: device) {
        let release = device.release(os)
        for orientation in device.orientations where orientations?.contains(orientation) ?? true {
          var selection = base
          selection.deviceID = device.id
          selection.orientation = orientation
          selection.os = os
          let windowList = self.windows(of: device, release: release, orientation: orientation)
          for posture in postureList {
            selection.posture = posture
            for window in windowList {
              selection.window = window
              body(device, selection)
            }
          }
        }
      }
    }
  }

  /// How many device states the sweep visits (each then checked once per format): counted
  /// without resolving a scene, so a run can be sized before it starts.
  public func selectionCount() -> Int {
    var count = 0
    forEachSelection(base: Selection()) { _, _ in count += 1 }
    return count
  }

  /// The windows swept on `device` held so: the ones its release has, narrowed by name, and a
  /// free size asked for by name on the devices that have free windows.
  private func windows(of device: Device, release: OSRelease?, orientation: Orientation) -> [WindowChoice] {
    // A phone's split panes belong to one display (the iPhone Duo's and the Android foldables'
    // inner one), which the sweep does not pick per posture: phones are swept full screen.
    let allWindows = device.family == .tablet ? Scene.windows(for: device, release: release, orientation: orientation) : [.full]
    var windowList = allWindows.filter { windows?.contains($0.description) ?? true }
    for name in windows ?? [] where !allWindows.contains(where: { $0.description == name }) {
      if let window = WindowChoice(parsing: name),
        device.family == .tablet || (window.isFreelySized && release?.hasResizableIPhoneApps == true)
      {
        windowList.append(window)
      }
    }
    return windowList
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
  public func forEachScene(
    base: Selection, formats: [AdFormat], loadedSizes: [Size?],
    _ body: (Selection, Scene, [AdEvaluation]) -> Void
  ) -> String? {
    var refusal: String?
    var carryOver = ReleaseCarryOver()
    forEachSelection(base: base) { device, selection in
      // One scene for every format: the device's state does not depend on the ad.
      let scene: Scene
      do {
        scene = try Scene(selection.sceneRequest(for: DeviceMatch(device: device)))
      } catch {
        refusal = refusal ?? "\(error)"
        return
      }
      // The format goes into a copy of the slots, so the selection handed on (which
      // `check` keeps for flagged scenes) shares one slot list for every format.
      var slots = selection.slots
      // A release whose scene is the previous release's gets its ads from it.
      let carries =
        releases != .deviceDefault
        && !AdEvaluation.readsRelease(
          slots: slots, firstSlotFormats: formats, in: scene, request: selection.request, loadedSizes: loadedSizes)
      if carries {
        carryOver.enter(device: device, selection: selection)
        if let carried = carryOver.evaluations(for: selection, scene: scene) {
          for evaluations in carried { body(selection, scene, evaluations) }
          carryOver.keep(selection, scene: scene, evaluations: carried)
          return
        }
      }
      var kept: [[AdEvaluation]] = []
      for format in formats {
        slots[0].format = format
        let evaluations = ResolvedScene.evaluations(
          scene: scene, slots: slots, request: selection.request, loadedSizes: loadedSizes,
          contentUnderAnchoredAds: selection.contentUnderAnchoredAds)
        body(selection, scene, evaluations)
        if carries { kept.append(evaluations) }
      }
      if carries { carryOver.keep(selection, scene: scene, evaluations: kept) }
    }
    return refusal
  }

  /// Why a sweep selected no scene: each narrowing option given, with what the devices
  /// chosen have instead, and why a scene was refused when one was.
  public func nothingSelected(refusal: String?) -> String {
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
        for os in releases.versions(for: device) {
          for orientation in device.orientations where orientations?.contains(orientation) ?? true {
            names += Scene.windows(for: device, release: device.release(os), orientation: orientation)
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
}
