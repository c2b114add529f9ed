import AdPreviewCore
import AdPreviewFormats

/// A picture at sub-cell resolution: two pixels across and two down per cell, each holding
/// a `Paint`. Shapes are filled row by row from their geometry in points.
struct Raster {
  let columns: Int
  let rows: Int
  let width: Int
  let height: Int
  private(set) var pixels: [UInt8]

  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    width = self.columns * 2
    height = self.rows * 2
    pixels = Array(repeating: Paint.background.rawValue, count: width * height)
  }

  subscript(x: Int, y: Int) -> Paint { Paint(rawValue: pixels[y * width + x])! }

  /// Fills the pixels whose centres lie in the pixel-space box; a box thinner than a pixel
  /// still gets the pixel row or column it passes through when `atLeastOne`.
  mutating func fill(x0: Double, y0: Double, x1: Double, y1: Double, _ paint: Paint, atLeastOne: Bool = false) {
    var (i0, i1) = Raster.span(x0, x1, atLeastOne: atLeastOne)
    var (j0, j1) = Raster.span(y0, y1, atLeastOne: atLeastOne)
    i0 = max(i0, 0)
    j0 = max(j0, 0)
    i1 = min(i1, width)
    j1 = min(j1, height)
    guard i0 < i1, j0 < j1 else { return }
    let value = paint.rawValue
    let width = width
    // Each row's span at once (a memset): the spans are clamped to the raster above.
    pixels.withUnsafeMutableBufferPointer { pixels in
      for j in j0..<j1 {
        let row = j * width
        UnsafeMutableBufferPointer(rebasing: pixels[row + i0..<row + i1]).update(repeating: value)
      }
    }
  }

  /// Fills a shape given by its extent on each pixel row: `extent(yCentre)` returns the
  /// pixel-space x range covered on that row, or nil.
  mutating func fillRows(
    y0: Double, y1: Double, _ paint: Paint, atLeastOne: Bool = false,
    extent: (Double) -> (Double, Double)?
  ) {
    var (j0, j1) = Raster.span(y0, y1, atLeastOne: atLeastOne)
    j0 = max(j0, 0)
    j1 = min(j1, height)
    guard j0 < j1 else { return }
    let value = paint.rawValue
    let width = width
    pixels.withUnsafeMutableBufferPointer { pixels in
      for j in j0..<j1 {
        guard let (x0, x1) = extent(Double(j) + 0.5) else { continue }
        var (i0, i1) = Raster.span(x0, x1, atLeastOne: atLeastOne)
        i0 = max(i0, 0)
        i1 = min(i1, width)
        guard i0 < i1 else { continue }
        let row = j * width
        UnsafeMutableBufferPointer(rebasing: pixels[row + i0..<row + i1]).update(repeating: value)
      }
    }
  }

  /// Changes the pixels in place, row after row of `width` each.
  mutating func update(_ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
    pixels.withUnsafeMutableBufferPointer { body($0) }
  }

  /// The lowest pixel row holding one of `paints` between columns `x0..<x1`, or nil.
  func lowestRow(of paints: CaseSet<Paint>, x0: Int, x1: Int) -> Int? {
    var wanted = [Bool](repeating: false, count: 256)
    for paint in paints { wanted[Int(paint.rawValue)] = true }
    let i0 = max(0, x0)
    let i1 = min(width, x1)
    guard i0 < i1 else { return nil }
    for j in stride(from: height - 1, through: 0, by: -1) {
      let row = j * width
      for i in i0..<i1 where wanted[Int(pixels[row + i])] { return j }
    }
    return nil
  }

  /// The pixel indices whose centres fall in [a, b); the one containing the middle when the
  /// range is thinner than a pixel and `atLeastOne`.
  static func span(_ a: Double, _ b: Double, atLeastOne: Bool) -> (Int, Int) {
    let start = Int(saturating: (a - 0.5).rounded(.up))
    let end = Int(saturating: (b - 0.5).rounded(.up))
    if end <= start && atLeastOne && b >= a {
      let middle = Int(saturating: ((a + b) / 2).rounded(.down))
      return (middle, middle + 1)
    }
    return (start, end)
  }
}
