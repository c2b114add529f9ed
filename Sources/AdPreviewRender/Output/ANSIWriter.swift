/// Writes a cell buffer as text with ANSI colour escapes (256-colour palette), one line per
/// row, with the style reset at the end of each line.
public enum ANSIWriter {
  public static func write(_ buffer: CellBuffer) -> String {
    var out = ""
    out.reserveCapacity(buffer.cells.count * 4)
    for y in 0..<buffer.height {
      var current = Style.plain
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if cell.isContinuation { continue }
        if cell.style != current {
          out += sgr(cell.style)
          current = cell.style
        }
        cell.append(to: &out)
      }
      if current != .plain { out += "\u{1B}[0m" }
      out += "\n"
    }
    return out
  }

  /// The escape sequence that sets `style` from scratch.
  public static func sgr(_ style: Style) -> String {
    var codes = ["0"]
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    if let index = style.foreground.index { codes.append("38;5;\(index)") }
    if let index = style.background.index { codes.append("48;5;\(index)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
