import AdPreviewCore
import AdPreviewFormats

/// A subcommand: its help and its run function. `run` returns its output and never prints.
///
/// Its options are its static constants (`DeclaresOptions`): the ones it declares, and the
/// ones and groups it takes from elsewhere, in help order.
protocol Command: DeclaresOptions {
  static var name: String { get }
  static var abstract: String { get }
  /// The arguments that are not options, for the usage line (`SCRIPT|-`); empty for none.
  static var positionals: String { get }
  /// What a shell completes the positional argument with.
  static var positionalCompletion: ValueCompletion { get }
  /// Options that may be given twice, the first for one thing and the second for another
  /// (`compare`'s scene options: the left scene's and the right's).
  static var pairedOptions: [OptionSpec] { get }
  /// Extra help text after the options.
  static var discussion: String { get }
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult
}

extension Command {
  static var discussion: String { "" }
  static var pairedOptions: [OptionSpec] { [] }
  static var positionals: String { "" }
  static var positionalCompletion: ValueCompletion { .none }

  /// `adpreview play SCRIPT|- [--json] [--latency MS] …`: the scene options as one group
  /// when the command takes them, every other option by name.
  static var usage: String { usageWords.joined(separator: " ") }

  /// The usage line's words; an option and its value are one word.
  static var usageWords: [String] {
    var words = ["adpreview", name]
    if !positionals.isEmpty { words.append(positionals) }
    let scene = OptionGroup.scene.options
    let takesScene = SlotOptions.options.allSatisfy { slot in options.contains { $0 === slot } }
    if takesScene { words.append("[scene options]") }
    for option in options {
      if takesScene && scene.contains(where: { $0 === option }) { continue }
      words.append("[\(option.synopsis)]" + (option.repeatable ? "…" : ""))
    }
    return words
  }

  /// The `--help` text.
  static var help: String {
    var text = "adpreview \(name) — \(abstract)\n\nUsage: "
    text += HelpFormatter.wrap(words: usageWords, width: 96 - 7).joined(separator: "\n       ") + "\n"
    if !options.isEmpty {
      text += "\nOptions:\n" + HelpFormatter.table(options)
    }
    text += "  -h, --help".padding(to: HelpFormatter.column) + "show this help\n"
    if !discussion.isEmpty { text += "\n" + discussion + "\n" }
    return text
  }
}

enum HelpFormatter {
  static let column = 28

  static func table(_ options: [OptionSpec]) -> String {
    var text = ""
    for option in options {
      let head = "  " + option.synopsis
      let lines = wrap(option.help, width: 96 - column)
      if head.count >= column - 1 {
        text += head + "\n"
        for line in lines { text += String(repeating: " ", count: column) + line + "\n" }
      } else {
        text += head.padding(to: column) + lines[0] + "\n"
        for line in lines.dropFirst() { text += String(repeating: " ", count: column) + line + "\n" }
      }
    }
    return text
  }

  /// Lines of at most `width` characters, broken at spaces but never inside "(default: X)".
  static func wrap(_ text: String, width: Int) -> [String] {
    let glue: Character = "\u{1}"
    let words = text.replacing(every: "(default: ", with: "(default:\(glue)").split(separator: " ")
    return wrap(words: words.map(String.init), width: width).map { $0.replacing(every: String(glue), with: " ") }
  }

  /// Words in lines of at most `width` characters (a longer word gets a line of its own).
  static func wrap(words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(line)
    return lines
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
