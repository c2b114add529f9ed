import Testing

@testable import AdPreviewRender

@Suite struct CellBufferTests {
  @Test func plainTextIsTheRowsWithoutATrailingNewline() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.put("ab", x: 0, y: 0)
    buffer.put("cd", x: 2, y: 1)
    #expect(buffer.plainText() == "ab  \n  cd")
  }

  @Test func plainTextEncodesScalarsOfEveryUTF8Length() {
    // One, two, three and four bytes: `a`, `é`, `×`, and a wide emoji with its continuation.
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("aé×😀", x: 0, y: 0)
    let text = buffer.plainText()
    #expect(text == "aé×😀 ")
    #expect(Array(text.utf8) == Array("aé×😀 ".utf8))
  }

  @Test func plainTextKeepsACombiningMarkWithItsBase() {
    var buffer = CellBuffer(width: 3, height: 1)
    buffer.put("e\u{301}x", x: 0, y: 0)
    #expect(buffer.plainText() == "e\u{301}x ")
    #expect(buffer.plainText().unicodeScalars.count == 4)
  }

  @Test func plainTextOfAnEmptyBufferIsEmpty() {
    #expect(CellBuffer(width: 0, height: 3).plainText() == "")
    #expect(CellBuffer(width: 3, height: 0).plainText() == "")
  }

  @Test func plainTextOfAFullSizeFrameHasEveryRow() {
    var buffer = CellBuffer(width: 200, height: 60)
    for y in 0..<60 { buffer.put(String(repeating: "─", count: 200), x: 0, y: y) }
    let rows = buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 60)
    #expect(rows.allSatisfy { $0 == Substring(String(repeating: "─", count: 200)) })
  }
}
