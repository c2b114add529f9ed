import AdPreviewCore

/// One slot in one scene, as `check` reports it: the findings that count and the ones that
/// are accepted (by the app file's `ignore` entries or a baseline), each with its reason.
struct CheckRow {
  var selection: Selection
  var resolved: ResolvedScene
  var slotIndex: Int
  /// The findings reported (not accepted).
  var findings: [Finding]
  /// The findings accepted, with why.
  var accepted: [(finding: Finding, reason: String, inSource: Bool)]

  var evaluation: AdEvaluation { resolved.evaluations[slotIndex] }
  var slot: AdSlot { evaluation.slot }
  /// The slot's name, or the format for the one slot of the command-line options.
  var slotName: String { slot.name ?? slot.format.rawValue }
  var deviceID: String { selection.deviceID }
  var posture: String { resolved.scene.posture?.name.rawValue ?? "-" }
  var window: String { selection.window.description }

  /// `iphone-x portrait full` (with the posture where the device has one).
  var sceneLabel: String {
    [deviceID, selection.orientation.rawValue, resolved.scene.posture?.name.rawValue, window].compactMap { $0 }
      .joined(separator: " ")
  }

  func count(_ severity: Finding.Severity) -> Int { findings.filter { $0.severity == severity }.count }

  /// The worst reported severity.
  var worst: Finding.Severity? { findings.map(\.severity).max() }

  /// What identifies a finding across runs, for baselines.
  func key(_ finding: Finding) -> String {
    [deviceID, selection.orientation.rawValue, posture, window, slotName, slot.format.rawValue, finding.code.rawValue]
      .joined(separator: "|")
  }
}

/// The whole `check` run after gating.
struct CheckReport {
  /// Every slot × scene.
  var rows: [CheckRow]
  /// The number of scenes.
  var sceneCount: Int
  /// The app file the slots came from, as given (reports point at its lines).
  var appFile: String?
  /// The lowest severity that fails the run.
  var failOn: Finding.Severity
  var catalog: DeviceCatalog

  var reported: [Finding] { rows.flatMap(\.findings) }
  var acceptedCount: Int { rows.reduce(0) { $0 + $1.accepted.count } }
  func count(_ severity: Finding.Severity) -> Int { rows.reduce(0) { $0 + $1.count(severity) } }
  /// Whether a reported finding is at or above `failOn`.
  var failed: Bool { reported.contains { $0.severity >= failOn } }

  /// The rows grouped back into scenes, in order.
  var scenes: [[CheckRow]] {
    var groups: [[CheckRow]] = []
    for row in rows {
      if row.slotIndex == 0 { groups.append([row]) } else { groups[groups.count - 1].append(row) }
    }
    return groups
  }
}
