/// Where UTF-8 text stops being valid, so every file type can reject it with a position
/// instead of silently replacing bytes.
public enum UTF8Validation {
  /// The offset of the first byte that does not start or continue a well-formed UTF-8
  /// sequence (overlong forms, surrogates and values past U+10FFFF included), or nil.
  public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return index
      }
      for offset in 1..<length {
        let position = index + offset
        guard position < bytes.count else { return index }
        let byte = bytes[position]
        let (lower, upper) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
        guard byte >= lower && byte <= upper else { return index }
      }
      index += length
    }
    return nil
  }

  /// The byte order mark some editors put at the start of UTF-8 files.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The bytes without a leading byte order mark: every file type accepts one and skips it.
  public static func skippingByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
  }
}
