import AdPreviewCore

/// The table: one row per slot × finding code, with where it holds (`--group-by scene`: one
/// row per slot and scene with findings; every one with `--all`).
enum CheckTextReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    var text =
      options.grouping == .scene
      ? table(report.rows.filter { options.everything || !$0.findings.isEmpty }) : grouped(report, everything: options.everything)
    text +=
      "\n\(report.sceneCount) scenes checked, \(report.flaggedSceneCount) with findings: \(report.count(.error)) errors, "
      + "\(report.count(.warning)) warnings, \(report.count(.info)) info"
    if report.acceptedCount > 0 { text += "; \(report.acceptedCount) accepted" }
    text += "\n"
    if !report.rows.isEmpty, report.failed {
      text += "failing: findings at or above \(report.failOn.rawValue); `adpreview findings` explains each code\n"
    }
    return text
  }

  /// One row per slot × code: the slot, the code and its severity letter, the number of
  /// scenes, and where (devices, orientations, postures, windows, releases, cut short);
  /// with `--all`, the slots with no findings too. Empty without rows.
  private static func grouped(_ report: CheckReport, everything: Bool) -> String {
    var cells: [[String]] = [["SLOT", "FINDING", "SCENES", "WHERE"]]
    var flagged = Set<String>()
    for group in report.groups where !group.isAccepted {
      flagged.insert(group.slotName)
      cells.append([
        group.slotName, "\(group.code.rawValue)(\(group.severity.rawValue.prefix(1)))", "\(group.sceneCount)", group.whereText,
      ])
    }
    if everything {
      for slot in report.slots where !flagged.contains(slot.name) { cells.append([slot.name, "ok", "\(slot.scenes)", "every scene"]) }
    }
    guard cells.count > 1 else { return "" }
    var widths = [0, 0, 0]
    for row in cells { for column in 0..<3 { widths[column] = max(widths[column], width(row[column])) } }
    var text = ""
    for row in cells {
      for column in 0..<3 {
        // The count is right-aligned under its header.
        let pad = String(repeating: " ", count: widths[column] - width(row[column]))
        text += column == 2 ? pad + row[column] + "  " : row[column] + pad + "  "
      }
      text += row[3] + "\n"
    }
    return text
  }

  private static let header = ["DEVICE", "ORIENTATION", "POSTURE", "WINDOW", "SLOT", "AD", "SIZE", "FINDINGS"]

  /// The rows as aligned columns under the header, findings last (`does-not-fit(e)
  /// deprecated-format(w)`); empty without rows. The table runs to thousands of lines, so
  /// it is copied into its string byte by byte rather than appended cell by cell.
  private static func table(_ rows: [CheckRow]) -> String {
    guard !rows.isEmpty else { return "" }
    let padded = header.count - 1
    // The padded cells, row after row, read through each row's scene and slot.
    var cells = Array(header.prefix(padded))
    cells.reserveCapacity((rows.count + 1) * padded)
    for row in rows {
      cells.append(row.box.deviceState.deviceID)
      cells.append(row.box.deviceState.orientation.rawValue)
      cells.append(row.posture)
      cells.append(row.box.window)
      cells.append(row.slotName)
      cells.append(row.format.rawValue)
      cells.append(row.requestedSize?.label ?? "-")
    }
    // Two bytes a cell (a cell is a name or a number, far narrower than 65,535 columns): the
    // widths of thousands of cells stay out of fresh pages.
    let cellWidths = cells.map { UInt16(clamping: width($0)) }
    var widths = [Int](repeating: 0, count: padded)
    for (index, cellWidth) in cellWidths.enumerated() { widths[index % padded] = max(widths[index % padded], Int(cellWidth)) }
    var length = header[padded].utf8.count + 1
    for (index, cell) in cells.enumerated() {
      length += cell.utf8.count + widths[index % padded] - Int(cellWidths[index]) + 2
    }
    for row in rows {
      length += row.findings.isEmpty ? 3 : row.findings.reduce(-1) { $0 + $1.code.rawValue.utf8.count + 4 } + 1
    }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var end = 0
      func put(_ text: String) {
        text.utf8.withContiguousStorageIfAvailable { bytes in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: bytes)
          end += bytes.count
        }
          ?? {
            for byte in text.utf8 {
              buffer[end] = byte
              end += 1
            }
          }()
      }
      func put(_ byte: UInt8, count: Int = 1) {
        buffer[end..<end + count].initialize(repeating: byte)
        end += count
      }
      // `cells` holds the header's padded cells, then each row's: row r's are at
      // (r + 1) × padded, so the row of cell `index` is index / padded - 1.
      for (index, cell) in cells.enumerated() {
        put(cell)
        put(UInt8(ascii: " "), count: widths[index % padded] - Int(cellWidths[index]) + 2)
        guard index % padded == padded - 1 else { continue }
        if index < padded {
          put(header[padded])
        } else if rows[index / padded - 1].findings.isEmpty {
          put("ok")
        } else {
          for (number, finding) in rows[index / padded - 1].findings.enumerated() {
            if number > 0 { put(UInt8(ascii: " ")) }
            put(finding.code.rawValue)
            put(UInt8(ascii: "("))
            put(finding.severity.rawValue.utf8.first!)
            put(UInt8(ascii: ")"))
          }
        }
        put(UInt8(ascii: "\n"))
      }
      return end
    }
  }

  /// Columns a cell takes: every cell is made of one-column, single-scalar characters (ids,
  /// names, `320×50`), so this counts scalars, straight from the UTF-8.
  private static func width(_ text: String) -> Int {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
      return count
    } ?? text.unicodeScalars.count
  }
}
