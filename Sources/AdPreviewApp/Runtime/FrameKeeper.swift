import AdPreviewRender

/// Keeps the frames of a previewer session for its GIF and SVG (`--gif`, `--svg`): the frames
/// the screen showed, at the times it showed them (the clock `--record` stamps them with),
/// each only when it differs from the one before.
///
/// The files are written when the session ends, so the frames are held until then; a long
/// session must not hold more and more of them. The first `maximumDuration` of the session
/// (10 minutes) and at most `maximumFrames` are kept, whichever ends first, and the exit
/// message says so. A GIF has one size: frames drawn after the terminal was resized are fitted
/// (cut or filled out with blanks from the top-left corner) to the size the session started at.
public struct FrameKeeper {
  /// The most of a session a recording holds, in milliseconds from its start.
  public static let maximumDuration = 10 * 60 * 1000
  /// The most frames a recording holds: at 220×60 cells a frame takes about 200 KB, so at
  /// most about 200 MB are held.
  public static let maximumFrames = 1000

  /// Why frames stopped being kept before the session ended.
  public enum Limit: Sendable, Equatable {
    /// The session went on past `maximumDuration`.
    case duration
    /// The session drew more than `maximumFrames` different frames.
    case frames
  }

  public let columns: Int
  public let rows: Int
  public let maximumDuration: Int
  public let maximumFrames: Int
  public private(set) var frames: [TimedFrame] = []
  /// Set once a frame was not kept for a limit; nothing is kept after it.
  public private(set) var limit: Limit?
  /// When the limit stopped the recording: the moment its last frame stops showing.
  public private(set) var stoppedAt: Int?
  /// Whether a frame came at another size than the first and was fitted.
  public private(set) var fitted = false
  /// Frames handed over, kept or not.
  public private(set) var seen = 0

  /// A keeper for a session that starts at `columns`×`rows`; the limits may be lowered (tests).
  public init(
    columns: Int, rows: Int, maximumDuration: Int = FrameKeeper.maximumDuration, maximumFrames: Int = FrameKeeper.maximumFrames
  ) {
    self.columns = columns
    self.rows = rows
    self.maximumDuration = maximumDuration
    self.maximumFrames = maximumFrames
  }

  /// Takes the frame the screen shows from `time` ms on.
  public mutating func keep(_ frame: CellBuffer, at time: Int) {
    seen += 1
    guard limit == nil else { return }
    if time >= maximumDuration {
      stop(.duration, at: maximumDuration)
      return
    }
    if frame.width != columns || frame.height != rows { fitted = true }
    let picture = frame.fitted(width: columns, height: rows)
    if let last = frames.last, last.buffer == picture { return }
    guard frames.count < maximumFrames else {
      stop(.frames, at: time)
      return
    }
    frames.append(TimedFrame(time: time, buffer: picture))
  }

  private mutating func stop(_ reason: Limit, at time: Int) {
    limit = reason
    stoppedAt = max(time, frames.last?.time ?? 0)
  }

  /// The recording of a session that ended at `time`: its last frame held until then, or
  /// until the limit stopped the recording.
  public func recording(endingAt time: Int) -> KeptFrames {
    var end = stoppedAt ?? min(time, maximumDuration)
    end = max(end, frames.last?.time ?? 0)
    return KeptFrames(
      frames: TimedFrames(frames: frames, end: end, columns: columns, rows: rows, rendered: seen),
      limit: limit ?? (time > maximumDuration ? .duration : nil), fitted: fitted, sessionLength: max(time, end))
  }
}

/// What a session's GIF and SVG are made from, and what the exit message says about it.
public struct KeptFrames: Sendable {
  public var frames: TimedFrames
  /// Why the recording ends before the session did; nil when it holds all of it.
  public var limit: FrameKeeper.Limit?
  /// Whether frames drawn at another terminal size were fitted to the first one's.
  public var fitted: Bool
  /// Milliseconds from the start of the session to its end.
  public var sessionLength: Int

  public init(frames: TimedFrames, limit: FrameKeeper.Limit?, fitted: Bool, sessionLength: Int) {
    self.frames = frames
    self.limit = limit
    self.fitted = fitted
    self.sessionLength = sessionLength
  }
}
