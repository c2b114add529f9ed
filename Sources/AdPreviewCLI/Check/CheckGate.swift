import AdPreviewCore

/// Splits each slot's findings into reported and accepted, scene by scene as the sweep
/// resolves them: the app file's `ignore` entries first (with their reasons), then the
/// baseline's keys. Keeps every row only when a reporter lists every slot; otherwise only
/// the rows with something to say.
struct CheckGate {
  let baseline: Set<BaselineKey>
  let keepsEveryRow: Bool
  private(set) var rows: [CheckRow] = []
  private(set) var sceneCount = 0
  /// The sweeps that fed it: one, or one a screen of a project (each slot is in one).
  var sweeps = 1
  /// The scenes with a reported finding.
  private(set) var flaggedSceneCount = 0
  /// With a baseline: every slot × scene checked (keys with no code) and the baseline's
  /// keys that matched a finding, to tell which of its entries are fixed.
  private(set) var checkedKeys = Set<BaselineKey>()
  private(set) var matchedKeys = Set<BaselineKey>()

  init(baseline: Set<BaselineKey>, keepsEveryRow: Bool) {
    self.baseline = baseline
    self.keepsEveryRow = keepsEveryRow
  }

  /// Gates one scene's slots (`evaluations`, worked out in `scene` for the device state
  /// `selection` names).
  mutating func add(_ selection: Selection, _ scene: Scene, _ evaluations: [AdEvaluation]) {
    sceneCount += 1
    var box: CheckRow.SceneBox?
    var flagged = false
    for index in evaluations.indices {
      if !baseline.isEmpty {
        let slot = evaluations[index].slot
        checkedKeys.insert(
          BaselineKey(
            device: selection.deviceID, orientation: selection.orientation.rawValue, posture: scene.posture?.name.rawValue ?? "-",
            window: selection.window.description, slot: slot.name ?? slot.format.rawValue, format: slot.format.rawValue, code: "",
            os: selection.os?.description))
      }
      // Read in place: the evaluation is not copied for the few fields wanted here.
      if !keepsEveryRow && evaluations[index].findings.isEmpty { continue }
      let sceneBox = box ?? CheckRow.SceneBox(selection, posture: scene.posture?.name, os: scene.os, evaluations)
      box = sceneBox
      var row = CheckRow(box: sceneBox, slotIndex: index, findings: [], accepted: [])
      let ignore = evaluations[index].slot.ignore
      if ignore.isEmpty && baseline.isEmpty {
        row.findings = evaluations[index].findings
      } else {
        gate(evaluations[index].findings, ignore: ignore, into: &row)
      }
      flagged = flagged || !row.findings.isEmpty
      if keepsEveryRow || !row.findings.isEmpty || !row.accepted.isEmpty { rows.append(row) }
    }
    if flagged { flaggedSceneCount += 1 }
  }

  /// Splits `findings` into the row's reported and accepted ones.
  private mutating func gate(_ findings: [Finding], ignore: [FindingIgnore], into row: inout CheckRow) {
    let deviceID = row.deviceID
    for finding in findings {
      if !ignore.isEmpty, let entry = ignore.first(where: { $0.accepts(finding.code, deviceID: deviceID) }) {
        row.accepted.append((finding, entry.reason, true))
      } else if !baseline.isEmpty, case let key = row.key(finding), baseline.contains(key) {
        row.accepted.append((finding, "in the baseline", false))
        matchedKeys.insert(key)
      } else {
        row.findings.append(finding)
      }
    }
  }
}

extension CheckGate {
  /// The baseline's entries for slots and scenes this sweep checked whose finding is gone.
  var fixedKeys: [BaselineKey] {
    baseline.filter { key in
      var scene = key
      scene.code = ""
      return checkedKeys.contains(scene) && !matchedKeys.contains(key)
    }
  }
}
