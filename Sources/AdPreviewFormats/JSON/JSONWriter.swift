extension JSONValue {
  /// The value as compact JSON text (`{"a": 1, "b": [2, 3]}`), members in their order.
  public var compactText: String {
    var out: [UInt8] = []
    write(into: &out, indent: nil, level: 0)
    return String(decoding: out, as: UTF8.self)
  }

  /// The value as indented JSON text, two spaces a level.
  public var prettyText: String {
    var out: [UInt8] = []
    write(into: &out, indent: 2, level: 0)
    return String(decoding: out, as: UTF8.self)
  }

  /// Indented for the first `levels` levels and compact below: a large report with one
  /// entry a line (`levels: 2` puts each item of a top-level array on its own line), readable
  /// and line-oriented at half the bytes of `prettyText`.
  public func indentedText(levels: Int) -> String {
    var out: [UInt8] = []
    write(into: &out, indent: 2, level: 0, indentedLevels: levels)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the value as compact JSON to `bytes`: for a writer that streams a large document
  /// entry by entry, without holding the whole tree.
  public func appendCompact(to bytes: inout [UInt8]) {
    write(into: &bytes, indent: nil, level: 0)
  }

  // Written as bytes, each piece appended whole: a String grown by interpolation spent most
  // of a large report's time growing itself (BENCHMARKS.md has the figures).
  private func write(into out: inout [UInt8], indent: Int?, level: Int, indentedLevels: Int = .max) {
    // Past the indented levels, compact.
    let indent = level < indentedLevels ? indent : nil
    switch self {
    case .null: out.append(contentsOf: JSONValue.nullBytes)
    case .bool(let value): out.append(contentsOf: value ? JSONValue.trueBytes : JSONValue.falseBytes)
    case .number(let value): JSONValue.writeNumber(value, into: &out)
    case .string(let value): JSONValue.writeString(value, into: &out)
    case .array(let items):
      if items.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      out.append(UInt8(ascii: "["))
      for (offset, item) in items.enumerated() {
        if offset > 0 { Self.separator(&out, indent: indent) }
        Self.newline(&out, indent: indent, level: level + 1)
        item.write(into: &out, indent: indent, level: level + 1, indentedLevels: indentedLevels)
      }
      Self.newline(&out, indent: indent, level: level)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (offset, member) in members.enumerated() {
        if offset > 0 { Self.separator(&out, indent: indent) }
        Self.newline(&out, indent: indent, level: level + 1)
        JSONValue.writeString(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        member.value.write(into: &out, indent: indent, level: level + 1, indentedLevels: indentedLevels)
      }
      Self.newline(&out, indent: indent, level: level)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// `, ` between compact items, `,` before an indented one's new line.
  private static func separator(_ out: inout [UInt8], indent: Int?) {
    out.append(UInt8(ascii: ","))
    if indent == nil { out.append(UInt8(ascii: " ")) }
  }

  private static func newline(_ out: inout [UInt8], indent: Int?, level: Int) {
    guard let indent else { return }
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
  }

  /// Whole numbers without a fraction (`375`), others rounded to three decimals in their
  /// shortest form (`425.845`, never `563.9999999999999`).
  static func format(_ value: Double) -> String {
    if !value.isFinite { return "null" }
    let value = abs(value) < 1e12 ? (value * 1000).rounded() / 1000 + 0 : value
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(saturating: value)) }
    return String(value)
  }

  /// The words, as bytes made once.
  static let nullBytes = Array("null".utf8)
  static let trueBytes = Array("true".utf8)
  static let falseBytes = Array("false".utf8)

  /// A number as `format` writes it; a whole one (most: points, counts, lines) digit by digit
  /// into the bytes, with no String made for it.
  static func writeNumber(_ value: Double, into out: inout [UInt8]) {
    guard value.isFinite, value == value.rounded(), abs(value) < 1e12 else {
      out.append(contentsOf: format(value).utf8)
      return
    }
    var magnitude = Int(abs(value))
    if value < 0 && magnitude != 0 { out.append(UInt8(ascii: "-")) }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
    }
  }

  static func writeString(_ value: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escape: appended whole, not a scalar at a time. A native or small
    // string is read in place (a small one, as most keys are, from a copy on the stack).
    var value = value
    let plain = value.withUTF8 { bytes in
      guard needsNoEscape(bytes) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if plain {
      out.append(UInt8(ascii: "\""))
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out.append(contentsOf: "\\\"".utf8)
      case "\\": out.append(contentsOf: "\\\\".utf8)
      case "\n": out.append(contentsOf: "\\n".utf8)
      case "\r": out.append(contentsOf: "\\r".utf8)
      case "\t": out.append(contentsOf: "\\t".utf8)
      case _ where String.isNeutralised(scalar):
        // Controls, C1 and bidi marks: kept, but written as escapes, never raw.
        let hex = String(scalar.value, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: out.append(contentsOf: String(scalar).utf8)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Whether UTF-8 text holds nothing `writeString` escapes: no quote, backslash or control,
  /// and none of the scalars `String.isNeutralised` names (C1 controls `C2 80`–`C2 9F`, U+061C
  /// `D8 9C`, and the marks and separators `E2 80 8E`–`E2 80 8F`, `E2 80 A8`–`E2 80 AE`,
  /// `E2 81 A6`–`E2 81 A9`).
  static func needsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    // Eight ASCII bytes at a time: none at or above 0x80, below 0x20, a quote, a backslash
    // or DEL (each test sets a byte's top bit where the byte matches); eight that hold any
    // other byte go a byte at a time up to that byte, and then eight at a time again, so a
    // message with one `×` or `–` is not read a byte at a time from there on.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    guard let base = bytes.baseAddress, count > 0 else { return true }
    let raw = UnsafeRawPointer(base)
    func special(_ word: UInt64) -> UInt64 {
      func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
      return word & highs | (word &- ones &* 0x20) & ~word & highs | zeroByte(word ^ (ones &* 0x22))
        | zeroByte(word ^ (ones &* 0x5C)) | zeroByte(word ^ (ones &* 0x7F))
    }
    // A short text, as keys are, in one word: its bytes, and plain letters after them.
    if count < 8 {
      var word = (ones &* 0x61) << (8 * UInt64(count))
      for place in 0..<count { word |= UInt64(bytes[place]) << (8 * UInt64(place)) }
      if special(word) == 0 { return true }
    }
    while index < count {
      while index + 8 <= count {
        let matched = special(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if matched != 0 {
          // Straight to the first byte that matched (the lowest set top bit: little-endian).
          index += matched.trailingZeroBitCount / 8
          break
        }
        index += 8
      }
      guard index < count else { break }
      let byte = bytes[index]
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return false }
        index += 1
        continue
      }
      let next = index + 1 < count ? bytes[index + 1] : 0
      switch byte {
      case 0xC2 where next <= 0x9F: return false
      case 0xD8 where next == 0x9C: return false
      case 0xE2:
        let third = index + 2 < count ? bytes[index + 2] : 0
        if next == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return false }
        if next == 0x81, (0xA6...0xA9).contains(third) { return false }
      default: break
      }
      index += 1
    }
    return true
  }
}
