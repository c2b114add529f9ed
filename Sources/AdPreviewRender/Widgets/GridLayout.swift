/// Where each device's tile goes in the every-device view, a page at a time.
public struct GridLayout: Hashable, Sendable {
  public static let tileWidth = 22
  public static let tileHeight = 14

  public let columns: Int
  public let rows: Int
  public let count: Int
  public let perRow: Int
  public let rowsPerPage: Int
  /// The first device index on the page that holds the selection.
  public let first: Int

  public init(columns: Int, rows: Int, count: Int, selected: Int) {
    self.columns = columns
    self.rows = rows
    self.count = count
    perRow = max(1, (columns - 2) / GridLayout.tileWidth)
    rowsPerPage = max(1, (rows - 3) / GridLayout.tileHeight)
    let page = perRow * rowsPerPage
    first = (max(0, selected) / page) * page
  }

  public var pageSize: Int { perRow * rowsPerPage }
  public var pageCount: Int { (count + pageSize - 1) / pageSize }

  /// The tile of device `index` (on the current page) in screen cells.
  public func tile(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
    let offset = index - first
    guard offset >= 0, offset < pageSize, index < count else { return nil }
    let margin = (columns - perRow * GridLayout.tileWidth) / 2
    return (
      margin + (offset % perRow) * GridLayout.tileWidth, 1 + (offset / perRow) * GridLayout.tileHeight,
      GridLayout.tileWidth, GridLayout.tileHeight
    )
  }

  /// The device whose tile holds a cell.
  public func index(atX x: Int, y: Int) -> Int? {
    for index in first..<min(count, first + pageSize) {
      if let tile = tile(index), x >= tile.x, x < tile.x + tile.width, y >= tile.y, y < tile.y + tile.height {
        return index
      }
    }
    return nil
  }
}
