/// Where each element of a top-level array of a JSON document starts, so reports can point
/// at it (`file:line:column`): an app file's slots, a baseline's findings. The document has
/// already been parsed, so it is well-formed; this walks it once more, tracking strings and
/// nesting.
public enum JSONElementPlaces {
  /// The line and column (1-based) where each element of the top-level array `key` starts.
  public static func of(_ bytes: [UInt8], key: String) -> [(line: Int, column: Int)] {
    var places: [(line: Int, column: Int)] = []
    var line = 1
    var lineStart = 0
    var depth = 0
    var inString = false
    var escaped = false
    var stringStart = 0
    var lastKey: ArraySlice<UInt8> = []
    var arrayDepth: Int?
    var expecting = false
    let wanted = Array(key.utf8)[...]
    for (index, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 1 { lastKey = bytes[stringStart..<index] }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if LineEndings.endsLine(bytes, at: index) {
          line += 1
          lineStart = index + 1
        }
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        break
      case UInt8(ascii: ","):
        if let arrayDepth, depth == arrayDepth { expecting = true }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let found = arrayDepth, depth == found, byte == UInt8(ascii: "]") { arrayDepth = nil }
        depth -= 1
        expecting = false
      default:
        if expecting, let arrayDepth, depth == arrayDepth {
          places.append((line, index - lineStart + 1))
          expecting = false
        }
        if byte == UInt8(ascii: "\"") {
          inString = true
          stringStart = index + 1
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
          depth += 1
          if byte == UInt8(ascii: "["), depth == 2, arrayDepth == nil, places.isEmpty, lastKey.elementsEqual(wanted) {
            arrayDepth = 2
            expecting = true
          }
        }
      }
    }
    return places
  }
}
