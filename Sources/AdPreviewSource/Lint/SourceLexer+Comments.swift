import AdPreviewCore
import AdPreviewFormats

/// The lexer's comments: line and block comments, and the `adpreview:ignore` directives they carry.
extension SourceLexer {
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
}
