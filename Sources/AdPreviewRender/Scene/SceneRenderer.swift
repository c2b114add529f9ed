import AdPreviewCore
import AdPreviewFormats

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
    let titleStyle = options.style(.title)
    buffer.fill(CellRect(x: 0, y: 0, width: columns, height: 1), " ", titleStyle)
    // Whole fields, dropped from the least needed when the bar is short: never a number cut.
    // A field's priority: 0 is never dropped, the highest goes first.
    struct Field {
      var text: String
      var priority: Int
    }
    var fields = [
      Field(text: model.label ?? "adpreview", priority: model.label == nil ? 4 : 0), Field(text: scene.model ?? scene.device.name, priority: 0),
    ]
    if let os = scene.osLabel { fields.append(Field(text: os, priority: 2)) }
    fields.append(Field(text: scene.orientation.rawValue, priority: 1))
    if let posture = scene.posture { fields.append(Field(text: posture.name.rawValue, priority: 1)) }
    fields.append(Field(text: scene.device.platform.label(scene.window.size), priority: 2))
    // A full-screen ad has no edge or guide: it covers the window.
    let placement = slot.format.isFullScreen ? "full screen" : "\(slot.anchorWord), " + slot.guide.words
    fields.append(Field(text: "\(slot.format.words), " + placement, priority: 3))
    let help = model.presenting || model.still ? "" : "? help "
    let room = columns - help.count - 1
    func text(_ fields: [Field]) -> String { " " + fields.map(\.text).joined(separator: " · ") }
    while DisplayWidth.of(text(fields)) > room,
      let drop = fields.indices.filter({ fields[$0].priority > 0 }).max(by: { fields[$0].priority < fields[$1].priority })
    {
      fields.remove(at: drop)
    }
    let title = text(fields)
    buffer.put(options.ascii ? title.asciiFallback : title, x: 0, y: 0, style: titleStyle, maxWidth: room)
    buffer.put(help, x: columns - help.count, y: 0, style: titleStyle)

    let keyStyle = options.style(.hint)
    if !model.still, let keys = model.hints.first(where: { DisplayWidth.of($0) + 1 <= columns }) ?? model.hints.last {
      buffer.put(" " + (options.ascii ? keys.asciiFallback : keys), x: 0, y: rows - 1, style: keyStyle, maxWidth: columns)
    }

    let body = CellRect(x: 0, y: 1, width: columns, height: rows - 2)
    let border = options.style(.frame)
    buffer.drawBox(body, style: border, ascii: options.ascii)
    let showPanel = columns >= 72
    let deviceBox = CellRect(x: body.x, y: body.y, width: body.width - panelWidth(columns), height: body.height)
    let deviceArea = pictureArea(model, columns: columns, rows: rows)
    if let status = model.status {
      buffer.put(" " + status, x: deviceArea.x, y: deviceArea.maxY + 1, style: options.style(.status), maxWidth: deviceArea.width)
    }
    let drawn = DevicePicture.draw(model, in: deviceArea, into: &buffer, options: options)
    if let caption = model.caption {
      if model.presenting {
        let rows = captionRows(model, columns: columns, rows: rows)
        let band = CellRect(x: deviceArea.x, y: deviceArea.y - rows, width: deviceArea.width, height: rows)
        drawCaption(caption, over: band, into: &buffer, options: options)
      } else {
        drawCaption(caption, over: deviceArea, into: &buffer, options: options)
      }
    }
    drawLegend(
      drawn.paints, in: CellRect(x: deviceArea.x, y: deviceArea.maxY, width: deviceArea.width, height: 1), into: &buffer,
      options: options)

    if showPanel {
      let divider = deviceBox.maxX - 1
      drawDivider(x: divider, in: body, into: &buffer, style: border, ascii: options.ascii)
      let panel = CellRect(x: divider + 1, y: body.y + 1, width: body.maxX - divider - 2, height: body.height - 2)
      var model = model
      model.leftOutAssets = drawn.leftOutAssets
      drawPanel(model, in: panel, into: &buffer, border: border, options: options)
    } else {
      let findings = model.resolved.allFindings
      let summary = findings.isEmpty ? "no findings" : "\(findings.count) findings: \(findings.map(\.code.rawValue).joined(separator: ", "))"
      buffer.put(" " + summary, x: body.x + 1, y: body.maxY - 1, style: .plain, maxWidth: body.width - 2)
    }
    return buffer
  }

  /// The cells the device picture takes: the left box less its border, the legend row and
  /// the status row when there is a message.
  static func pictureArea(_ model: PreviewModel, columns: Int, rows: Int) -> CellRect {
    var area = CellRect(x: 1, y: 2, width: columns - panelWidth(columns) - 2, height: rows - 4)
    if model.status != nil { area.height -= 1 }
    area.height -= 1
    // A presentation's caption has its band above the device, which shrinks to make room.
    let band = captionRows(model, columns: columns, rows: rows)
    area.y += band
    area.height -= band
    return area
  }

  /// The rows a presentation's caption band takes: its wrapped lines (at most three) and a
  /// blank row above and below where the terminal is tall enough; 0 outside presentation
  /// mode, without a caption, or where the device would be left too little.
  static func captionRows(_ model: PreviewModel, columns: Int, rows: Int) -> Int {
    guard model.presenting, let caption = model.caption, !caption.isEmpty else { return 0 }
    let width = columns - panelWidth(columns) - 2
    let lines = min(3, caption.sanitizedForTerminal.wrapped(toWidth: max(4, width - 4)).count)
    let total = lines + (rows >= 34 ? 2 : 0)
    // The device keeps at least two thirds of the picture's rows.
    return total <= (rows - 6) / 3 ? total : 0
  }

  /// Where a cell of the picture lies on the screen, in points; nil off the picture.
  public static func point(atX x: Int, y: Int, in model: PreviewModel, columns: Int, rows: Int, options: RenderOptions = RenderOptions()) -> Point? {
    guard columns >= RenderOptions.minimumSize.columns, rows >= RenderOptions.minimumSize.rows else { return nil }
    let area = pictureArea(model, columns: columns, rows: rows)
    guard x >= area.x, x < area.maxX, y >= area.y, y < area.maxY else { return nil }
    let projection = DevicePicture.projection(model, in: area, options: options)
    let px = Double((x - area.x) * 2 + 1)
    let py = Double((y - area.y) * 2 + 1)
    return Point(
      x: (px - projection.screenOriginX) / projection.pixelsPerPointX,
      y: (py - projection.screenOriginY) / projection.pixelsPerPointY)
  }

  /// How many points of the screen one cell spans across.
  public static func pointsPerCell(in model: PreviewModel, columns: Int, rows: Int, options: RenderOptions = RenderOptions()) -> Double {
    let area = pictureArea(model, columns: columns, rows: rows)
    return 1 / DevicePicture.projection(model, in: area, options: options).cellsPerPoint
  }

  /// The side panel's width at a terminal width (none below 72 columns).
  static func panelWidth(_ columns: Int) -> Int { columns >= 72 ? min(56, max(34, columns * 2 / 5)) : 0 }

  /// Where the panel's facts go and which of its lines show: from the top, or scrolled so
  /// that the selected finding is in view.
  private static func panelLayout(_ model: PreviewModel, columns: Int, rows: Int, options: RenderOptions)
    -> (panel: CellRect, lines: ArraySlice<SidePanel.Line>, infoHeight: Int, cut: Bool)
  {
    let width = panelWidth(columns)
    let panel = CellRect(x: columns - width, y: 2, width: width - 1, height: rows - 4)
    let logRows = max(4, min(model.log.count + 1, panel.height / 3))
    let infoHeight = max(0, panel.height - logRows - 1)
    let lines = SidePanel.fitted(SidePanel.lines(model, width: panel.width - 1, options: options), height: infoHeight)
    var first = 0
    if let selected = model.selectedFinding, let last = lines.lastIndex(where: { $0.finding == selected }), last >= infoHeight {
      let start = lines.firstIndex { $0.finding == selected } ?? last
      first = min(start, last - infoHeight + 1)
    }
    let end = min(lines.count, first + infoHeight)
    return (panel, lines[first..<end], infoHeight, end < lines.count)
  }

  /// The finding (in the panel's order) whose lines hold a cell, for a click.
  public static func finding(atX x: Int, y: Int, in model: PreviewModel, columns: Int, rows: Int) -> Int? {
    guard columns >= RenderOptions.minimumSize.columns, rows >= RenderOptions.minimumSize.rows, columns >= 72 else { return nil }
    let layout = panelLayout(model, columns: columns, rows: rows, options: RenderOptions(color: false))
    guard x >= layout.panel.x, x < layout.panel.maxX, y >= layout.panel.y, y < layout.panel.y + layout.lines.count else { return nil }
    return layout.lines[layout.lines.startIndex + y - layout.panel.y].finding
  }

  private static func drawPanel(_ model: PreviewModel, in panel: CellRect, into buffer: inout CellBuffer, border: Style, options: RenderOptions) {
    let layout = panelLayout(model, columns: buffer.width, rows: buffer.height, options: options)
    let infoHeight = layout.infoHeight
    let labelStyle = options.style(.label)
    for (index, line) in layout.lines.enumerated() {
      let y = panel.y + index
      buffer.put(" " + line.label, x: panel.x, y: y, style: labelStyle, maxWidth: 11)
      buffer.put(options.ascii ? line.text.asciiFallback : line.text, x: panel.x + 11, y: y, style: line.style, maxWidth: panel.width - 11)
    }
    if layout.cut, infoHeight > 0 {
      buffer.put(" …", x: panel.x, y: panel.y + infoHeight - 1, style: labelStyle, maxWidth: panel.width)
    }
    let separatorY = panel.y + infoHeight
    let h: Character = options.ascii ? "-" : "─"
    for x in panel.x..<panel.maxX { buffer.set(x, separatorY, h, border) }
    buffer.set(panel.x - 1, separatorY, options.ascii ? "+" : "├", border)
    buffer.set(panel.maxX, separatorY, options.ascii ? "+" : "┤", border)
    buffer.put(" Log ", x: panel.x + 1, y: separatorY, style: labelStyle)
    let logArea = CellRect(x: panel.x, y: separatorY + 1, width: panel.width, height: panel.maxY - separatorY - 1)
    // Whole entries, wrapped beside their time column, the newest at the bottom (or the
    // entry `logScroll` back from it).
    var shown: [String] = []
    let scroll = min(max(0, model.logScroll), max(0, model.log.count - 1))
    var area = logArea
    if scroll > 0 {
      area.height -= 1
      let more = "↓ \(scroll) newer · PgDn, End"
      buffer.put(" " + (options.ascii ? more.asciiFallback : more), x: logArea.x, y: logArea.maxY - 1, style: labelStyle, maxWidth: logArea.width)
    }
    for entry in model.log.dropLast(scroll).reversed() {
      let text = options.ascii ? entry.asciiFallback : entry
      let head = String(text.prefix(9))
      let parts = SidePanel.wrap(String(text.dropFirst(9)), width: max(10, logArea.width - 10))
      let lines = [head + parts[0]] + parts.dropFirst().map { String(repeating: " ", count: 9) + $0 }
      if shown.count + lines.count > area.height {
        if shown.isEmpty { shown = Array(lines.prefix(area.height)) }
        break
      }
      shown.insert(contentsOf: lines, at: 0)
    }
    for (index, line) in shown.enumerated() {
      buffer.put(" " + line, x: logArea.x, y: logArea.y + index, style: .plain, maxWidth: logArea.width)
    }
    if model.log.isEmpty {
      buffer.put(" (no events yet)", x: logArea.x, y: logArea.y, style: options.style(.hint), maxWidth: logArea.width)
    }
  }

  /// The demo's caption: a band across the top of the picture, the text wrapped to three
  /// lines at most and centred, one blank column either side.
  static func drawCaption(_ caption: String, over area: CellRect, into buffer: inout CellBuffer, options: RenderOptions) {
    let text = options.ascii ? caption.sanitizedForTerminal.asciiFallback : caption.sanitizedForTerminal
    guard area.width >= 8, area.height >= 1, !text.isEmpty else { return }
    var lines = text.wrapped(toWidth: area.width - 4)
    if lines.count > 3 {
      lines = Array(lines.prefix(3))
      lines[2] = String(lines[2].prefix(max(1, area.width - 6))) + (options.ascii ? "..." : "…")
    }
    // A blank row above and below where the picture is tall enough to spare them.
    let padding = area.height >= 30 || area.height == lines.count + 2 ? 1 : 0
    let band = CellRect(x: area.x, y: area.y, width: area.width, height: lines.count + 2 * padding)
    let style = options.style(.caption)
    buffer.fill(band, " ", style)
    for (index, line) in lines.enumerated() {
      buffer.putCentered(line, in: band, y: band.y + padding + index, style: style)
    }
  }

  private static func drawDivider(x: Int, in body: CellRect, into buffer: inout CellBuffer, style: Style, ascii: Bool) {
    for y in (body.y + 1)..<(body.maxY - 1) { buffer.set(x, y, ascii ? "|" : "│", style) }
    buffer.set(x, body.y, ascii ? "+" : "┬", style)
    buffer.set(x, body.maxY - 1, ascii ? "+" : "┴", style)
  }

  /// Names every paint the picture shows, in the palette's order, as many as fit; a name
  /// two paints share (the parts of a native ad) is said once.
  private static func drawLegend(_ paints: CaseSet<Paint>, in row: CellRect, into buffer: inout CellBuffer, options: RenderOptions) {
    let palette = Palette.standard
    var x = row.x + 1
    var said: [String] = []  // a few names
    for paint in paints {
      let entry = palette[paint]
      guard let name = entry.name, !said.contains(name) else { continue }
      said.append(name)
      let glyph =
        paint.isSolid
        ? (options.ascii ? entry.asciiGlyph : "█")
        : options.ascii ? entry.asciiGlyph : options.color ? entry.colorGlyph : entry.monoGlyph
      // A solid shape is drawn on the screen, in the screen's colour: its swatch is the
      // shape between two half cells of that colour, so a black cutout shows on a black
      // terminal.
      let onScreen = paint.isSolid && options.color && !options.ascii
      let background = onScreen ? palette[.safeArea].background : entry.background
      let style = options.painted(Style(foreground: entry.foreground, background: background))
      // Without colour a blank glyph shows nothing to name.
      if !options.color && glyph == " " { continue }
      guard x + 3 + DisplayWidth.of(name) < row.maxX else { break }
      buffer.put(onScreen ? "▐▌" : "\(glyph)\(glyph)", x: x, y: row.y, style: style)
      x += 2
      x += buffer.put(" \(name)  ", x: x, y: row.y, style: options.style(.hint), maxWidth: row.maxX - x)
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
    let lines =
      candidates.first { $0.allSatisfy { DisplayWidth.of($0) <= buffer.width } && $0.count <= buffer.height }
      ?? [String(need.prefix(max(0, buffer.width)))]
    let top = max(0, (buffer.height - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < buffer.height {
      let text = options.ascii ? line.asciiFallback : line
      buffer.putCentered(text, in: buffer.bounds, y: top + index, style: .bold)
    }
  }
}
