import AdPreviewCore

/// The lexer behind `SourceTokens`: each byte is looked at a bounded number of times, so
/// the time is linear in the file.
struct SourceLexer {
  let bytes: [UInt8]
  let language: SourceLanguage
  var index = 0
  var line = 1
  var lineStart = 0
  var tokens: [SourceToken] = []
  var ignores: [IgnoreDirective] = []
  var problems: [SourceProblem] = []
  var imports: [String] = []
  /// What the plain one-line string literals say (no escapes or interpolations), by token
  /// index: names a project reads (a nib's name), never code.
  var literals: [Int: String] = [:]
  /// The open `#if`s, innermost last.
  var conditions: [ConditionFrame] = []
  /// How many string interpolations are open around the lexer (`"\(f("\(x)"))"`).
  var interpolationDepth = 0
  /// The deepest interpolation read: real code nests two or three; past this a file is
  /// refused rather than read with unbounded recursion.
  static let maximumInterpolationDepth = 64

  init(bytes: [UInt8], language: SourceLanguage) {
    self.bytes = bytes
    self.language = language
  }

  /// One `#if … #endif`: whether the code around it is built, and what its branches so far
  /// decided.
  struct ConditionFrame {
    var outerLive: Bool
    var decided: Decided
    var live: Bool
    var line: Int
    var column: Int

    enum Decided { case none, maybe, taken }
  }

  /// Whether code here is built: every enclosing `#if` branch can be.
  var live: Bool { conditions.last?.live ?? true }

  var column: Int { index - lineStart + 1 }

  func byte(_ offset: Int = 0) -> UInt8? {
    let position = index + offset
    return position < bytes.count ? bytes[position] : nil
  }

  mutating func newline() {
    line += 1
    lineStart = index + 1
  }

  mutating func run() {
    while index < bytes.count {
      let c = bytes[index]
      switch c {
      case UInt8(ascii: "\n"):
        newline()
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        lineComment()
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "\""):
        let (startLine, startColumn) = (line, column)
        let start = index
        if language == .swift {
          swiftString(hashes: 0)
        } else {
          cString(quote: c)
        }
        keepLiteral(from: start)
        emit(.string, "", startLine, startColumn)
      case UInt8(ascii: "'") where language == .objectiveC:
        let (startLine, startColumn) = (line, column)
        cString(quote: c)
        emit(.number, "'", startLine, startColumn)
      case UInt8(ascii: "#"):
        hash()
      case UInt8(ascii: "@"):
        at()
      case UInt8(ascii: "`") where language == .swift:
        let (startLine, startColumn) = (line, column)
        index += 1
        let start = index
        while let b = byte(), b != UInt8(ascii: "`"), b != UInt8(ascii: "\n") { index += 1 }
        let name = text(start, index)
        if byte() == UInt8(ascii: "`") { index += 1 }
        emit(.identifier, name, startLine, startColumn)
      case UInt8(ascii: "/") where language == .swift && regexLiteralStarts():
        let (startLine, startColumn) = (line, column)
        regexLiteral()
        emit(.string, "", startLine, startColumn)
      default:
        if Self.isIdentifierStart(c) {
          let (startLine, startColumn) = (line, column)
          let name = identifier()
          // C++'s raw strings in Objective-C++: `R"(…)"`, `u8R"x(…)x"`.
          if language == .objectiveC, ["R", "LR", "uR", "UR", "u8R"].contains(name), byte() == UInt8(ascii: "\""), rawCString() {
            emit(.string, "", startLine, startColumn)
          } else {
            emit(.identifier, name, startLine, startColumn)
          }
        } else if Self.isDigit(c) {
          let (startLine, startColumn) = (line, column)
          emit(.number, number(), startLine, startColumn)
        } else if c == UInt8(ascii: "."), byte(1) == UInt8(ascii: ".") {
          // `...` and `..<`: one range operator.
          let (startLine, startColumn) = (line, column)
          let start = index
          while byte() == UInt8(ascii: ".") { index += 1 }
          if byte() == UInt8(ascii: "<") { index += 1 }
          emit(.punctuation, text(start, index), startLine, startColumn)
        } else if Self.isOperator(c) {
          let (startLine, startColumn) = (line, column)
          let start = index
          while let b = byte(), Self.isOperator(b) {
            // A comment starts a new token, as in `x =//` or `a*/*b*/c`.
            if b == UInt8(ascii: "/"), let next = byte(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            index += 1
          }
          emit(.punctuation, text(start, index), startLine, startColumn)
        } else {
          emit(.punctuation, String(Unicode.Scalar(c)), line, column)
          index += 1
        }
      }
    }
    for frame in conditions {
      problems.append(SourceProblem(line: frame.line, column: frame.column, "this #if has no #endif"))
    }
  }

  /// Keeps the literal whose opening quote is at `start` and that ends before `index`, when it
  /// is a plain one-line string of at most 200 bytes.
  mutating func keepLiteral(from start: Int) {
    let end = index - 1
    guard end > start, end - start <= 200, bytes[end] == UInt8(ascii: "\""),
      !bytes[(start + 1)..<end].contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\"") })
    else { return }
    literals[tokens.count] = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
  }

  mutating func emit(_ kind: SourceToken.Kind, _ text: String, _ line: Int, _ column: Int) {
    guard live else { return }
    tokens.append(SourceToken(kind: kind, text: text, line: line, column: column))
  }

  func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

  static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
  }

  static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

  static func isOperator(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "/"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default: return false
    }
  }

  mutating func identifier() -> String {
    let start = index
    while let b = byte(), Self.isIdentifierStart(b) || Self.isDigit(b) { index += 1 }
    return text(start, index)
  }

  /// `42`, `0x1F`, `1_000`, `3.5e-2`: a dot only when a digit follows, so `1..<3` and
  /// `2.width` stay apart; a sign only after an exponent's letter.
  mutating func number() -> String {
    let start = index
    let hex = byte() == UInt8(ascii: "0") && (byte(1) == UInt8(ascii: "x") || byte(1) == UInt8(ascii: "X"))
    while let b = byte() {
      if Self.isIdentifierStart(b) || Self.isDigit(b) {
        index += 1
      } else if b == UInt8(ascii: "."), let next = byte(1), Self.isDigit(next) {
        index += 1
      } else if b == UInt8(ascii: "-") || b == UInt8(ascii: "+"), index > start,
        hex ? (bytes[index - 1] | 0x20) == UInt8(ascii: "p") : (bytes[index - 1] | 0x20) == UInt8(ascii: "e")
      {
        index += 1
      } else {
        break
      }
    }
    return text(start, index)
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var trimmingBlanks: String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice = slice.dropLast() }
    return String(slice)
  }
}
