import Testing

@testable import AdPreviewFormats

/// One description written into either sink: the tree it builds and the bytes it writes say
/// the same document, byte for byte as the tree's compact text.
@Suite struct JSONSinkTests {
  /// Empty and nested containers, every kind of value, a key needing escapes, a spliced tree.
  static func describe<Sink: JSONSink>(into sink: inout Sink) {
    sink.object { sink in
      sink.member("name", string: "iPhone X · \"notch\"")
      sink.member("width", number: 375)
      sink.member("scale", number: 2.625)
      sink.member("open", bool: false)
      sink.member("posture", optional: nil)
      sink.key("empty")
      sink.object { _ in }
      sink.key("none")
      sink.array { _ in }
      sink.key("rows")
      sink.array { sink in
        sink.number(1)
        sink.null()
        sink.object { sink in
          sink.member("a\nb", string: "c")
          sink.key("deep")
          sink.array { sink in sink.array { sink in sink.bool(true) } }
        }
        sink.value(.array([.number(-2), .string("x")]))
      }
    }
  }

  static let expected = JSONValue.object([
    JSONMember("name", .string("iPhone X · \"notch\"")), JSONMember("width", .number(375)), JSONMember("scale", .number(2.625)),
    JSONMember("open", .bool(false)), JSONMember("posture", .null), JSONMember("empty", .object([])), JSONMember("none", .array([])),
    JSONMember(
      "rows",
      .array([
        .number(1), .null,
        .object([JSONMember("a\nb", .string("c")), JSONMember("deep", .array([.array([.bool(true)])]))]),
        .array([.number(-2), .string("x")]),
      ])),
  ])

  @Test func theTreeIsTheDocumentDescribed() {
    #expect(JSONTreeBuilder.build { Self.describe(into: &$0) } == Self.expected)
  }

  @Test func theBytesAreTheTreesCompactText() throws {
    var writer = JSONByteWriter()
    Self.describe(into: &writer)
    let text = String(decoding: writer.bytes, as: UTF8.self)
    #expect(text == Self.expected.compactText)
    #expect(try JSONParser.parse(text) == Self.expected)
  }
}
