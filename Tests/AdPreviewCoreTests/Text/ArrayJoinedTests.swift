import Testing

@testable import AdPreviewCore

@Suite struct ArrayJoinedTests {
  @Test(arguments: [
    ([], ", "),
    (["one"], ", "),
    (["a", "b", "c"], ", "),
    (["", "", ""], "-"),
    (["café", "naïve", "😀"], " · "),
    (["x", "y"], ""),
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
}
