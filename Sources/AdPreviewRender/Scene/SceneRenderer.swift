import AdPreviewCore

/// Draws a whole previewer frame: title bar, the device with its ad, the side panel, the log
/// and the key bar — or, when the area is too small, a message saying how large it must be.
public enum SceneRenderer {
  public static func render(_ model: PreviewModel, columns: Int, rows: Int, options: RenderOptions = RenderOptions()) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    let minimum = RenderOptions.minimumSize
    guard columns >= minimum.columns, rows >= minimum.rows else {
      tooSmall(&buffer, options: options)
      return buffer
    }
    let scene = model.resolved.scene
    let slot = model.resolved.evaluation.slot
    let titleStyle = options.color ? Style(foreground: .black, background: .white, attributes: .bold) : .reverse
    buffer.fill(CellRect(x: 0, y: 0, width: columns, height: 1), " ", titleStyle)
    var title = " adpreview · \(scene.model ?? scene.device.name) · \(scene.orientation.rawValue)"
    if let posture = scene.posture { title += " · \(posture.name.rawValue)" }
    title += " · \(scene.window.size.label) · \(slot.format.words), \(slot.position.rawValue), "
      + (slot.guide == .safeArea ? "safe area" : "legacy guide")
    let help = "? help "
    buffer.put(options.ascii ? title.asciiFallback : title, x: 0, y: 0, style: titleStyle, maxWidth: columns - help.count - 1)
    buffer.put(help, x: columns - help.count, y: 0, style: titleStyle)

    let keyStyle = options.color ? Style(foreground: .gray) : .plain
    if let keys = model.hints.first(where: { DisplayWidth.of($0) + 1 <= columns }) ?? model.hints.last {
      buffer.put(" " + (options.ascii ? keys.asciiFallback : keys), x: 0, y: rows - 1, style: keyStyle, maxWidth: columns)
    }

    let body = CellRect(x: 0, y: 1, width: columns, height: rows - 2)
    let border = options.color ? Style(foreground: .darkGray) : .plain
    buffer.drawBox(body, style: border, ascii: options.ascii)
    let showPanel = columns >= 72
    let panelWidth = showPanel ? min(56, max(34, columns * 2 / 5)) : 0
    let deviceBox = CellRect(x: body.x, y: body.y, width: body.width - panelWidth, height: body.height)
    var deviceArea = deviceBox.inset(by: 1)
    if let status = model.status {
      deviceArea.height -= 1
      buffer.put(" " + status, x: deviceArea.x, y: deviceArea.maxY, style: options.color ? Style(foreground: .yellow) : .plain, maxWidth: deviceArea.width)
    }
    deviceArea.height -= 1
    drawLegend(in: CellRect(x: deviceArea.x, y: deviceArea.maxY, width: deviceArea.width, height: 1), into: &buffer, options: options)
    DevicePicture.draw(model, in: deviceArea.inset(by: 0), into: &buffer, options: options)

