import Testing

@testable import AdPreviewFormats

/// The writer appends a string whole when it needs no escape; that test must agree with the
/// scalar-by-scalar escaping for every scalar it could meet.
@Suite struct JSONWriterFastPathTests {
  static func escapes(_ scalar: Unicode.Scalar) -> Bool { scalar == "\"" || scalar == "\\" || String.isNeutralised(scalar) }

  @Test func theFastPathAgreesWithTheEscapesForEveryScalarUpToU3000() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in ["\(scalar)", "a\(scalar)", "\(scalar)b", "×\(scalar)·"] {
        let fast = text.utf8.withContiguousStorageIfAvailable(JSONValue.needsNoEscape) ?? false
        if fast == text.unicodeScalars.contains(where: Self.escapes) { disagreements.append(value) }
      }
    }
    #expect(disagreements == [])
  }

  /// Eight bytes at a time: a scalar at every place in a long run of text, below, inside and
  /// after the first eight bytes.
  @Test func theWordAtATimePathAgreesInLongText() {
    var disagreements: [String] = []
    for value in Array(UInt32(0)...0x200) + [0x61C, 0x200E, 0x2028, 0x2066, 0x3000] {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // After a `×` or `–` the text goes eight bytes at a time again: the scalar is found
      // there too.
      for lead in ["", "×", "12–358 ", "a×b–c"] {
        for place in [0, 3, 7, 8, 9, 15, 16, 23] {
          let text = lead + String(repeating: "a", count: place) + "\(scalar)" + String(repeating: "b", count: 17)
          let fast = text.utf8.withContiguousStorageIfAvailable(JSONValue.needsNoEscape) ?? false
          if fast == text.unicodeScalars.contains(where: Self.escapes) {
            disagreements.append("U+\(String(value, radix: 16)) at \(place) after \(lead.debugDescription)")
          }
        }
      }
    }
    #expect(disagreements == [])
  }

  /// A whole number is written digit by digit; every number reads as `format` writes it.
  @Test func numbersAreWrittenAsFormatWritesThem() {
    let values: [Double] = [0, -0.0, 1, -1, 9, 10, 375, -812, 1_000_000, 999_999_999_999, 1e12, 1e15, 2.5, -0.125, 1.0 / 3, .nan, .infinity]
    for value in values {
      var bytes: [UInt8] = []
      JSONValue.writeNumber(value, into: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == JSONValue.format(value), "\(value)")
    }
  }

  @Test func stringsAreWrittenTheSameEitherWay() {
    #expect(JSONValue.string("iPhone X · 375×812 — ok").compactText == "\"iPhone X · 375×812 — ok\"")
    #expect(JSONValue.string("a\"b\\c\nd\u{85}e\u{202E}f").compactText == "\"a\\\"b\\\\c\\nd\\u0085e\\u202ef\"")
    #expect(JSONValue.string("emoji 📱 and 中文").compactText == "\"emoji 📱 and 中文\"")
  }

  @Test func indentedToALevelThenCompact() throws {
    let value = JSONValue.object([
      JSONMember("n", .number(2)), JSONMember("results", .array([.object([JSONMember("a", .array([.number(1), .null]))]), .bool(true)])),
    ])
    #expect(value.indentedText(levels: 2) == "{\n  \"n\": 2,\n  \"results\": [\n    {\"a\": [1, null]},\n    true\n  ]\n}")
    #expect(value.indentedText(levels: 0) == value.compactText)
    #expect(value.indentedText(levels: 99) == value.prettyText)
    #expect(try JSONParser.parse(value.indentedText(levels: 1)) == value)
  }
}
