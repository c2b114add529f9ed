import Testing

@testable import AdPreviewFormats

/// LF, CRLF and a lone CR each end a line, wherever adpreview counts lines.
@Suite struct LineEndingsTests {
  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyEndingSplitsLines(ending: String) {
    let text = ["a", "", "b c", ""].joined(separator: ending)
    #expect(text.lineSlices == ["a", "", "b c", ""])
    #expect("no ending".lineSlices == ["no ending"])
    #expect("".lineSlices == [""])
  }

  @Test func mixedEndingsAreEachOneLine() {
    #expect("a\r\nb\rc\nd\n\re".lineSlices == ["a", "b", "c", "d", "", "e"])
    let bytes = Array("a\r\nb\rc".utf8)
    #expect(bytes.indices.filter { LineEndings.endsLine(bytes, at: $0) } == [2, 4])
    #expect(LineEndings.endsLine(Array("x\r".utf8), at: 1))
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func xmlPlacesCountEveryEnding(ending: String) throws {
    let root = try XMLReader.parse(Array(["<a>", "  <b/>", "</a>"].joined(separator: ending).utf8))
    #expect(root.child("b")?.line == 2 && root.child("b")?.column == 3)
    do {
      _ = try XMLReader.parse(Array(["<a>", "", "  <b></a>"].joined(separator: ending).utf8))
      Issue.record("parsed")
    } catch {
      #expect(error.line == 3 && error.column == 6, "\(error)")
    }
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func jsonPlacesCountEveryEnding(ending: String) {
    #expect(throws: JSONSyntaxError(line: 3, column: 3, message: "expected ',' or '}' in an object")) {
      try JSONParser.parse(["{", "  \"a\": 1", "  \"b\": 2", "}"].joined(separator: ending))
    }
    let places = JSONElementPlaces.of(Array(["{\"slots\": [", "  {},", "  {}]}"].joined(separator: ending).utf8), key: "slots")
    #expect(places.map(\.line) == [2, 3] && places.map(\.column) == [3, 3])
  }
}
