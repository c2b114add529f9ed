/// Writes a recording as one animated SVG that a browser (and a README's image) plays and
/// loops: SMIL `animate`s switch each row of the terminal between the versions it shows over
/// time, so a row that does not change is written once. Text is SVG text in a monospace
/// font; box drawing, block and quadrant elements and braille are drawn from `BitmapFont`'s
/// pixels (each glyph defined once), so the outline joins up as in the GIF. Colours are the
/// terminal's palette. The same frames always give the same bytes.
public enum AnimatedSVGWriter {
  static let cellWidth = BitmapFont.cellWidth
  static let cellHeight = BitmapFont.cellHeight

  public static func write(_ recording: TimedFrames, title: String? = nil) -> String {
    var stream = Stream(columns: recording.columns, rows: recording.rows)
    for frame in recording.frames { stream.add(frame) }
    return stream.finish(end: recording.end, title: title)
  }

  /// An SVG written a frame at a time, as a recording is played: for each piece of a row it
  /// keeps the versions already drawn (the file's own text) and compares the new frame with
  /// the one before, never holding the recording; the loop's length, known at the end, is
  /// written into each version's animation then.
  public struct Stream {
    let columns: Int
    let rows: Int
    let chunk: Int
    private var glyphs = Glyphs()
    /// Each piece's finished versions, pieces in row order: drawn content and its moments.
    private var versions: [[(content: String, from: Int, until: Int)]]
    /// When each piece's current version started showing.
    private var starts: [Int]
    private var previous: CellBuffer?
    /// The frames taken so far.
    public private(set) var frames = 0

    public init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
      chunk = AnimatedSVGWriter.chunk(columns: columns)
      let pieces = rows * ((columns + chunk - 1) / chunk)
      versions = Array(repeating: [], count: pieces)
      starts = Array(repeating: 0, count: pieces)
    }

    /// The piece `index`'s columns and row.
    private func piece(_ index: Int) -> (y: Int, columns: Range<Int>) {
      let perRow = (columns + chunk - 1) / chunk
      let x = (index % perRow) * chunk
      return (index / perRow, x..<min(columns, x + chunk))
    }

    /// Takes the next frame (later than the last, and different from it).
    public mutating func add(_ frame: TimedFrame) {
      frames += 1
      guard let previous else {
        previous = frame.buffer
        return
      }
      for index in versions.indices {
        let (y, range) = piece(index)
        let before = cells(of: previous, row: y, columns: range)
        guard cells(of: frame.buffer, row: y, columns: range) != before else { continue }
        close(index, before, until: frame.time)
        starts[index] = frame.time
      }
      self.previous = frame.buffer
    }

    /// Ends the piece's current version at `until`.
    private mutating func close(_ index: Int, _ cells: ArraySlice<Cell>, until: Int) {
      let (y, range) = piece(index)
      let content = draw(cells, x: range.lowerBound, y: y, glyphs: &glyphs)
      if !content.isEmpty { versions[index].append((content, starts[index], until)) }
    }

