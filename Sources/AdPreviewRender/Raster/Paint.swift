import AdPreviewCore
import AdPreviewFormats

/// What a sub-cell pixel of the device picture shows, in drawing order: a later paint sits
/// in front of an earlier one where a cell holds both.
public enum Paint: UInt8, SetIndexed {
  case background
  case otherPane
  case inactivePanel
  case divisionMargin
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
  /// A collapsible banner's expanded overlay: over the app and its other ads.
  case adOverlay
  /// The app's bars (navigation bar, tab bar, toolbar): over the content and its ads.
  case appBar
  case finding
  case bezel
  case homeButton
  case cutout
  case homeBar
  case windowControls
  case hinge
  case foldLine
  case adChoices

  /// Solid paints are drawn with block glyphs at sub-cell precision (outlines, cutouts,
  /// hinges); the others fill whole cells with a texture glyph.
  var isSolid: Bool { rawValue >= Paint.bezel.rawValue }

  /// The raw values count the cases from 0, in order.
  public var setIndex: Int { Int(rawValue) }
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
    /// What the legend calls it; nil for what needs no name (the plain screen, the body).
    public var name: String?
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
    entries.reserveCapacity(Paint.allCases.count)
    func named(_ entry: Entry, _ name: String) -> Entry {
      var copy = entry
      copy.name = name
      return copy
    }
    for paint in Paint.allCases {
      switch paint {
      case .background: entries.append(e(" ", " ", " ", .default, .default))
      case .otherPane: entries.append(named(e("╱", "╱", "/", .palette(240, basic: 7), .palette(235, basic: 0)), "other window"))
      case .inactivePanel: entries.append(named(e("╲", "╲", "\\", .palette(240, basic: 7), .palette(235, basic: 0)), "no content"))
      case .divisionMargin: entries.append(named(e("┊", "┊", ":", .palette(214, basic: 3), .palette(58, basic: 3)), "fold margins"))
      case .screenInset: entries.append(named(e("░", "░", ".", .palette(239, basic: 7), inset), "outside safe area"))
      case .safeArea: entries.append(e(" ", " ", " ", .default, screen))
      case .adSides: entries.append(named(e("░", "·", ":", .palette(71, basic: 2), .palette(22, basic: 2)), "ad view"))
      case .ad: entries.append(named(e(" ", "▒", "%", .palette(231, basic: 0), .palette(28, basic: 2)), "ad"))
      case .adLoading: entries.append(named(e(" ", "╌", "-", .palette(231, basic: 0), .palette(94, basic: 3)), "loading"))
      case .adFailed: entries.append(named(e("╳", "╳", "x", .palette(203, basic: 1), .palette(52, basic: 1)), "failed"))
      case .interstitial: entries.append(named(e(" ", "▚", "%", .palette(231, basic: 7), .palette(54, basic: 5)), "full-screen ad"))
      case .nativeView: entries.append(named(e(" ", "▒", "%", .palette(231, basic: 0), .palette(23, basic: 6)), "native ad"))
      case .nativeLetterbox: entries.append(e(" ", " ", " ", .palette(231, basic: 7), .palette(16, basic: 0)))
      case .nativeMedia: entries.append(named(e(" ", "▓", "#", .palette(231, basic: 0), .palette(31, basic: 6)), "media"))
      case .nativeText: entries.append(e(" ", " ", " ", .palette(231, basic: 7), .palette(23, basic: 6)))
      case .nativeButton: entries.append(named(e(" ", "█", "#", .palette(231, basic: 7), .palette(33, basic: 4)), "button"))
      case .nativeBadge: entries.append(named(e(" ", " ", " ", .palette(16, basic: 0), .palette(214, basic: 3)), "Ad badge"))
      case .adOverlay: entries.append(named(e("▞", "▞", "&", .palette(194, basic: 7), .palette(64, basic: 2)), "expanded overlay"))
      case .appBar: entries.append(named(e("▔", "▔", "~", .palette(252, basic: 7), .palette(238, basic: 0)), "app bar"))
      case .finding: entries.append(named(e("!", "!", "!", .palette(231, basic: 7), .palette(160, basic: 1)), "finding"))
      case .bezel: entries.append(e("█", "█", "#", .palette(245, basic: 7), .default))
      case .homeButton: entries.append(e("█", "█", "o", .palette(238, basic: 0), .default))
      case .cutout: entries.append(named(e("█", "█", "#", .palette(16, basic: 0), .default), "cutout"))
      case .homeBar: entries.append(named(e("█", "█", "=", .palette(255, basic: 7), .default), "home indicator"))
      case .windowControls: entries.append(named(e("█", "█", "o", .palette(250, basic: 7), .default), "window controls"))
      case .hinge: entries.append(named(e("█", "█", "#", .palette(137, basic: 3), .default), "hinge"))
      // Pink, not the "Ad" badge's amber: a flat fold's crease runs across native ads.
      case .foldLine: entries.append(named(e("█", "█", "|", .palette(213, basic: 5), .default), "fold"))
      case .adChoices: entries.append(named(e("█", "█", "@", .palette(51, basic: 6), .default), "AdChoices"))
      }
    }
    return Palette(entries: entries)
  }()
}
