import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// What a policy reviewer looks for in a native ad stays readable at any size: the "Ad"
/// badge and the call to action are always named, AdChoices always has its mark, no two
/// asset names run together, and the panel says which names had no room.
@Suite struct NativeAssetLabelTests {
  /// The half-open Galaxy Z Fold5 at 120×40, where the badge was a textless sliver and the
  /// headline lost.
  @Test func aHalfOpenFoldAt120x40KeepsTheBadgeTheHeadlineAndTheButton() throws {
    let text = try picture("galaxy-z-fold-5", posture: .halfOpen, slot: AdSlot(format: .native), size: (120, 40))
    let picture = text.split(separator: "\n").map { String($0.prefix(72)) }
    #expect(picture.contains { $0.contains("Ad ") && $0.contains("▒") }, "the Ad badge is named")
    #expect(picture.contains { $0.contains("Headline") })
    #expect(picture.contains { $0.contains("Install") })
    #expect(picture.contains { $0.contains("i▖") || $0.contains("i") && $0.contains("▒") }, "AdChoices has its mark")
    let panel = text.split(separator: "\n").map { String($0.dropFirst(72)) }.joined(separator: " ")
    #expect(panel.contains("Assets    too small here to name"))
    #expect(panel.contains("store") && panel.contains("price"))
  }

  /// Every native format on every foldable posture and a small terminal: the badge and the
  /// button are there, and no two names touch.
  @Test(arguments: [AdFormat.native, .nativeSmall, .nativeMedium])
  func theBadgeAndTheButtonAreNamedAndNoNamesRunTogether(format: AdFormat) throws {
    for (device, posture) in [("galaxy-z-fold-5", PostureName.halfOpen), ("galaxy-z-fold-5", .folded), ("iphone-duo", .open)] {
      for size in [(80, 24), (120, 40), (220, 60)] {
        let rows = try picture(device, posture: posture, slot: AdSlot(format: format), size: size).split(separator: "\n")
        // The device's side only: the panel names the ad too.
        let side = size.0 - SceneRenderer.panelWidth(size.0)
        let text = rows.map { String($0.prefix(side)) }.joined(separator: "\n")
        #expect(text.contains(/Ad(?![a-z])/), "the badge at \(device) \(posture) \(size)")
        #expect(text.contains("Install") || text.contains("Inst"), "\(device) \(posture) \(size)")
        for pair in ["StorePrice", "PriceStore", "HeadlineAdvertiser", "IconHeadline"] {
          #expect(!text.contains(pair), "\(pair) at \(device) \(posture) \(size)")
        }
      }
    }
  }
}
