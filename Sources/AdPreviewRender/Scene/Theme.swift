import AdPreviewCore

/// What a run of cells is, for its colours: every style a frame uses outside the device
/// picture's paints comes from `style(colour:)`, the one table of them, with colour and
/// without (`NO_COLOR`, `--no-color`, plain text).
public enum ThemeRole: CaseIterable, Sendable {
  /// The title bar across the top.
  case title
  /// Hints and secondary text: the key bar, the legend's names, an empty log, notes.
  case hint
  /// The boxes around the picture, the panel and the grid's tiles.
  case frame
  /// The message under the picture.
  case status
  /// The side panel's labels.
  case label
  /// The sizing's explanation under the Size line.
  case explanation
  /// What is right: no findings, a ready ad.
  case good
  /// A line the panel stresses as right (a presented ad's ready line).
  case goodStrong
  /// A demo's caption band.
  case caption
  /// The grid's picked tile.
  case picked
  /// An overlay's text (help, device picker), its frame and title, its keys, its picked row.
  case overlay, overlayFrame, overlayKey, overlayPicked
  /// Findings by severity.
  case error, warning, info
  /// Slot states: loading, showing or presented, failed, not requested yet.
  case loading, showing, failed, idle

  /// The role's style on a colour terminal and on one without colour.
  public var styles: (color: Style, plain: Style) {
    let overlayBackground = TerminalColor.palette(236, basic: 0)
    let green = TerminalColor.palette(114, basic: 2)
    let red = TerminalColor.palette(203, basic: 1)
    return switch self {
    case .title: (Style(foreground: .black, background: .white, attributes: .bold), .reverse)
    case .hint: (Style(foreground: .gray), .plain)
    case .frame: (Style(foreground: .darkGray), .plain)
    case .status: (Style(foreground: .yellow), .plain)
    case .label: (Style(foreground: .cyan), .bold)
    case .explanation: (Style(foreground: .gray), .dim)
    case .good: (Style(foreground: green), .plain)
    case .goodStrong: (Style(foreground: green, attributes: .bold), .bold)
    case .caption: (Style(foreground: .palette(231, basic: 7), background: .palette(24, basic: 4), attributes: .bold), .reverse)
    case .picked: (Style(foreground: .yellow, attributes: .bold), .bold)
    case .overlay: (Style(foreground: .white, background: overlayBackground), .plain)
    case .overlayFrame: (Style(foreground: .yellow, background: overlayBackground, attributes: .bold), .bold)
    case .overlayKey: (Style(foreground: .cyan, background: overlayBackground, attributes: .bold), .bold)
    case .overlayPicked: (Style(foreground: .black, background: .yellow, attributes: .bold), .reverse)
    case .error: (Style(foreground: red, attributes: .bold), .bold)
    case .warning: (Style(foreground: .yellow, attributes: .bold), .plain)
    case .info: (Style(foreground: .gray), .plain)
    case .loading: (Style(foreground: .yellow), .plain)
    case .showing: (Style(foreground: green), .plain)
    case .failed: (Style(foreground: red), .plain)
    case .idle: (Style(foreground: .gray), .plain)
    }
  }

  /// The role of a finding of `severity`.
  public static func severity(_ severity: Finding.Severity) -> ThemeRole {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .info: .info
    }
  }
}

extension RenderOptions {
  /// The style of `role` as these options draw: in colour or without.
  public func style(_ role: ThemeRole) -> Style {
    let styles = role.styles
    return color ? styles.color : styles.plain
  }

  /// A style made from the device picture's paints (`Palette`): `plain` without colour, where
  /// the picture's glyphs alone tell its parts apart.
  public func painted(_ style: Style, else plain: Style = .plain) -> Style { color ? style : plain }
}
