import Testing

@testable import AdPreviewSource

/// Auto Layout's visual format strings, read as the Auto Layout Guide writes them.
@Suite struct VisualFormatTests {
  @Test func theEdgesTheViewsAndTheirSpaces() throws {
    let format = try #require(VisualFormat("V:|-20-[title]-8-[banner(50)]|"))
    #expect(format.axis == .vertical)
    #expect(format.leading?.view == "title" && format.leading?.spacing == 20)
    #expect(format.views.map(\.view) == ["title", "banner"])
    #expect(format.views[1].after == "title" && format.views[1].spacing == 8 && format.views[1].size == 50)
    #expect(format.trailing?.view == "banner" && format.trailing?.spacing == 0)
  }

  @Test func horizontalByDefaultStandardSpacingAndNoEdges() throws {
    let format = try #require(VisualFormat("|-[banner]-|"))
    #expect(format.axis == .horizontal)
    #expect(format.leading?.view == "banner" && format.leading?.spacing == nil)
    #expect(format.trailing?.view == "banner" && format.trailing?.spacing == nil)
    let free = try #require(VisualFormat("H:[banner(320)]"))
    #expect(free.leading == nil && free.trailing == nil && free.views[0].size == 320)
    // A metric name or a priority: a space, but not a number known here.
    #expect(try #require(VisualFormat("V:[a]-gap-[b]")).views[1].spacing == nil)
    #expect(try #require(VisualFormat("V:[a]-8@750-[b]")).views[1].spacing == 8)
  }

  @Test(arguments: ["", "V:", "V:[banner", "V:[]", "V:[a]-8", "V:[a](50)", "not a format"])
  func notTheLanguage(text: String) {
    #expect(VisualFormat(text) == nil)
  }
}
