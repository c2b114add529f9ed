import Testing

@testable import AdPreviewCore

/// A display's size from its panel and density, and the values each release shows.
@Suite struct DisplayTests {
  /// Android reports whole dp rounded to the nearest: `screenWidthDp = (int) (px / density +
  /// 0.5f)` in `DisplayContent.computeScreenAppConfiguration`
  /// (LineageOS/android_frameworks_base @04df704, services/core/java/com/android/server/wm/
  /// DisplayContent.java). Truncating would give the Pixel Fold's inner 700, not 701.
  @Test(arguments: [
    (Size(width: 2208, height: 1840), 420.0, Size(width: 841, height: 701)),  // Pixel Fold inner (device/google/felix)
    (Size(width: 1080, height: 2092), 420.0, Size(width: 411, height: 797)),  // Pixel Fold cover
    (Size(width: 2076, height: 2152), 390.0, Size(width: 852, height: 883)),  // Pixel 9 / 10 Pro Fold inner (device/google/comet)
    (Size(width: 1344, height: 1892), 400.0, Size(width: 538, height: 757)),  // Surface Duo 2, one panel
    (Size(width: 320, height: 480), 160.0, Size(width: 320, height: 480)),  // mdpi: one px per dp
  ])
  func androidSizesAreThePanelInWholeDPRoundedToTheNearest(pixels: Size, density: Double, expected: Size) {
    #expect(Display.size(pixels: pixels, density: density) == expected)
  }

  static let base = SafeAreaTable(portrait: insets(48, 0, 34, 0), landscape: insets(0, 48, 21, 48))
  static let old = SafeAreaTable(portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 21, 44))
  static let oldest = SafeAreaTable(portrait: insets(40, 0, 30, 0), landscape: insets(0, 40, 21, 40))
  static let new = SafeAreaTable(portrait: insets(48, 0, 34, 0), landscape: insets(0, 48, 20, 48))

  func display(_ regimes: [DisplayRegime]) -> Display {
    Display(
      id: "main", size: Size(width: 414, height: 896), cornerRadius: 0, statusBar: StatusBar(portrait: 48, landscape: 0),
      safeArea: Self.base, regimes: regimes)
  }

  @Test func regimesHoldForwardFromTheirFirstReleaseAndBackwardThroughTheirLast() {
    let xr = display([
      DisplayRegime(through: OSVersion(13), safeArea: Self.old, statusBar: StatusBar(portrait: 44, landscape: 0)),
      DisplayRegime(from: OSVersion(26), safeArea: Self.new),
    ])
    for (release, expected) in [(12, Self.old), (13, Self.old), (14, Self.base), (18, Self.base), (26, Self.new), (27, Self.new)] {
      #expect(xr.inForce(at: OSVersion(release)).safeArea == expected, "iOS \(release)")
    }
    #expect(xr.inForce(at: OSVersion(13)).statusBar.portrait == 44)
    #expect(xr.inForce(at: OSVersion(14)).statusBar.portrait == 48)
    #expect(xr.regimeInForce(at: OSVersion(13))?.through == OSVersion(13))
    #expect(xr.regimeInForce(at: OSVersion(18)) == nil)
    #expect(xr.regimeInForce(at: OSVersion(26))?.from == OSVersion(26))
    // A device that runs no modelled release (Android) shows its own values.
    #expect(xr.inForce(at: nil).safeArea == Self.base)
  }

  @Test func theBackwardRegimeNearestAnOldReleaseWins() {
    let display = display([
      DisplayRegime(through: OSVersion(11), safeArea: Self.oldest), DisplayRegime(through: OSVersion(13), safeArea: Self.old),
    ])
    #expect(display.inForce(at: OSVersion(11)).safeArea == Self.oldest)
    #expect(display.inForce(at: OSVersion(12)).safeArea == Self.old)
    #expect(display.inForce(at: OSVersion(14)).safeArea == Self.base)
    #expect(display.regimeInForce(at: OSVersion(11))?.through == OSVersion(11))
  }
}
