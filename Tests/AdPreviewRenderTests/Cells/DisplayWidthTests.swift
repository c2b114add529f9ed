import Testing

@testable import AdPreviewRender

@Suite struct DisplayWidthTests {
  @Test func asciiIsOneColumn() {
    #expect(DisplayWidth.of("a") == 1)
    #expect(DisplayWidth.of("adpreview") == 9)
  }

  @Test func boxDrawingAndBlocksAreOneColumn() {
    for character in ["─", "╭", "▀", "▄", "▌", "⠿", "░", "★"] as [Character] {
      #expect(DisplayWidth.of(character) == 1, "\(character)")
    }
  }

  @Test func eastAsianWideAndEmojiAreTwoColumns() {
    #expect(DisplayWidth.of("漢") == 2)
    #expect(DisplayWidth.of("🙂") == 2)
    #expect(DisplayWidth.of("漢字") == 4)
  }

  @Test func combiningMarksAndControlsTakeNoColumn() {
    #expect(DisplayWidth.of("e\u{301}" as Character) == 1)
    #expect(DisplayWidth.of("\u{1B}" as Unicode.Scalar) == 0)
    #expect(DisplayWidth.of("\u{200B}" as Unicode.Scalar) == 0)
  }

  /// Text of simple scalars is counted a column a scalar without breaking it into graphemes:
  /// the same width as character by character, and text with anything else (a combining
  /// mark, an emoji selector, a wide character, a control) still goes character by character.
  @Test func textWidthIsTheSumOfItsCharacters() {
    let texts = [
      "", "iPhone X · 375×812 pt", "╭──╮ ░▒▓ → ≤ …", "e\u{301}clair", "↔\u{FE0F} wide?", "漢字 and ASCII",
      "tab\there", "soft\u{AD}hyphen", "🙂 smile", "\u{2028}line", "Ŋ ǅ ȿ ɐ ʯ ˿",
    ]
    for text in texts {
      #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
    }
    #expect(DisplayWidth.of("iPhone X · 375×812 pt") == 21)
    #expect(DisplayWidth.of("e\u{301}clair") == 6)
    #expect(DisplayWidth.of("↔\u{FE0F}") == 2)
  }
}
