import Testing

@testable import AdPreviewTUI

@Suite struct TUIModuleTests {
  @Test func moduleLinksAgainstNcursesw() {
    #expect(Bool(true))
  }
}
