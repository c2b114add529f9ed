import AdPreviewCore
import AdPreviewRender

/// Draws the app state: the scene, the every-device grid, the help overlay.
public enum AppView {
  public static func render(_ state: AppState, options: RenderOptions) -> CellBuffer {
    var buffer: CellBuffer
    switch state.view {
    case .scene:
      if let pair = comparedModels(state) {
        buffer = CompareRenderer.render(
          pair.left, pair.right, columns: state.columns, rows: state.rows, status: state.statusLine, hints: KeyTable.keyBar, options: options)
      } else {
        buffer = SceneRenderer.render(model(state), columns: state.columns, rows: state.rows, options: options)
      }
    case .grid(let selected):
      buffer = GridView.render(state, selected: selected, options: options)
    }
    if state.showHelp { HelpOverlay.draw(into: &buffer, scroll: state.helpScroll, options: options) }
    if case .device(let query, let selected) = state.prompt {
      DevicePickerOverlay.draw(query: query, matches: state.pickerMatches, selected: selected, current: state.selection.deviceID, into: &buffer, options: options)
    }
    return buffer
  }

  /// The frame's content for the scene view: the session's state, nothing else.
  public static func model(_ state: AppState) -> PreviewModel {
    var model = model(state, session: state.session, animation: state.animation)
    model.status = state.statusLine
    model.hints = KeyTable.keyBar
    model.logScroll = state.logScroll
    model.selectedFinding = state.selectedFinding.map { min($0, max(0, state.resolved.allFindings.count - 1)) }
    model.expandedFinding = state.expandedFinding
    return model
  }

  /// The two scenes of a side-by-side comparison, each labelled with its side; nil for one scene.
  public static func comparedModels(_ state: AppState) -> (left: PreviewModel, right: PreviewModel)? {
    guard let other = state.other else { return nil }
    if state.pinned {
      var before = model(state, session: other, animation: nil)
      var now = model(state, session: state.session, animation: state.animation)
      before.label = "pinned"
      now.label = "now"
      return (before, now)
    }
    var left = model(state, session: state.session, animation: state.animation)
    var right = model(state, session: other, animation: state.otherAnimation)
    left.label = "left"
    right.label = "right"
    return (left, right)
  }

  /// What one session shows at this moment: its scene, caption, highlights, a flashed
  /// failure and the transition it is in.
  private static func model(_ state: AppState, session: PreviewSession, animation: AppState.Animation?) -> PreviewModel {
    var model = PreviewModel(session: session, spinner: state.spinnerFrame, logLimit: AppState.logLimit)
    model.caption = session.caption?.text
    model.highlighted = session.highlightedSlots
    // A failed canPresent flashes across the window for a second and a half of simulated
    // time, or until the ad loaded in its place is ready: once the panel says ready the
    // picture must not say the check failed.
    if let failed = session.log.last(where: { $0.kind == .presentCheck && $0.ok == false }),
      failed.time + 1500 > session.now, !session.replacedAd(failed.request)
    {
      model.flash = "✗ canPresent(from:): " + (failed.message ?? "the ad does not fit the window")
    }
    if let animation {
      let progress = Double(state.now - animation.startedAt) / Double(AppState.animationLength)
      model.transition = SceneTransition(from: animation.from, progress: progress, caption: animation.caption)
    }
    return model
  }
}

