import Testing

@testable import AdPreviewFormats

/// The one sanitiser: nothing from a file or an option reaches the terminal as a control.
@Suite struct StringSanitizedTests {
  /// Every scalar a terminal or a bidi renderer would act on.
  static let controls: [Unicode.Scalar] = {
    let ranges: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F]
    let singles: [UInt32] = [
      0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
    let values: [UInt32] = ranges.flatMap { Array($0) } + singles
    return values.compactMap(Unicode.Scalar.init)
  }()

  @Test func removesEscapeSequencesC1ControlsAndBidiOverrides() {
    #expect("\u{1B}]0;pwned\u{07}Pixel".sanitizedForTerminal == "]0;pwnedPixel")
    #expect("x\u{C2}\u{9B}2Jy".sanitizedForTerminal == "x\u{C2}2Jy")
    #expect("x\u{9B}2Jy".sanitizedForTerminal == "x2Jy")
    #expect("evil\u{202E}txt.json".sanitizedForTerminal == "eviltxt.json")
    #expect("a\u{2066}b\u{2069}c\u{200F}d\u{061C}e".sanitizedForTerminal == "abcde")
    #expect("del\u{7F}ete".sanitizedForTerminal == "delete")
  }

  /// What the XML writers replace, every output replaces: U+FFFE, U+FFFF, U+FDD0–U+FDEF and
  /// the last two code points of every plane become U+FFFD.
  @Test func noncharactersBecomeTheReplacementCharacter() {
    let values: [UInt32] = Array(0xFDD0...0xFDEF) + (0...0x10).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] }
    #expect(values.count == 66)
    for value in values {
      let scalar = Unicode.Scalar(value)!
      #expect("a\(Character(scalar))b".sanitizedForTerminal == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
      #expect("\(Character(scalar))".sanitizedForMessage == "\u{FFFD}")
    }
    // Their neighbours are characters like any other.
    #expect("\u{FDCF}\u{FDF0}\u{FFFD}\u{1FFFD}\u{10000}".sanitizedForTerminal == "\u{FDCF}\u{FDF0}\u{FFFD}\u{1FFFD}\u{10000}")
  }

  @Test func keepsWordsApartWhereLinesAndTabsWere() {
    #expect("two\nlines\tand\rtab".sanitizedForTerminal == "two lines and tab")
  }

  @Test func leavesOrdinaryTextAlone() {
    let text = "Samsung Galaxy Z Fold5 · 375×812 — “ok” 日本語 👍🏽 e\u{301}"
    #expect(text.sanitizedForTerminal == text)
  }

  @Test func noControlSurvivesAnywhere() {
    let text = String(String.UnicodeScalarView(Self.controls.flatMap { [$0, "a"] }))
    let clean = text.sanitizedForTerminal
    #expect(!clean.unicodeScalars.contains { Self.controls.contains($0) })
    #expect(clean.filter { $0 == "a" }.count == Self.controls.count)
  }

  @Test func messagesCutLongValuesWithAnEllipsis() {
    let long = String(repeating: "x", count: 1_000_000)
    #expect(long.sanitizedForMessage.count == String.messageEchoLimit)
    #expect(long.sanitizedForMessage.hasSuffix("…"))
    let exact = String(repeating: "y", count: String.messageEchoLimit)
    #expect(exact.sanitizedForMessage == exact)
    #expect("my file.json".quotedForMessage == "\"my file.json\"")
    #expect("\u{1B}[2J".quotedForMessage == "\"[2J\"")
    #expect("ab\u{1B}cdef".sanitized(truncatingTo: 4) == "abc…")
    let marks = "e" + String(repeating: "\u{301}", count: 100_000)
    #expect(marks.sanitizedForMessage.unicodeScalars.count == String.messageEchoLimit)
  }
}
