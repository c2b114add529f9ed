/// Block glyphs for a cell split 2×2, indexed by mask: the mask bits are top-left 1,
/// top-right 2, bottom-left 4, bottom-right 8. Strings of one scalar a glyph, not arrays of
/// characters: no array type of its own for the runtime to make at start.
enum QuadrantGlyphs {
  static let unicode = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"

  /// ASCII stand-ins that keep the rough shape.
  static let ascii = " ''\",[/P.\\]q_LJ#"
}
