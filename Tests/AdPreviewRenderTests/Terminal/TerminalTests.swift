import Testing

@testable import AdPreviewRender

@Suite struct TerminalTests {
  func frame(_ text: [String]) -> CellBuffer {
    var buffer = CellBuffer(width: text[0].count, height: text.count)
    for (y, row) in text.enumerated() { buffer.put(row, x: 0, y: y) }
    return buffer
  }

  @Test func theFirstFrameIsDrawnWhole() {
    var terminal = Terminal(backend: TestBackend(width: 4, height: 2))
    #expect(terminal.draw(frame(["abcd", "efgh"])) == 8)
    #expect(terminal.backend.flushes == 1)
    #expect(terminal.backend.screen.plainText() == "abcd\nefgh")
  }

  @Test func anUnchangedFrameEmitsNothing() {
    var terminal = Terminal(backend: TestBackend(width: 4, height: 2))
    terminal.draw(frame(["abcd", "efgh"]))
    terminal.backend.resetCounts()
    #expect(terminal.draw(frame(["abcd", "efgh"])) == 0)
    #expect(terminal.backend.cellsDrawn == 0)
    #expect(terminal.backend.flushes == 0)
  }

  @Test func aOneCellChangeEmitsOneCell() {
    var terminal = Terminal(backend: TestBackend(width: 4, height: 2))
    terminal.draw(frame(["abcd", "efgh"]))
    terminal.backend.resetCounts()
    #expect(terminal.draw(frame(["abcd", "efXh"])) == 1)
    #expect(terminal.backend.cellsDrawn == 1)
    #expect(terminal.backend.screen.plainText() == "abcd\nefXh")
  }

  @Test func aStyleChangeCounts() {
    var terminal = Terminal(backend: TestBackend(width: 2, height: 1))
    var buffer = frame(["ab"])
    terminal.draw(buffer)
    terminal.backend.resetCounts()
    buffer.set(1, 0, "b", .bold)
    #expect(terminal.draw(buffer) == 1)
  }

  @Test func aNewSizeRedrawsEverything() {
    var terminal = Terminal(backend: TestBackend(width: 4, height: 2))
    terminal.draw(frame(["abcd", "efgh"]))
    terminal.backend.resize(width: 3, height: 1)
    terminal.backend.resetCounts()
    #expect(terminal.draw(frame(["xyz"])) == 3)
    #expect(terminal.backend.clears == 1)
  }

  @Test func wideGlyphsStayWhole() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.put("a漢b", x: 0, y: 0)
    #expect(buffer.plainText() == "a漢b ")
    buffer.set(2, 0, "x", .plain)  // the second half of 漢
    #expect(buffer.plainText() == "a xb ")
    var edge = CellBuffer(width: 3, height: 1)
    #expect(edge.put("ab漢", x: 0, y: 0) == 2)  // the wide glyph does not fit: left out
    #expect(edge.plainText() == "ab ")
  }

  @Test func controlCharactersNeverReachTheBuffer() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("a\u{1B}[31mb", x: 0, y: 0)
    #expect(buffer.plainText() == "a[31mb")
  }
}
