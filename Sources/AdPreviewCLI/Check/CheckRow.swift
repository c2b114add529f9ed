import AdPreviewCore

/// One slot in one scene, as `check` reports it: the findings that count and the ones that
/// are accepted (by the app file's `ignore` entries or a baseline), each with its reason.
struct CheckRow {
  /// What the reports need of a scene, shared by its slots' rows (one per scene, not per
  /// row): the device state, the posture and the slots worked out. Not the scene itself,
  /// which a report draws again from `selection` when it draws one.
  final class SceneBox {
    /// The device, orientation, posture and window asked for; its slots may be another
    /// format's (the sweep shares one slot list between formats): `evaluations` have the
    /// slots of this scene.
    let deviceState: Selection
    /// The posture the scene was in (the device's default when the selection names none).
    let posture: PostureName?
    /// The release the scene ran (the device's default when the selection names none).
    let os: OSVersion?
    let evaluations: [AdEvaluation]

    init(_ deviceState: Selection, posture: PostureName?, os: OSVersion?, _ evaluations: [AdEvaluation]) {
      self.deviceState = deviceState
      self.posture = posture
      self.os = os
      self.evaluations = evaluations
    }

    /// The whole selection of this scene: the device state with the slots as evaluated.
    var selection: Selection {
      var selection = deviceState
      selection.slots = evaluations.map(\.slot)
      return selection
    }
  }

  let box: SceneBox
  var selection: Selection { box.selection }
  var slotIndex: Int
  /// The findings reported (not accepted).
  var findings: [Finding]
  /// The findings accepted, with why.
  var accepted: [(finding: Finding, reason: String, inSource: Bool)]

  // Read through the box, so no whole scene is copied for one slot.
  var evaluation: AdEvaluation { box.evaluations[slotIndex] }
  var slot: AdSlot { box.evaluations[slotIndex].slot }
  /// The slot's name, or the format for the one slot of the command-line options.
  var slotName: String { slot.name ?? slot.format.rawValue }
  var deviceID: String { box.deviceState.deviceID }
  var posture: String { box.posture?.rawValue ?? "-" }
  var window: String { box.deviceState.window.description }
  /// The OS release, when the sweep named it (`check --os`); nil: the device's default.
  var os: String? { box.deviceState.os?.description }

  /// `iphone-x portrait full` (with the posture where the device has one, and `os 18` where
  /// `--os` named the release).
  var sceneLabel: String {
    [deviceID, box.deviceState.orientation.rawValue, box.posture?.rawValue, window, os.map { "os \($0)" }].compactMap { $0 }
      .joined(separator: " ")
  }

  func count(_ severity: Finding.Severity) -> Int { findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }

  /// What identifies a finding across runs, for baselines.
  func key(_ finding: Finding) -> BaselineKey {
    BaselineKey(
      device: deviceID, orientation: box.deviceState.orientation.rawValue, posture: posture, window: window, slot: slotName,
      format: slot.format.rawValue, code: finding.code.rawValue, os: os)
  }
}

/// The whole `check` run after gating, its totals worked out once.
struct CheckReport {
  /// Every slot × scene, or (when no reporter lists every slot) those with findings.
  let rows: [CheckRow]
  /// The number of scenes.
  let sceneCount: Int
  /// The scenes each slot was checked in: all of them, or one screen's share of a project.
  let scenesPerSlot: Int
  /// The scenes with a reported finding.
  let flaggedSceneCount: Int
  /// The app file the slots came from, as given (reports point at its lines).
  let appFile: String?
  /// The lowest severity that fails the run.
  let failOn: Finding.Severity
  let catalog: DeviceCatalog
  /// Each scene's rows (its slots), in order.
  let scenes: [ArraySlice<CheckRow>]
  let acceptedCount: Int
  /// Whether a reported finding is at or above `failOn`.
  let failed: Bool
  /// With a baseline: its entries for what this sweep checked that no longer hold, sorted.
  let fixedBaselineKeys: [BaselineKey]?
  private let counts: [Finding.Severity: Int]

  init(_ gate: CheckGate, appFile: String?, failOn: Finding.Severity, catalog: DeviceCatalog) {
    let rows = gate.rows
    self.rows = rows
    sceneCount = gate.sceneCount
    scenesPerSlot = gate.sceneCount / max(1, gate.sweeps)
    flaggedSceneCount = gate.flaggedSceneCount
    self.appFile = appFile
    self.failOn = failOn
    self.catalog = catalog
    var scenes: [ArraySlice<CheckRow>] = []
    var start = 0
    var counts: [Finding.Severity: Int] = [:]
    var accepted = 0
    for index in rows.indices {
      if index > start && rows[index].box !== rows[index - 1].box {
        scenes.append(rows[start..<index])
        start = index
      }
      for finding in rows[index].findings { counts[finding.severity, default: 0] += 1 }
      accepted += rows[index].accepted.count
    }
    if start < rows.count { scenes.append(rows[start...]) }
    self.scenes = scenes
    self.counts = counts
    acceptedCount = accepted
    failed = counts.contains { $0.key >= failOn && $0.value > 0 }
    fixedBaselineKeys =
      gate.baseline.isEmpty
      ? nil
      : gate.fixedKeys.sorted {
        ($0.slot, $0.code, $0.device, $0.orientation, $0.window, $0.posture) < ($1.slot, $1.code, $1.device, $1.orientation, $1.window, $1.posture)
      }
  }

  var reported: [Finding] { rows.flatMap(\.findings) }
  func count(_ severity: Finding.Severity) -> Int { counts[severity] ?? 0 }
}
