import Testing

@testable import AdPreviewRender

@Suite struct QuadrantGlyphsTests {
  /// Sixteen one-column glyphs a set, one a mask, blank for no quadrant and full for all four.
  @Test func everyMaskHasOneSingleColumnGlyph() {
    for glyphs in [QuadrantGlyphs.unicode, QuadrantGlyphs.ascii] {
      let scalars = Array(glyphs.unicodeScalars)
      #expect(scalars.count == 16)
      #expect(glyphs.count == 16)
      #expect(scalars.allSatisfy { DisplayWidth.of(String($0)) == 1 })
      #expect(scalars[0] == " ")
    }
    #expect(Array(QuadrantGlyphs.unicode.unicodeScalars)[15] == "█")
    #expect(Array(QuadrantGlyphs.unicode.unicodeScalars)[3] == "▀")  // top-left and top-right
    #expect(Array(QuadrantGlyphs.ascii.unicodeScalars)[15] == "#")
    #expect(QuadrantGlyphs.ascii.unicodeScalars.allSatisfy { $0.isASCII })
  }
}
