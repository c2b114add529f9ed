import Testing

@testable import AdPreviewCore

@Suite struct OrientationTests {
  @Test func wordsSpellTheCaseWithSpaces() {
    #expect(Orientation.allCases.map(\.words) == ["portrait", "landscape left", "landscape right", "portrait upside down"])
    #expect(AdFormat.largeAnchoredAdaptive.words == "large anchored adaptive")
  }

  @Test func dashesAreReplacedByteForByteWhateverSurroundsThem() {
    #expect("half-open".replacingDashes() == "half open")
    #expect("no dash".replacingDashes() == "no dash")
    #expect("-é-漢-".replacingDashes() == " é 漢 ")
    #expect("".replacingDashes() == "")
  }

  @Test func aQuarterTurnFourTimesComesBack() {
    for orientation in Orientation.allCases {
      var turned = orientation
      for _ in 0..<4 { turned = turned.turnedClockwise }
      #expect(turned == orientation)
      #expect(orientation.turnedClockwise != orientation)
    }
  }

  /// The names say where the device's top edge points: a clockwise turn from portrait puts
  /// it on the right (landscape-right), a counter-clockwise one on the left. `r` once turned
  /// the device the other way from the one its help names.
  @Test func aClockwiseTurnPointsTheTopEdgeRight() {
    #expect(Orientation.portrait.turnedClockwise == .landscapeRight)
    #expect(Orientation.landscapeRight.turnedClockwise == .portraitUpsideDown)
    #expect(Orientation.portraitUpsideDown.turnedClockwise == .landscapeLeft)
    #expect(Orientation.landscapeLeft.turnedClockwise == .portrait)
    for orientation in Orientation.allCases {
      #expect(orientation.turnedClockwise.turnedCounterClockwise == orientation)
    }
  }
}
