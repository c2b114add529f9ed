import AdPreviewCore

/// The table: one row per slot and scene with findings (every one with `--all`).
enum CheckTextReporter {
  static func write(_ report: CheckReport, everything: Bool) -> String {
    var rows = [["DEVICE", "ORIENTATION", "POSTURE", "WINDOW", "SLOT", "AD", "SIZE", "FINDINGS"]]
    for row in report.rows where everything || !row.findings.isEmpty {
      // One copy of the slot's evaluation, not one per field read.
      let evaluation = row.evaluation
      var findings = ""
      for finding in row.findings {
        if !findings.isEmpty { findings += " " }
        findings += finding.code.rawValue
        findings += "("
        findings.unicodeScalars.append(finding.severity.rawValue.unicodeScalars.first!)
        findings += ")"
      }
      rows.append([
        row.deviceID, row.selection.orientation.rawValue, row.posture, row.window,
        evaluation.slot.name ?? evaluation.slot.format.rawValue, evaluation.slot.format.rawValue,
        evaluation.sizing?.size.label ?? "-", findings.isEmpty ? "ok" : findings,
      ])
    }
    let columns = rows[0].count - 1
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for column in 0..<columns { widths[column] = max(widths[column], width(row[column])) }
    }
    let spaces = String(repeating: " ", count: (widths.max() ?? 0) + 2)
    var text = ""
    text.reserveCapacity(rows.count * (widths.reduce(0, +) + 2 * columns + 40))
    for row in rows where rows.count > 1 {
      for column in 0..<columns {
        text += row[column]
        text.append(contentsOf: spaces.prefix(widths[column] - width(row[column]) + 2))
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

  /// Columns a cell takes: every cell is made of one-column, single-scalar characters (ids,
  /// names, `320×50`), so this counts scalars, straight from the UTF-8.
  private static func width(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
