import AdPreviewCore
import AdPreviewFormats

/// Writes down what the user did as a `play` script, so a demo can be replayed exactly: the
/// commands the session applied, with `wait` for the exact time between them.
public struct SessionRecorder: Equatable, Sendable {
  public private(set) var commands: [PreviewCommand] = []
  private var lastTime = 0

  public init() {}

  /// Adds a command the session applied at `time` (ms).
  public mutating func record(_ command: PreviewCommand, at time: Int) {
    if time > lastTime { commands.append(.wait(time - lastTime)) }
    lastTime = max(lastTime, time)
    commands.append(command)
  }

  /// The script up to `time` (the moment of the export), with a header saying how to
  /// replay it.
  public func script(path: String, configuration: AppConfiguration, until time: Int) -> String {
    var lines = ["# adpreview session", "# replay: \(replayCommand(path: path, configuration: configuration))"]
    if let project = configuration.projectScreen {
      let folder = ShellWord.quoted(project.folder)
      let screen = ShellWord.quoted(project.screen)
      lines.append("# the slots are \(project.screen)'s in the project \(project.folder): write them once with")
      lines.append("# `adpreview import --project \(folder) --screen \(screen) --output app.json`, then replay with --app app.json")
    }
    if !configuration.keepsSlots, configuration.base.slot != Selection.current.slot {
      lines.append("# the previewer started with slot options a script cannot set (offset, max height, native")
      lines.append("# options); `play` replays this script with the default slot")
    }
    if configuration.latency != PreviewSession.defaultLatency { lines.append(PreviewCommand.latency(configuration.latency).scriptLine) }
    lines += commands.map(\.scriptLine)
    if time > lastTime { lines.append(PreviewCommand.wait(time - lastTime).scriptLine) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `adpreview play FILE`, with the app file and seed the session started with.
  public func replayCommand(path: String, configuration: AppConfiguration) -> String {
    var words = ["adpreview", "play", ShellWord.quoted(path)]
    if let app = configuration.appPath { words += ["--app", ShellWord.quoted(app)] }
    if configuration.seed != PreviewSession.defaultSeed { words += ["--seed", String(configuration.seed)] }
    return words.joined(separator: " ")
  }
}

/// A word for a POSIX shell command line.
public enum ShellWord {
  /// The word as is when it needs no quoting, else in single quotes; control characters
  /// are replaced, so a file name cannot add lines to a script.
  public static func quoted(_ word: String) -> String {
    let clean = String(word.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    let plain =
      !clean.isEmpty
      && clean.unicodeScalars.allSatisfy {
        ($0.value >= 0x30 && $0.value <= 0x39) || ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A)
          || "-_./,:@+=".unicodeScalars.contains($0)
      }
    return plain ? clean : "'" + clean.replacing(every: "'", with: "'\\''") + "'"
  }
}
