/// The language of a source file, from its name.
public enum SourceLanguage: String, Sendable {
  case swift
  case objectiveC = "objective-c"

  /// `.swift` is Swift; `.m`, `.mm` and `.h` are Objective-C; anything else is not source.
  public init?(path: String) {
    if path.hasSuffix(".swift") {
      self = .swift
    } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
      self = .objectiveC
    } else {
      return nil
    }
  }
}

/// One piece of code: what the lint rules read. Comments, string literals, preprocessor and
/// compilation-condition lines and the blocks of a `#if` that can never be built are not code
/// and give no tokens.
public struct SourceToken: Sendable {
  public enum Kind: UInt8, Sendable {
    /// A name (`bannerView`), a keyword (`func`), an attribute or directive word (`@IBOutlet`,
    /// `@implementation`, `#available`).
    case identifier
    case number
    /// A string literal, whole (its text is empty: what it says is not code).
    case string
    /// One of `( ) { } [ ] , ; : .`, or a run of operator characters (`=`, `==`, `*`, `?`).
    case punctuation
  }

  public var kind: Kind
  public var text: String
  /// 1-based line and column (in bytes, as compilers count them).
  public var line: Int
  public var column: Int

  public func `is`(_ text: String) -> Bool { self.text == text }
}

/// Something in a source file that stops it being read as code: an unterminated string or
/// comment, an unbalanced `#if`, an `adpreview:ignore` naming no known code.
public struct SourceProblem: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, _ message: String) {
    self.line = line
    self.column = column
    self.message = message
  }
}

/// An `// adpreview:ignore CODE[,CODE…] [reason]` comment: the codes it silences on the line it
/// applies to (its own line after code, else the next line of code).
public struct IgnoreDirective: Sendable {
  public var codes: [Finding.Code]
  public var reason: String?
  /// The line of the comment.
  public var line: Int
  /// Whether code comes before the comment on its line (then it applies to that line).
  public var trailsCode: Bool
}

/// A file cut into tokens in one pass over its bytes.
public struct SourceTokens: Sendable {
  public var language: SourceLanguage
  public var tokens: [SourceToken] = []
  public var ignores: [IgnoreDirective] = []
  public var problems: [SourceProblem] = []
  /// The modules the file imports (`import GoogleMobileAds`, `@import GoogleMobileAds;`,
  /// `#import <GoogleMobileAds/GoogleMobileAds.h>`).
  public var imports: [String] = []

