import Testing

/// Row 3 of the hardening issue: names from files are text in the HTML report and the SVG,
/// never markup.
@Suite struct HTMLReportTests {
  static let app = #"""
    {"schemaVersion": 1, "name": "<b>app</b>", "slots": [
      {"name": "<img src=x onerror=alert(1)>", "format": "banner", "position": "bottom"},
      {"name": "x\"><script>alert('y')</script>", "format": "banner", "position": "bottom"}
    ]}
    """#

  static let files = [
    "app.json": app,
    "d/evil.json": DevicesCommandTests.phone(id: "evil", name: "<svg onload=alert(2)>Phone & Co"),
  ]

  static func hasMarkupFromInput(_ text: String) -> Bool {
    ["<img", "<script>alert", "<svg onload", "<b>"].contains { text.contains($0) }
  }

  @Test func slotAndDeviceNamesAreEscapedInTheReport() throws {
    let run = adpreview(
      ["check", "--app", "app.json", "--devices", "d", "--only", "evil,iphone-x", "--report", "r.html"], files: Self.files)
    #expect(run.exitCode == 1, "\(run.stderr)")
    let html = try #require(run.written["r.html"])
    #expect(!Self.hasMarkupFromInput(html))
    #expect(html.contains("[&lt;img src=x onerror=alert(1)&gt;]"))
    #expect(html.contains("x&quot;&gt;&lt;script&gt;alert(&#39;y&#39;)&lt;/script&gt;"))
    #expect(html.contains("&lt;svg onload=alert(2)&gt;Phone &amp; Co"))
  }

  @Test func theSVGDrawingEscapesThemToo() {
    let run = adpreview(["render", "--format", "svg", "--app", "app.json", "--devices", "d", "--device", "evil"], files: Self.files)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("<svg"))
    #expect(!Self.hasMarkupFromInput(run.stdout))
    #expect(run.stdout.contains("&lt;img src=x onerror=alert(1)&gt;"))
  }
}
