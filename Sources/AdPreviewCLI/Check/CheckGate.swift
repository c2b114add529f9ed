import AdPreviewCore

/// Splits each slot's findings into reported and accepted: the app file's `ignore` entries
/// first (with their reasons), then the baseline's keys.
enum CheckGate {
  static func rows(_ resolved: [(Selection, ResolvedScene)], baseline: Set<String>) -> [CheckRow] {
    var rows: [CheckRow] = []
    for (selection, scene) in resolved {
      let box = CheckRow.SceneBox(selection, scene)
      for index in scene.evaluations.indices {
        var row = CheckRow(box: box, slotIndex: index, findings: [], accepted: [])
        let ignore = scene.evaluations[index].slot.ignore
        for finding in scene.evaluations[index].findings {
          if !ignore.isEmpty, let entry = ignore.first(where: { $0.accepts(finding.code, deviceID: selection.deviceID) }) {
            row.accepted.append((finding, entry.reason, true))
          } else if !baseline.isEmpty && baseline.contains(row.key(finding)) {
            row.accepted.append((finding, "in the baseline", false))
          } else {
            row.findings.append(finding)
          }
        }
        rows.append(row)
      }
    }
    return rows
  }
}
