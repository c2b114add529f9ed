/// Block glyphs for a cell split 2×2. The mask bits are top-left 1, top-right 2,
/// bottom-left 4, bottom-right 8.
enum QuadrantGlyphs {
  static let unicode: [Character] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]

  /// ASCII stand-ins that keep the rough shape.
  static let ascii: [Character] = [
    " ", "'", "'", "\"", ",", "[", "/", "P", ".", "\\", "]", "q", "_", "L", "J", "#",
  ]
}
