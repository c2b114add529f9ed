/// A backend that writes what changed as ANSI escape sequences, for a terminal it does not
/// own: a recording, or a byte count of a frame.
public struct ANSIBackend: TerminalBackend {
  /// The bytes written since the last `takeOutput()`.
  public private(set) var output = ""
  private var cursor: (x: Int, y: Int)?
  private var style: Style?

  public init() {}

  public mutating func draw(_ changes: [CellChange]) {
    for change in changes {
      if cursor.map({ $0.x != change.x || $0.y != change.y }) ?? true {
        output += "\u{1B}[\(change.y + 1);\(change.x + 1)H"
      }
      if style != change.cell.style {
        output += ANSIWriter.sgr(change.cell.style)
        style = change.cell.style
      }
      change.cell.append(to: &output)
      cursor = (change.x + max(1, Int(change.cell.width)), change.y)
    }
  }

  public mutating func clear() {
    output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
    cursor = (0, 0)
    style = .plain
  }

  public mutating func flush() {}

  /// What ends a recording of a `rows`-row terminal: colours and attributes reset, the
  /// cursor shown again and moved under the last row, so that the shell's prompt after a
  /// replay lands below the picture and not inside it in the last frame's colours.
  public static func ending(rows: Int) -> String {
    "\u{1B}[0m\u{1B}[?25h\u{1B}[\(max(1, rows));1H\r\n"
  }

  /// Hands over what was written and starts afresh.
  public mutating func takeOutput() -> String {
    defer { output = "" }
    return output
  }
}
