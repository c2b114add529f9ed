import Testing

@testable import AdPreviewRender

@Suite struct CellTests {
  @Test func aCellIsSixteenBytesOfPlainData() {
    // Frames of 12,000 cells are built, copied and compared many times a second.
    #expect(MemoryLayout<Cell>.stride == 16)
    #expect(_isPOD(Cell.self))
  }

  @Test func aGraphemeKeepsItsFirstTwoScalars() {
    let accented = Cell("e\u{301}")
    #expect(accented.first == "e")
    #expect(accented.second == "\u{301}")
    #expect(accented.grapheme == "e\u{301}")
    let plain = Cell("x")
    #expect(plain.second == nil)
    #expect(plain.grapheme == "x")
    #expect(accented != Cell("e"))
  }

  @Test func theSecondScalarCanBeSetAndCleared() {
    var cell = Cell("a")
    cell.second = "\u{308}"
    #expect(cell.grapheme == "a\u{308}")
    cell.second = nil
    #expect(cell == Cell("a"))
  }
}
