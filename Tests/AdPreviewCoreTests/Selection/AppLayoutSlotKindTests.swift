import Testing

@testable import AdPreviewCore

/// The app file's slot kinds, ignore entries and slot lines.
@Suite struct AppLayoutSlotKindTests {
  static let file = """
    {
      "schemaVersion": 1,
      "contentUnderAnchoredAds": true,
      "slots": [
        {"name": "footer", "format": "banner"},

        {"name": "feed", "kind": "content", "format": "native", "offset": 300,
         "ignore": [{"code": "media-too-small", "devices": "iphone-*", "reason": "image-only on phones"}]},
        {"name": "x\\"{[", "format": "interstitial", "sizedFor": "screen"}
      ]
    }
    """

  @Test func kindsIgnoresAndLinesAreRead() throws {
    let app = try AppLayout.decode(Array(Self.file.utf8), file: "app.json")
    #expect(app.contentUnderAnchoredAds)
    #expect(app.slots.map(\.effectiveKind) == [.anchored, .content, .fullscreen])
    #expect(app.slots.map(\.line) == [5, 7, 9])
    #expect(app.slots[2].sizedFor == .screen)
    let ignore = try #require(app.slots[1].ignore.first)
    #expect(ignore.accepts(.mediaTooSmall, deviceID: "iphone-x"))
    #expect(!ignore.accepts(.mediaTooSmall, deviceID: "ipad-pro-11"))
    #expect(!ignore.accepts(.nativeTooSmall, deviceID: "iphone-x"))
    #expect(ignore.reason == "image-only on phones")
  }

  @Test(arguments: [
    (#"{"name": "a", "kind": "fullscreen", "format": "banner"}"#, "slots[0].kind"),
    (#"{"name": "a", "kind": "content", "format": "interstitial"}"#, "slots[0].kind"),
    (#"{"name": "a", "format": "banner", "sizedFor": "screen"}"#, "slots[0].sizedFor"),
    (#"{"name": "a", "format": "banner", "ignore": [{"code": "nope", "reason": "r"}]}"#, "slots[0].ignore[0].code"),
    (#"{"name": "a", "format": "banner", "ignore": [{"code": "does-not-fit", "reason": ""}]}"#, "slots[0].ignore[0].reason"),
    (#"{"name": "a", "format": "banner", "ignore": [{"code": "does-not-fit", "devices": "IPHONE/", "reason": "r"}]}"#, "slots[0].ignore[0].devices"),
  ])
  func mistakesAreNamedByPath(slot: String, path: String) {
    let text = #"{"schemaVersion": 1, "slots": ["# + slot + "]}"
    #expect(throws: DeviceFileError.self) { try AppLayout.decode(Array(text.utf8), file: "app.json") }
    do {
      _ = try AppLayout.decode(Array(text.utf8), file: "app.json")
    } catch {
      #expect(error.description.hasPrefix("app.json: \(path):"), "\(error)")
    }
  }
}
