import AdPreviewFormats

/// A grid of cells: what a frame of the terminal shows.
public struct CellBuffer: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      cells[y * width + x] = newValue
    }
  }

  /// Hands `fill` each row of `area` that lies on the buffer, row by row: the row's cells on
  /// the buffer, and the column and row of the first of them, counted from the area's corner.
  /// A whole row at a time, so a fill that computes every cell (a picture) runs its own loop.
  mutating func fillRows(
    in area: CellRect, _ fill: (_ cells: UnsafeMutableBufferPointer<Cell>, _ column: Int, _ row: Int) -> Void
  ) {
    let columns = max(area.x, 0)..<min(area.x + area.width, width)
    let rows = max(area.y, 0)..<min(area.y + area.height, height)
    guard !columns.isEmpty, !rows.isEmpty else { return }
    let width = width
    cells.withUnsafeMutableBufferPointer { cells in
      for y in rows {
        let start = y * width + columns.lowerBound
        fill(UnsafeMutableBufferPointer(rebasing: cells[start..<start + columns.count]), columns.lowerBound - area.x, y - area.y)
      }
    }
  }

  /// Sets a one-column cell, keeping wide graphemes whole: overwriting half of one blanks the
  /// other half.
  public mutating func set(_ x: Int, _ y: Int, _ grapheme: Character, _ style: Style) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    repairWide(x, y)
    cells[y * width + x] = Cell(grapheme, width: 1, style: style)
  }

  /// `set` with the cell already built (one column wide).
  private mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    repairWide(x, y)
    cells[y * width + x] = cell
  }

  /// The buffer at `width`×`height`: cut at the right and bottom, or filled out with blank
  /// cells, its top-left corner kept. A recording has one size (a GIF's picture is), so a
  /// frame drawn after the terminal was resized is fitted to the size it started at. A wide
  /// grapheme whose second half is cut off becomes a blank, as the screen shows none half.
  public func fitted(width: Int, height: Int) -> CellBuffer {
    if width == self.width, height == self.height { return self }
    var fitted = CellBuffer(width: width, height: height)
    let columns = min(width, self.width)
    for y in 0..<min(height, self.height) {
      for x in 0..<columns { fitted.cells[y * fitted.width + x] = cells[y * self.width + x] }
      if columns < self.width, columns > 0, fitted.cells[y * fitted.width + columns - 1].width == 2 {
        fitted.cells[y * fitted.width + columns - 1] = .blank
      }
    }
    return fitted
  }

  /// Fills a rectangle with one grapheme and style.
  public mutating func fill(_ rect: CellRect, _ grapheme: Character = " ", _ style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let cell = Cell(grapheme, width: 1, style: style)
    for y in area.y..<area.maxY {
      repairWide(area.x, y)
      repairWide(area.maxX - 1, y)
      let row = y * width
      for x in area.x..<area.maxX { cells[row + x] = cell }
    }
  }

  /// Writes text from (x, y) over at most `maxWidth` columns; returns the columns used.
  ///
  /// Control characters are dropped, a wide grapheme takes two cells and is never split at
  /// the edge: one that does not fit is left out.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0, y < height else { return 0 }
    let limit = min(width, x + (maxWidth ?? width))
    // Simple characters (printable ASCII, `×`, `·`, `→`): one column and one grapheme a
    // scalar, written straight from the UTF-8.
    let run = text.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
      guard let count = DisplayWidth.simpleScalarCount(utf8) else { return nil }
      return putRun(utf8, count: count, x: x, y: y, limit: limit, style: style)
    }
    if let run = run ?? nil { return run }
    var column = x
    for grapheme in text.sanitizedForTerminal {
      let columns = DisplayWidth.of(grapheme)
      if columns == 0 { continue }
      if column + columns > limit { break }
      if column >= 0 {
        repairWide(column, y)
        if columns == 2 { repairWide(column + 1, y) }
        cells[y * width + column] = Cell(grapheme, width: UInt8(columns), style: style)
        if columns == 2 { cells[y * width + column + 1] = Cell(" ", width: 0, style: style) }
      }
      column += columns
    }
    return max(0, column - x)
  }

  /// Writes `count` one-column scalars from (x, y), stopping at `limit`; returns the columns
  /// used. Only the run's two ends can cut a wide grapheme in half (every cell between them
  /// is overwritten), so only they are repaired, and the cells are written in one pass.
  /// The scalars are UTF-8 that `DisplayWidth.simpleScalarCount` counted.
  private mutating func putRun(
    _ utf8: UnsafeBufferPointer<UInt8>, count: Int, x: Int, y: Int, limit: Int, style: Style
  ) -> Int {
    let end = min(limit, x + count)
    let start = max(x, 0)
    guard start < end else { return max(0, end - x) }
    repairWide(start, y)
    repairWide(end - 1, y)
    let row = y * width
    cells.withUnsafeMutableBufferPointer { cells in
      var column = x
      var index = 0
      while column < end, let (scalar, length) = DisplayWidth.simpleScalar(in: utf8, at: index) {
        if column >= start { cells[row + column] = Cell(scalar: scalar, width: 1, style: style) }
        column += 1
        index += length
      }
    }
    return end - x
  }

  /// Writes text centred in a row of a rectangle; returns the x it started at.
  @discardableResult
  public mutating func putCentered(_ text: String, in rect: CellRect, y: Int, style: Style = .plain) -> Int {
    let textWidth = min(DisplayWidth.of(text), rect.width)
    let x = rect.x + (rect.width - textWidth) / 2
    put(text, x: x, y: y, style: style, maxWidth: rect.width)
    return x
  }

  /// Draws a box outline with light rounded corners (ASCII `+-|` when `ascii`).
  public mutating func drawBox(_ rect: CellRect, style: Style = .plain, ascii: Bool = false, rounded: Bool = false) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let h: Character = ascii ? "-" : "─"
    let v: Character = ascii ? "|" : "│"
    // Four scalars, not an array of characters: no array type for the runtime to make at start.
    let corners: (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) =
      ascii ? ("+", "+", "+", "+") : rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
    // The edges' cells once, rather than a Character taken apart for every cell.
    let hCell = Cell(h, width: 1, style: style)
    let vCell = Cell(v, width: 1, style: style)
    // Only the part on the buffer is walked, so a huge rectangle costs no more than a small one.
    for x in max(rect.x + 1, 0)..<max(min(rect.maxX - 1, width), 0) {
      set(x, rect.y, hCell)
      set(x, rect.maxY - 1, hCell)
    }
    for y in max(rect.y + 1, 0)..<max(min(rect.maxY - 1, height), 0) {
      set(rect.x, y, vCell)
      set(rect.maxX - 1, y, vCell)
    }
    set(rect.x, rect.y, Cell(scalar: corners.0, style: style))
    set(rect.maxX - 1, rect.y, Cell(scalar: corners.1, style: style))
    set(rect.x, rect.maxY - 1, Cell(scalar: corners.2, style: style))
    set(rect.maxX - 1, rect.maxY - 1, Cell(scalar: corners.3, style: style))
  }

  /// The grid as plain text, rows joined by new lines, trailing blanks kept; with a new line
  /// after the last row too when `endingWithNewline` (written in place, not copied on).
  public func plainText(endingWithNewline: Bool = false) -> String {
    // Written as UTF-8 straight into one string sized for the worst case: appending scalar
    // by scalar to a String costs more than the whole frame's drawing, and an array of
    // bytes first costs a copy.
    String(unsafeUninitializedCapacity: plainCapacity) { writePlain(into: $0, endingWithNewline: endingWithNewline) }
  }

  /// The same text as UTF-8 bytes, for output that is written as it is (`render`): a String
  /// made of them would be checked to be valid UTF-8 again, which costs, on a 100×40 frame,
  /// as much as writing them.
  public func plainUTF8(endingWithNewline: Bool = false) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: plainCapacity) { bytes, count in
      count = writePlain(into: bytes, endingWithNewline: endingWithNewline)
    }
  }

  /// The most bytes the plain text can take: two four-byte scalars a cell, a new line a row
  /// and the last one.
  private var plainCapacity: Int { cells.count * 8 + height + 1 }

  /// Writes the plain text's UTF-8 and returns its length.
  private func writePlain(into bytes: UnsafeMutableBufferPointer<UInt8>, endingWithNewline: Bool) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var end = 0
    if width > 0 {
      let width = width
      cells.withUnsafeBufferPointer { cells in
        for y in 0..<height {
          if y > 0 {
            base[end] = UInt8(ascii: "\n")
            end += 1
          }
          for cell in cells[y * width..<(y + 1) * width] where !cell.isContinuation {
            let value = cell.first.value
            if value < 0x80 {
              base[end] = UInt8(truncatingIfNeeded: value)
              end += 1
            } else {
              end = Self.encode(cell.first, into: base, at: end)
            }
            if let second = cell.second { end = Self.encode(second, into: base, at: end) }
          }
        }
      }
    }
    if endingWithNewline {
      base[end] = UInt8(ascii: "\n")
      end += 1
    }
    return end
  }

  /// Writes a scalar's UTF-8 at `end` and returns the end after it.
  private static func encode(_ scalar: Unicode.Scalar, into base: UnsafeMutablePointer<UInt8>, at end: Int) -> Int {
    var end = end
    UTF8.encode(scalar) { byte in
      base[end] = byte
      end += 1
    }
    return end
  }

  /// Blanks the other half of a wide grapheme that (x, y) is part of.
  private mutating func repairWide(_ x: Int, _ y: Int) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    let cell = cells[y * width + x]
    if cell.width == 2, x + 1 < width {
      cells[y * width + x + 1] = Cell(" ", width: 1, style: cell.style)
    } else if cell.isContinuation, x > 0 {
      cells[y * width + x - 1] = Cell(" ", width: 1, style: cells[y * width + x - 1].style)
    }
  }
}
