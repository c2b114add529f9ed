import AdPreviewCore

/// A script the previewer plays on screen (`play --watch`, `--script`): its commands, the
/// next one to run, and the simulated time it is due at.
public struct Scenario: Equatable, Sendable {
  /// One command of the script with its line.
  public struct Line: Equatable, Sendable {
    public var number: Int
    public var command: PreviewCommand
    /// The scene of a side-by-side comparison the line addresses.
    public var side: ScriptSide = .both
  }

  /// The script's name as the user gave it.
  public let name: String
  public let lines: [Line]
  /// The next line to run.
  public private(set) var index = 0
  /// The simulated time the next line is due at.
  public private(set) var dueAt: Int

  public init(_ script: PreviewScript, name: String, startingAt time: Int = 0) {
    self.name = name
    lines = script.commands.indices.map {
      Line(number: script.commands[$0].line, command: script.commands[$0].command, side: script.side($0))
    }
    dueAt = time
  }

  public var next: Line? { index < lines.count ? lines[index] : nil }

  /// The line run last, if any: what a presentation's status line says just happened.
  public var last: Line? { index > 0 && index <= lines.count ? lines[index - 1] : nil }

  /// Moves past the next line; a `wait` puts the line after it that much later, and so does
  /// a `pause` where no key can end it (`holdsPauses` false: a recording or an export).
  mutating func advance(from time: Int, holdsPauses: Bool = true) {
    guard let line = next else { return }
    index += 1
    switch line.command {
    case .wait(let milliseconds): dueAt = time + milliseconds
    case .pause where !holdsPauses: dueAt = time + PreviewCommand.pauseHold
    default: dueAt = time
    }
  }

  /// `▶ rotate landscape-left`: what a presentation's status line shows, the line that just
  /// ran, with no keys named.
  func presented(paused: Bool, heldAtPause: Bool) -> String? {
    if heldAtPause { return "⏸ any key goes on" }
    // The last line that changed something: a wait, a caption or a pause is not news.
    let done = lines[..<min(index, lines.count)].last { line in
      switch line.command {
      case .wait, .say, .pause: false
      default: true
      }
    }
    guard let done else { return paused ? "⏸" : nil }
    return (paused ? "⏸ " : "▶ ") + done.command.scriptLine
  }

  /// `▶ demo.play line 7 (5 of 20) · 2× · loop: rotate landscape-left · …`: where it is,
  /// how fast, and the keys that drive it.
  /// The script's file name without its folders (`app-open.play`), for a line too narrow
  /// for the path it was given by.
  var fileName: String {
    name.split(separator: "/").last.map(String.init) ?? name
  }

  func progress(paused: Bool, speed: Double = 1, loops: Bool = false, shownAs shown: String? = nil) -> String {
    let name = shown ?? name
    let mark = paused ? "⏸" : "▶"
    let pace = (speed == 1 ? "" : " · \(AppState.speedWords(speed))") + (loops ? " · loop" : "")
    guard let line = next else { return "\(mark) \(name): the last wait\(pace) · any key takes over" }
    let side = line.side == .both ? "" : "\(line.side.rawValue): "
    return "\(mark) \(name) line \(line.number) (\(index + 1) of \(lines.count))\(pace): \(side)\(line.command.scriptLine)"
      + (paused ? " · space resumes, . , steps, < > speed" : " · space pauses, . , steps, < > speed, any other key takes over")
  }
}
