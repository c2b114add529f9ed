import Testing

@testable import AdPreviewCore

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
