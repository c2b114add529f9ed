import AdPreviewCore

/// One device's tile in the every-device grid.
public struct DeviceTile: Equatable, Sendable {
  /// The tile's name (a device's `shortName`).
  public var name: String
  /// What its picture shows; nil when the device cannot take the scene.
  public var model: PreviewModel?
  /// The scene's findings, for the tile's summary.
  public var findings: [Finding]

  public init(name: String, model: PreviewModel?, findings: [Finding]) {
    self.name = name
    self.model = model
    self.findings = findings
  }
}

/// The every-device view: a title saying how the devices are held, a page of tiles (each a
/// device's picture and its findings count, the picked one framed brighter), the keys.
public enum GridPicture {
  public static func render(
    title: String, keys: String, tiles: [DeviceTile], selected: Int, columns: Int, rows: Int, options: RenderOptions
  ) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    let layout = GridLayout(columns: columns, rows: rows, count: tiles.count, selected: selected)
    buffer.fill(buffer.bounds.row(0), " ", options.style(.title))
    let page = layout.pageCount > 1 ? " · page \(layout.first / layout.pageSize + 1)/\(layout.pageCount)" : ""
    buffer.put(" " + title + page, x: 0, y: 0, style: options.style(.title), maxWidth: columns)
    // The marks' legend at the end of the key line, where there is room for it.
    let legend = Finding.Severity.allCases.reversed().map { "\(options.ascii ? $0.asciiMark : $0.mark) \($0.rawValue)" }
      .joined(separator: "  ")
    let keyLine = " " + keys
    let fits = keyLine.count + legend.count + 3 <= columns
    buffer.put(fits ? keyLine + "   " + legend : keyLine, x: 0, y: rows - 1, style: options.style(.hint), maxWidth: columns)
    guard layout.tile(layout.first) != nil, columns >= GridLayout.tileWidth, rows >= GridLayout.tileHeight + 2 else {
      buffer.putCentered("make the terminal larger for the grid", in: buffer.bounds, y: rows / 2, style: .bold)
      return buffer
    }
    for index in layout.first..<min(tiles.count, layout.first + layout.pageSize) {
      guard let place = layout.tile(index) else { continue }
      draw(
        tiles[index], in: CellRect(x: place.x, y: place.y, width: place.width - 1, height: place.height),
        picked: index == selected, into: &buffer, options: options)
    }
    return buffer
  }

  /// A tile: its frame and name, the device's picture, and under it the findings count
  /// coloured by the worst severity.
  static func draw(_ tile: DeviceTile, in rect: CellRect, picked: Bool, into buffer: inout CellBuffer, options: RenderOptions) {
    let border = options.style(picked ? .picked : .frame)
    buffer.drawBox(rect, style: border, ascii: options.ascii)
    buffer.put(" \(tile.name) ", x: rect.x + 1, y: rect.y, style: picked ? border : .plain, maxWidth: rect.width - 2)
    guard let model = tile.model else { return }
    let inside = rect.inset(by: 1)
    DevicePicture.draw(model, in: CellRect(x: inside.x, y: inside.y, width: inside.width, height: inside.height - 1), into: &buffer, options: options)
    let summary: String
    let style: Style
    if let worst = tile.findings.map(\.severity).max() {
      // Each severity by its own mark, the worst first: "✗ 1  ▲ 2  · 3".
      summary = Finding.Severity.allCases.reversed().compactMap { severity in
        let count = tile.findings.count { $0.severity == severity }
        return count == 0 ? nil : "\(options.ascii ? severity.asciiMark : severity.mark) \(count)"
      }.joined(separator: "  ")
      style = options.style(.severity(worst))
    } else {
      summary = options.ascii ? "ok" : "✓ no findings"
      style = options.style(.good)
    }
    let row = inside.row(inside.height - 1)
    buffer.putCentered(summary, in: row, y: row.y, style: style)
  }
}
