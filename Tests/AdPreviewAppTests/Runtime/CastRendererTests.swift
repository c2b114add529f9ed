import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender
import Testing

@testable import AdPreviewApp

@Suite struct CastRendererTests {
  func configuration(_ lines: [String], speed: Double) throws -> AppConfiguration {
    var configuration = AppConfiguration(catalog: catalog, selection: Selection())
    configuration.script = ("test.play", try PreviewScript.parse(lines.joined(separator: "\n") + "\n", file: "test.play"))
    configuration.speed = speed
    return configuration
  }

  /// The recording as a renderer that draws a frame every `interval` ms of real time would
  /// write it: what `play --cast` wrote before it slept until something was due.
  func drawnEveryInterval(_ configuration: AppConfiguration, interval: Int = 50) throws -> [String] {
    var state = try AppState(configuration: configuration, columns: 100, rows: 30)
    var terminal = Terminal(backend: ANSIBackend())
    var events: [String] = []
    var time = 0
    var settledAt: Int?
    while settledAt.map({ time < $0 + CastRenderer.tail }) ?? true {
      state.advance(to: time)
      let frame = AppView.render(state, options: RenderOptions())
      if terminal.draw(frame) > 0 { events.append(terminal.backend.takeOutput()) }
      let settled = state.scenario == nil && !state.session.isLoading && state.status == nil
      settledAt = settled ? settledAt ?? time : nil
      time += interval
    }
    return events
  }

  /// The output events of an asciicast recording, without their times.
  func events(_ cast: String) throws -> [String] {
    try cast.split(separator: "\n").dropFirst().map { line in
      guard case .array(let event) = try JSONParser.parse(Array(line.utf8), file: "cast"), event.count == 3,
        case .string(let data) = event[2]
      else { throw CastProblem() }
      return data
    }
  }
  struct CastProblem: Error {}

  @Test func twentySimulatedMinutesAtTheSlowestSpeedDrawOnlyWhatTheyWrite() throws {
    // A banner refreshing every 30 s: forty loads, each with its spinner, over 400 minutes of real time.
    let lines = ["ad banner", "refresh 30", "appear"] + Array(repeating: "wait 60000", count: 20)
    let recording = try CastRenderer.record(
      configuration(lines, speed: AppConfiguration.speeds.lowerBound), columns: 100, rows: 30, options: RenderOptions())
    #expect(recording.duration >= 20 * 60_000 * 20)
    #expect(try events(recording.text).count == recording.frames + 1, "the frames and the reset")
    // Drawn every 50 ms of real time, it would have been 480,000 frames drawn for these.
    #expect(recording.rendered <= recording.frames + 100, "\(recording.rendered) drawn for \(recording.frames) written")
    #expect(recording.frames < 4000)
  }

  @Test func sleepingUntilSomethingIsDueWritesWhatDrawingEveryFrameWrites() throws {
    let lines = ["ad banner", "appear", "wait 1500", "rotate", "wait 1500", "ad medium-rectangle", "wait 1500"]
    var drawnForNothing: [Double: Int] = [:]
    for speed in [AppConfiguration.speeds.lowerBound, 0.5, AppConfiguration.normalSpeed, 3] {
      let configuration = try configuration(lines, speed: speed)
      let recording = try CastRenderer.record(configuration, columns: 100, rows: 30, options: RenderOptions())
      #expect(try events(recording.text).dropLast() == drawnEveryInterval(configuration)[...], "at speed \(speed)")
      drawnForNothing[speed] = recording.rendered - recording.frames
    }
    // A few wake-ups change nothing on screen (the tail, steps the frame cap merged): as
    // many at the slowest speed as at normal speed, not more as the real time grows.
    #expect(Set(drawnForNothing.values).count == 1, "\(drawnForNothing)")
  }
}

/// `play --cast`'s frames with no terminal: how the recording ends.
@Suite struct CastEndingTests {
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
    // The last frame holds until the recording ends, as the GIF's and the SVG's does: the
    // reset comes then, not with the last frame.
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("fold.play", try PreviewScript.parse("device galaxy-z-fold-5\nappear\nwait 600\nfold\nwait 700", file: "fold.play"))
    let frames = try CastRenderer.frames(configuration, columns: 100, rows: 30, options: RenderOptions(color: true))
    let gifEnd = frames.centiseconds.reduce(0, +) * 10
    #expect(last.prefix { $0 != "," } == "[\(gifEnd / 1000).\(String(format: "%03d", gifEnd % 1000))", "ends with the GIF (\(gifEnd) ms)")
    #expect(cast.duration == gifEnd)
    let lines = cast.text.split(separator: "\n")
    let frame = try #require(lines.dropLast().last)
    #expect(last.prefix { $0 != "," } != frame.prefix { $0 != "," }, "the last frame is held")
  }

  @Test func aRecordingOfTheSessionEndsWithTheResetToo() {
    var recorder = FrameRecorder(columns: 80, rows: 24, timestamp: 0, term: "xterm-256color")
    _ = recorder.record(CellBuffer(width: 80, height: 24), at: 0)
    #expect(recorder.end(at: 1500) == "[1.500, \"o\", \"\\u001b[0m\\u001b[?25h\\u001b[24;1H\\r\\n\"]\n")
  }
}
