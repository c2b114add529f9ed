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

  /// Words after which a `/` starts an expression rather than dividing one.
  static let expressionKeywords: Set<String> = [
    "return", "case", "in", "if", "guard", "where", "while", "try", "await", "throw", "else", "repeat", "yield",
  ]

  /// Whether the `/` here opens a Swift regex literal (`/a"b/`), as Swift decides: where an
  /// expression starts (after an operator, an opening bracket, a comma or colon, a keyword,
  /// or nothing), not followed by a space or a comment, and closed on the same line.
  func regexLiteralStarts() -> Bool {
    guard let next = byte(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "\n"),
      next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), next != UInt8(ascii: "=")
    else { return false }
    if let last = tokens.last {
      switch last.kind {
      case .identifier: guard Self.expressionKeywords.contains(last.text) else { return false }
      case .number, .string: return false
      case .punctuation: if [")", "]", "}", ">"].contains(last.text) || last.text.hasSuffix("?") || last.text.hasSuffix("!") { return false }
      }
    }
    return regexLiteralEnd() != nil
  }

  /// Where the regex literal from the `/` here ends (the index after its closing `/`) on this
  /// line: escapes and character classes may hold a `/`.
  func regexLiteralEnd() -> Int? {
    var position = index + 1
    var inClass = false
    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
      let b = bytes[position]
      if b == UInt8(ascii: "\\") {
        position += 2
        continue
      }
      if b == UInt8(ascii: "[") { inClass = true } else if b == UInt8(ascii: "]") { inClass = false }
      if b == UInt8(ascii: "/") && !inClass { return position + 1 }
      position += 1
    }
    return nil
  }

  mutating func regexLiteral() {
    index = regexLiteralEnd() ?? index + 1
  }

  /// A C++ raw string from its opening quote (`R` before it already read): `"delim(`, then
  /// anything up to `)delim"`, lines included. False, having read nothing, when the quote
  /// does not open one (no `(` within C++'s 16-character delimiter).
  mutating func rawCString() -> Bool {
    var position = index + 1
    while position < bytes.count, position - index - 1 <= 16, bytes[position] != UInt8(ascii: "(") {
      let b = bytes[position]
      if b == UInt8(ascii: " ") || b == UInt8(ascii: "\\") || b == UInt8(ascii: ")") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\"") {
        return false
      }
      position += 1
    }
    guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else { return false }
    let closing = [UInt8(ascii: ")")] + Array(bytes[(index + 1)..<position]) + [UInt8(ascii: "\"")]
    let (startLine, startColumn) = (line, column)
    index = position + 1
    while index < bytes.count {
      if bytes[index] == closing[0], index + closing.count <= bytes.count, Array(bytes[index..<(index + closing.count)]) == closing {
        index += closing.count
        return true
      }
      if bytes[index] == UInt8(ascii: "\n") { newline() }
      index += 1
    }
    problem(startLine, startColumn, "this raw string literal is never closed")
    return true
  }
}
