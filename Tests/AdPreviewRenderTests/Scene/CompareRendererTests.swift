import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// Two scenes side by side: each half a whole frame of `SceneRenderer`'s, one row under both.
@Suite struct CompareRendererTests {
  func model(_ deviceID: String, label: String) throws -> PreviewModel {
    var model = PreviewModel(session: try PreviewSession.settled(catalog: catalog, selection: Selection(deviceID: deviceID)))
    model.label = label
    return model
  }

  @Test func eachHalfIsTheFrameSceneRendererDrawsAtHalfTheWidth() throws {
    let left = try model("iphone-x", label: "left")
    let right = try model("iphone-duo", label: "right")
    let buffer = CompareRenderer.render(left, right, columns: 161, rows: 40, status: "both loaded")
    // The left half takes the odd column.
    let alone = SceneRenderer.render(left, columns: 81, rows: 40)
    let rightAlone = SceneRenderer.render(right, columns: 80, rows: 40)
    for y in 0..<39 {
      for x in 0..<81 { #expect(buffer[x, y] == alone[x, y], "left \(x),\(y)") }
      for x in 0..<80 { #expect(buffer[81 + x, y] == rightAlone[x, y], "right \(x),\(y)") }
    }
    let text = buffer.plainText()
    #expect(text.hasPrefix(" left · iPhone X"))
    #expect(text.split(separator: "\n").last?.hasPrefix(" both loaded") == true)
  }

  @Test func aFrameTooNarrowForTwoSaysHowLargeItMustBe() throws {
    let buffer = CompareRenderer.render(try model("iphone-x", label: "left"), try model("iphone-x", label: "right"), columns: 79, rows: 30)
    #expect(buffer.plainText().contains("needs at least 80×12"))
  }

  /// `--same-scale`: the iPad is drawn wider than the iPhone by about their widths' ratio,
  /// where alone each half would fill its height.
  @Test func sameScaleDrawsABiggerDeviceBigger() throws {
    let phone = try settledModel(Selection(deviceID: "iphone-se-2-3"))
    let iPad = try settledModel(Selection(deviceID: "ipad-pro-11"))
    func widths(_ sameScale: Bool) -> (Int, Int) {
      let buffer = CompareRenderer.render(phone, iPad, columns: 160, rows: 30, sameScale: sameScale, options: RenderOptions(color: false))
      let rows = buffer.plainText().split(separator: "\n").map { Array($0) }
      // The widest run of drawing in each half's picture.
      func widest(_ range: Range<Int>) -> Int {
        rows.dropFirst(2).map { row in
          let cells = row[range].enumerated().filter { "▐▌█▟▙▛▜".contains($0.element) }.map(\.offset)
          return (cells.max() ?? 0) - (cells.min() ?? 0)
        }.max() ?? 0
      }
      return (widest(0..<44), widest(80..<124))
    }
    let (alonePhone, aloneIPad) = widths(false)
    let (phoneWidth, iPadWidth) = widths(true)
    #expect(Double(iPadWidth) / Double(phoneWidth) > 1.8, "834 pt against 375 pt")
    #expect(Double(aloneIPad) / Double(alonePhone) < 1.8, "alone, each fills its half's height")
  }

  @Test func theDifferencesSayWhatChanged() throws {
    let folded = try settledModel(Selection(deviceID: "iphone-duo"))
    let open = try settledModel(Selection(deviceID: "iphone-duo", posture: .open))
    let words = try #require(CompareRenderer.differences(folded, open))
    #expect(words.hasPrefix("changed: posture folded → open · window 466×678 → 951×669"))
    #expect(!words.contains("device"))
    #expect(CompareRenderer.differences(folded, folded) == nil)
    // A narrow status row names what fits and never cuts a change in the middle.
    let narrow = try #require(CompareRenderer.differences(folded, open, fitting: 50))
    #expect(narrow == "changed: posture folded → open · …")
  }
}
