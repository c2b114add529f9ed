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

  /// An element of `count` attributes `a0="0"`… three to a line, with `name` added after the
  /// `after`-th of them; and the line and column where that name starts.
  static func element(_ count: Int, adding name: String, after: Int) -> (text: String, line: Int, column: Int) {
    var text = "<root>\n<e"
    var (line, column) = (0, 0)
    for index in 0..<count {
      text += index % 3 == 0 ? "\n " : " "
      text += "a\(index)=\"\(index)\""
      if index + 1 == after {
        line = text.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        column = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last!.count + 2
        text += " \(name)=\"again\""
      }
    }
    return (text + "/>\n</root>", line, column)
  }

  /// Past a few attributes the reader checks for a repeat with a set instead of the list: a
  /// repeat of the first, of one just read, or of one read before the set was made is found
  /// at the same line and column either way, below and above that count.
  @Test(arguments: [
    (5, "a0", 3), (40, "a0", 39), (40, "a14", 15), (40, "a15", 16), (40, "a16", 17), (40, "a20", 30), (40, "a38", 39), (300, "a7", 299),
  ])
  func aRepeatedAttributeIsFoundAmongMany(count: Int, name: String, after: Int) throws {
    let (text, line, column) = Self.element(count, adding: name, after: after)
    do {
      _ = try parse(text)
      Issue.record("parsed \(name) given twice among \(count)")
    } catch {
      #expect(error.line == line && error.column == column && error.message == "attribute \(name) is given twice", "\(error)")
    }
  }

  /// The same, written out: the second `a1` is on line 3, column 3.
  @Test func aRepeatAmongManyIsWhereItIsWritten() {
    let attributes = (0..<20).map { " a\($0)=\"\($0)\"" }.joined()
    do {
      _ = try parse("<root>\n<e\(attributes)\n  a1=\"again\"/>\n</root>")
      Issue.record("parsed a1 given twice")
    } catch {
      #expect(error.line == 3 && error.column == 3 && error.message == "attribute a1 is given twice", "\(error)")
    }
  }

  @Test func manyAttributesAreKeptInOrder() throws {
    let element = try #require(try parse(Self.element(500, adding: "b", after: 250).text).child("e"))
    #expect(element.attributes.count == 501)
    #expect(element.attributes.map(\.name) == (0..<250).map { "a\($0)" } + ["b"] + (250..<500).map { "a\($0)" })
    #expect(element["a499"] == "499" && element["b"] == "again")
  }
}
