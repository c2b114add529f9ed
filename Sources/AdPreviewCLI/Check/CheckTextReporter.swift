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
    // Widths in characters: every cell is made of single-scalar characters (ids, names,
    // `320×50`), so counting scalars is counting columns, and much cheaper than graphemes.
    let columns = rows[0].count - 1
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for column in 0..<columns { widths[column] = max(widths[column], row[column].unicodeScalars.count) }
    }
    var text = ""
    text.reserveCapacity(rows.count * (widths.reduce(0, +) + 2 * columns + 40))
    for row in rows where rows.count > 1 {
      for column in 0..<columns {
        text += row[column]
        text += String(repeating: " ", count: widths[column] - row[column].unicodeScalars.count + 2)
      }
      text += row[columns]
      text += "\n"
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
