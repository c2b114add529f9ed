/// A terminal colour: the terminal's default, or an entry of the 256-colour palette with the
/// basic (0–7) colour to use where only eight exist.
public enum TerminalColor: Hashable, Sendable {
  case `default`
  case palette(UInt8, basic: UInt8)

  public static let black = TerminalColor.palette(16, basic: 0)
  public static let red = TerminalColor.palette(160, basic: 1)
  public static let green = TerminalColor.palette(28, basic: 2)
  public static let yellow = TerminalColor.palette(178, basic: 3)
  public static let blue = TerminalColor.palette(25, basic: 4)
  public static let magenta = TerminalColor.palette(90, basic: 5)
  public static let cyan = TerminalColor.palette(38, basic: 6)
  public static let white = TerminalColor.palette(252, basic: 7)
  public static let gray = TerminalColor.palette(244, basic: 7)
  public static let darkGray = TerminalColor.palette(238, basic: 0)

  /// The basic colour (0–7) for eight-colour terminals; nil for the default.
  public var basic: Int? {
    if case .palette(_, let basic) = self { return Int(basic) }
    return nil
  }

  /// The 256-colour index; nil for the default.
  public var index: Int? {
    if case .palette(let index, _) = self { return Int(index) }
    return nil
  }
}

/// Text attributes.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1)
  public static let dim = TextAttributes(rawValue: 2)
  public static let reverse = TextAttributes(rawValue: 4)
  public static let underline = TextAttributes(rawValue: 8)
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var attributes: TextAttributes

  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  public static let plain = Style()
  public static let bold = Style(attributes: .bold)
  public static let dim = Style(attributes: .dim)
  public static let reverse = Style(attributes: .reverse)

  /// The same style with attributes only, for terminals without colour.
  public var withoutColor: Style { Style(attributes: attributes) }
}
