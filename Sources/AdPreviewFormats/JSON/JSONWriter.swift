extension JSONValue {
  /// The value as compact JSON text (`{"a": 1, "b": [2, 3]}`), members in their order.
  public var compactText: String {
    var out = ""
    write(into: &out, indent: nil, level: 0)
    return out
  }

  /// The value as indented JSON text, two spaces a level.
  public var prettyText: String {
    var out = ""
    write(into: &out, indent: "  ", level: 0)
    return out
  }

  private func write(into out: inout String, indent: String?, level: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += JSONValue.format(value)
    case .string(let value): JSONValue.writeString(value, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (offset, item) in items.enumerated() {
        if offset > 0 { out += indent == nil ? ", " : "," }
        newline(&out, indent: indent, level: level + 1)
        item.write(into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent: indent, level: level)
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (offset, member) in members.enumerated() {
        if offset > 0 { out += indent == nil ? ", " : "," }
        newline(&out, indent: indent, level: level + 1)
        JSONValue.writeString(member.key, into: &out)
        out += ": "
        member.value.write(into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent: indent, level: level)
      out += "}"
    }
  }

  private func newline(_ out: inout String, indent: String?, level: Int) {
    guard let indent else { return }
    out += "\n"
    for _ in 0..<level { out += indent }
  }

  /// Whole numbers without a fraction (`375`), others rounded to three decimals in their
  /// shortest form (`425.845`, never `563.9999999999999`).
  static func format(_ value: Double) -> String {
    if !value.isFinite { return "null" }
    let value = abs(value) < 1e12 ? (value * 1000).rounded() / 1000 + 0 : value
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(saturating: value)) }
    return String(value)
  }

  private static func writeString(_ value: String, into out: inout String) {
    out += "\""
    // Most strings need no escape: appended whole, not a scalar at a time.
    if value.utf8.withContiguousStorageIfAvailable(needsNoEscape) == true {
      out += value
      out += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where String.isNeutralised(scalar):
        // Controls, C1 and bidi marks: kept, but written as escapes, never raw.
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// Whether UTF-8 text holds nothing `writeString` escapes: no quote, backslash or control,
  /// and none of the scalars `String.isNeutralised` names (C1 controls `C2 80`–`C2 9F`, U+061C
  /// `D8 9C`, and the marks and separators `E2 80 8E`–`E2 80 8F`, `E2 80 A8`–`E2 80 AE`,
  /// `E2 81 A6`–`E2 81 A9`).
  static func needsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
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
