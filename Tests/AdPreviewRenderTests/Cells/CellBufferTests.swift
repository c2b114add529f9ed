import AdPreviewCore
import Testing

@testable import AdPreviewRender

@Suite struct CellBufferTests {
  @Test func aFittedBufferIsCutOrFilledOutWithBlanksFromItsCorner() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.put("abcd", x: 0, y: 0)
    buffer.put("efgh", x: 0, y: 1)
    #expect(buffer.fitted(width: 4, height: 2) == buffer)
    #expect(buffer.fitted(width: 2, height: 1).plainText() == "ab")
    #expect(buffer.fitted(width: 6, height: 3).plainText() == "abcd  \nefgh  \n      ")
    #expect(buffer.fitted(width: 6, height: 3)[5, 2] == .blank)
  }

  @Test func aWideGraphemeCutInHalfByFittingBecomesABlank() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.put("a界b", x: 0, y: 0)
    let fitted = buffer.fitted(width: 2, height: 1)
    #expect(fitted[1, 0] == .blank)
    #expect(fitted.plainText() == "a ")
    #expect(buffer.fitted(width: 3, height: 1).plainText() == "a界")
  }

  @Test func plainTextIsTheRowsWithoutATrailingNewline() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.put("ab", x: 0, y: 0)
    buffer.put("cd", x: 2, y: 1)
    #expect(buffer.plainText() == "ab  \n  cd")
  }

  /// With `endingWithNewline`, the same text and one new line after the last row, even where
  /// the last row is full of four-byte scalars (the worst case the string was sized for) and
  /// for a buffer with no cells.
  @Test func plainTextCanEndWithANewline() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.put("ab", x: 0, y: 0)
    buffer.put("😀😀", x: 0, y: 1)
    #expect(buffer.plainText(endingWithNewline: true) == "ab  \n😀😀\n")
    #expect(buffer.plainText(endingWithNewline: true) == buffer.plainText() + "\n")
    #expect(CellBuffer(width: 0, height: 3).plainText(endingWithNewline: true) == "\n")
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

  /// `render` writes the bytes as they are, never checked as a String: they must be the
  /// plain text's UTF-8 exactly, for every scalar length, a combining mark, a wide glyph's
  /// continuation, and buffers with no cells, with and without the last new line.
  @Test func plainUTF8IsThePlainTextsBytes() {
    var mixed = CellBuffer(width: 8, height: 3)
    mixed.put("aé×😀", x: 0, y: 0)
    mixed.put("e\u{301}x", x: 2, y: 1)
    mixed.put("😀😀😀😀", x: 0, y: 2)
    let buffers = [mixed, CellBuffer(width: 0, height: 3), CellBuffer(width: 3, height: 0), CellBuffer(width: 1, height: 1)]
    for buffer in buffers {
      for endingWithNewline in [false, true] {
        let bytes = buffer.plainUTF8(endingWithNewline: endingWithNewline)
        #expect(bytes == Array(buffer.plainText(endingWithNewline: endingWithNewline).utf8))
        #expect(String(validating: bytes, as: UTF8.self) != nil)
      }
    }
    #expect(String(decoding: mixed.plainUTF8(endingWithNewline: true), as: UTF8.self) == "aé×😀   \n  e\u{301}x    \n😀😀😀😀\n")
  }

  @Test func plainTextOfAFullSizeFrameHasEveryRow() {
    var buffer = CellBuffer(width: 200, height: 60)
    for y in 0..<60 { buffer.put(String(repeating: "─", count: 200), x: 0, y: y) }
    let rows = buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 60)
    #expect(rows.allSatisfy { $0 == Substring(String(repeating: "─", count: 200)) })
  }

  @Test func textStartingOnTheSecondHalfOfAWideGlyphBlanksTheFirstHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("漢字", x: 0, y: 0)
    #expect(buffer.put("ab", x: 1, y: 0) == 2)
    #expect(buffer.plainText() == " ab   ")
    #expect(buffer[3, 0] == Cell(" "))  // 字's second half, now a blank of its own
  }

  @Test func textEndingOnTheFirstHalfOfAWideGlyphBlanksTheSecondHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("x漢y", x: 0, y: 0)
    #expect(buffer.put("×→", x: 0, y: 0) == 2)
    #expect(buffer.plainText() == "×→ y  ")
    #expect(!buffer[2, 0].isContinuation)
  }

  /// Runs of one-column text written at once match the same text written a cell at a time
  /// (`set`, which repairs every cell it writes), over buffers full of wide glyphs, at
  /// every start (off the buffer on either side) and limit.
  @Test func aRunMatchesTheSameTextWrittenCellByCell() {
    var random = SeededRandom(seed: 7)
    let rows = ["漢a字bc", "😀x😀y", "a漢字", "ab"]
    for text in ["hello", "a", "×·→", "—·—", ""] {
      for x in -3...9 {
        for maxWidth in [nil, 0, 1, 2, 4] {
          var run = CellBuffer(width: 8, height: 2)
          run.put(rows[Int(random.next() % 4)], x: Int(random.next() % 3), y: 1)
          var byCell = run
          let used = run.put(text, x: x, y: 1, maxWidth: maxWidth)
          let limit = min(8, x + (maxWidth ?? 8))
          var column = x
          for scalar in text.unicodeScalars {
            if column >= limit { break }
            byCell.set(column, 1, Character(scalar), .plain)
            column += 1
          }
          #expect(run == byCell, "\(text) at \(x), at most \(String(describing: maxWidth))")
          #expect(used == max(0, column - x))
        }
      }
    }
  }
}
