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

  func decodingError(_ text: String) -> String? {
    do {
      _ = try AppLayout.decode(Array(text.utf8), file: "app.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func namesReasonsAndGlobsAreBounded() {
    let long = String(repeating: "é", count: Limits.maximumNameLength + 1)
    let fits = String(repeating: "é", count: Limits.maximumNameLength)
    #expect(
      decodingError(#"{"schemaVersion": 1, "slots": [{"name": "\#(long)", "format": "banner"}]}"#)
        == "app.json: slots[0].name: 101 characters is longer than a name may be (at most 100)")
    #expect(decodingError(#"{"schemaVersion": 1, "slots": [{"name": "\#(fits)", "format": "banner"}]}"#) == nil)
    #expect(
      decodingError(#"{"schemaVersion": 1, "name": "\#(long)", "slots": [{"name": "a", "format": "banner"}]}"#)
        == "app.json: name: 101 characters is longer than a name may be (at most 100)")
    let reason = String(repeating: "x", count: Limits.maximumReasonLength + 1)
    #expect(
      error(#""ignore": [{"code": "does-not-fit", "reason": "\#(reason)"}]"#)
        == "app.json: slots[0].ignore[0].reason: 501 characters is longer than a reason may be (at most 500)")
    #expect(
      error(#""ignore": [{"code": "does-not-fit", "devices": "\#(String(repeating: "a", count: 101))", "reason": "r"}]"#)
        == "app.json: slots[0].ignore[0].devices: 101 characters is longer than a glob may be (at most 100)")
    // A megabyte name is refused without being copied into anything.
    let huge = String(repeating: "n", count: 1 << 20)
    #expect(decodingError(#"{"schemaVersion": 1, "slots": [{"name": "\#(huge)", "format": "banner"}]}"#)?.hasSuffix("(at most 100)") == true)
  }

  @Test func slotsAndIgnoreEntriesAreCounted() {
    func slots(_ count: Int) -> String {
      let list = (0..<count).map { #"{"name": "s\#($0)", "format": "banner", "position": "top"}"# }.joined(separator: ",")
      return #"{"schemaVersion": 1, "slots": [\#(list)]}"#
    }
    #expect(decodingError(slots(Limits.maximumSlots)) == nil)
    #expect(decodingError(slots(Limits.maximumSlots + 1)) == "app.json: slots: 1001 slots is more than an app may have (at most 1000)")
    let entries = (0...Limits.maximumIgnoreEntries).map { _ in #"{"code": "does-not-fit", "reason": "r"}"# }.joined(separator: ",")
    #expect(error(#""ignore": [\#(entries)]"#) == "app.json: slots[0].ignore: 101 entries is more than a slot may have (at most 100)")
  }

  @Test func aNameTwiceIsNamedWhereItComesAgain() {
    let slots = (0..<Limits.maximumSlots).map { #"{"name": "s\#($0 == 999 ? 3 : $0)", "format": "banner"}"# }.joined(separator: ",")
    #expect(decodingError(#"{"schemaVersion": 1, "slots": [\#(slots)]}"#) == #"app.json: slots[999].name: two slots are called "s3""#)
  }
}
