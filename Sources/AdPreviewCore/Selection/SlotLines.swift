/// Finds the line each slot of an app file starts on, so reports can point at it
/// (`file:line`). The file has already been parsed, so it is well-formed JSON; this only
/// walks it once more, tracking strings and nesting.
enum SlotLines {
  /// The 1-based line of each element of the top-level `"slots"` array, in order.
  static func of(_ bytes: [UInt8]) -> [Int] {
    var lines: [Int] = []
    var line = 1
    var depth = 0
    var inString = false
    var escaped = false
    var stringStart = 0
    var lastKey: [UInt8] = []
    var slotsDepth: Int? = nil
    var expectingElement = false
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") { line += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 1 { lastKey = Array(bytes[stringStart..<index]) }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        if expectingElement, let slotsDepth, depth == slotsDepth {
          lines.append(line)
          expectingElement = false
        }
        inString = true
        stringStart = index + 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if expectingElement, let slotsDepth, depth == slotsDepth {
          lines.append(line)
          expectingElement = false
        }
        depth += 1
        if byte == UInt8(ascii: "["), depth == 2, slotsDepth == nil, lastKey == Array("slots".utf8) {
          slotsDepth = 2
          expectingElement = true
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let found = slotsDepth, depth == found, byte == UInt8(ascii: "]") {
          return lines
        }
        depth -= 1
      case UInt8(ascii: ","):
        if let slotsDepth, depth == slotsDepth { expectingElement = true }
      default:
        break
      }
    }
    return lines
  }
}
