import Testing

@testable import AdPreviewCore

/// An ad format's facts live on the format: its size, whether it is for tablets, its help.
@Suite struct AdFormatTests {
  @Test func fixedSizesAreReadBackFromHowInterfaceBuilderWritesThem() throws {
    #expect(AdFormat.byFixedSize["320x50"] == .banner)
    #expect(AdFormat.byFixedSize["728x90"] == .leaderboard)
    #expect(AdFormat.byFixedSize.count == AdFormat.allCases.count { $0.fixedSize != nil })
    for (key, format) in AdFormat.byFixedSize {
      let size = try #require(format.fixedSize)
      #expect(key == "\(Int(size.width))x\(Int(size.height))")
    }
    #expect(AdFormat.largeAnchoredAdaptive.fixedSize == nil)
  }

  @Test func theHelpLineSaysTheSizeAndTheTabletOnlyFormats() {
    #expect(AdFormat.leaderboard.helpLine == "leaderboard 728×90 (tablets)")
    #expect(AdFormat.banner.helpLine == "banner 320×50")
    #expect(AdFormat.nativeSmall.helpLine == "native-small 403×101 (Google's native template)")
    for format in AdFormat.allCases {
      #expect(format.helpLine.contains("(tablets)") == format.isTabletOnly, "\(format)")
      #expect(format.helpLine.hasPrefix(format.rawValue))
    }
  }
}
