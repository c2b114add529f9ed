import AdPreviewCore

/// The table: one row per slot and scene with findings (every one with `--all`).
enum CheckTextReporter {
  static func write(_ report: CheckReport, everything: Bool) -> String {
    let header = ["DEVICE", "ORIENTATION", "POSTURE", "WINDOW", "SLOT", "AD", "SIZE", "FINDINGS"]
    let columns = header.count
    // Every cell, row after row; read through each row's box, so no slot is copied whole.
    var cells = header
    for row in report.rows where everything || !row.findings.isEmpty {
      let slot = row.box.evaluations[row.slotIndex].slot
      cells.append(row.deviceID)
      cells.append(row.selection.orientation.rawValue)
      cells.append(row.posture)
      cells.append(row.window)
      cells.append(slot.name ?? slot.format.rawValue)
      cells.append(slot.format.rawValue)
      cells.append(row.box.evaluations[row.slotIndex].sizing?.size.label ?? "-")
      cells.append(findingsCell(row.findings))
    }
    var widths = [Int](repeating: 0, count: columns - 1)
    for (index, cell) in cells.enumerated() where index % columns != columns - 1 {
      widths[index % columns] = max(widths[index % columns], width(cell))
    }
    var bytes: [UInt8] = []
    if cells.count > columns {
      bytes.reserveCapacity(cells.count / columns * (widths.reduce(0, +) + 2 * columns + 40))
      for (index, cell) in cells.enumerated() {
        bytes.append(contentsOf: cell.utf8)
        let column = index % columns
        if column == columns - 1 {
          bytes.append(UInt8(ascii: "\n"))
        } else {
          bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: widths[column] - width(cell) + 2))
        }
      }
    }
    var text = String(decoding: bytes, as: UTF8.self)
    text += "\n\(report.sceneCount) scenes checked, \(report.flaggedSceneCount) with findings: \(report.count(.error)) errors, "
      + "\(report.count(.warning)) warnings, \(report.count(.info)) info"
    if report.acceptedCount > 0 { text += "; \(report.acceptedCount) accepted" }
    text += "\n"
    if !report.rows.isEmpty, report.failed {
      text += "failing: findings at or above \(report.failOn.rawValue); `adpreview findings` explains each code\n"
    }
    return text
  }

  /// `does-not-fit(e) deprecated-format(w)`, or `ok`.
  private static func findingsCell(_ findings: [Finding]) -> String {
    guard !findings.isEmpty else { return "ok" }
    var cell = ""
    for finding in findings {
      if !cell.isEmpty { cell += " " }
      cell += finding.code.rawValue
      cell += "("
      cell.unicodeScalars.append(finding.severity.rawValue.unicodeScalars.first!)
      cell += ")"
    }
    return cell
  }

  /// Columns a cell takes: every cell is made of one-column, single-scalar characters (ids,
  /// names, `320×50`), so this counts scalars, straight from the UTF-8.
  private static func width(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
