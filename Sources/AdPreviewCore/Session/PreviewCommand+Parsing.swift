import AdPreviewFormats

/// A script line that could not be read: `file:line: message`.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}

/// Why a command's words could not be read.
public struct CommandSyntaxError: Error, Equatable, Sendable {
  public var message: String
}

extension PreviewCommand {
  /// The commands, for help texts: each entry of `CommandSpec.all` with its arguments and
  /// help, wrapped to 100 columns.
  public static let grammar: String = {
    let entries = CommandSpec.all.map { spec in
      [spec.word, spec.arguments].filter { !$0.isEmpty }.joined(separator: " ") + (spec.note.isEmpty ? "" : " (\(spec.note))")
    }
    return wrapped(entries.joined(separator: " · "), width: 100)
  }()

  /// The command words, in the table's order.
  public static let names = CommandSpec.all.map(\.word)

  /// Reads one script line (without its comment); nil for a blank line.
  public init?(parsing line: String) throws(CommandSyntaxError) {
    func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
    let words = line.split(whereSeparator: isBlank).map(String.init)
    guard let name = words.first else { return nil }
    guard let spec = CommandSpec.named[name] else {
      throw CommandSyntaxError(
        message: "unknown command \("\"\(name.sanitizedForTerminal)\"") (commands: \(PreviewCommand.names.joined(separator: ", ")))"
          + didYouMean(name, among: PreviewCommand.names))
    }
    // What follows the name as written, for a command that takes text (`say "…"`).
    let afterName = line.drop { isBlank($0) }.dropFirst(name.count).drop { isBlank($0) }
    var end = afterName.endIndex
    while end > afterName.startIndex, isBlank(afterName[afterName.index(before: end)]) { end = afterName.index(before: end) }
    self = try spec.parse(CommandArguments(name: name, words: Array(words.dropFirst()), text: String(afterName[..<end])))
  }

  /// `text` broken at spaces into lines of at most `width` characters.
  static func wrapped(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " \(word)"
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}

/// A scenario for `adpreview play`: one command a line, `#` starts a comment.
public struct PreviewScript: Sendable {
  public var commands: [(line: Int, command: PreviewCommand)]
  /// The scene each command addresses in a side-by-side script (`compare`), one a command;
  /// empty for a script of one scene.
  public var sides: [ScriptSide] = []

  public init(commands: [(line: Int, command: PreviewCommand)], sides: [ScriptSide] = []) {
    self.commands = commands
    self.sides = sides
  }

  /// The scene command `index` addresses: both for a script of one scene.
  public func side(_ index: Int) -> ScriptSide { index < sides.count ? sides[index] : .both }

  /// Reads a script (lines end with LF, CRLF or CR); the first line that cannot be read is
  /// an error naming it.
  ///
  /// With `sided` (a `compare` script) a line may start with `left:`, `right:` or `both:`,
  /// the scene it addresses; a line without one addresses both. `wait` and `say` are for
  /// both, so one with `left:` or `right:` in front is an error naming its line.
  public static func parse(_ text: String, file: String, sided: Bool = false) throws(ScriptError) -> PreviewScript {
    var commands: [(Int, PreviewCommand)] = []
    var sides: [ScriptSide] = []
    var number = 0
    for raw in text.lineSlices {
      number += 1
      var line = Substring(raw)
      if number == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
      if let hash = commentStart(line) { line = line[..<hash] }
      var side: ScriptSide?
      do throws(CommandSyntaxError) {
        if sided {
          (side, line) = try ScriptSide.split(line)
        } else if case (let named?, _)? = try? ScriptSide.split(line) {
          // `left:` is no command: the script is for `compare`, which play and the previewer
          // would otherwise call an unknown command.
          let path = file == "<stdin>" ? "-" : file.sanitizedForMessage
          throw CommandSyntaxError(
            message: "\(named.rawValue): starts a line of a compare script (two scenes side by side): "
              + "run it with `adpreview compare \(path)`")
        }
        if let command = try PreviewCommand(parsing: String(line)) {
          if let side, side != .both, SideBySide.isForBoth(command), let word = command.scriptLine.split(separator: " ").first {
            throw CommandSyntaxError(
              message: "\(word) is for both scenes, which share one clock and one caption: write it without \(side.rawValue): in front")
          }
          commands.append((number, command))
          sides.append(side ?? .both)
        } else if let side {
          throw CommandSyntaxError(message: "\(side.rawValue): needs a command after it")
        }
      } catch {
        throw ScriptError(file: file, line: number, message: error.message)
      }
    }
    return PreviewScript(commands: commands, sides: sided ? sides : [])
  }

  /// Where a line's comment starts: the first `#` outside a quoted caption.
  static func commentStart(_ line: Substring) -> Substring.Index? {
    var quoted = false
    var escaped = false
    for index in line.indices {
      let character = line[index]
      if escaped {
        escaped = false
      } else if quoted && character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if character == "#" && !quoted {
        return index
      }
    }
    return nil
  }
}

extension Int {
  /// A whole number written in decimal digits (a count of milliseconds or seconds).
  init?(decimal text: String) {
    guard !text.isEmpty, text.count <= 18, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    self.init(text)
  }
}
