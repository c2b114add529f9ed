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
    // Character references XML 1.0 forbids (its Char production), each at its "&".
    ("<a>&#0;</a>", 1, 4, "&#0; is U+0000, a character XML 1.0 does not allow"),
    ("<a>\n  x &#1;</a>", 2, 5, "&#1; is U+0001, a character XML 1.0 does not allow"),
    ("<a x=\"&#x1F;\"/>", 1, 7, "&#x1F; is U+001F"),
    ("<a>&#xFFFE;</a>", 1, 4, "&#xFFFE; is U+FFFE"),
    ("<a>&#xffff;</a>", 1, 4, "&#xffff; is U+FFFF"),
    ("<a>&#xD800;</a>", 1, 4, "&#xD800; is U+D800"),
    ("<a>&#57343;</a>", 1, 4, "&#57343; is U+DFFF"),
    ("<a>&#x110000;</a>", 1, 4, "&#x110000; is U+110000"),
    // The same characters written as themselves.
    ("<a>\u{01}</a>", 1, 4, "U+0001 is a character XML 1.0 does not allow"),
    ("<a>\r\n <b x=\"\u{1B}[31m\"/></a>", 2, 8, "U+001B is a character"),
    ("<a>\r <!-- \u{0C} --></a>", 2, 7, "U+000C"),
    ("<a>\u{FFFE}</a>", 1, 4, "U+FFFE"),
    ("<a><![CDATA[\u{FFFF}]]></a>", 1, 13, "U+FFFF"),
    ("<a>&#+65;</a>", 1, 4, "not an entity"),
    ("<a>&#x;</a>", 1, 4, "not an entity"),
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

  /// The characters a reference may name: tab, LF, CR and the rest of XML 1.0's Char.
  @Test func allowedCharacterReferencesAreRead() throws {
    let root = try parse("<a x=\"&#9;&#xA;&#13;&#32;&#xD7FF;&#xE000;&#xFFFD;&#x10000;&#x10FFFF;\"/>")
    #expect(root["x"]?.unicodeScalars.map(\.value) == [0x9, 0xA, 0xD, 0x20, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x10FFFF])
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "<a>", count: 100_000)
    #expect(throws: XMLError.self) { try parse(deep) }
    #expect((try? parse(String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100))) != nil)
  }
}
