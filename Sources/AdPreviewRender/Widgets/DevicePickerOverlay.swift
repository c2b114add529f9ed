import AdPreviewCore
import AdPreviewFormats

/// The device picker (`/`): what was typed, the devices whose id, name or covered model holds
/// it (or, when none does, is a typo away: `DeviceCatalog.matches(typed:)`), the picked one
/// reversed; enter opens it.
public enum DevicePickerOverlay {
  /// The most matches one page lists.
  static let pageRows = 16

  public static func draw(
    query: String, matches: [DeviceMatch], selected: Int, current: String, into buffer: inout CellBuffer, options: RenderOptions
  ) {
    let width = min(buffer.width - 2, 72)
    let height = min(buffer.height - 2, max(6, min(matches.count, pageRows) + 5))
    guard width >= 24, height >= 6 else { return }
    var box = buffer.bounds.centered(width: width, height: height, roomAboveOneIn: 3)
    box.y = max(1, box.y)
    OverlayBox.draw(box, title: "Device", into: &buffer, options: options)
    let style = options.style(.overlay)
    let typed = "/ " + query.sanitizedForTerminal + (options.ascii ? "_" : "▏")
    buffer.put(typed, x: box.x + 2, y: box.y + 1, style: options.style(.overlayFrame), maxWidth: box.width - 4)
    let rows = max(1, box.height - 4)
    // The page that holds the picked row.
    let first = matches.isEmpty ? 0 : (selected / rows) * rows
    for (offset, match) in matches.dropFirst(first).prefix(rows).enumerated() {
      let index = first + offset
      let name = match.model ?? match.device.name
      let words = "\(name) · \(match.name)\(match.name == current ? " · now" : "")"
      let line = index == selected ? options.style(.overlayPicked) : style
      let row = box.inset(by: 1).row(1 + offset)
      buffer.fill(row, " ", line)
      buffer.put(" " + (options.ascii ? words.asciiFallback : words), x: row.x, y: row.y, style: line, maxWidth: row.width)
    }
    let summary =
      matches.isEmpty
      ? "no device matches; backspace, or esc"
      : "\(selected + 1) of \(matches.count) · arrows pick, enter opens, esc closes"
    buffer.put(summary, x: box.x + 2, y: box.maxY - 2, style: style, maxWidth: box.width - 4)
  }
}
