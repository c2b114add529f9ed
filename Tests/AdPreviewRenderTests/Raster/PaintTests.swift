import AdPreviewCore
import AdPreviewFormats
import Testing

@testable import AdPreviewRender

@Suite struct PaintTests {
  /// A set of paints finds each paint by its place, and a raster stores its raw value.
  @Test func everyPaintHasItsPositionAsItsPlaceAndRawValue() {
    #expect(Paint.allCases.map(\.setIndex) == Array(Paint.allCases.indices))
    #expect(Paint.allCases.map { Int($0.rawValue) } == Array(Paint.allCases.indices))
    #expect(Paint.allCases.count <= 64)
  }

  @Test func aSetOfPaintsListsThemInDrawingOrder() {
    let paints: CaseSet<Paint> = [.adChoices, .background, .ad]
    #expect(Array(paints) == [.background, .ad, .adChoices])
    #expect(DevicePainter.appAdPaints.contains(.nativeMedia))
    #expect(!DevicePainter.appAdPaints.contains(.background))
  }
}
