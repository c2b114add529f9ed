import Testing

@testable import AdPreviewFormats

@Suite struct ArrayJoinedTests {
  @Test(
    arguments: [
      ([], ", "),
      (["one"], ", "),
      (["a", "b", "c"], ", "),
      (["", "", ""], "-"),
      (["café", "naïve", "😀"], " · "),
      (["x", "y"], ""),
      (["a string longer than fifteen bytes", "and another one, past the small-string size"], " | "),
      (["漢字", "", "e\u{301}"], "\u{200B}"),
    ] as [([String], String)])
  func joinsAsTheStandardLibraryDoes(_ words: [String], _ separator: String) {
    let ours = words.joined(separator: separator)
    // The standard library's, reached through a sequence that is not an Array.
    let standard = words[...].joined(separator: separator)
    #expect(ours == standard)
  }

  @Test func withoutASeparatorTheStringsRunTogether() {
    #expect(["ab", "cd"].joined() == "abcd")
  }

  /// Strings that are not stored as contiguous UTF-8 (bridged or lazily built) are copied
  /// byte by byte, with the same result.
  @Test func substringsAndBuiltStringsJoinAlike() {
    let built = String(repeating: "ab", count: 20)
    let words = [built, String("xyz-123"[...].dropFirst(2)), "ñ"]
    #expect(words.joined(separator: "/") == built + "/z-123/ñ")
  }
}
