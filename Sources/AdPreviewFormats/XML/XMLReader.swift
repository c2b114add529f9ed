/// One element of an XML document, with where its start tag is.
public struct XMLElement: Sendable {
  public var name: String
  public var attributes: [(name: String, value: String)]
  public var children: [XMLElement] = []
  /// The text directly inside it (character data and CDATA, entities decoded), joined.
  public var text: String = ""
  /// 1-based line and column (bytes) of its `<`.
  public var line: Int
  public var column: Int

  public init(
    name: String, attributes: [(name: String, value: String)], children: [XMLElement] = [], text: String = "", line: Int,
    column: Int
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
    self.column = column
  }

  /// The value of an attribute, or nil.
  public subscript(attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

  /// The direct children with this name.
  public func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

  /// The first direct child with this name.
  public func child(_ name: String) -> XMLElement? { children.first { $0.name == name } }
}

/// A malformed document: where and what.
public struct XMLError: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var message: String
}

/// A small XML reader for the documents adpreview reads (Interface Builder files, property
/// lists): elements, attributes, text, CDATA, comments, processing instructions and a
/// DOCTYPE (skipped, never fetched or expanded), the five named entities and character
/// references. One pass over the bytes; it allocates the tree and nothing else, and needs no
/// Foundation, so commands that never read XML pay nothing for it.
public enum XMLReader {
  /// The deepest nesting read: a storyboard nests a few dozen levels; past this a document is
  /// refused rather than parsed with unbounded recursion.
  public static let maximumDepth = 512

  /// The root element of `bytes` (valid UTF-8).
  ///
  /// - Throws: `XMLError` naming the line and column of the first mistake.
  public static func parse(_ bytes: [UInt8]) throws(XMLError) -> XMLElement {
    try refuseForbiddenCharacters(bytes)
    var parser = XMLParserState(bytes: bytes)
    return try parser.document()
  }

  /// A character XML 1.0 does not allow anywhere in a document, written as itself rather than
  /// as a reference: a C0 control other than tab, LF and CR, or U+FFFE / U+FFFF. One pass over
  /// the bytes; a reader that took them would hand them to every report it feeds.
  static func refuseForbiddenCharacters(_ bytes: [UInt8]) throws(XMLError) {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var forbidden: UInt32? = nil
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
        forbidden = UInt32(byte)
      } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF {
        forbidden = bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF
      }
      if let forbidden {
        throw XMLError(
          line: line, column: index - lineStart + 1,
          message: "U+\(XMLParserState.hex(forbidden)) is a character XML 1.0 does not allow; remove it (the file may not be XML)")
      }
      if LineEndings.endsLine(bytes, at: index) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }
}

struct XMLParserState {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var lineStart = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  var column: Int { index - lineStart + 1 }

  func fail(_ message: String, line: Int? = nil, column: Int? = nil) -> XMLError {
    XMLError(line: line ?? self.line, column: column ?? self.column, message: message)
  }

