import Testing

@testable import AdPreviewFormats

/// Text gathered as bytes reads as the same text made with strings.
@Suite struct TextBuilderTests {
  @Test func partsJoinAsStringsWould() {
    var text = TextBuilder(capacity: 8)
    for part in ["the ", "s1 (native)", " ad (12–358 pt)", " by 320×50", "", " é\u{301}"] { text += part }
    #expect(text.text == "the s1 (native) ad (12–358 pt) by 320×50 é\u{301}")
    #expect(TextBuilder().text == "")
  }

  /// Lengths read as `formatPoints` writes them, whole ones written digit by digit.
  @Test(arguments: [0, -0.0, 1, 9, 10, 375, -812, 1_000_000, 999_999_999_999_999, 1e15, 2.5, -0.125, 1.0 / 3, 0.001, 338.5, .nan, .infinity])
  func pointsReadAsFormatPointsWritesThem(value: Double) {
    var text = TextBuilder()
    text.append(points: value)
    #expect(text.text == formatPoints(value))
  }

  @Test func rectanglesReadAsTheirLabels() {
    var text = TextBuilder()
    text.append(x: 106.5, y: -131, width: 355, height: 402)
    text += " "
    text.append(width: 320, height: 50.25)
    #expect(text.text == "x 106.5, y -131, 355×402 320×50.25")
  }
}
