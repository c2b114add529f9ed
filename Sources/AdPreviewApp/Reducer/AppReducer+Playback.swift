import AdPreviewCore
import AdPreviewFormats

/// Playback control while a scenario plays on screen (`play --watch`, `--script`): faster and
/// slower, a line back and on, a jump to a line, from the top, and looping. Going back plays
/// the scenario again from its start to the line, which the simulation's determinism makes
/// exact. None of these keys takes the controls from the scenario.
extension AppState {
  /// The speeds `<` and `>` step through.
  static let playbackSpeeds: [Double] = [0.25, 0.5, 1, 2, 4, 8]

  /// One step faster or slower.
  mutating func changeSpeed(by steps: Int) {
    let speeds = AppState.playbackSpeeds
    let index = speeds.lastIndex { $0 <= speed + 0.0001 } ?? 0
    speed = speeds[min(speeds.count - 1, max(0, index + steps))]
    owed = 0
    say("speed \(AppState.speedWords(speed))")
  }

  /// `2×`, `0.5×`.
  static func speedWords(_ speed: Double) -> String { "\(formatPoints(speed))×" }

  /// The line before the one the scenario is at (the last when it has finished), played up
  /// to from the start.
  mutating func stepBack() {
    guard let script = configuration.script else {
      say("no scenario to step back in (play --watch or --script)")
      return
    }
    // Back to the last command that ran (waits pass on the way): it is the next again.
    let lines = script.script.commands
    let index = scenario.map(\.index) ?? lines.count
    seek(toLine: (0..<index).last { !lines[$0].command.isWait } ?? 0)
  }

  /// Plays the scenario again from the start to just before its line `number` (the script's
  /// own numbering), paused there.
  mutating func jump(toScriptLine number: Int) {
    guard let script = configuration.script else {
      say("no scenario to jump in (play --watch or --script)")
      return
    }
    guard let index = script.script.commands.firstIndex(where: { $0.line >= number }) else {
      say("\(script.name) has no line \(number) or later (its last command is on line \(script.script.commands.last?.line ?? 0))")
      return
    }
    seek(toLine: index)
  }

  /// From the top: the scenario's first line, playing.
  mutating func restart() {
    guard configuration.script != nil else {
      say("no scenario to restart (play --watch or --script)")
      return
    }
    seek(toLine: 0)
    paused = false
  }

  /// Loop on or off: the scenario starts again when it ends.
  mutating func toggleLoop() {
    guard configuration.script != nil else {
      say("no scenario to loop (play --watch or --script)")
      return
    }
    loops.toggle()
    say(loops ? "loop on: the scenario starts again when it ends" : "loop off")
  }

  /// The state the scenario reaches at its command `index` (0-based, before it runs): a new
  /// session from the configuration with every line before it played, time at the moment it
  /// is due. What the previewer adds (the view, the terminal size, the speed, the loop, real
  /// time) stays.
  mutating func seek(toLine index: Int) {
    guard var fresh = try? AppState(configuration: configuration, columns: columns, rows: rows) else {
      say("the scenario could not start again")
      return
    }
    while let playing = fresh.scenario, playing.index < index, let line = playing.next {
      fresh.advanceScenes(to: max(fresh.session.now, playing.dueAt))
      fresh.runScenarioLine(line)
    }
    if let due = fresh.scenario?.dueAt, index > 0 { fresh.advanceScenes(to: max(fresh.session.now, due)) }
    fresh.now = now
    fresh.speed = speed
    fresh.loops = loops
    fresh.view = view
    fresh.paused = index > 0 || paused
    let at = fresh.scenario?.next.map { "line \($0.number)" } ?? "its end"
    self = fresh
    say("\(configuration.script?.name ?? "the scenario") at \(at)")
  }
}
