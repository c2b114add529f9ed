import AdPreviewCore
import AdPreviewFormats

/// Draws the device with its ad into a part of a cell buffer.
public enum DevicePicture {
  /// What drawing a picture used: the projection (to place marks on it) and every paint
  /// that shows (for the legend).
  public struct Drawn: Sendable {
    public var projection: ScreenProjection
    public var paints: CaseSet<Paint>
    /// The native assets too small to name at this size, in the ad's order.
    public var leftOutAssets: [String] = []
  }

  /// Draws `model`'s scene scaled into `area`.
  @discardableResult
  public static func draw(
    _ model: PreviewModel, in area: CellRect, into buffer: inout CellBuffer, options: RenderOptions
  ) -> Drawn {
    if let transition = model.transition, TurningPicture.turns(from: transition.from.scene, to: model.resolved.scene) {
      return drawTurning(model, transition, in: area, into: &buffer, options: options)
    }
    let model = model.picture
    var painter = DevicePainter(model: model, area: area, options: options)
    var raster = Raster(columns: area.width, rows: area.height)
    painter.paint(into: &raster)
    resolve(raster, into: &buffer, at: area, options: options)
    let palette = Palette.standard
    for label in painter.labels {
      let entry = palette[label.paint]
      let style =
        options.color
        ? Style(foreground: entry.foreground, background: entry.background, attributes: .bold)
        : Style.plain
      let row = label.row ?? (label.cells.y + (label.cells.height - 1) / 2)
      let clipped = label.cells.intersection(area)
      guard !clipped.isEmpty else { continue }
      let text = options.ascii ? label.text.asciiFallback : label.text
      buffer.putCentered(text, in: clipped, y: min(max(row, clipped.y), clipped.maxY - 1), style: style)
    }
    if !options.ascii && !painter.coversWindow { drawStatusBar(model.resolved.scene, painter.projection, into: &buffer, options: options) }
    if !painter.coversWindow { drawHighlights(model, painter.projection, in: area, into: &buffer, options: options) }
    let leftOut = painter.leftOutAssets.sorted { a, b in
      let order = NativeAdLayout.RegionKind.allCases
      return (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
    return Drawn(projection: painter.projection, paints: paints(in: raster), leftOutAssets: leftOut.map(\.rawValue))
  }

  /// A rotation or a change of display: the picture before it turning into the picture
  /// after it (`TurningPicture`), with nothing checked or written on it while it moves.
  private static func drawTurning(
    _ model: PreviewModel, _ transition: SceneTransition, in area: CellRect, into buffer: inout CellBuffer, options: RenderOptions
  ) -> Drawn {
    func still(_ resolved: ResolvedScene) -> PreviewModel {
      var still = model
      still.resolved = ResolvedScene(
        scene: resolved.scene,
        evaluations: resolved.evaluations.map { evaluation in
          var quiet = evaluation
          quiet.findings = []
          return quiet
        })
      still.transition = nil
      still.flash = nil
      still.highlighted = []
      return still
    }
    let raster = TurningPicture.raster(
      from: still(transition.from), to: still(model.resolved), eased: transition.eased, area: area, options: options)
    resolve(raster, into: &buffer, at: area, options: options)
    return Drawn(projection: projection(model, in: area, options: options), paints: paints(in: raster))
  }

  /// Which paints a raster uses: one flag for every byte a pixel can hold.
  private static func paints(in raster: Raster) -> CaseSet<Paint> {
    var used = [Bool](repeating: false, count: 256)
    used.withUnsafeMutableBufferPointer { used in
      raster.pixels.withUnsafeBufferPointer { pixels in
        for value in pixels { used[Int(value)] = true }
      }
    }
    return CaseSet(Paint.allCases.filter { used[Int($0.rawValue)] })
  }

  /// How `model`'s device is fitted into `area`, as `draw` fits it.
  static func projection(_ model: PreviewModel, in area: CellRect, options: RenderOptions) -> ScreenProjection {
    let body = DeviceBody(scene: model.resolved.scene)
    return ScreenProjection(
      area: area, screen: model.resolved.scene.screen, body: body.size, insets: body.insets, cellAspect: options.cellAspect,
      limit: model.scaleLimit)
  }

  /// Turns the pixels into cells: whole cells of one texture get its glyph, cells holding a
  /// solid shape get the block glyph of the shape's part of the cell.
  static func resolve(_ raster: Raster, into buffer: inout CellBuffer, at area: CellRect, options: RenderOptions) {
    let palette = Palette.standard
    let quadrants = options.ascii ? QuadrantGlyphs.ascii : QuadrantGlyphs.unicode
    // The glyphs as cells once, rather than a Character taken apart for every cell.
    let quadrantCells = quadrants.unicodeScalars.map { Cell(scalar: $0) }
    let paints = Paint.allCases
    let solid = paints.map(\.isSolid)
    // A cell for every byte a pixel can hold (the paints, then blanks), so a pixel indexes it
    // without a bounds check.
    let whole = (0..<256).map { value -> Cell in
      guard value < paints.count else { return .blank }
      let paint = paints[value]
      return solid[value]
        ? Cell(scalar: quadrantCells[15].first, style: options.painted(Style(foreground: palette[paint].foreground)))
        : texture(paint, palette: palette, options: options)
    }
    let isMark = paints.map { $0 == .cutout || $0 == .homeBar || $0 == .hinge || $0 == .foldLine || $0 == .windowControls }
    let isAppAd = paints.map { DevicePainter.appAdPaints.contains($0) }
    let width = raster.width
    let cells = CellRect(x: area.x, y: area.y, width: raster.columns, height: raster.rows)
    // Every pixel index below is inside the raster: 2 rows and 2 columns of pixels a cell.
    raster.pixels.withUnsafeBufferPointer { pixels in
      whole.withUnsafeBufferPointer { wholeCells in
        /// A cell whose four pixels are not all one paint.
        func mixed(_ quad: (UInt8, UInt8, UInt8, UInt8)) -> Cell {
          // The frontmost solid paint in the cell, if any.
          var front: UInt8 = 0
          var hasSolid = false
          forEach(quad) { value in
            if solid[Int(value)] && (!hasSolid || value > front) {
              front = value
              hasSolid = true
            }
          }
          guard hasSolid else { return wholeCells[Int(majority(quad, excluding: nil))] }
          var mask = 0
          if quad.0 == front { mask |= 1 }
          if quad.1 == front { mask |= 2 }
          if quad.2 == front { mask |= 4 }
          if quad.3 == front { mask |= 8 }
          // A system mark beside an ad keeps the screen behind it where the cell has any:
          // a mark on the ad's colour would say they overlap.
          let back =
            isMark[Int(front)]
            ? majority(quad, excluding: front, alsoExcluding: isAppAd) ?? majority(quad, excluding: front)
            : majority(quad, excluding: front)
          let backEntry = palette[paints[Int(back)]]
          let backColor = solid[Int(back)] ? backEntry.foreground : backEntry.background
          var cell = quadrantCells[mask]
          cell.style =
            options.painted(Style(foreground: palette[paints[Int(front)]].foreground, background: backColor))
          return cell
        }
        buffer.fillRows(in: cells) { row, firstColumn, rowIndex in
          // The pixel pair above and below each cell of the row, left to right.
          var top = rowIndex &* 2 &* width &+ firstColumn &* 2
          let base = UnsafeRawPointer(pixels.baseAddress!)
          for index in row.indices {
            // A cell's two pixel pairs as two 16-bit loads: most cells are one paint.
            let upper = base.loadUnaligned(fromByteOffset: top, as: UInt16.self)
            let lower = base.loadUnaligned(fromByteOffset: top &+ width, as: UInt16.self)
            if upper == lower && upper & 0xFF == upper >> 8 {
              row[index] = wholeCells[Int(upper & 0xFF)]
            } else {
              row[index] = mixed((pixels[top], pixels[top &+ 1], pixels[top &+ width], pixels[top &+ width &+ 1]))
            }
            top &+= 2
          }
        }
      }
    }
  }

  /// The most frequent paint of a cell's four pixels, leaving out `excluding` and the paints
  /// `alsoExcluding` marks; nil when none is left.
  private static func majority(
    _ quad: (UInt8, UInt8, UInt8, UInt8), excluding: UInt8, alsoExcluding: [Bool]
  ) -> UInt8? {
    // The kept pixels in order, without an array: k0 … k(count-1).
    var kept: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    var count = 0
    forEach(quad) { value in
      guard value != excluding && !alsoExcluding[Int(value)] else { return }
      switch count {
      case 0: kept.0 = value
      case 1: kept.1 = value
      case 2: kept.2 = value
      default: kept.3 = value
      }
      count += 1
    }
    switch count {
    case 0: return nil
    case 1: return majority((kept.0, kept.0, kept.0, kept.0), excluding: nil)
    case 2: return majority((kept.0, kept.1, kept.0, kept.1), excluding: nil)
    case 3: return majority((kept.0, kept.1, kept.2, kept.2), excluding: nil)
    default: return majority(kept, excluding: nil)
    }
  }

  /// The most frequent paint of a cell's four pixels (the later paint on a tie), leaving
  /// one paint out.
  private static func majority(_ quad: (UInt8, UInt8, UInt8, UInt8), excluding: UInt8?) -> UInt8 {
    @inline(__always) func count(_ value: UInt8) -> Int {
      (quad.0 == value ? 1 : 0) + (quad.1 == value ? 1 : 0) + (quad.2 == value ? 1 : 0) + (quad.3 == value ? 1 : 0)
    }
    var best: UInt8 = 0
    var bestCount = 0
    forEach(quad) { value in
      guard value != excluding else { return }
      let n = count(value)
      if n > bestCount || (n == bestCount && value > best) {
        best = value
        bestCount = n
      }
    }
    return best
  }

  /// A cell's four pixels in order, without building an array of them (an array a cell
  /// was a tenth of turning a frame's pixels into cells).
  @inline(__always) private static func forEach(_ quad: (UInt8, UInt8, UInt8, UInt8), _ body: (UInt8) -> Void) {
    body(quad.0)
    body(quad.1)
    body(quad.2)
    body(quad.3)
  }

  private static func texture(_ paint: Paint, palette: Palette, options: RenderOptions) -> Cell {
    let entry = palette[paint]
    if options.ascii {
      return Cell(entry.asciiGlyph, style: options.painted(Style(foreground: entry.foreground, background: entry.background)))
    }
    if options.color {
      return Cell(entry.colorGlyph, style: Style(foreground: entry.foreground, background: entry.background))
    }
    return Cell(entry.monoGlyph)
  }

  /// "9:41" and the signal bars in the status bar, where it is at least a cell tall.
  private static func drawStatusBar(_ scene: Scene, _ projection: ScreenProjection, into buffer: inout CellBuffer, options: RenderOptions) {
    guard let bar = scene.obstructions.first(where: { $0.kind == .statusBar }) else { return }
    let cells = projection.cells(for: bar.frame)
    if bar.statusBarEdge == .left || bar.statusBarEdge == .right {
      drawStatusStrip(bar, cells: cells, scene: scene, projection, into: &buffer, options: options)
      return
    }
    // Only a row wholly inside the status bar.
    let firstRow = Int(saturating: (projection.py(bar.frame.minY) / 2).rounded(.up))
    let lastRow = Int(saturating: (projection.py(bar.frame.maxY) / 2).rounded(.down)) - 1
    guard lastRow >= firstRow, cells.width >= 14 else { return }
    let row = projection.area.y + (firstRow + lastRow + 1) / 2
    let entry = Palette.standard[.screenInset]
    let style = options.painted(Style(foreground: .white, background: entry.background, attributes: .bold))
    let cutouts = scene.obstructions.filter { $0.kind == .cutout }.map { projection.cells(for: $0.frame) }
    let margin = max(1, cells.width / 10)
    let left = CellRect(x: cells.x + margin, y: row, width: 4, height: 1)
    let right = CellRect(x: cells.maxX - margin - 3, y: row, width: 3, height: 1)
    // The clock, then the signal bars, each where no cutout is.
    func put(_ text: String, in rect: CellRect) {
      guard !cutouts.contains(where: { !$0.intersection(rect).isEmpty }) else { return }
      buffer.put(text, x: rect.x, y: row, style: style)
    }
    put("9:41", in: left)
    put("▂▄▆", in: right)
  }
}

extension DevicePicture {
  /// An outline on the edge cells of each ad that just changed, so the eye finds what the
  /// log line is about; the cells keep their background. An ad less than three rows tall
  /// keeps its label: its outline is a line in the row above and the row below it.
  fileprivate static func drawHighlights(
    _ model: PreviewModel, _ projection: ScreenProjection, in area: CellRect, into buffer: inout CellBuffer, options: RenderOptions
  ) {
    for slot in model.highlighted where slot < model.resolved.evaluations.count {
      guard let placement = model.resolved.evaluations[slot].placement, !model.resolved.evaluations[slot].slot.format.isFullScreen
      else { continue }
      var cells = projection.cells(for: placement.frame.intersection(model.resolved.scene.window) ?? placement.frame)
      if cells.height < 3 { cells = CellRect(x: cells.x, y: cells.y - 1, width: cells.width, height: cells.height + 2) }
      cells = cells.intersection(area)
      guard cells.width >= 4, cells.height >= 3 else { continue }
      for y in cells.y..<cells.maxY {
        for x in cells.x..<cells.maxX where y == cells.y || y == cells.maxY - 1 || x == cells.x || x == cells.maxX - 1 {
          var cell = buffer[x, y]
          let glyph: Character =
            options.ascii
            ? (y == cells.y || y == cells.maxY - 1 ? (x == cells.x || x == cells.maxX - 1 ? "+" : "-") : "|")
            : y == cells.y
              ? (x == cells.x ? "┏" : x == cells.maxX - 1 ? "┓" : "━")
              : y == cells.maxY - 1 ? (x == cells.x ? "┗" : x == cells.maxX - 1 ? "┛" : "━") : "┃"
          let background = cell.style.background
          cell = Cell(
            glyph, style: options.painted(Style(foreground: .palette(226, basic: 3), background: background, attributes: .bold), else: .bold))
          buffer[x, y] = cell
        }
      }
    }
  }

  /// A side status strip (the iPhone Duo's): the clock and the signal bars stacked near its
  /// top, below the camera, where the strip is wide enough for them.
  fileprivate static func drawStatusStrip(
    _ bar: Obstruction, cells: CellRect, scene: Scene, _ projection: ScreenProjection, into buffer: inout CellBuffer,
    options: RenderOptions
  ) {
    guard cells.width >= 4, cells.height >= 6 else { return }
    let entry = Palette.standard[.screenInset]
    let style = options.painted(Style(foreground: .white, background: entry.background, attributes: .bold))
    // A cell row around each camera too: its curve reaches into the rows beside it.
    let cutouts = scene.obstructions.filter { $0.kind == .cutout }.map { obstruction in
      let around = projection.cells(for: obstruction.frame)
      return CellRect(x: around.x - 1, y: around.y - 1, width: around.width + 2, height: around.height + 2)
    }
    let x = cells.x + (cells.width - 4) / 2
    var placed = 0
    for row in (cells.y + 1)..<(cells.maxY - 1) where placed < 2 {
      let text = placed == 0 ? "9:41" : "▂▄▆"
      let rect = CellRect(x: x, y: row, width: 4, height: 1)
      guard !cutouts.contains(where: { !$0.intersection(rect).isEmpty }) else { continue }
      buffer.put(text, x: x, y: row, style: style)
      placed += 1
    }
  }
}

extension String {
  /// The text with the previewer's Unicode symbols replaced by ASCII.
  public var asciiFallback: String {
    var out = ""
    for character in self {
      switch character {
      case "×": out += "x"
      case "·": out += "-"
      case "★": out += "*"
      case "☆": out += "-"
      case "✗": out += "x"
      case "▲": out += "!"
      case "→": out += "->"
      case "…": out += "..."
      default: out.append(character.isASCII ? character : "?")
      }
    }
    return out
  }
}
