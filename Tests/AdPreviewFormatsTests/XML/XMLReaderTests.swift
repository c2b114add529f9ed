import AdPreviewFormats
import Testing

@Suite struct XMLReaderTests {
  func parse(_ text: String) throws(XMLError) -> XMLElement { try XMLReader.parse(Array(text.utf8)) }

  @Test func elementsAttributesTextAndWhereTheyStart() throws {
    let root = try parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <!-- a comment -->
      <document type='storyboard' a="x &amp; &lt;y&gt; &#65;&#x42;">
        <view id="v1"/>
        <label><![CDATA[<not a tag>]]> and &quot;text&quot;</label>
      </document>
      """)
    #expect(root.name == "document")
    #expect(root["type"] == "storyboard" && root["a"] == "x & <y> AB")
    #expect(root.children.map(\.name) == ["view", "label"])
    #expect(root.child("view")?.line == 5 && root.child("view")?.column == 3)
    #expect(root.child("label")?.text == "<not a tag> and \"text\"")
  }

  @Test(arguments: [
    ("<a><b></a>", 1, 7, "</a> closes <b>"),
    ("<a x=1/>", 1, 6, "must be quoted"),
    ("<a x=\"1\" x=\"2\"/>", 1, 10, "given twice"),
    ("<a>&nbsp;</a>", 1, 4, "not an entity"),
    ("<a>\n<b>", 2, 1, "never closed"),
    ("", 1, 1, "empty"),
    ("<a/><b/>", 1, 5, "more after the root"),
    ("<a><!-- open", 1, 4, "comment is never closed"),
    ("<a x=\"<\"/>", 1, 7, "&lt;"),
  ])
  func malformedDocumentsNameTheLineAndColumn(text: String, line: Int, column: Int, message: String) {
    do {
      _ = try parse(text)
      Issue.record("parsed \(text)")
    } catch {
      #expect(error.line == line && error.column == column, "\(error)")
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "<a>", count: 100_000)
    #expect(throws: XMLError.self) { try parse(deep) }
    #expect((try? parse(String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100))) != nil)
  }
}
