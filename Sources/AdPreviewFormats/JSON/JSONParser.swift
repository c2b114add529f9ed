/// A syntax error in a JSON text, with the line and column where it was found.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  public var line: Int
  public var column: Int
  public var message: String

  public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Written for adpreview's own files: it reports the line and column of a syntax error and
/// keeps object members in order. Duplicate keys are rejected (they are always a mistake in a
/// hand-written device file), in linear time. Bytes that are not UTF-8 are an error with their
/// position; a leading byte order mark is skipped, as in every file adpreview reads. Numbers
/// follow `DecimalNumber`.
public struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Objects up to this many members look for a repeated key by comparing (cheaper than
  /// hashing for the few members most objects have); larger ones keep a set of their keys,
  /// so the check stays linear however many members there are.
  static let smallObject = 8

  /// Parses one JSON document; only white space may follow it.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: UTF8Validation.byteOrderMark) { parser.index = 3 }
    if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
      parser.index = bad
      throw parser.error("invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
    }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected text after the end of the document")
    }
    return value
  }

  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of the document") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value, found \(describe(bytes[index]))")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [JSONMember] = []
    var keys: Set<String> = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      if index >= bytes.count { throw error("the document ends inside an object") }
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a member name in quotes") }
      let keyStart = index
      let key = try parseString()
      if members.count >= JSONParser.smallObject && keys.isEmpty { keys = Set(members.map(\.key)) }
      let repeated =
        members.count < JSONParser.smallObject ? members.contains { $0.key == key } : !keys.insert(key).inserted
      if repeated {
        index = keyStart
        throw error("the member \(key.quotedForMessage) appears twice")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after \(key.quotedForMessage)") }
      index += 1
      skipWhitespace()
      members.append(JSONMember(key, try parseValue()))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return .object(members)
      }
      throw error(index >= bytes.count ? "the document ends inside an object" : "expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      if index >= bytes.count { throw error("the document ends inside an array") }
      items.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "]")) {
        index += 1
        depth -= 1
        return .array(items)
      }
      throw error(index >= bytes.count ? "the document ends inside an array" : "expected ',' or ']' in an array")
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    // Most strings hold no escape: made from their bytes at once (already checked as UTF-8),
    // not a scalar at a time. At an escape or a control the bytes so far start the slow path.
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: bytes[start..<index - 1], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    var scalars = String.UnicodeScalarView()
    var run = Array(bytes[start..<index])
    func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
      if !run.isEmpty {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll(keepingCapacity: true)
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        flush(&run, into: &scalars)
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(&run, into: &scalars)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
        default:
          index -= 1
          throw error("unknown escape \\\(describe(escape))")
        }
      case 0..<0x20:
        throw error("a control character inside a string (write it as an escape)")
      default:
        run.append(byte)
        index += 1
      }
    }
    throw error("a string is not closed")
  }

  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try parseHex4()
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("a lone surrogate in a \\u escape") }
      index += 2
      let second = try parseHex4()
      guard (0xDC00...0xDFFF).contains(second) else { throw error("a bad surrogate pair") }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      return Unicode.Scalar(value)!
    }
    guard let scalar = Unicode.Scalar(first) else { throw error("a lone surrogate in a \\u escape") }
    return scalar
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("a \\u escape needs four hex digits")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    switch DecimalNumber.scan(bytes, from: index) {
    case .number(let value, let end):
      index = end
      return value
    case .problem(let message, let at):
      index = at
      throw error(message)
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
    let expected = word.withUTF8Buffer { Array($0) }
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<(index + expected.count)]) == expected
    else { throw error("expected a value, found \(describe(bytes[index]))") }
    index += expected.count
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > 512 { throw error("nested more than 512 levels deep") }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
  }

  private func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for offset in 0..<min(index, bytes.count) {
      if LineEndings.endsLine(bytes, at: offset) {
        line += 1
        column = 1
      } else if bytes[offset] & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, message: message)
  }
}