/// The every-device view: a tile per device with the same ad slot and its findings count.
enum GridView {
  static func render(_ state: AppState, selected: Int, options: RenderOptions) -> CellBuffer {
    var buffer = CellBuffer(width: state.columns, height: state.rows)
    let devices = state.catalog.devices
    let layout = GridLayout(columns: state.columns, rows: state.rows, count: devices.count, selected: selected)
    let titleStyle = options.color ? Style(foreground: .black, background: .white, attributes: .bold) : .reverse
    buffer.fill(CellRect(x: 0, y: 0, width: state.columns, height: 1), " ", titleStyle)
    let slot = state.selection.slot
    let page = layout.pageCount > 1 ? " · page \(layout.first / layout.pageSize + 1)/\(layout.pageCount)" : ""
    // What every tile shows: the orientation (portrait where a device lacks it), each
    // device's own posture, full screen.
    buffer.put(
      " adpreview · every device · \(state.grid.words(state.selection.orientation, os: state.selection.os)) · "
        + "\(slot.format.words), \(slot.position.rawValue), \(slot.guide.rawValue)\(page)",
      x: 0, y: 0, style: titleStyle, maxWidth: state.columns)
    buffer.put(" arrows move · PgUp/PgDn pages · enter or click opens · r f w change every tile · v back · ? help · q quit", x: 0, y: state.rows - 1,
               style: options.color ? Style(foreground: .gray) : .plain, maxWidth: state.columns)
    guard layout.tile(layout.first) != nil, state.columns >= GridLayout.tileWidth, state.rows >= GridLayout.tileHeight + 2 else {
      buffer.putCentered("make the terminal larger for the grid", in: buffer.bounds, y: state.rows / 2, style: .bold)
      return buffer
    }
    for index in layout.first..<min(devices.count, layout.first + layout.pageSize) {
      guard let tile = layout.tile(index) else { continue }
      let device = devices[index]
      let rect = CellRect(x: tile.x, y: tile.y, width: tile.width - 1, height: tile.height)
      let isSelected = index == selected
      let border = isSelected ? (options.color ? Style(foreground: .yellow, attributes: .bold) : .bold) : (options.color ? Style(foreground: .darkGray) : .plain)
      buffer.drawBox(rect, style: border, ascii: options.ascii)
      buffer.put(" \(device.shortName) ", x: rect.x + 1, y: rect.y, style: isSelected ? border : .plain, maxWidth: rect.width - 2)
      let selection = state.grid.selection(state.selection, on: device)
      guard let session = try? PreviewSession.settled(catalog: state.catalog, selection: selection) else { continue }
      let resolved = session.resolved
      let model = PreviewModel(session: session)
      DevicePicture.draw(model, in: CellRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 3), into: &buffer, options: options)
      let findings = resolved.allFindings
      let errors = findings.filter { $0.severity == .error }.count
      let others = findings.count - errors
      let summary: String
      let style: Style
      if findings.isEmpty {
        summary = options.ascii ? "ok" : "✓ no findings"
        style = options.color ? Style(foreground: .palette(114, basic: 2)) : .plain
      } else {
        summary = (errors > 0 ? "\(options.ascii ? "x" : "✗") \(errors) error\(errors == 1 ? "" : "s") " : "")
          + (others > 0 ? "\(options.ascii ? "!" : "▲") \(others)" : "")
        // Coloured by the worst severity: errors red, warnings yellow, notes grey.
        let worst = findings.map(\.severity).max() ?? .info
        let color: TerminalColor = worst == .error ? .palette(203, basic: 1) : worst == .warning ? .yellow : .gray
        style = options.color ? Style(foreground: color, attributes: worst == .info ? [] : .bold) : .bold
      }
      buffer.putCentered(summary, in: CellRect(x: rect.x + 1, y: rect.maxY - 2, width: rect.width - 2, height: 1), y: rect.maxY - 2, style: style)
    }
    return buffer
  }
}

/// The `?` overlay listing every key, each help wrapped at word boundaries in its column;
/// when the terminal is too short for all of them, PgDn and PgUp page through.
enum HelpOverlay {
  /// The overlay's rows: the keys on a binding's first row, its help wrapped to `width`.
  static func rows(width: Int) -> [(keys: String, text: String)] {
    var rows: [(keys: String, text: String)] = []
    for binding in KeyTable.bindings {
      for (index, part) in binding.help.wrapped(toWidth: max(10, width)).enumerated() {
        rows.append((index == 0 ? binding.label : "", part))
      }
    }
    return rows
  }

  /// Where the box goes and how many rows of keys it shows.
  static func layout(columns: Int, rows: Int) -> (box: CellRect, textWidth: Int, visible: Int)? {
    let width = min(columns - 2, 120)
    let height = min(rows - 2, self.rows(width: width - 27).count + 4)
    guard width >= 20, height >= 5 else { return nil }
    let box = CellRect(x: (columns - width) / 2, y: (rows - height) / 2, width: width, height: height)
    return (box, width - 27, height - 4)
  }

  /// The rows of each page: all of them when they fit, else pages one row short of the box
  /// (for the paging hint) that never split a key's help, unless one help is taller.
  static func pages(columns: Int, rows: Int) -> [Range<Int>] {
    guard let layout = layout(columns: columns, rows: rows) else { return [0..<0] }
    let lines = self.rows(width: layout.textWidth)
    guard lines.count > layout.visible else { return [0..<lines.count] }
    let room = max(1, layout.visible - 1)
    var pages: [Range<Int>] = []
    var start = 0
    while start < lines.count {
      var end = min(lines.count, start + room)
      // Back to the start of the binding the page would cut, if the page keeps any.
      if end < lines.count, let cut = (start + 1..<end + 1).last(where: { !lines[$0].keys.isEmpty }), cut > start {
        end = cut
      }
      pages.append(start..<end)
      start = end
    }
    return pages
  }

