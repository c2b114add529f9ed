import AdPreviewCore

/// The lexer's string literals: C's and Objective-C's, Swift's with their raw forms and interpolations.
extension SourceLexer {
  /// A C or Objective-C string or character literal, from its opening quote. An unterminated
  /// one ends at the line's end (in a block `#if 0` leaves out, an apostrophe in prose is no
  /// mistake).
  mutating func cString(quote: UInt8) {
    let (startLine, startColumn) = (line, column)
    index += 1
    while let b = byte() {
      if b == UInt8(ascii: "\\") {
        if byte(1) == UInt8(ascii: "\n") {
          index += 1
          newline()
        }
        index += 2
        continue
      }
      if b == UInt8(ascii: "\n") { break }
      index += 1
      if b == quote { return }
    }
    problem(startLine, startColumn, quote == UInt8(ascii: "'") ? "this character literal is never closed" : "this string literal is never closed")
  }

  /// A Swift string from its opening quote: `"…"`, `"""…"""`, with `hashes` `#`s before it a
  /// raw string (`#"…"#`). Interpolations (`\(…)`, `\#(…)`) are skipped with what they hold,
  /// nested strings and comments included.
  mutating func swiftString(hashes: Int) {
    let (startLine, startColumn) = (line, column - hashes)
    let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while let b = byte() {
      if b == UInt8(ascii: "\\") && hashesFollow(hashes, at: index + 1) {
        index += 1 + hashes
        if byte() == UInt8(ascii: "(") {
          guard interpolationDepth < Self.maximumInterpolationDepth else {
            problem(line, column, "string interpolations nest deeper than \(Self.maximumInterpolationDepth) levels")
            index = bytes.count
            return
          }
          index += 1
          interpolationDepth += 1
          interpolation()
          interpolationDepth -= 1
        } else if byte() == UInt8(ascii: "\n") {
          // A line continuation in a multi-line string.
        } else {
          index += 1
        }
        continue
      }
      if b == UInt8(ascii: "\n") {
        guard multiline else { break }
        newline()
        index += 1
        continue
      }
      if b == UInt8(ascii: "\"") {
        let closes = multiline ? (byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")) : true
        let quoteLength = multiline ? 3 : 1
        if closes && hashesFollow(hashes, at: index + quoteLength) {
          index += quoteLength + hashes
          return
        }
      }
      index += 1
    }
    problem(startLine, startColumn, multiline ? "this multi-line string literal is never closed" : "this string literal is never closed")
  }

  func hashesFollow(_ count: Int, at position: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
    return true
  }

  /// The inside of `\(…)`, to its closing parenthesis.
  mutating func interpolation() {
    var depth = 1
    while let b = byte() {
      switch b {
      case UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: ")"):
        depth -= 1
        index += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""):
        swiftString(hashes: 0)
      case UInt8(ascii: "#") where rawStringHashes() != nil:
        let count = rawStringHashes()!
        index += count
        swiftString(hashes: count)
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while let c = byte(), c != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        let saved = tokens.count
        blockComment()
        tokens.removeSubrange(saved...)
      case UInt8(ascii: "\n"):
        newline()
        index += 1
      default:
        index += 1
      }
    }
  }

  /// The number of `#`s starting here when they open a raw string.
  func rawStringHashes() -> Int? {
    var count = 0
    while let b = byte(count), b == UInt8(ascii: "#") { count += 1 }
    return byte(count) == UInt8(ascii: "\"") ? count : nil
  }
}
