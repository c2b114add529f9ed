import AdPreviewCore

/// The lexer's `#` and `@`: compilation conditions and what they leave out, preprocessor
/// lines, imports, attributes and regex literals.
extension SourceLexer {
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
      let start = index
      cString(quote: UInt8(ascii: "\""))
      keepLiteral(from: start)
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
