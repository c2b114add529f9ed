/// The one number syntax adpreview reads, in files and options alike: decimal as JSON writes
/// it (`-12`, `0.5`, `1e3`). No `+`, no hex (`0x1p3`), no `inf` or `nan`, no leading zeros,
/// no spaces; the value must be finite.
public enum DecimalNumber {
  /// A number scanned from bytes, or where and why it is not one.
  enum Scan {
    case number(Double, end: Int)
    case problem(String, at: Int)
  }

  /// Reads a whole text as a number; nil unless all of it is one decimal number.
  public static func parse(_ text: some StringProtocol) -> Double? {
    let bytes = Array(text.utf8)
    guard case .number(let value, let end) = scan(bytes, from: 0), end == bytes.count else { return nil }
    return value
  }

  /// Reads the number that starts at `start` and ends where its syntax does.
  static func scan(_ bytes: [UInt8], from start: Int) -> Scan {
    var index = start
    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    func digit() -> Bool { index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard digit() else { return .problem("a number needs digits", at: index) }
    if peek(UInt8(ascii: "0")) {
      index += 1
      if digit() { return .problem("a number may not start with 0", at: index) }
    } else {
      while digit() { index += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digit() else { return .problem("a number needs digits after '.'", at: index) }
      while digit() { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digit() else { return .problem("a number needs digits in its exponent", at: index) }
      while digit() { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      return .problem("the number \(text.sanitizedForMessage) is out of range", at: start)
    }
    return .number(value, end: index)
  }
}
