import AdPreviewCore
import AdPreviewRender

/// Plays a scenario through the previewer with no terminal and writes what the screen would
/// show as an asciicast recording: the same frames `--watch` draws, at the same times.
public enum CastRenderer {
  /// A finished recording.
  public struct Recording: Sendable {
    public var text: String
    public var frames: Int
    /// Milliseconds from the first frame to the last.
    public var duration: Int
  }

  /// How long the recording goes on after the scenario ends, the loads settle and the last
  /// message clears.
  static let tail = 1500

  /// Renders `configuration`'s scenario at `columns`×`rows`; the same input always gives the
  /// same bytes (the header carries no timestamp).
  public static func record(
    _ configuration: AppConfiguration, columns: Int, rows: Int, options: RenderOptions, frameInterval: Int = 50
  ) throws(SceneError) -> Recording {
    var state = try AppState(configuration: configuration, columns: columns, rows: rows)
    var terminal = Terminal(backend: ANSIBackend())
    var cast = AsciicastWriter(
      width: columns, height: rows, title: configuration.script.map { "adpreview play \($0.name)" })
    var time = 0
    var frames = 0
    var last = 0
    var settledAt: Int?
    // A day of simulated time at the slowest speed is the most a scenario can ask for.
    let limit = Int(saturating: Double(PreviewCommand.maximumMilliseconds) / max(AppConfiguration.speeds.lowerBound, configuration.speed)) + tail
    while time <= limit {
      state.advance(to: time)
      if terminal.draw(AppView.render(state, options: options)) > 0 {
        cast.output(terminal.backend.takeOutput(), at: time)
        frames += 1
        last = time
      }
      if state.scenario == nil, !state.session.isLoading, state.status == nil {
        settledAt = settledAt ?? time
      } else {
        settledAt = nil
      }
      if let settledAt, time >= settledAt + tail { break }
      // Frames come at most every `frameInterval`; nothing is drawn while nothing happens.
      let next = state.nextWakeUp.map { max($0, time + frameInterval) } ?? time + frameInterval
      time = settledAt.map { min(next, $0 + tail) } ?? next
    }
    cast.output(ANSIBackend.ending(rows: rows), at: last)
    return Recording(text: cast.text, frames: frames, duration: last)
  }
}
