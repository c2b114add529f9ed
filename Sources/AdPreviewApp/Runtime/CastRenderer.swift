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
    var frames: [TimedFrame] = []
    let played = try play(configuration, columns: columns, rows: rows, options: options, frameInterval: frameInterval) {
      frames.append($0)
      return true
    }
    return TimedFrames(frames: frames, end: played.end, columns: columns, rows: rows, rendered: played.rendered)
  }

  /// What playing a scenario drew.
  public struct Played: Sendable {
    /// Milliseconds from the start to the recording's end (the last frame held until then).
    public var end: Int
    /// The frames handed over: each differs from the one before.
    public var frames: Int
    /// The frames drawn into the cell buffer, handed over or not.
    public var rendered: Int
    /// Whether `each` stopped the play before the scenario ended.
    public var stopped: Bool
  }

  /// Plays the scenario as `frames` does, handing each frame to `each` as it is drawn
  /// instead of keeping it: the caller writes it and lets it go, so a long scenario costs no
  /// more memory than a short one. `each` returns false to stop (nothing more is wanted).
  public static func play(
    _ configuration: AppConfiguration, columns: Int, rows: Int, options: RenderOptions, frameInterval: Int = 50,
    each: (TimedFrame) -> Bool
  ) throws(SceneError) -> Played {
    // No key reaches a recording: a script's pause holds for a while instead.
    var configuration = configuration
    configuration.waitsForKeys = false
    // A long wait is shown short, with how much time passed: an export is watched.
    configuration.compressesWaits = true
    var state = try AppState(configuration: configuration, columns: columns, rows: rows)
    var last: CellBuffer?
    var lastTime = 0
    var count = 0
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
      if buffer != last {
        count += 1
        lastTime = time
        last = buffer
        guard each(TimedFrame(time: time, buffer: buffer)) else {
          return Played(end: time, frames: count, rendered: rendered, stopped: true)
        }
      }
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
    return Played(end: max(time, lastTime), frames: count, rendered: rendered, stopped: false)
  }

  /// The frames as an asciicast recording: each frame's changes as one output event, the
  /// terminal reset at the recording's end (the last frame held until then); no timestamp in
  /// the header, so the bytes are the same every time.
  public static func cast(_ frames: TimedFrames, title: String?) -> Recording {
    var stream = CastStream(columns: frames.columns, rows: frames.rows, title: title)
    for frame in frames.frames { stream.add(frame) }
    var recording = stream.finish(end: frames.end)
    recording.rendered = frames.rendered
    return recording
  }

  /// An asciicast written a frame at a time: the terminal's state and the text so far.
  public struct CastStream {
    let rows: Int
    private var terminal = Terminal(backend: ANSIBackend())
    private var cast: AsciicastWriter
    private var frames = 0
    private var lastTime = 0

    public init(columns: Int, rows: Int, title: String?) {
      self.rows = rows
      cast = AsciicastWriter(width: columns, height: rows, title: title)
    }

    public mutating func add(_ frame: TimedFrame) {
      terminal.draw(frame.buffer)
      cast.output(terminal.backend.takeOutput(), at: frame.time)
      frames += 1
      lastTime = frame.time
    }

    /// The bytes of the lines made since the last `takeText()`.
    public var pendingBytes: Int { cast.text.utf8.count }

    /// Hands over the lines made since the last call, for a cast written as it is made.
    public mutating func takeText() -> String { cast.takeText() }

    /// The recording (what `takeText()` has not handed over), the last frame held until `end` ms.
    public mutating func finish(end: Int) -> Recording {
      // The last frame holds until the recording's end, as it does in the GIF and the SVG.
      let end = max(end, lastTime)
      cast.output(ANSIBackend.ending(rows: rows), at: end)
      return Recording(text: cast.text, frames: frames, rendered: frames, duration: end)
    }
  }

  /// Renders `configuration`'s scenario at `columns`×`rows` as a recording.
  public static func record(
    _ configuration: AppConfiguration, columns: Int, rows: Int, options: RenderOptions, frameInterval: Int = 50
  ) throws(SceneError) -> Recording {
    let frames = try frames(configuration, columns: columns, rows: rows, options: options, frameInterval: frameInterval)
    return cast(frames, title: configuration.script.map { "adpreview play \($0.name)" })
  }
}