    /// The SVG, the last frame held until `end` ms, titled `title`.
    public mutating func finish(end: Int, title: String? = nil) -> String {
      let total = max(1, end)
      if let previous {
        for index in versions.indices {
          let (y, range) = piece(index)
          close(index, AnimatedSVGWriter.cells(of: previous, row: y, columns: range), until: total)
        }
      }
      let width = columns * cellWidth
      let height = rows * cellHeight
      var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
      svg += "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
      svg += "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"13\" xml:space=\"preserve\">\n"
      if let title { svg += "<title>\(SVGBuilder.escape(title))</title>\n" }
      svg += "<defs>\n"
      for value in glyphs.single.sorted() { svg += "<g id=\"g\(hex(value))\">\(rectangles(value))</g>\n" }
      for run in glyphs.runs.sorted(by: { ($0.value, $0.color) < ($1.value, $1.color) }) {
        svg += "<pattern id=\"p\(hex(run.value))-\(run.color)\" width=\"\(cellWidth)\" height=\"\(cellHeight)\" patternUnits=\"userSpaceOnUse\">"
        svg += "<g fill=\"\(color(run.color))\">\(rectangles(run.value))</g></pattern>\n"
      }
      svg += "</defs>\n"
      svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(color(TerminalColor.defaultBackgroundIndex))\"/>\n"
      for piece in versions {
        for version in piece { svg += group(version.content, from: version.from, until: version.until, total: total) }
      }
      svg += "</svg>\n"
      versions = []
      return svg
    }
  }

  /// How many columns each row is cut into pieces of: a piece is written again only when it
  /// changes, so the log scrolling leaves the picture's half of a row alone. Halves made the
  /// smallest files of the demo (each piece costs its own animation; narrower pieces cost
  /// more of those than they save).
  static func chunk(columns: Int) -> Int { max(20, (columns + 1) / 2) }

  static func cells(of buffer: CellBuffer, row y: Int, columns: Range<Int>) -> ArraySlice<Cell> {
    buffer.cells[(y * buffer.width + columns.lowerBound)..<(y * buffer.width + columns.upperBound)]
  }

  static func color(_ index: Int) -> String { TerminalColor.xtermPalette[max(0, min(255, index))].hex }

  /// The drawn glyphs a recording uses: alone (a `use` in the cell's colour), or in runs of
  /// one colour (a rectangle filled with a pattern of the glyph in that colour, one shape
  /// for a whole stretch of bezel or hatching).
  struct Glyphs {
    var single: Set<UInt32> = []
    var runs: Set<Run> = []

    struct Run: Hashable {
      var value: UInt32
      var color: Int
    }
  }

  /// Whether a scalar is drawn from the font's pixels rather than as text.
  static func isDrawn(_ value: UInt32) -> Bool { (0x2500...0x259F).contains(value) || (0x2800...0x28FF).contains(value) }

  /// A row at one moment: its backgrounds as runs, its drawn glyphs, its text as runs of one
  /// style.
  static func draw(_ row: ArraySlice<Cell>, x left: Int, y: Int, glyphs: inout Glyphs) -> String {
    var out = ""
    let top = y * cellHeight
    let cells = Array(row)
    func colors(_ cell: Cell) -> (foreground: Int, background: Int) {
      var foreground = cell.style.foreground.exportIndex(background: false)
      var background = cell.style.background.exportIndex(background: true)
      if cell.style.attributes.contains(.reverse) { swap(&foreground, &background) }
      return (foreground, background)
    }
    // Backgrounds: runs of one colour, the default black left to the page.
    var x = 0
    while x < cells.count {
      let background = colors(cells[x]).background
      var end = x + 1
      while end < cells.count, colors(cells[end]).background == background { end += 1 }
      if background != TerminalColor.defaultBackgroundIndex {
        out +=
          "<rect x=\"\((left + x) * cellWidth)\" y=\"\(top)\" width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(color(background))\"/>"
      }
      x = end
    }
    // Drawn glyphs: a run of one glyph in one colour as one patterned rectangle, a glyph
    // alone as a use of its shape in the cell's colour.
    x = 0
    while x < cells.count {
      let cell = cells[x]
      guard !cell.isContinuation, isDrawn(cell.first.value) else {
        x += 1
        continue
      }
      let value = cell.first.value
      let foreground = colors(cell).foreground
      var end = x + 1
      while end < cells.count, !cells[end].isContinuation, cells[end].first.value == value, colors(cells[end]).foreground == foreground {
        end += 1
      }
      if end - x == 1 {
        glyphs.single.insert(value)
        out += "<use href=\"#g\(hex(value))\" x=\"\((left + x) * cellWidth)\" y=\"\(top)\" fill=\"\(color(foreground))\"/>"
      } else {
        glyphs.runs.insert(Glyphs.Run(value: value, color: foreground))
        out += "<rect x=\"\((left + x) * cellWidth)\" y=\"\(top)\" width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" "
        out += "fill=\"url(#p\(hex(value))-\(foreground))\"/>"
      }
      x = end
    }
    // Text: runs of one foreground and weight, each stretched to its cells so columns stay
    // on the grid whatever the font.
    x = 0
    while x < cells.count {
      let cell = cells[x]
      guard !cell.isContinuation, !isDrawn(cell.first.value), cell.first != " " else {
        x += 1
        continue
      }
      let foreground = colors(cell).foreground
      let bold = cell.style.attributes.contains(.bold)
      var end = x + 1
      var text = String(cell.grapheme)
      var trailingSpaces = 0
      while end < cells.count {
        let next = cells[end]
        if next.isContinuation {
          end += 1
          continue
        }
        guard !isDrawn(next.first.value),
          next.first == " " || (colors(next).foreground == foreground && next.style.attributes.contains(.bold) == bold)
        else { break }
        if next.first == " " { trailingSpaces += 1 } else { trailingSpaces = 0 }
        text.append(next.grapheme)
        end += 1
      }
      end -= trailingSpaces
      text = String(text.dropLast(trailingSpaces))
      let weight = bold ? " font-weight=\"bold\"" : ""
      let dim = cell.style.attributes.contains(.dim) ? " fill-opacity=\"0.6\"" : ""
      out += "<text x=\"\((left + x) * cellWidth)\" y=\"\(top + 12)\" textLength=\"\((end - x) * cellWidth)\" "
      out += "fill=\"\(color(foreground))\"\(weight)\(dim)>\(SVGBuilder.escape(text))</text>"
      x = end
    }
    return out
  }

  /// A row version shown from `from` until `until` ms of a `total`-ms loop.
  static func group(_ content: String, from: Int, until: Int, total: Int) -> String {
    if from <= 0 && until >= total { return "<g>\(content)</g>\n" }
    let a = fraction(from, of: total)
    let b = fraction(until, of: total)
    let (values, times, initial): (String, String, String) =
      from <= 0
      ? ("inline;none", "0;\(b)", "inline") : until >= total ? ("none;inline", "0;\(a)", "none") : ("none;inline;none", "0;\(a);\(b)", "none")
    return "<g display=\"\(initial)\"><animate attributeName=\"display\" values=\"\(values)\" keyTimes=\"\(times)\" calcMode=\"discrete\" "
      + "dur=\"\(seconds(total))s\" repeatCount=\"indefinite\"/>\(content)</g>\n"
  }

  /// `0.41234`: a moment as a share of the loop, to five places.
  static func fraction(_ time: Int, of total: Int) -> String {
    let scaled = (time * 100_000 + total / 2) / total
    let digits = String(scaled % 100_000)
    return "\(scaled / 100_000).\(String(repeating: "0", count: 5 - digits.count))\(digits)"
  }

  /// `18.100`.
  static func seconds(_ milliseconds: Int) -> String {
    let digits = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - digits.count))\(digits)"
  }

  static func hex(_ value: UInt32) -> String { String(value, radix: 16) }

  /// A drawn glyph's pixels as rectangles: runs of each pixel row, a run repeated on the rows
  /// below merged into one.
  static func rectangles(_ value: UInt32) -> String {
    let glyph = Unicode.Scalar(value).map(BitmapFont.glyph) ?? BitmapFont.missing
    var runs: [(x: Int, width: Int, y: Int, height: Int)] = []
    for row in 0..<cellHeight {
      var x = 0
      while x < cellWidth {
        guard glyph[row] & (0x80 >> UInt8(x)) != 0 else {
          x += 1
          continue
        }
        var end = x + 1
        while end < cellWidth, glyph[row] & (0x80 >> UInt8(end)) != 0 { end += 1 }
        if let index = runs.lastIndex(where: { $0.x == x && $0.width == end - x && $0.y + $0.height == row }) {
          runs[index].height += 1
        } else {
          runs.append((x, end - x, row, 1))
        }
        x = end
      }
    }
    return runs.map { "<rect x=\"\($0.x)\" y=\"\($0.y)\" width=\"\($0.width)\" height=\"\($0.height)\"/>" }.joined()
  }
}
