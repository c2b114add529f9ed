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
}
