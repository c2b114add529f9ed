import Testing

@testable import AdPreviewFormats

@Suite struct StringReplacingTests {
  @Test(arguments: [
    ("it's", "'", "'\\''", "it'\\''s"),
    ("a\\b\\", "\\", "\\\\", "a\\\\b\\\\"),
    ("aaa", "aa", "b", "ba"),
    ("none here", "x", "y", "none here"),
    ("", "x", "y", ""),
    ("x", "", "y", "x"),
    ("short", "much longer", "y", "short"),
    ("café: naïve", ":", "\\:", "café\\: naïve"),
    ("(default: 400)", "(default: ", "(default:\u{1}", "(default:\u{1}400)"),
    ("line\nbreak\n", "\n", " ", "line break "),
  ])
  func replacesEveryOccurrence(_ text: String, _ target: String, _ replacement: String, _ expected: String) {
    #expect(text.replacing(every: target, with: replacement) == expected)
  }

  @Test func aQuoteFollowedByACombiningMarkIsStillEscaped() {
    // One Character ("'" and U+0301), two scalars: the quote must not slip through.
    let text = "a'\u{301}b"
    #expect(text.replacing(every: "'", with: "'\\''") == "a'\\''\u{301}b")
  }

  @Test func multiByteTargetsMatchWholeScalars() {
    #expect("a×b×c".replacing(every: "×", with: "x") == "axbxc")
    #expect("😀 and 😀".replacing(every: "😀", with: ":)") == ":) and :)")
  }

  @Test(arguments: [
    ("galaxy-z-fold-5", "fold", true),
    ("galaxy-z-fold-5", "galaxy-z-fold-5", true),
    ("galaxy-z-fold-5", "fold-6", false),
    ("ipad", "ipad-pro", false),
    ("anything", "", true),
    ("", "x", false),
    ("naïve", "ïv", true),
  ])
  func containsExactly(_ text: String, _ other: String, _ expected: Bool) {
    #expect(text.contains(exactly: other) == expected)
  }
}
