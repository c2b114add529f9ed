import AdPreviewFormats
import AdPreviewRender
import Testing

/// The one escaping function for XML text (SVG, the JUnit report, the HTML report).
@Suite struct SVGEscapeTests {
  /// XML 1.0's `Char` production.
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  @Test func everyScalarComesOutAsXMLCharacters() {
    var text = ""
    for value in UInt32(0)...0x10FFFF {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    let escaped = SVGBuilder.escape(text)
    let bad = escaped.unicodeScalars.filter { !Self.isXMLCharacter($0) }
    #expect(bad.isEmpty, "\(bad.prefix(10).map { String($0.value, radix: 16) })")
    // Markup never comes through raw.
    #expect(!escaped.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) })
  }

  /// Text of these scalars (Swift's literals refuse the noncharacters).
  static func text(_ values: UInt32...) -> String {
    var text = ""
    for value in values { text.unicodeScalars.append(Unicode.Scalar(value)!) }
    return text
  }

  @Test func theNoncharactersXMLForbidsBecomeTheReplacementCharacter() {
    #expect(SVGBuilder.escape(Self.text(0x61, 0xFFFE, 0x62, 0xFFFF, 0x63)) == "a\u{FFFD}b\u{FFFD}c")
    // The other noncharacters, which XML allows but discourages, go the same way (one
    // sanitiser for every output); characters stay.
    let others = Self.text(0xFDD0, 0x1FFFE, 0x10FFFF) + "é漢🙂"
    #expect(SVGBuilder.escape(others) == "\u{FFFD}\u{FFFD}\u{FFFD}é漢🙂")
    #expect(SVGBuilder.escape("<a href='x'>&</a>") == "&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;")
  }
}
