import AdPreviewCore

/// A script the previewer plays on screen (`play --watch`, `--script`): its commands, the
/// next one to run, and the simulated time it is due at.
public struct Scenario: Equatable, Sendable {
  /// One command of the script with its line.
  public struct Line: Equatable, Sendable {
    public var number: Int
    public var command: PreviewCommand
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
    lines = script.commands.map { Line(number: $0.line, command: $0.command) }
    dueAt = time
  }

  public var next: Line? { index < lines.count ? lines[index] : nil }

  /// Moves past the next line; a `wait` puts the line after it that much later.
  mutating func advance(from time: Int) {
    guard let line = next else { return }
    index += 1
    if case .wait(let milliseconds) = line.command {
      dueAt = time + milliseconds
    } else {
      dueAt = time
    }
  }

  /// `▶ line 7 of 20: rotate landscape-left`.
  func progress(paused: Bool) -> String {
    guard let line = next else { return "\(paused ? "⏸" : "▶") \(name): the last wait · any key takes over" }
    return "\(paused ? "⏸" : "▶") \(name) line \(line.number) (\(index + 1) of \(lines.count)): \(line.command.scriptLine)"
      + (paused ? " · space resumes, . steps" : " · space pauses, . steps, any other key takes over")
  }
}