    if showPanel {
      let divider = deviceBox.maxX - 1
      drawDivider(x: divider, in: body, into: &buffer, style: border, ascii: options.ascii)
      let panel = CellRect(x: divider + 1, y: body.y + 1, width: body.maxX - divider - 2, height: body.height - 2)
      drawPanel(model, in: panel, into: &buffer, border: border, options: options)
    } else {
      let findings = model.resolved.allFindings
      let summary = findings.isEmpty ? "no findings" : "\(findings.count) findings: \(findings.map(\.code.rawValue).joined(separator: ", "))"
      buffer.put(" " + summary, x: body.x + 1, y: body.maxY - 1, style: .plain, maxWidth: body.width - 2)
    }
    return buffer
  }

  private static func drawPanel(_ model: PreviewModel, in panel: CellRect, into buffer: inout CellBuffer, border: Style, options: RenderOptions) {
    let lines = SidePanel.lines(model, width: panel.width - 1, options: options)
    let logRows = max(4, min(model.log.count + 1, panel.height / 3))
    let infoHeight = panel.height - logRows - 1
    let labelStyle = options.color ? Style(foreground: .cyan) : .bold
    for (index, line) in lines.prefix(infoHeight).enumerated() {
      let y = panel.y + index
      buffer.put(" " + line.label, x: panel.x, y: y, style: labelStyle, maxWidth: 11)
      buffer.put(options.ascii ? line.text.asciiFallback : line.text, x: panel.x + 11, y: y, style: line.style, maxWidth: panel.width - 11)
    }
    if lines.count > infoHeight, infoHeight > 0 {
      buffer.put(" …", x: panel.x, y: panel.y + infoHeight - 1, style: labelStyle, maxWidth: panel.width)
    }
    let separatorY = panel.y + infoHeight
    let h: Character = options.ascii ? "-" : "─"
    for x in panel.x..<panel.maxX { buffer.set(x, separatorY, h, border) }
    buffer.set(panel.x - 1, separatorY, options.ascii ? "+" : "├", border)
    buffer.set(panel.maxX, separatorY, options.ascii ? "+" : "┤", border)
    buffer.put(" Log ", x: panel.x + 1, y: separatorY, style: labelStyle)
    let logArea = CellRect(x: panel.x, y: separatorY + 1, width: panel.width, height: panel.maxY - separatorY - 1)
    // Whole entries, wrapped beside their time column, the newest at the bottom.
    var shown: [String] = []
    for entry in model.log.reversed() {
      let text = options.ascii ? entry.asciiFallback : entry
      let head = String(text.prefix(9))
      let parts = SidePanel.wrap(String(text.dropFirst(9)), width: max(10, logArea.width - 10))
      let lines = [head + parts[0]] + parts.dropFirst().map { String(repeating: " ", count: 9) + $0 }
      if shown.count + lines.count > logArea.height {
        if shown.isEmpty { shown = Array(lines.prefix(logArea.height)) }
        break
      }
      shown.insert(contentsOf: lines, at: 0)
    }
    for (index, line) in shown.enumerated() {
      buffer.put(" " + line, x: logArea.x, y: logArea.y + index, style: .plain, maxWidth: logArea.width)
    }
    if model.log.isEmpty {
      buffer.put(" (no events yet)", x: logArea.x, y: logArea.y, style: options.color ? Style(foreground: .gray) : .plain, maxWidth: logArea.width)
    }
  }

  private static func drawDivider(x: Int, in body: CellRect, into buffer: inout CellBuffer, style: Style, ascii: Bool) {
    for y in (body.y + 1)..<(body.maxY - 1) { buffer.set(x, y, ascii ? "|" : "│", style) }
    buffer.set(x, body.y, ascii ? "+" : "┬", style)
    buffer.set(x, body.maxY - 1, ascii ? "+" : "┴", style)
  }

  private static func drawLegend(in row: CellRect, into buffer: inout CellBuffer, options: RenderOptions) {
    let palette = Palette.standard
    var x = row.x + 1
    let items: [(Paint, String)] = [(.screenInset, "outside safe area"), (.ad, "ad"), (.finding, "finding"), (.otherPane, "other window")]
    for (paint, name) in items {
      let entry = palette[paint]
      let glyph = options.ascii ? entry.asciiGlyph : options.color ? (entry.colorGlyph == " " ? " " : entry.colorGlyph) : entry.monoGlyph
      let style = options.color ? Style(foreground: entry.foreground, background: entry.background) : .plain
      guard x + 3 + DisplayWidth.of(name) < row.maxX else { break }
      buffer.put("\(glyph)\(glyph)", x: x, y: row.y, style: style)
      x += 2
      x += buffer.put(" \(name)  ", x: x, y: row.y, style: options.color ? Style(foreground: .gray) : .plain, maxWidth: row.maxX - x)
    }
  }

  private static func tooSmall(_ buffer: inout CellBuffer, options: RenderOptions) {
    let minimum = RenderOptions.minimumSize
    let need = "\(minimum.columns)×\(minimum.rows)"
    let candidates = [
      ["make the terminal larger", "(needs at least \(need),", "now \(buffer.width)×\(buffer.height))"],
      ["make the terminal", "larger (needs", "at least \(need))"],
      ["too small:", "needs \(need)"],
      ["needs \(need)"],
      [need],
    ]
    let lines = candidates.first { $0.allSatisfy { DisplayWidth.of($0) <= buffer.width } && $0.count <= buffer.height }
      ?? [String(need.prefix(max(0, buffer.width)))]
    let top = max(0, (buffer.height - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < buffer.height {
      let text = options.ascii ? line.asciiFallback : line
      buffer.putCentered(text, in: buffer.bounds, y: top + index, style: .bold)
    }
  }
}
