import AdPreviewCore
import AdPreviewFormats

/// The release picker (`V`): every OS release the device runs, newest first, the picked one
/// reversed and the scene's own marked; enter switches to it. `o` / `O` step only majors, so
/// this is where the point releases are reached from the keyboard.
public enum ReleasePickerOverlay {
  public static func draw(
    releases: [String], selected: Int, current: String?, title: String, into buffer: inout CellBuffer, options: RenderOptions
  ) {
    let width = min(buffer.width - 2, 44)
    let height = min(buffer.height - 2, releases.count + 4)
    guard width >= 20, height >= 5 else { return }
    var box = buffer.bounds.centered(width: width, height: height, roomAboveOneIn: 3)
    box.y = max(1, box.y)
    OverlayBox.draw(box, title: title, into: &buffer, options: options)
    let style = options.style(.overlay)
    let rows = max(1, box.height - 3)
    // The page that holds the picked row.
    let first = releases.isEmpty ? 0 : (selected / rows) * rows
    for (offset, release) in releases.dropFirst(first).prefix(rows).enumerated() {
      let index = first + offset
      let words = release + (release == current ? " · now" : "")
      let line = index == selected ? options.style(.overlayPicked) : style
      let row = box.inset(by: 1).row(offset)
      buffer.fill(row, " ", line)
      buffer.put(" " + words, x: row.x, y: row.y, style: line, maxWidth: row.width)
    }
    let summary = "\(selected + 1) of \(releases.count) · arrows, enter, esc"
    buffer.put(summary, x: box.x + 2, y: box.maxY - 2, style: style, maxWidth: box.width - 4)
  }
}
