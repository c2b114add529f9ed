/// Block glyphs for a cell split 2×2, indexed by mask: the mask bits are top-left 1,
/// top-right 2, bottom-left 4, bottom-right 8: one scalar a glyph.
enum QuadrantGlyphs {
  static let unicode = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"

  /// ASCII stand-ins that keep the rough shape.
  static let ascii = " ''\",[/P.\\]q_LJ#"
}
