/// What a sub-cell pixel of the device picture shows, in drawing order: a later paint sits
/// in front of an earlier one where a cell holds both.
public enum Paint: UInt8, CaseIterable, Sendable {
  case background
  case otherPane
  case inactivePanel
  case screenInset
  case safeArea
  case adSides
  case ad
  case adLoading
  case adFailed
  case interstitial
  case nativeView
  case nativeLetterbox
  case nativeMedia
  case nativeText
  case nativeButton
  case nativeBadge
  case finding
  case bezel
  case homeButton
  case cutout
  case homeBar
  case hinge
  case foldLine
  case adChoices

  /// Solid paints are drawn with block glyphs at sub-cell precision (outlines, cutouts,
  /// hinges); the others fill whole cells with a texture glyph.
  var isSolid: Bool { rawValue >= Paint.bezel.rawValue }
}

/// How each paint looks: its texture glyph (colour and monochrome) and colours.
public struct Palette: Sendable {
  public struct Entry: Sendable {
    /// The glyph of a whole cell of this paint when colours show.
    public var colorGlyph: Character
    /// The glyph without colour: it must tell the paint apart by itself.
    public var monoGlyph: Character
    public var asciiGlyph: Character
    /// The glyph's colour (for solids, the colour of the shape).
    public var foreground: TerminalColor
    public var background: TerminalColor
  }

  public var entries: [Entry]

  public subscript(paint: Paint) -> Entry { entries[Int(paint.rawValue)] }

  public static let standard: Palette = {
    func e(_ color: Character, _ mono: Character, _ ascii: Character, _ fg: TerminalColor, _ bg: TerminalColor) -> Entry {
      Entry(colorGlyph: color, monoGlyph: mono, asciiGlyph: ascii, foreground: fg, background: bg)
    }
    let screen = TerminalColor.palette(17, basic: 4)
    let inset = TerminalColor.palette(234, basic: 0)
    var entries: [Entry] = []
    for paint in Paint.allCases {
      switch paint {
      case .background: entries.append(e(" ", " ", " ", .default, .default))
      case .otherPane: entries.append(e("╱", "╱", "/", .palette(240, basic: 7), .palette(235, basic: 0)))
      case .inactivePanel: entries.append(e("╲", "╲", "\\", .palette(240, basic: 7), .palette(235, basic: 0)))
      case .screenInset: entries.append(e("░", "░", ".", .palette(239, basic: 7), inset))
      case .safeArea: entries.append(e(" ", " ", " ", .default, screen))
      case .adSides: entries.append(e("░", "·", ":", .palette(71, basic: 2), .palette(22, basic: 2)))
      case .ad: entries.append(e(" ", "▒", "%", .palette(231, basic: 0), .palette(28, basic: 2)))
      case .adLoading: entries.append(e(" ", "╌", "-", .palette(231, basic: 0), .palette(94, basic: 3)))
      case .adFailed: entries.append(e("╳", "╳", "x", .palette(203, basic: 1), .palette(52, basic: 1)))
      case .interstitial: entries.append(e(" ", "▚", "%", .palette(231, basic: 7), .palette(54, basic: 5)))
      case .nativeView: entries.append(e(" ", "▒", "%", .palette(231, basic: 0), .palette(23, basic: 6)))
      case .nativeLetterbox: entries.append(e(" ", " ", " ", .palette(231, basic: 7), .palette(16, basic: 0)))
      case .nativeMedia: entries.append(e(" ", "▓", "#", .palette(231, basic: 0), .palette(31, basic: 6)))
      case .nativeText: entries.append(e(" ", " ", " ", .palette(231, basic: 7), .palette(23, basic: 6)))
      case .nativeButton: entries.append(e(" ", "█", "#", .palette(231, basic: 7), .palette(33, basic: 4)))
      case .nativeBadge: entries.append(e(" ", " ", " ", .palette(16, basic: 0), .palette(214, basic: 3)))
      case .finding: entries.append(e("!", "!", "!", .palette(231, basic: 7), .palette(160, basic: 1)))
      case .bezel: entries.append(e("█", "█", "#", .palette(245, basic: 7), .default))
      case .homeButton: entries.append(e("█", "█", "o", .palette(238, basic: 0), .default))
      case .cutout: entries.append(e("█", "█", "#", .palette(16, basic: 0), .default))
      case .homeBar: entries.append(e("█", "█", "=", .palette(255, basic: 7), .default))
      case .hinge: entries.append(e("█", "█", "#", .palette(137, basic: 3), .default))
      case .foldLine: entries.append(e("█", "█", "|", .palette(214, basic: 3), .default))
      case .adChoices: entries.append(e("█", "█", "@", .palette(51, basic: 6), .default))
      }
    }
    return Palette(entries: entries)
  }()
}
