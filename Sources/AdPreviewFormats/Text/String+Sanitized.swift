/// The one sanitiser for text that leaves adpreview (stdout, stderr, the previewer, ANSI, SVG,
/// HTML, JSON, exported scripts). Text from files, options and scripts goes through it, so no
/// input can drive the terminal or reorder what a reader sees.
extension String {
  /// The text with every control character neutralised: C0 controls (escape, bell, tab, new
  /// line, …), DEL, C1 controls (U+0080–U+009F, which some terminals read as escape
  /// sequences), bidirectional overrides, embeddings, isolates and marks (U+202A–U+202E,
  /// U+2066–U+2069, U+200E, U+200F, U+061C) and line / paragraph separators. A tab, new line
  /// or carriage return becomes a space, so words stay apart; everything else is removed.
  /// Noncharacters (U+FFFE, U+FFFF and the rest, which Unicode keeps out of interchange and
  /// XML out of documents) become U+FFFD, as the SVG and HTML writers make them, so every
  /// output — stdout, stderr notes, XML — shows the same text.
  public var sanitizedForTerminal: String {
    // Most text is clean: keep it as it is, without copying.
    guard unicodeScalars.contains(where: String.isNeutralised) else { return self }
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if !String.isNeutralised(scalar) {
        scalars.append(scalar)
      } else if scalar == "\t" || scalar == "\n" || scalar == "\r" {
        scalars.append(" ")
      } else if String.isNoncharacter(scalar) {
        scalars.append("\u{FFFD}")
      }
    }
    return String(scalars)
  }

  /// A value echoed in a message: sanitised, and cut to `messageEchoLimit` scalars with
  /// `…`, so a megabyte of input gives one readable line.
  public var sanitizedForMessage: String {
    sanitized(truncatingTo: String.messageEchoLimit)
  }

  /// A value echoed in a message in double quotes (paths, option values, keys), so empty
  /// text and spaces show: `"my file.json"`.
  public var quotedForMessage: String { "\"\(sanitizedForMessage)\"" }

  /// Sanitised and cut to at most `limit` Unicode scalars, the last of them `…`. Scalars, not
  /// characters, so even one character built of a million combining marks is cut.
  public func sanitized(truncatingTo limit: Int) -> String {
    let clean = sanitizedForTerminal
    let scalars = clean.unicodeScalars
    guard limit > 0, clean.utf8.count > limit else { return clean }
    var end = scalars.startIndex
    var count = 0
    while end < scalars.endIndex, count < limit {
      scalars.formIndex(after: &end)
      count += 1
    }
    if end == scalars.endIndex { return clean }
    var cut = String.UnicodeScalarView(scalars[..<scalars.index(before: end)])
    cut.append("…")
    return String(cut)
  }

  /// How many scalars of a value a message repeats.
  public static let messageEchoLimit = 80

  static func isNeutralised(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    case 0xFDD0...0xFDEF: true
    default: scalar.value & 0xFFFE == 0xFFFE
    }
  }

  /// The 66 noncharacters: U+FDD0–U+FDEF and the last two code points of every plane.
  static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
    (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
  }
}
