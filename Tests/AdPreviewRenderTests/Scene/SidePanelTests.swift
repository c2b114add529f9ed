import AdPreviewCore
import Testing

@testable import AdPreviewRender

@Suite struct SidePanelTests {
  @Test func wrappingKeepsWordsAndCutsOnlyWhatCannotFit() {
    #expect(SidePanel.wrap("the banner still shows 834×90", width: 12) == ["the banner", "still shows", "834×90"])
    #expect(SidePanel.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(SidePanel.wrap("a abcdefghij", width: 4) == ["a", "abcd", "efgh", "ij"])
    #expect(SidePanel.wrap("", width: 5) == [""])
  }

  @Test func simpleTextWrapsAsGraphemeByGraphemeWrappingWould() {
    let texts = [
      "the ad view (0,778 375x34) covers the home indicator (134x5 of it): swipes there go to the system.",
      "two  spaces,   three, and a trailing one ", " leading", "   ", "a", "",
      "averyveryverylongwordthatnevercanfit on one line", "x y z", "ab  cd  ef  gh",
      "adSize 375×59 → 724×56 · reload #2", "×××××××××× ·· → ≤ 15 % — café naïve", "é",
      "mixed: 中文 and 🙂 take two columns", "e\u{301} combines, and so does a\u{308}a\u{308}a\u{308}",
    ]
    for text in texts {
      for width in 1...24 {
        #expect(SidePanel.wrap(text, width: width) == SidePanel.wrapGraphemes(text, width: width), "\(text.debugDescription) at \(width)")
      }
    }
  }

  /// Row 6 of the hardening issue: a 125,000-character name took 12.7 s to render.
  @Test(.timeLimit(.minutes(1))) func aHugeNameWrapsInOnePass() throws {
    let huge = String(repeating: "A", count: 250_000)
    let lines = SidePanel.wrap(huge, width: 40)
    #expect(lines.count == 6_250)
    #expect(lines.allSatisfy { $0.count == 40 })
    var device = try #require(catalog.device(id: "iphone-x"))
    device.name = String(repeating: "N", count: 125_000)
    let session = try PreviewSession.settled(catalog: DeviceCatalog(devices: [device]), selection: Selection())
    let frame = SceneRenderer.render(PreviewModel(session: session), columns: 120, rows: 40)
    #expect(frame.plainText().contains("NNNNNNNNNN"))
  }
}
