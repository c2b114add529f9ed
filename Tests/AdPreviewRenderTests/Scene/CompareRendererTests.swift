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
}