  /// Tokenizes `bytes` (valid UTF-8) as `language`.
  public init(_ bytes: [UInt8], language: SourceLanguage) {
    self.language = language
    var lexer = SourceLexer(bytes: bytes, language: language)
    lexer.run()
    tokens = lexer.tokens
    ignores = lexer.ignores
    problems = lexer.problems
    imports = lexer.imports
  }
}

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
        if language == .swift {
          swiftString(hashes: 0)
        } else {
          cString(quote: c)
        }
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
      default:
        if Self.isIdentifierStart(c) {
          let (startLine, startColumn) = (line, column)
          emit(.identifier, identifier(), startLine, startColumn)
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

  // MARK: Comments

  mutating func lineComment() {
    let (startLine, startColumn) = (line, column)
    let start = index + 2
    while let b = byte(), b != UInt8(ascii: "\n") { index += 1 }
    comment(start, index, startLine, startColumn)
  }

  /// Swift's block comments nest; C's do not.
  mutating func blockComment() {
    let (startLine, startColumn) = (line, column)
    let start = index + 2
    index += 2
    var depth = 1
    while index < bytes.count {
      let c = bytes[index]
      if c == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 {
          comment(start, index - 2, startLine, startColumn)
          return
        }
      } else if language == .swift, c == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else {
        if c == UInt8(ascii: "\n") { newline() }
        index += 1
      }
    }
    problem(startLine, startColumn, "this /* comment is never closed")
  }

  /// Reads an `adpreview:ignore` directive out of a comment's text.
  mutating func comment(_ start: Int, _ end: Int, _ startLine: Int, _ startColumn: Int) {
    guard live else { return }
    let marker = Array("adpreview:ignore".utf8)
    var position = start
    // Only at the start of the comment (after spaces, `/` or `*`): prose that mentions the
    // directive does not silence anything.
    while position < end, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "!")].contains(bytes[position]) {
      position += 1
    }
    guard end - position >= marker.count, Array(bytes[position..<position + marker.count]) == marker else { return }
    position += marker.count
    guard position == end || bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") else { return }
    let rest = text(position, end)
    let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let list = words.first else {
      problem(startLine, startColumn, "adpreview:ignore names no code (write // adpreview:ignore CODE[,CODE…] [reason])")
      return
    }
    var codes: [Finding.Code] = []
    for name in list.split(separator: ",") {
      guard let code = Finding.Code(rawValue: String(name)), FindingDoc.of(code).origin == .source else {
        let known = FindingDoc.codes(.source).map(\.rawValue)
        let closest = known.min { editDistance($0, String(name)) < editDistance($1, String(name)) }
        problem(
          startLine, startColumn,
          "adpreview:ignore names \(String(name).quotedForMessage), which is not a lint code"
            + (closest.map { editDistance($0, String(name)) <= 3 ? " (did you mean \($0)?)" : "" } ?? "")
            + "; `adpreview findings` lists them")
        return
      }
      codes.append(code)
    }
    let reason = words.count > 1 ? words.dropFirst().joined(separator: " ") : nil
    let trails = tokens.last.map { $0.line == startLine } ?? false
    ignores.append(IgnoreDirective(codes: codes, reason: reason, line: startLine, trailsCode: trails))
  }

  mutating func problem(_ line: Int, _ column: Int, _ message: String) {
    guard live else { return }
    problems.append(SourceProblem(line: line, column: column, message))
  }

  // MARK: Strings

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

  // MARK: # and @

  mutating func hash() {
    if language == .objectiveC {
      // A preprocessor line when only blanks come before it on its line.
      var position = index - 1
      while position >= lineStart, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position -= 1 }
      if position < lineStart {
        preprocessorLine()
        return
      }
      emit(.punctuation, "#", line, column)
      index += 1
      return
    }
    if let count = rawStringHashes() {
      let (startLine, startColumn) = (line, column)
      index += count
      swiftString(hashes: count)
      emit(.string, "", startLine, startColumn)
      return
    }
    var count = 0
    while let b = byte(count), b == UInt8(ascii: "#") { count += 1 }
    if byte(count) == UInt8(ascii: "/") {
      regexLiteral(hashes: count)
      return
    }
    guard let next = byte(1), Self.isIdentifierStart(next) else {
      emit(.punctuation, "#", line, column)
      index += 1
      return
    }
    let (startLine, startColumn) = (line, column)
    index += 1
    let word = identifier()
    switch word {
    case "if", "elseif", "else", "endif":
      let condition = restOfLine()
      directive(word, condition: condition, startLine, startColumn)
    case "sourceLocation", "warning", "error":
      _ = restOfLine()
    default:
      emit(.identifier, "#" + word, startLine, startColumn)
    }
  }

  /// `#/…/#`: an extended regular expression literal, not code.
  mutating func regexLiteral(hashes: Int) {
    let (startLine, startColumn) = (line, column)
    index += hashes + 1
    while let b = byte() {
      if b == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if b == UInt8(ascii: "/") && hashesFollow(hashes, at: index + 1) {
        index += 1 + hashes
        emit(.string, "", startLine, startColumn)
        return
      }
      if b == UInt8(ascii: "\n") { newline() }
      index += 1
    }
    problem(startLine, startColumn, "this regular expression literal is never closed")
  }

  /// The rest of the line, without a trailing comment, for a directive's condition.
  mutating func restOfLine() -> String {
    let start = index
    var end = index
    while let b = byte(), b != UInt8(ascii: "\n") {
      if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
        while let c = byte(), c != UInt8(ascii: "\n") { index += 1 }
        break
      }
      if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        let saved = (tokens.count, ignores.count)
        blockComment()
        tokens.removeSubrange(saved.0...)
        ignores.removeSubrange(saved.1...)
        continue
      }
      index += 1
      end = index
    }
    return text(start, end).trimmingBlanks
  }

  /// An Objective-C preprocessor line, continued with backslashes: conditions open and close
  /// blocks, `#import <Module/…>` names a module, and nothing on it is code.
  mutating func preprocessorLine() {
    let (startLine, startColumn) = (line, column)
    index += 1
    while let b = byte(), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { index += 1 }
    let word = byte().map(Self.isIdentifierStart) == true ? identifier() : ""
    var rest = ""
    while true {
      let part = restOfLine()
      if part.hasSuffix("\\"), byte() == UInt8(ascii: "\n") {
        rest += String(part.dropLast()) + " "
        newline()
        index += 1
        continue
      }
      rest += part
      break
    }
    switch word {
    case "if", "ifdef", "ifndef": directive("if", condition: word == "if" ? rest : "", startLine, startColumn)
    case "elif": directive("elseif", condition: rest, startLine, startColumn)
    case "else", "endif": directive(word, condition: "", startLine, startColumn)
    case "import", "include":
      if live, rest.hasPrefix("<"), let slash = rest.firstIndex(of: "/") {
        imports.append(String(rest[rest.index(after: rest.startIndex)..<slash]))
      }
    default: break
    }
  }

  /// Opens, switches or closes a conditional block. A branch is left out only when it can
  /// never be built: its condition is `0` or `false`, or an earlier branch's is `1` or `true`;
  /// any other condition may hold in some build, so its code is read.
  mutating func directive(_ word: String, condition: String, _ startLine: Int, _ startColumn: Int) {
    let value: Bool? =
      switch condition {
      case "0", "false", "(0)", "(false)": false
      case "1", "true", "(1)", "(true)": true
      default: nil
      }
    switch word {
    case "if":
      let outer = live
      let decided: ConditionFrame.Decided = value == true ? .taken : value == false ? .none : .maybe
      conditions.append(ConditionFrame(outerLive: outer, decided: decided, live: outer && value != false, line: startLine, column: startColumn))
    case "elseif", "else":
      guard var frame = conditions.popLast() else {
        problem(startLine, startColumn, "#\(word) without #if")
        return
      }
      let branch: Bool? = word == "else" ? true : value
      frame.live = frame.outerLive && frame.decided != .taken && branch != false
      if frame.decided != .taken {
        if branch == true { frame.decided = .taken } else if branch == nil { frame.decided = .maybe }
      }
      conditions.append(frame)
    default:
      guard conditions.popLast() != nil else {
        problem(startLine, startColumn, "#endif without #if")
        return
      }
    }
  }

  /// `@"…"` (an Objective-C string), or an attribute or keyword: `@IBOutlet`,
  /// `@implementation`, `@available`.
  mutating func at() {
    let (startLine, startColumn) = (line, column)
    if language == .objectiveC, byte(1) == UInt8(ascii: "\"") {
      index += 1
      cString(quote: UInt8(ascii: "\""))
      emit(.string, "", startLine, startColumn)
      return
    }
    guard let next = byte(1), Self.isIdentifierStart(next) else {
      emit(.punctuation, "@", startLine, startColumn)
      index += 1
      return
    }
    index += 1
    emit(.identifier, "@" + identifier(), startLine, startColumn)
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
