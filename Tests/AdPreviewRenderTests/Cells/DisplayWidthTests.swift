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
      "tab\there", "soft\u{AD}hyphen", "🙂 smile", "\u{2028}line", "Ŋ ǅ ȿ ɐ ʯ ˿", "● showing ◆ ▲ ◻ ◼",
      "▶\u{FE0F} play", "◽ wide ◾",
    ]
    for text in texts {
      #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
    }
    #expect(DisplayWidth.of("iPhone X · 375×812 pt") == 21)
    #expect(DisplayWidth.of("e\u{301}clair") == 6)
    #expect(DisplayWidth.of("↔\u{FE0F}") == 2)
  }

  /// Every scalar the fast paths treat as simple is one column and a grapheme of its own
  /// beside any other: between ASCII letters, doubled, and before a space.
  @Test func everySimpleScalarIsOneColumnAndItsOwnGrapheme() {
    var simple = 0
    for value in UInt32(0)...0x3FFFF {
      guard let scalar = Unicode.Scalar(value), DisplayWidth.isSimple(scalar) else { continue }
      simple += 1
      let text = "a" + String(scalar) + String(scalar) + " b"
      #expect(DisplayWidth.of(scalar) == 1, "U+\(String(value, radix: 16))")
      #expect(text.count == 5, "U+\(String(value, radix: 16))")
    }
    #expect(simple > 1_000)
  }

  /// The count read from UTF-8 bytes agrees with the scalar view for every scalar, alone and
  /// between ASCII and three-byte neighbours (so lengths of one to four bytes are all stepped
  /// over), and for each test text: the count when all are simple, nil otherwise.
  @Test func simpleScalarCountReadsUTF8AsTheScalarViewDoes() {
    func viaScalars(_ text: String) -> Int? {
      text.unicodeScalars.allSatisfy(DisplayWidth.isSimple) ? text.unicodeScalars.count : nil
    }
    func viaBytes(_ text: String) -> Int? {
      var text = text
      return text.withUTF8 { DisplayWidth.simpleScalarCount($0) }
    }
    var nonSimple = 0
    for value in UInt32(0)...0x10FFFF where value % 7 == 0 || value < 0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(scalar), "a" + String(scalar) + "→", "│" + String(scalar) + String(scalar) + "z"] {
        #expect(viaBytes(text) == viaScalars(text), "U+\(String(value, radix: 16)) in \(text.debugDescription)")
      }
      if !DisplayWidth.isSimple(scalar) { nonSimple += 1 }
    }
    #expect(nonSimple > 100_000)
    for text in ["", "iPhone X · 375×812 pt", "╭──╮ ░▒▓ → ≤ …", "e\u{301}clair", "🙂 smile", "tab\there"] {
      #expect(viaBytes(text) == viaScalars(text), "\(text.debugDescription)")
    }
    #expect(viaBytes("iPhone X · 375×812 pt") == 21)
    #expect(viaBytes("🙂") == nil)
  }
}
