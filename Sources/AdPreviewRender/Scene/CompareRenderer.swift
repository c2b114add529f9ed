import AdPreviewCore

/// Two scenes side by side (`adpreview compare`): each half is a whole previewer frame of its
/// own — title, device and ad, side panel with its findings, log — drawn by `SceneRenderer`
/// at half the width, and one row under both for the status line or the keys.
public enum CompareRenderer {
  /// The smallest frame both halves can be drawn in.
  public static let minimumSize = (columns: RenderOptions.minimumSize.columns * 2, rows: RenderOptions.minimumSize.rows)

  /// The frame of `left` and `right` side by side at `columns`×`rows`: the left half takes
  /// the odd column out. `status` (where a scenario is, a message) goes on the last row, else
  /// the first of `hints` that fits.
  public static func render(
    _ left: PreviewModel, _ right: PreviewModel, columns: Int, rows: Int, status: String? = nil, hints: [String] = [],
    sameScale: Bool = false, options: RenderOptions = RenderOptions()
  ) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    guard columns >= minimumSize.columns, rows >= minimumSize.rows else {
      let need = "needs at least \(minimumSize.columns)×\(minimumSize.rows) for two scenes side by side"
      buffer.putCentered(String(need.prefix(max(0, columns))), in: buffer.bounds, y: rows / 2, style: .bold)
      return buffer
    }
    let leftWidth = (columns + 1) / 2
    // One scale for both: the smaller of the two each half would take alone, so a bigger
    // device looks bigger.
    let limit =
      sameScale
      ? min(
        1 / SceneRenderer.pointsPerCell(in: left, columns: leftWidth, rows: rows, options: options),
        1 / SceneRenderer.pointsPerCell(in: right, columns: columns - leftWidth, rows: rows, options: options)) : nil
    // Each half's own status and keys row is left blank: the row under both says it once.
    for (model, x, width) in [(left, 0, leftWidth), (right, leftWidth, columns - leftWidth)] {
      var model = model
      model.scaleLimit = limit
      model.status = nil
      model.hints = []
      let half = SceneRenderer.render(model, columns: width, rows: rows, options: options)
      for y in 0..<(rows - 1) {
        for column in 0..<width { buffer[x + column, y] = half[column, y] }
      }
    }
    let bottom = rows - 1
    if let status {
      let text = " " + (options.ascii ? status.asciiFallback : status)
      buffer.put(text, x: 0, y: bottom, style: options.style(.status), maxWidth: columns)
    } else if let keys = hints.first(where: { DisplayWidth.of($0) + 1 <= columns }) ?? hints.last {
      let style = options.style(.hint)
      buffer.put(" " + (options.ascii ? keys.asciiFallback : keys), x: 0, y: bottom, style: style, maxWidth: columns)
    }
    return buffer
  }

  /// `changed: posture folded → open · window 466×678 → 951×669 · ad 382×119 → 867×134`:
  /// what differs between the two scenes, in the order the panel lists them; nil when
  /// nothing it names does. The device and release are left to the two titles, which name
  /// them whole. Only the changes that fit a status row of `width` columns after `lead` are
  /// named, the rest an ellipsis, so none is cut in the middle.
  public static func differences(_ left: PreviewModel, _ right: PreviewModel, fitting width: Int = .max, after lead: String = "")
    -> String?
  {
    let a = left.resolved.scene
    let b = right.resolved.scene
    var parts: [String] = []
    func compare(_ name: String, _ x: String?, _ y: String?) {
      if x != y { parts.append("\(name) \(x ?? "none") → \(y ?? "none")") }
    }
    compare("orientation", a.orientation.rawValue, b.orientation.rawValue)
    compare("posture", a.posture?.name.rawValue, b.posture?.name.rawValue)
    compare("window", a.window.size.label, b.window.size.label)
    compare("ad", left.resolved.evaluation.sizing?.size.label, right.resolved.evaluation.sizing?.size.label)
    compare("findings", "\(left.resolved.allFindings.count)", "\(right.resolved.allFindings.count)")
    guard !parts.isEmpty else { return nil }
    // The status row starts with a blank column.
    let room = width - 1 - lead.count
    var text = "changed: " + parts[0]
    for (index, part) in parts.enumerated().dropFirst() {
      let more = index + 1 < parts.count
      if text.count + 3 + part.count + (more ? 4 : 0) > room {
        text += " · …"
        break
      }
      text += " · " + part
    }
    return lead + text
  }
}
