/// How a frame is drawn.
public struct RenderOptions: Hashable, Sendable {
  /// Colours on (ANSI, ncurses with colour); off for plain text and `NO_COLOR`.
  public var color: Bool
  /// ASCII only, for terminals without Unicode.
  public var ascii: Bool
  /// A cell's height over its width (about 2 in most terminals).
  public var cellAspect: Double

  public init(color: Bool = true, ascii: Bool = false, cellAspect: Double = 2) {
    self.color = color
    self.ascii = ascii
    self.cellAspect = cellAspect
  }

  /// The smallest frame the full layout needs.
  public static let minimumSize = (columns: 40, rows: 12)
}
