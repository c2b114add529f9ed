import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

/// Plays a scenario through the previewer with no terminal and writes what the screen would
/// show as an asciicast recording: the same frames `--watch` draws, at the same times.
public enum CastRenderer {
  /// A finished recording.
  public struct Recording: Sendable {
    public var text: String
    public var frames: Int
    /// The frames drawn into the cell buffer, written or not: what the recording cost.
    public var rendered: Int
    /// Milliseconds from the first frame to the last.
    public var duration: Int
  }

  /// How long the recording goes on after the scenario ends, the loads settle and the last
  /// message clears.
  static let tail = 1500

  /// Plays `configuration`'s scenario at `columns`×`rows` with no terminal: the same frames
  /// `--watch` draws, at the same times (a frame only when the picture changed, at most one
  /// every `frameInterval` ms). The same input always gives the same frames.
  public static func frames(
    _ configuration: AppConfiguration, columns: Int, rows: Int, options: RenderOptions, frameInterval: Int = 50
  ) throws(SceneError) -> TimedFrames {
    // No key reaches a recording: a script's pause holds for a while instead.
    var configuration = configuration
    configuration.waitsForKeys = false
    var state = try AppState(configuration: configuration, columns: columns, rows: rows)
    var frames: [TimedFrame] = []
    var rendered = 0
    var time = 0
    var settledAt: Int?
    // A day of simulated time at the slowest speed is the most a scenario can ask for.
    let limit = Int(saturating: Double(PreviewCommand.maximumMilliseconds) / max(AppConfiguration.speeds.lowerBound, configuration.speed)) + tail
    while time <= limit {
      state.advance(to: time)
      state.prepareFrame()
      rendered += 1
      let buffer = AppView.render(state, options: options)
      if buffer != frames.last?.buffer { frames.append(TimedFrame(time: time, buffer: buffer)) }
      if state.scenario == nil, !state.isLoading, state.status == nil {
        settledAt = settledAt ?? time
      } else {
        settledAt = nil
      }
      if let settledAt, time >= settledAt + tail { break }
      // Frames come at most every `frameInterval`; nothing is drawn while nothing happens.
      let next = state.nextWakeUp.map { max($0, time + frameInterval) } ?? time + frameInterval
      time = settledAt.map { min(next, $0 + tail) } ?? next
    }
    return TimedFrames(frames: frames, end: max(time, frames.last?.time ?? 0), columns: columns, rows: rows, rendered: rendered)
  }

  /// The frames as an asciicast recording: each frame's changes as one output event, the
  /// terminal reset at the recording's end (the last frame held until then); no timestamp in the header, so the bytes are the same
  /// every time.
  public static func cast(_ frames: TimedFrames, title: String?) -> Recording {
    var terminal = Terminal(backend: ANSIBackend())
    var cast = AsciicastWriter(width: frames.columns, height: frames.rows, title: title)
    for frame in frames.frames {
      terminal.draw(frame.buffer)
      cast.output(terminal.backend.takeOutput(), at: frame.time)
    }
    // The last frame holds until the recording's end, as it does in the GIF and the SVG.
    let end = max(frames.end, frames.frames.last?.time ?? 0)
    cast.output(ANSIBackend.ending(rows: frames.rows), at: end)
    return Recording(text: cast.text, frames: frames.frames.count, rendered: frames.rendered, duration: end)
  }

  /// Renders `configuration`'s scenario at `columns`×`rows` as a recording.
  public static func record(
    _ configuration: AppConfiguration, columns: Int, rows: Int, options: RenderOptions, frameInterval: Int = 50
  ) throws(SceneError) -> Recording {
    let frames = try frames(configuration, columns: columns, rows: rows, options: options, frameInterval: frameInterval)
    return cast(frames, title: configuration.script.map { "adpreview play \($0.name)" })
  }
}
