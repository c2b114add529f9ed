import AdPreviewCore

/// The table: one row per slot and scene with findings (every one with `--all`).
enum CheckTextReporter {
  static func write(_ report: CheckReport, everything: Bool) -> String {
    var rows = [["DEVICE", "ORIENTATION", "POSTURE", "WINDOW", "SLOT", "AD", "SIZE", "FINDINGS"]]
    for row in report.rows where everything || !row.findings.isEmpty {
      rows.append([
        row.deviceID, row.selection.orientation.rawValue, row.posture, row.window, row.slotName,
        row.slot.format.rawValue, row.evaluation.sizing?.size.label ?? "-",
        row.findings.isEmpty ? "ok" : row.findings.map { "\($0.code.rawValue)(\($0.severity.rawValue.prefix(1)))" }.joined(separator: " "),
      ])
    }
    let columns = rows[0].count - 1
    let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows where rows.count > 1 {
      text += row.enumerated().map { $1.padding(to: $0 < columns ? widths[$0] : 0) }.joined(separator: "  ") + "\n"
    }
    text += "\n\(report.sceneCount) scenes checked, \(report.flaggedSceneCount) with findings: \(report.count(.error)) errors, "
      + "\(report.count(.warning)) warnings, \(report.count(.info)) info"
    if report.acceptedCount > 0 { text += "; \(report.acceptedCount) accepted" }
    text += "\n"
    if !report.rows.isEmpty, report.failed {
      text += "failing: findings at or above \(report.failOn.rawValue); `adpreview findings` explains each code\n"
    }
    return text
  }
}
