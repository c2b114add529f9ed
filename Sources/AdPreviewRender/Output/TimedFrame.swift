/// A frame of a recording and the moment it shows from: what the cast, GIF and SVG writers
/// take, so the three show the same pictures at the same times.
public struct TimedFrame: Sendable {
  /// Milliseconds from the start.
  public var time: Int
  public var buffer: CellBuffer

  public init(time: Int, buffer: CellBuffer) {
    self.time = time
    self.buffer = buffer
  }
}

/// A recording's frames, and when it ends (the last frame is held until then).
public struct TimedFrames: Sendable {
  public var frames: [TimedFrame]
  /// Milliseconds from the start to the end.
  public var end: Int
  public var columns: Int
  public var rows: Int
  /// The frames drawn into the cell buffer, kept or not: what the frames cost to make.
  public var rendered: Int

  public init(frames: [TimedFrame], end: Int, columns: Int, rows: Int, rendered: Int = 0) {
    self.rendered = rendered
    self.frames = frames
    self.end = end
    self.columns = columns
    self.rows = rows
  }

  /// How long each frame shows, in hundredths of a second (GIF's unit): the times rounded
  /// once each, so the durations add up to the end exactly, to the hundredth.
  public var centiseconds: [Int] {
    let stamps = frames.map { ($0.time + 5) / 10 } + [(max(end, frames.last?.time ?? 0) + 5) / 10]
    return frames.indices.map { stamps[$0 + 1] - stamps[$0] }
  }
}
