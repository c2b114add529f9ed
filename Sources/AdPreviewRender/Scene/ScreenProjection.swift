import AdPreviewCore
import AdPreviewFormats

/// Maps the device, in points, into cells and half-cell pixels, keeping its aspect for cells
/// `cellAspect` times taller than wide.
public struct ScreenProjection: Hashable, Sendable {
  /// The cells the device is drawn in.
  public var area: CellRect
  /// Columns per point.
  public var cellsPerPoint: Double
  public var cellAspect: Double
  /// The screen's top-left corner, in pixels from the area's top-left.
  var screenOriginX: Double
  var screenOriginY: Double

  /// The device body, in screen points, with its edges on whole pixels.
  var bodyRect: Rect

  /// Fits a body of `body.size` points, whose `screen` starts at `body.insets` within it,
  /// centred in `area`. The scale is nudged so the screen's width is a whole number of cells
  /// and its left edge starts a cell: the outline then looks the same on both sides.
  /// - Parameter limit: the most cells a point may take (two devices drawn at one scale).
  init(area: CellRect, screen: Size, body: Size, insets: EdgeInsets, cellAspect: Double, limit: Double? = nil) {
    self.area = area
    self.cellAspect = cellAspect
    var k = min(Double(area.width) / body.width, Double(area.height) * cellAspect / body.height, limit ?? .infinity)
    let screenCells = (screen.width * k).rounded(.down)
    if screenCells >= 4 { k = screenCells / screen.width }
    cellsPerPoint = max(k, 0.000001)
    let sx = cellsPerPoint * 2
    let sy = cellsPerPoint / cellAspect * 2
    let left = max(1, (insets.left * sx).rounded())
    let right = max(1, (insets.right * sx).rounded())
    let top = max(1, (insets.top * sy).rounded())
    let bottom = max(1, (insets.bottom * sy).rounded())
    let screenWidth = screen.width * sx
    let screenHeight = screen.height * sy
    let bodyWidth = left + screenWidth + right
    let bodyHeight = top + screenHeight + bottom
    var x0 = ((Double(area.width * 2) - bodyWidth) / 2).rounded(.down)
    if Int(saturating: x0 + left) % 2 != 0 { x0 -= 1 }
    let y0 = ((Double(area.height * 2) - bodyHeight) / 2).rounded(.down)
    screenOriginX = max(0, x0) + left
    screenOriginY = max(0, y0) + top
    bodyRect = Rect(
      x: -left / sx, y: -top / sy, width: bodyWidth / sx, height: bodyHeight / sy)
  }

  var pixelsPerPointX: Double { cellsPerPoint * 2 }
  var pixelsPerPointY: Double { cellsPerPoint / cellAspect * 2 }

  /// A screen x in points → pixels from the area's left.
  func px(_ x: Double) -> Double { screenOriginX + x * pixelsPerPointX }
  /// A screen y in points → pixels from the area's top.
  func py(_ y: Double) -> Double { screenOriginY + y * pixelsPerPointY }

  /// The cells a screen rectangle covers (those whose centre lies inside; at least the cell
  /// under its middle), in buffer coordinates.
  public func cells(for rect: Rect) -> CellRect {
    let (x0, x1) = Raster.span(px(rect.minX) / 2, px(rect.maxX) / 2, atLeastOne: true)
    let (y0, y1) = Raster.span(py(rect.minY) / 2, py(rect.maxY) / 2, atLeastOne: true)
    return CellRect(x: area.x + x0, y: area.y + y0, width: x1 - x0, height: y1 - y0)
  }
}
