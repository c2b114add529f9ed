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

/// A colour as red, green and blue, 0–255 each: what exports paint with.
public struct RGB: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `#rrggbb`, for SVG.
  public var hex: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for value in [red, green, blue] {
      text.append(digits[Int(value >> 4)])
      text.append(digits[Int(value & 15)])
    }
    return text
  }
}

extension TerminalColor {
  /// The 256-colour palette as xterm shows it: the terminal's colours, which the GIF and SVG
  /// exports paint with, so a picture reads as it does on screen.
  public static let xtermPalette: [RGB] = (0..<256).map { index in
    let system: [RGB] = [
      RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205),
      RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255),
      RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]
    if index < 16 { return system[index] }
    if index < 232 {
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return RGB(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }
    let gray = UInt8(8 + 10 * (index - 232))
    return RGB(gray, gray, gray)
  }

  /// The palette entry exports use for the terminal's own default colours: light grey text
  /// on black.
  public static let defaultForegroundIndex = 252
  public static let defaultBackgroundIndex = 16

  /// The palette index of this colour as a foreground or a background.
  public func exportIndex(background: Bool) -> Int {
    index ?? (background ? TerminalColor.defaultBackgroundIndex : TerminalColor.defaultForegroundIndex)
  }
}
