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
    options: RenderOptions = RenderOptions()
  ) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    guard columns >= minimumSize.columns, rows >= minimumSize.rows else {
      let need = "needs at least \(minimumSize.columns)×\(minimumSize.rows) for two scenes side by side"
      buffer.putCentered(String(need.prefix(max(0, columns))), in: buffer.bounds, y: rows / 2, style: .bold)
      return buffer
    }
    let leftWidth = (columns + 1) / 2
    // Each half's own status and keys row is left blank: the row under both says it once.
    for (model, x, width) in [(left, 0, leftWidth), (right, leftWidth, columns - leftWidth)] {
      var model = model
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
}
