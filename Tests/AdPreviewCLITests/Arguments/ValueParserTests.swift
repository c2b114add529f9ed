import Testing

@testable import AdPreviewCLI

/// Whole numbers and terminal sizes are read digit by digit: only decimal digits, no sign,
/// no spaces, within the maximum, and a size is exactly two of them around one `x`.
@Suite struct ValueParserTests {
  @Test func wholeNumbersAreDecimalDigitsOnly() {
    #expect(ValueParser.wholeNumber("0") == 0)
    #expect(ValueParser.wholeNumber("007") == 7)
    #expect(ValueParser.wholeNumber("18446744073709551615") == UInt64.max)
    for text in ["", "18446744073709551616", "99999999999999999999", "+1", "-1", " 1", "1 ", "1e3", "0x10", "١٢", "1_000"] {
      #expect(ValueParser.wholeNumber(text) == nil, "\(text.debugDescription)")
    }
    #expect(ValueParser.wholeNumber("1000", maximum: 1000) == 1000)
    #expect(ValueParser.wholeNumber("1001", maximum: 1000) == nil)
    #expect(ValueParser.wholeNumber("12"[...]) == 12)
  }

  @Test func sizesAreColumnsByRows() throws {
    let minimum = TerminalCells(columns: 40, rows: 12)
    #expect(try ValueParser.cells("100x40", minimum: minimum) == TerminalCells(columns: 100, rows: 40))
    #expect(try ValueParser.cells("1000x1000", minimum: minimum) == TerminalCells(columns: 1000, rows: 1000))
    for text in ["", "x", "100", "100x", "x40", "100x40x2", "100X40", "100 x 40", "1001x40", "-100x40", "100×40"] {
      #expect(throws: CommandError.self, "\(text.debugDescription)") { try ValueParser.cells(text, minimum: minimum) }
    }
    #expect(throws: CommandError("39x12 is smaller than the picture needs (at least 40x12)")) {
      try ValueParser.cells("39x12", minimum: minimum)
    }
  }
}
