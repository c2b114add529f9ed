import Testing

@testable import AdPreviewFormats

@Suite struct JSONParserTests {
  @Test func parsesAllValueKindsInOrder() throws {
    let value = try JSONParser.parse(#"{"b": [1, 2.5, -3e2], "a": {"t": true, "f": false, "n": null}, "s": "x\n\u00e9"}"#)
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "s"])
    #expect(value["b"] == .array([1, 2.5, -300]))
    #expect(value["a"]?["t"] == true)
    #expect(value["a"]?["n"] == .null)
    #expect(value["s"] == "x\né")
  }

  @Test func reportsLineAndColumnOfSyntaxErrors() {
    #expect(throws: JSONSyntaxError(line: 3, column: 3, message: "expected ',' or '}' in an object")) {
      try JSONParser.parse("{\n  \"a\": 1\n  \"b\": 2\n}")
    }
    #expect(throws: JSONSyntaxError(line: 1, column: 10, message: "the member \"a\" appears twice")) {
      try JSONParser.parse(#"{"a": 1, "a": 2}"#)
    }
  }

  @Test func rejectsTrailingCommasAndLeadingZeros() {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[1, 2,]") }
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("012") }
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("{\"a\": 1} x") }
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("") }
  }

  @Test func writesWholeNumbersWithoutFractionsAndEscapesStrings() {
    let value: JSONValue = .object([
      JSONMember("w", 375), JSONMember("f", 425.845), JSONMember("s", "a\"b\u{1B}"),
    ])
    #expect(value.compactText == #"{"w": 375, "f": 425.845, "s": "a\"b\u001b"}"#)
  }

  @Test func roundTripsPrettyText() throws {
    let value: JSONValue = .object([JSONMember("a", .array([1, .object([])])), JSONMember("b", nil)])
    #expect(try JSONParser.parse(value.prettyText) == value)
  }
}

/// Hostile JSON: large objects, bytes that are not UTF-8, numbers in other syntaxes.
@Suite(.timeLimit(.minutes(5))) struct JSONParserHardeningTests {
  /// With a scan of the members for each new key, 200,000 keys take minutes; with a set,
  /// well under a second.
  @Test func parsesAnObjectWith200000KeysInLinearTime() throws {
    var text = "{"
    for index in 0..<200_000 { text += index == 0 ? "\"k\(index)\": \(index)" : ", \"k\(index)\": \(index)" }
    text += "}"
    let value = try JSONParser.parse(text)
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.count == 200_000)
    #expect(members.last?.key == "k199999")
  }

  @Test func stillRejectsADuplicateKeyInALargeObject() {
    let keys = (0..<50_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("{\(keys), \"k7\": 1}") }
  }

  @Test func findsTheRepeatedKeyInObjectsOfEverySize() {
    for count in 1...20 {
      for repeated in [0, count - 1] {
        let keys = (0..<count).map { "\"k\($0)\": 0" } + ["\"k\(repeated)\": 1"]
        #expect(throws: JSONSyntaxError.self, "\(count)") { try JSONParser.parse("{\(keys.joined(separator: ", "))}") }
      }
    }
  }

  @Test func invalidUTF8IsAnErrorWithItsPosition() throws {
    let bytes = Array("{\n  \"name\": \"ab".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8)
    #expect(throws: JSONSyntaxError(line: 2, column: 14, message: "invalid UTF-8 (byte 0xC3)")) {
      try JSONParser.parse(bytes)
    }
    for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
      #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("\"".utf8) + bad + Array("\"".utf8)) }
    }
    #expect(try JSONParser.parse(Array("\"é€😀\"".utf8)) == "é€😀")
  }

  @Test func acceptsAndSkipsAByteOrderMark() throws {
    #expect(try JSONParser.parse(UTF8Validation.byteOrderMark + Array("[1]".utf8)) == .array([1]))
  }

  @Test func numbersAreDecimalOnly() {
    for text in ["+5", "0x10", "0x1p3", "inf", "-inf", "nan", "Infinity", ".5", "5.", "1e", "01", "1e400", "- 1"] {
      #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse("[\(text)]") }
      #expect(DecimalNumber.parse(text) == nil, "\(text)")
    }
    #expect(DecimalNumber.parse("-12.5e1") == -125)
    #expect(DecimalNumber.parse("0") == 0)
    #expect(DecimalNumber.parse(" 1") == nil)
  }

  @Test func theWriterEscapesC1AndBidiControlsAndReadsThemBack() throws {
    let value = JSONValue.string("a\u{9B}b\u{202E}c\u{1B}")
    #expect(value.compactText == #""a\u009bb\u202ec\u001b""#)
    #expect(try JSONParser.parse(value.compactText) == value)
  }

  @Test func errorMessagesDoNotEchoControls() {
    do {
      _ = try JSONParser.parse("{\"\u{1B}]0;x\u{07}\": 1, \"\u{1B}]0;x\u{07}\": 2}")
      Issue.record("a duplicate key was accepted")
    } catch {
      #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 })
    }
  }
}
