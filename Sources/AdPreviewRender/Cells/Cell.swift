/// One terminal cell: a grapheme, how many columns it takes and its style. The column after
/// a wide grapheme holds a continuation cell.
///
/// The grapheme is kept as at most two scalars (a base and one combining mark or variation
/// selector), so a cell is plain data: copying and comparing frames costs no reference
/// counting. Longer clusters keep their first two scalars.
public struct Cell: Hashable, Sendable {
  public var first: Unicode.Scalar
  /// The second scalar, 0 for none (no grapheme has a NUL after its first scalar): an
  /// optional scalar would take a fifth byte and make a cell 20 bytes instead of 16.
  private var secondValue: UInt32
  /// 1, 2 for a wide grapheme, 0 for the continuation of one.
  public var width: UInt8
  public var style: Style

  public var second: Unicode.Scalar? {
    get { secondValue == 0 ? nil : Unicode.Scalar(secondValue) }
    set { secondValue = newValue?.value ?? 0 }
  }

  public init(_ grapheme: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    var scalars = grapheme.unicodeScalars.makeIterator()
    first = scalars.next() ?? " "
    secondValue = scalars.next()?.value ?? 0
    self.width = width
    self.style = style
  }

  public init(scalar: Unicode.Scalar, width: UInt8 = 1, style: Style = .plain) {
    first = scalar
    secondValue = 0
    self.width = width
    self.style = style
  }

  /// The grapheme as a character.
  public var grapheme: Character {
    guard let second else { return Character(first) }
    var scalars = String.UnicodeScalarView()
    scalars.append(first)
    scalars.append(second)
    return Character(String(scalars))
  }

  /// Appends the grapheme's scalars to a string.
  public func append(to text: inout String) {
    text.unicodeScalars.append(first)
    if let second { text.unicodeScalars.append(second) }
  }

  public static let blank = Cell(scalar: " ")
  static let continuation = Cell(scalar: " ", width: 0)

  public var isContinuation: Bool { width == 0 }
}

/// A rectangle of cells.
public struct CellRect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  public func inset(by amount: Int) -> CellRect {
    CellRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// A `width`×`height` rectangle centred across this one, with one `parts`th of the room
  /// left over above it (2 centres it; 3 sets it higher, as a dialog sits).
  public func centered(width: Int, height: Int, roomAboveOneIn parts: Int = 2) -> CellRect {
    CellRect(x: x + (self.width - width) / 2, y: y + (self.height - height) / max(1, parts), width: width, height: height)
  }

  /// The one-row rectangle `offset` rows below the top.
  public func row(_ offset: Int) -> CellRect { CellRect(x: x, y: y + offset, width: width, height: 1) }

  public func intersection(_ other: CellRect) -> CellRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    return CellRect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
  }
}
