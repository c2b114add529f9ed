import AdPreviewFormats

/// How much of a session or scenario a GIF or SVG holds: its first `maximumDuration` (10
/// minutes) and at most `maximumFrames` different frames, whichever ends first. The
/// previewer's `--gif` / `--svg` (`FrameKeeper`) and `play` / `compare`'s exports follow the
/// same cap, and say the same words when it cut the recording short (`note`).
public struct FrameCap: Sendable, Equatable {
  /// The most of a session a recording holds, in milliseconds from its start.
  public static let maximumDuration = 10 * 60 * 1000
  /// The most frames a recording holds: at 220×60 cells a frame takes about 200 KB, so a
  /// previewer that keeps them holds at most about 200 MB.
  public static let maximumFrames = 1000

  /// Why frames stopped being taken before the session ended.
  public enum Limit: Sendable, Equatable {
    /// The session went on past `maximumDuration`.
    case duration
    /// The session drew more than `maximumFrames` different frames.
    case frames
  }

  public let maximumDuration: Int
  public let maximumFrames: Int
  /// Set once a frame was refused for a limit; nothing is taken after it.
  public private(set) var limit: Limit?
  /// When the limit stopped the recording: the moment its last frame stops showing.
  public private(set) var stoppedAt: Int?
  /// The frames taken.
  public private(set) var taken = 0
  private var lastTime: Int?

  /// A cap; the limits may be lowered (tests).
  public init(maximumDuration: Int = FrameCap.maximumDuration, maximumFrames: Int = FrameCap.maximumFrames) {
    self.maximumDuration = maximumDuration
    self.maximumFrames = maximumFrames
  }

  /// Whether the recording still runs at `time` ms; past `maximumDuration` it stops there.
  public mutating func isOpen(at time: Int) -> Bool {
    guard limit == nil else { return false }
    if time >= maximumDuration {
      stop(.duration, at: maximumDuration)
      return false
    }
    return true
  }

  /// Whether a frame that differs from the last one taken, shown from `time` ms, is taken.
  public mutating func takes(at time: Int) -> Bool {
    guard isOpen(at: time) else { return false }
    guard taken < maximumFrames else {
      stop(.frames, at: time)
      return false
    }
    taken += 1
    lastTime = time
    return true
  }

  private mutating func stop(_ reason: Limit, at time: Int) {
    limit = reason
    stoppedAt = max(time, lastTime ?? 0)
  }

  /// When the recording of a session that ended at `sessionEnd` ms ends: its last frame held
  /// until then, or until the cap stopped it.
  public func end(sessionEnd: Int) -> Int {
    max(stoppedAt ?? min(sessionEnd, maximumDuration), lastTime ?? 0)
  }

  /// Why the recording of a session that ended at `sessionEnd` ms ends before the session
  /// did; nil when it holds all of it.
  public func limit(sessionEnd: Int) -> Limit? {
    limit ?? (sessionEnd > maximumDuration ? .duration : nil)
  }

  /// `it holds the first 10 minutes of the 86400 s scenario (the most kept)`: what a cut
  /// recording leaves out, for the line that says where it was written; nil when nothing.
  /// `length` is nil when the rest was not played (nothing else wanted it).
  public static func note(_ limit: Limit?, end: Int, length: Int?, of what: String) -> String? {
    let whole = length.map { "the \(seconds($0)) s \(what)" } ?? "the \(what), whose rest was not played"
    return switch limit {
    case .duration?: "it holds the first \(maximumDuration / 60_000) minutes of \(whole) (the most kept)"
    case .frames?: "it holds the first \(maximumFrames) different frames, to \(seconds(end)) s of \(whole) (the most kept)"
    case nil: nil
    }
  }

  /// `18.1`: milliseconds as seconds to a tenth.
  public static func seconds(_ milliseconds: Int) -> String { formatPoints((Double(milliseconds) / 100).rounded() / 10) }
}
