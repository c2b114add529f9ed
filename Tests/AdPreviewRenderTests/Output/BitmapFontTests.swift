import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// The GIF's own font has every character the previewer draws.
@Suite struct BitmapFontTests {
  /// What the picture, the panel, the key bar, the log and the help write: the palette's
  /// glyphs, the quadrants, the spinners and the symbols of the texts.
  static let used: String = {
    var text = String(UnicodeScalar(0x20)!)
    for value in 0x21...0x7E { text.unicodeScalars.append(Unicode.Scalar(value)!) }
    for entry in Palette.standard.entries { text += [entry.colorGlyph, entry.monoGlyph, entry.asciiGlyph] }
    text += QuadrantGlyphs.unicode + String(Spinner.frames)
    text += "─━│┃┊┌┏┐┓└┗┘┛├┤┬┴╌╭╮╯╰╱╲╳▀▂▄▆█▌▐░▒▓·×–—“”•…›→↓↻≤⏎⏸▲▶●★☆✓✗±§"
    return text
  }()

  @Test func everyCharacterThePreviewerDrawsHasAGlyph() {
    for scalar in BitmapFontTests.used.unicodeScalars {
      #expect(BitmapFont.glyph(scalar) != BitmapFont.missing, "U+\(String(scalar.value, radix: 16)) \(scalar) has no glyph")
      #expect(BitmapFont.glyph(scalar).count == BitmapFont.cellHeight)
    }
    #expect(BitmapFont.glyph(" ").allSatisfy { $0 == 0 })
    #expect(BitmapFont.glyph("\u{4E2D}") == BitmapFont.missing, "a character it lacks is an outlined box")
  }

  /// Lines meet at the cell's edges, so the device outline joins from cell to cell.
  @Test func boxLinesReachTheEdgesTheyPointTo() {
    let horizontal = BitmapFont.glyph("─")
    #expect(horizontal[7] == 0xFF)
    let vertical = BitmapFont.glyph("│")
    #expect(vertical.allSatisfy { $0 & 0b0001_0000 != 0 })
    let corner = BitmapFont.glyph("┌")
    #expect(corner[0] == 0 && corner[15] & 0b0001_0000 != 0 && corner[7] & 1 != 0)
    #expect(BitmapFont.glyph("█").allSatisfy { $0 == 0xFF })
    #expect(BitmapFont.glyph("▀").prefix(8).allSatisfy { $0 == 0xFF } && BitmapFont.glyph("▀").suffix(8).allSatisfy { $0 == 0 })
  }
}
