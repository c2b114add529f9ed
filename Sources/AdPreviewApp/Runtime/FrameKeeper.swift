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
  public static let maximumDuration = FrameCap.maximumDuration
  /// The most frames a recording holds.
  public static let maximumFrames = FrameCap.maximumFrames
  /// Why frames stopped being kept before the session ended.
  public typealias Limit = FrameCap.Limit

  public let columns: Int
  public let rows: Int
  private var cap: FrameCap
  public private(set) var frames: [TimedFrame] = []
  /// Set once a frame was not kept for a limit; nothing is kept after it.
  public var limit: Limit? { cap.limit }
  /// When the limit stopped the recording: the moment its last frame stops showing.
  public var stoppedAt: Int? { cap.stoppedAt }
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
    cap = FrameCap(maximumDuration: maximumDuration, maximumFrames: maximumFrames)
  }

  public var maximumDuration: Int { cap.maximumDuration }
  public var maximumFrames: Int { cap.maximumFrames }

  /// Takes the frame the screen shows from `time` ms on.
  public mutating func keep(_ frame: CellBuffer, at time: Int) {
    seen += 1
    guard cap.isOpen(at: time) else { return }
    if frame.width != columns || frame.height != rows { fitted = true }
    let picture = frame.fitted(width: columns, height: rows)
    if let last = frames.last, last.buffer == picture { return }
    guard cap.takes(at: time) else { return }
    frames.append(TimedFrame(time: time, buffer: picture))
  }

  /// The recording of a session that ended at `time`: its last frame held until then, or
  /// until the limit stopped the recording.
  public func recording(endingAt time: Int) -> KeptFrames {
    let end = cap.end(sessionEnd: time)
    return KeptFrames(
      frames: TimedFrames(frames: frames, end: end, columns: columns, rows: rows, rendered: seen),
      limit: cap.limit(sessionEnd: time), fitted: fitted, sessionLength: max(time, end))
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
