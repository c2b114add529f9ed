import AdPreviewRender

/// Turns the frames the previewer draws into asciicast lines as they come: output events
/// with what changed, and a resize event when the terminal's size changes.
public struct FrameRecorder {
  private var terminal = Terminal(backend: ANSIBackend())
  private var cast: AsciicastWriter
  private var size: (columns: Int, rows: Int)

  public init(columns: Int, rows: Int, timestamp: Int, term: String) {
    cast = AsciicastWriter(width: columns, height: rows, timestamp: timestamp, title: "adpreview", term: term)
    size = (columns, rows)
  }

  /// The lines for one frame at `time` ms (the header with the first), ready to append.
  public mutating func record(_ frame: CellBuffer, at time: Int) -> String {
    if frame.width != size.columns || frame.height != size.rows {
      size = (frame.width, frame.height)
      cast.resize(columns: frame.width, rows: frame.height, at: time)
    }
    terminal.draw(frame)
    cast.output(terminal.backend.takeOutput(), at: time)
    return cast.takeText()
  }

  /// The last line of the recording at `time`: the terminal's colours reset and the cursor
  /// below the picture, as the previewer leaves the real terminal.
  public mutating func end(at time: Int) -> String {
    cast.output(ANSIBackend.ending(rows: size.rows), at: time)
    return cast.takeText()
  }
}