  /// The last page there is (0 when every key fits).
  static func lastPage(columns: Int, rows: Int) -> Int { pages(columns: columns, rows: rows).count - 1 }

  static func draw(into buffer: inout CellBuffer, scroll: Int = 0, options: RenderOptions) {
    guard let layout = layout(columns: buffer.width, rows: buffer.height) else { return }
    let box = layout.box
    let lines = rows(width: layout.textWidth)
    let style = options.color ? Style(foreground: .white, background: .palette(236, basic: 0)) : .plain
    let frame = options.color ? Style(foreground: .yellow, background: .palette(236, basic: 0), attributes: .bold) : .bold
    buffer.fill(box, " ", style)
    buffer.drawBox(box, style: frame, ascii: options.ascii, rounded: true)
    buffer.put(" Keys ", x: box.x + 2, y: box.y, style: frame)
    let pages = self.pages(columns: buffer.width, rows: buffer.height)
    let page = pages[min(max(0, scroll), pages.count - 1)]
    let fits = pages.count == 1
    let shown = lines[page]
    let keyStyle = options.color ? Style(foreground: .cyan, background: .palette(236, basic: 0), attributes: .bold) : .bold
    for (index, line) in shown.enumerated() {
      let y = box.y + 2 + index
      buffer.put(line.keys, x: box.x + 2, y: y, style: keyStyle, maxWidth: 22)
      buffer.put(options.ascii ? line.text.asciiFallback : line.text, x: box.x + 25, y: y, style: style, maxWidth: layout.textWidth)
    }
    if !fits {
      let end = page.upperBound
      let hint = end < lines.count
        ? "… \(lines.count - end) more rows: PgDn (PgUp back)" : "the last rows · PgUp back to the first"
      buffer.put(options.ascii ? hint.asciiFallback : hint, x: box.x + 2, y: box.maxY - 2, style: style, maxWidth: box.width - 4)
    }
  }
}

/// The device picker (`/`): what was typed, the devices whose id, name or covered model holds
/// it, the picked one reversed; enter opens it.
enum DevicePickerOverlay {
  static func draw(query: String, matches: [DeviceMatch], selected: Int, current: String, into buffer: inout CellBuffer, options: RenderOptions) {
    let width = min(buffer.width - 2, 72)
    let height = min(buffer.height - 2, max(6, min(matches.count, 16) + 5))
    guard width >= 24, height >= 6 else { return }
    let box = CellRect(x: (buffer.width - width) / 2, y: max(1, (buffer.height - height) / 3), width: width, height: height)
    let background = TerminalColor.palette(236, basic: 0)
    let style = options.color ? Style(foreground: .white, background: background) : .plain
    let frame = options.color ? Style(foreground: .yellow, background: background, attributes: .bold) : .bold
    buffer.fill(box, " ", style)
    buffer.drawBox(box, style: frame, ascii: options.ascii, rounded: true)
    buffer.put(" Device ", x: box.x + 2, y: box.y, style: frame)
    let typed = "/ " + query.sanitizedForTerminal + (options.ascii ? "_" : "▏")
    buffer.put(typed, x: box.x + 2, y: box.y + 1, style: frame, maxWidth: box.width - 4)
    let rows = box.height - 4
    // The page that holds the picked row.
    let first = matches.isEmpty ? 0 : (selected / max(1, rows)) * max(1, rows)
    for (offset, match) in matches.dropFirst(first).prefix(rows).enumerated() {
      let index = first + offset
      let name = match.model ?? match.device.name
      let words = "\(name) · \(match.name)\(match.name == current ? " · now" : "")"
      var line = index == selected ? style : style
      if index == selected { line = options.color ? Style(foreground: .black, background: .yellow, attributes: .bold) : .reverse }
      let y = box.y + 2 + offset
      buffer.fill(CellRect(x: box.x + 1, y: y, width: box.width - 2, height: 1), " ", line)
      buffer.put(" " + (options.ascii ? words.asciiFallback : words), x: box.x + 1, y: y, style: line, maxWidth: box.width - 2)
    }
    let summary = matches.isEmpty
      ? "no device matches; backspace, or esc"
      : "\(selected + 1) of \(matches.count) · arrows pick, enter opens, esc closes"
    buffer.put(summary, x: box.x + 2, y: box.maxY - 2, style: style, maxWidth: box.width - 4)
  }
}