  func byte(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

  mutating func advance() {
    if LineEndings.endsLine(bytes, at: index) {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  func starts(with text: String) -> Bool {
    var offset = 0
    for byte in text.utf8 {
      guard self.byte(offset) == byte else { return false }
      offset += 1
    }
    return true
  }

  mutating func skip(past terminator: String, what: String) throws(XMLError) {
    let (startLine, startColumn) = (line, column)
    while index < bytes.count {
      if starts(with: terminator) {
        for _ in terminator.utf8 { advance() }
        return
      }
      advance()
    }
    throw fail("this \(what) is never closed", line: startLine, column: startColumn)
  }

  static func isHexDigit(_ c: UInt8) -> Bool { (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) }

  /// XML 1.0's Char: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF.
  static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  /// `FFFE`, `0001`: a code point in four hex digits at least, as `U+` names it.
  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

  static func isNameByte(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":")
      || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c >= 0x80
  }

  mutating func skipSpace() {
    while let c = byte(), Self.isSpace(c) { advance() }
  }

  /// Comments, processing instructions, a DOCTYPE and blanks, around the root element.
  mutating func misc(allowDoctype: Bool) throws(XMLError) {
    while true {
      skipSpace()
      if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if allowDoctype && starts(with: "<!DOCTYPE") {
        try doctype()
      } else {
        return
      }
    }
  }

  /// `<!DOCTYPE name [ internal subset ]>`: skipped, brackets and quotes respected.
  mutating func doctype() throws(XMLError) {
    let (startLine, startColumn) = (line, column)
    var depth = 0
    var quote: UInt8?
    while let c = byte() {
      advance()
      if let open = quote {
        if c == open { quote = nil }
        continue
      }
      switch c {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = c
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">") where depth <= 0: return
      default: break
      }
    }
    throw fail("this DOCTYPE is never closed", line: startLine, column: startColumn)
  }

  mutating func document() throws(XMLError) -> XMLElement {
    try misc(allowDoctype: true)
    guard byte() == UInt8(ascii: "<") else {
      throw fail(index >= bytes.count ? "the document is empty: no root element" : "text before the root element")
    }
    let root = try element(depth: 0)
    try misc(allowDoctype: false)
    guard index >= bytes.count else { throw fail("more after the root element ends") }
    return root
  }

  mutating func name() throws(XMLError) -> String {
    let start = index
    while let c = byte(), Self.isNameByte(c) { advance() }
    guard index > start else { throw fail("a name is expected here") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// How many attributes an element may have before its duplicate check uses a set.
  static let attributesScanned = 16

  /// An element from its `<`, children and all. Depth is bounded by `maximumDepth`.
  mutating func element(depth: Int) throws(XMLError) -> XMLElement {
    let (startLine, startColumn) = (line, column)
    guard depth < XMLReader.maximumDepth else { throw fail("elements nest deeper than \(XMLReader.maximumDepth) levels") }
    advance()
    var node = XMLElement(name: try name(), attributes: [], line: startLine, column: startColumn)
    // The names read so far, once there are many: an element of thousands of attributes must
    // not compare each new name with every earlier one. Below that, a scan of the list is
    // cheaper than building a set for every element of a document.
    var names: Set<String> = []
    while true {
      let hadSpace = byte().map(Self.isSpace) ?? false
      skipSpace()
      guard let c = byte() else { throw fail("the start tag <\(node.name)> is never closed", line: startLine, column: startColumn) }
      if c == UInt8(ascii: "/") {
        advance()
        guard byte() == UInt8(ascii: ">") else { throw fail("\"/\" in a tag must be followed by \">\"") }
        advance()
        return node
      }
      if c == UInt8(ascii: ">") {
        advance()
        break
      }
      guard hadSpace else { throw fail("attributes must be separated by blanks") }
      let (attributeLine, attributeColumn) = (line, column)
      let attribute = try name()
      skipSpace()
      guard byte() == UInt8(ascii: "=") else { throw fail("attribute \(attribute) has no value (write \(attribute)=\"…\")") }
      advance()
      skipSpace()
      guard let quote = byte(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        throw fail("the value of \(attribute) must be quoted")
      }
      advance()
      let value = try characters(until: quote, what: "attribute value")
      advance()
      let repeated: Bool
      if node.attributes.count < Self.attributesScanned {
        repeated = node[attribute] != nil
      } else {
        if names.isEmpty { names = Set(node.attributes.map(\.name)) }
        repeated = !names.insert(attribute).inserted
      }
      if repeated {
        throw fail("attribute \(attribute) is given twice", line: attributeLine, column: attributeColumn)
      }
      node.attributes.append((attribute, value))
    }
    // Content, to the matching end tag.
    while true {
      guard let c = byte() else { throw fail("<\(node.name)> is never closed", line: startLine, column: startColumn) }
      if c != UInt8(ascii: "<") {
        node.text += try characters(until: UInt8(ascii: "<"), what: "text")
        continue
      }
      if starts(with: "</") {
        let (endLine, endColumn) = (line, column)
        advance()
        advance()
        let closing = try name()
        skipSpace()
        guard byte() == UInt8(ascii: ">") else { throw fail("the end tag </\(closing)> is not closed with \">\"") }
        advance()
        guard closing == node.name else {
          throw fail("</\(closing)> closes <\(node.name)> of line \(startLine)", line: endLine, column: endColumn)
        }
        return node
      }
      if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        let start = index + 9
        for _ in 0..<9 { advance() }
        let (cdataLine, cdataColumn) = (line, column)
        while index < bytes.count && !starts(with: "]]>") { advance() }
        guard index < bytes.count else { throw fail("this CDATA section is never closed", line: cdataLine, column: cdataColumn) }
        node.text += String(decoding: bytes[start..<index], as: UTF8.self)
        for _ in 0..<3 { advance() }
      } else if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else {
        node.children.append(try element(depth: depth + 1))
      }
    }
  }

  /// Character data up to `terminator` (not consumed), entities decoded. `<` is refused in an
  /// attribute value.
  mutating func characters(until terminator: UInt8, what: String) throws(XMLError) -> String {
    let (startLine, startColumn) = (line, column)
    var out: [UInt8] = []
    while let c = byte(), c != terminator {
      if c == UInt8(ascii: "<") { throw fail("\"<\" in an \(what) must be written &lt;") }
      if c == UInt8(ascii: "&") {
        out += try entity()
        continue
      }
      out.append(c)
      advance()
    }
    guard byte() == terminator else { throw fail("this \(what) is never closed", line: startLine, column: startColumn) }
    return String(decoding: out, as: UTF8.self)
  }

  /// `&amp;`, `&#60;`, `&#x3C;`: the bytes it stands for.
  mutating func entity() throws(XMLError) -> [UInt8] {
    let (startLine, startColumn) = (line, column)
    advance()
    let start = index
    while let c = byte(), c != UInt8(ascii: ";"), index - start < 12 { advance() }
    guard byte() == UInt8(ascii: ";") else { throw fail("an entity (&…;) is not closed with \";\"", line: startLine, column: startColumn) }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    advance()
    switch name {
    case "amp": return [UInt8(ascii: "&")]
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      var value: UInt32?
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        let digits = name.dropFirst(2)
        if digits.utf8.allSatisfy({ Self.isHexDigit($0) }) { value = UInt32(digits, radix: 16) }
      } else if name.hasPrefix("#") {
        let digits = name.dropFirst()
        if digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { value = UInt32(digits, radix: 10) }
      }
      guard let value else {
        throw fail(
          "&\(name); is not an entity XML defines (&amp; &lt; &gt; &quot; &apos; or a character number)", line: startLine, column: startColumn)
      }
      // XML 1.0's Char (section 2.2): a reference must name a character a document may hold,
      // so no NUL, C0 control but tab, LF and CR, surrogate, U+FFFE or U+FFFF.
      guard Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
        throw fail(
          "&\(name.sanitizedForMessage); is U+\(Self.hex(value)), a character XML 1.0 does not allow in a document", line: startLine,
          column: startColumn)
      }
      return Array(String(Character(scalar)).utf8)
    }
  }
}
