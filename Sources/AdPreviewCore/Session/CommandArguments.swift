import AdPreviewFormats

/// The words after a command's name, with the readers every entry of the table shares.
public struct CommandArguments: Sendable {
  public var name: String
  public var words: [String]
  /// The arguments as written, from the first to the last that is not blank.
  public var text = ""

  func fail(_ message: String) -> CommandSyntaxError { CommandSyntaxError(message: message) }
  func quoted(_ word: String) -> String { "\"\(word.sanitizedForTerminal)\"" }

  func one() throws(CommandSyntaxError) -> String {
    guard words.count == 1 else { throw fail("\(name) takes one argument, got \(words.count)") }
    return words[0]
  }

  func none() throws(CommandSyntaxError) {
    guard words.isEmpty else { throw fail("\(name) takes no argument") }
  }

  func value<Value: RawRepresentable & CaseIterable>(_ word: String, _ type: Value.Type, extra: [String] = [])
    throws(CommandSyntaxError) -> Value where Value.RawValue == String
  {
    guard let value = Value(rawValue: word) else {
      let all = Value.allCases.map(\.rawValue) + extra
      throw fail("\(name): \(quoted(word)) is not one of \(all.joined(separator: ", "))" + didYouMean(word, among: all))
    }
    return value
  }

  /// A name, or `next` / `previous`.
  func step(_ read: (String) throws(CommandSyntaxError) -> String) throws(CommandSyntaxError) -> PreviewCommand.Choice<String> {
    let word = try one()
    if let step = PreviewCommand.Step(rawValue: word) { return .step(step) }
    return .to(try read(word))
  }

  func choice<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(CommandSyntaxError) -> PreviewCommand.Choice<Value>
  where Value.RawValue == String {
    let word = try one()
    if let step = PreviewCommand.Step(rawValue: word) { return .step(step) }
    return .to(try value(word, type, extra: ["next", "previous"]))
  }

  func toggle<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(CommandSyntaxError) -> PreviewCommand.Toggle<Value>
  where Value.RawValue == String {
    let word = try one()
    if word == "toggle" { return .toggle }
    return .to(try value(word, type, extra: ["toggle"]))
  }

  func onOff(allowToggle: Bool) throws(CommandSyntaxError) -> PreviewCommand.Toggle<Bool> {
    let word = try one()
    switch word {
    case "on": return .to(true)
    case "off": return .to(false)
    case "toggle" where allowToggle: return .toggle
    default: throw fail("\(name): \(quoted(word)) is not on\(allowToggle ? ", off or toggle" : " or off")")
    }
  }

  func milliseconds() throws(CommandSyntaxError) -> Int {
    let word = try one()
    guard let ms = Int(decimal: word), ms >= 0, ms <= PreviewCommand.maximumMilliseconds else {
      throw fail("\(name): \(quoted(word)) is not a number of milliseconds from 0 to \(PreviewCommand.maximumMilliseconds) (a day)")
    }
    return ms
  }

  /// A caption: a quoted string (`"…"`, with `\"` and `\\` inside), or the rest of the
  /// line as written; at most `Limits.captionLength` characters.
  func caption() throws(CommandSyntaxError) -> String {
    guard text.first == "\"" else {
      guard text.count <= Limits.captionLength else { throw fail("\(name): the text is longer than \(Limits.captionLength) characters") }
      // Drawn on screen and written to the log: no control character gets through.
      return text.sanitizedForTerminal
    }
    var result = ""
    var escaped = false
    var closed = false
    for character in text.dropFirst() {
      if closed { throw fail("\(name): text after the closing quote") }
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        closed = true
      } else {
        result.append(character)
      }
    }
    guard closed else { throw fail("\(name): the quoted text has no closing quote") }
    guard result.count <= Limits.captionLength else { throw fail("\(name): the text is longer than \(Limits.captionLength) characters") }
    return result.sanitizedForTerminal
  }

  /// Milliseconds, or a number with a unit (`30s`, `4h`): scripts that wait for an app open
  /// ad's expiry read as the guide's hours.
  func duration() throws(CommandSyntaxError) -> Int {
    let word = try one()
    let units: [(suffix: String, scale: Int)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
    for unit in units where word.hasSuffix(unit.suffix) {
      let digits = String(word.dropLast(unit.suffix.count))
      if let count = Int(decimal: digits), count <= PreviewCommand.maximumMilliseconds / unit.scale { return count * unit.scale }
      break
    }
    if let ms = Int(decimal: word), ms <= PreviewCommand.maximumMilliseconds { return ms }
    throw fail("\(name): \(quoted(word)) is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)")
  }
}
