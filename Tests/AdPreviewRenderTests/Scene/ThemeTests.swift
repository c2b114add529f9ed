import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// The one table of the frame's styles.
@Suite struct ThemeTests {
  @Test func withoutColourNoRoleCarriesAColourAndWithColourEachHasOne() {
    let plain = RenderOptions(color: false)
    let colour = RenderOptions(color: true)
    for role in ThemeRole.allCases {
      let style = plain.style(role)
      #expect(style.foreground == .default && style.background == .default, "\(role) without colour")
      #expect(colour.style(role).foreground != .default, "\(role) in colour")
    }
  }

  @Test func findingsAreStyledBySeverityAndErrorsStandOutWithoutColour() {
    let plain = RenderOptions(color: false)
    #expect(plain.style(.severity(.error)).attributes.contains(.bold))
    #expect(!plain.style(.severity(.info)).attributes.contains(.bold))
    let colour = RenderOptions(color: true)
    #expect(colour.style(.severity(.error)) != colour.style(.severity(.warning)))
    #expect(colour.painted(.reverse) == .reverse && plain.painted(.reverse) == .plain)
    #expect(plain.painted(.reverse, else: .bold) == .bold)
  }

  @Test func rectanglesCentreAndGiveRows() {
    let screen = CellRect(x: 0, y: 0, width: 100, height: 31)
    #expect(screen.centered(width: 40, height: 10) == CellRect(x: 30, y: 10, width: 40, height: 10))
    #expect(screen.centered(width: 40, height: 10, roomAboveOneIn: 3) == CellRect(x: 30, y: 7, width: 40, height: 10))
    #expect(screen.inset(by: 1).row(2) == CellRect(x: 1, y: 3, width: 98, height: 1))
  }
}
