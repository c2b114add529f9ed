import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// `play --cast`'s frames with no terminal: how the recording ends.
@Suite struct CastRendererTests {
  func recording(_ text: String, columns: Int = 100, rows: Int = 30) throws -> CastRenderer.Recording {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("fold.play", try PreviewScript.parse(text, file: "fold.play"))
    return try CastRenderer.record(configuration, columns: columns, rows: rows, options: RenderOptions(color: true))
  }

  /// The last event resets the colours, shows the cursor and puts it under the last row, so
  /// the prompt after `asciinema play` lands below the picture, not inside the last frame.
  @Test func aCastEndsWithTheTerminalReset() throws {
    let cast = try recording("device galaxy-z-fold-5\nappear\nwait 600\nfold\nwait 700")
    let last = try #require(cast.text.split(separator: "\n").last)
    #expect(last.hasSuffix("\"o\", \"\\u001b[0m\\u001b[?25h\\u001b[30;1H\\r\\n\"]"), "\(last)")
    let lines = cast.text.split(separator: "\n")
    let frame = try #require(lines.dropLast().last)
    #expect(last.prefix { $0 != "," } == frame.prefix { $0 != "," }, "the reset comes with the last frame, not later")
  }

  @Test func aRecordingOfTheSessionEndsWithTheResetToo() {
    var recorder = FrameRecorder(columns: 80, rows: 24, timestamp: 0, term: "xterm-256color")
    _ = recorder.record(CellBuffer(width: 80, height: 24), at: 0)
    #expect(recorder.end(at: 1500) == "[1.500, \"o\", \"\\u001b[0m\\u001b[?25h\\u001b[24;1H\\r\\n\"]\n")
  }
}
