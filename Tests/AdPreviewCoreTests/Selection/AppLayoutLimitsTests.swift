import Testing

@testable import AdPreviewCore

/// App layout values past the limits: rejected with the file and the JSON path.
@Suite struct AppLayoutLimitsTests {
  func error(_ slot: String) -> String? {
    let text = #"{"schemaVersion": 1, "slots": [{"name": "a", "format": "banner", "# + slot + "}]}"
    do {
      _ = try AppLayout.decode(Array(text.utf8), file: "app.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func offsetsHeightsWidthsAndRatiosAreBounded() {
    #expect(error(#""offset": 1e308"#) == "app.json: slots[0].offset: 1e+308 is more than the limit of 100000")
    #expect(error(#""offset": -1e308"#) == "app.json: slots[0].offset: -1e+308 is less than -100000")
    #expect(error(#""maxHeight": 1e15"#) == "app.json: slots[0].maxHeight: 1000000000000000.0 is more than the limit of 100000")
    #expect(error(#""native": {"width": 1e300}"#) == "app.json: slots[0].native.width: 1e+300 is more than the limit of 100000")
    #expect(error(#""native": {"height": -4}"#) == "app.json: slots[0].native.height: -4 is less than 0")
    #expect(error(#""native": {"mediaAspect": 1e-300}"#) == "app.json: slots[0].native.mediaAspect: 1e-300 is less than 0.01")
    #expect(error(#""native": {"mediaAspect": "1:0x10"}"#)?.contains("is not a ratio") == true)
    #expect(error(#""offset": 140, "maxHeight": 90, "native": {"width": 360, "mediaAspect": "16:9"}"#) == nil)
  }
}
