import AdPreviewApp
import AdPreviewCLI
import AdPreviewRender
import AdPreviewSystem
import AdPreviewTestSupport
import Foundation
import Testing

/// The previewer's `--gif` and `--svg`: checked before the terminal is taken over, written
/// when the session ends by `play`'s writers and file rules, and read back by Pillow and
/// ffprobe.
@Suite struct SessionExportsTests {
  /// The configuration the command line starts the previewer with.
  func configuration(_ arguments: [String]) throws -> AppConfiguration {
    let run = adpreview(arguments, terminal: true)
    #expect(run.interactive, "\(run.stderr)")
    return try #require(run.configuration)
  }

  /// The previewer's configuration with files in a real folder (the in-memory file system
  /// of `adpreview(…)` has none).
  func configuration(gif: String? = nil, svg: String? = nil) throws -> AppConfiguration {
    var configuration = try configuration(["--gif", "a.gif"])
    configuration.gifPath = gif
    configuration.svgPath = svg
    return configuration
  }

  /// A session on a manual clock: keys at their times, every frame drawn kept as the
  /// previewer keeps them.
  func session(_ configuration: AppConfiguration, keys: [(time: Int, event: InputEvent)], columns: Int = 100, rows: Int = 30) throws
    -> KeptFrames
  {
    let clock = ManualClock()
    var loop = Runtime(
      state: try AppState(configuration: configuration, columns: columns, rows: rows), backend: TestBackend(width: columns, height: rows),
      input: ScriptedInput(keys, clock: clock), clock: clock, options: RenderOptions(color: true)
    ) { effect in
      switch effect {
      case .createFile(let path, _): .fileWritten(path: path)
      case .createBinaryFile(let path, _): .fileWritten(path: path)
      }
    }
    nonisolated(unsafe) var keeper = FrameKeeper(columns: columns, rows: rows)
    loop.onFrame = { time, frame in keeper.keep(frame, at: time) }
    loop.run()
    return keeper.recording(endingAt: clock.now())
  }

  static let keys: [(time: Int, event: InputEvent)] = [
    (1200, .key(.character("r"))), (2600, .key(.character("p"))), (3400, .key(.character("f"))), (4250, .key(.character("q"))),
  ]

  @Test func theOptionsReachThePreviewer() throws {
    let configuration = try configuration(["--gif", "a.gif", "--svg", "a.svg", "--force"])
    #expect(configuration.gifPath == "a.gif")
    #expect(configuration.svgPath == "a.svg")
    #expect(configuration.forcesExports)
    #expect(try self.configuration([]).gifPath == nil)
  }

  @Test func aFileThatCouldNotBeWrittenIsRefusedBeforeTheTerminalNamingTheOption() {
    for option in ["--gif", "--svg"] {
      let run = adpreview([option, "/missing/folder/a.out"], terminal: true)
      #expect(!run.interactive)
      #expect(run.exitCode == 2)
      #expect(run.stderr.hasPrefix("adpreview: \(option): \"/missing/folder/a.out\": cannot be written"), "\(run.stderr)")
    }
    let same = adpreview(["--gif", "a.gif", "--record", "a.gif"], terminal: true)
    #expect(same.exitCode == 2 && same.stderr.contains("--gif and --record name the same file"))
    let both = adpreview(["--gif", "a", "--svg", "a"], terminal: true)
    #expect(both.exitCode == 2 && both.stderr.contains("--gif and --svg name the same file"))
    let force = adpreview(["--force"], terminal: true)
    #expect(force.exitCode == 2 && force.stderr.contains("--force goes with --gif or --svg"))
  }

  /// The real binary, with no terminal: the destination is refused first, so the message is
  /// about the file and not about the terminal; a link is refused unless `--force`.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func theBinaryRefusesTheDestinationBeforeAskingForATerminal() throws {
    let folder = try TemporaryFolder()
    try folder.write("victim.txt", Array("keep".utf8))
    #expect(symlink("victim.txt", folder.path + "/link.gif") == 0)
    let end = EndToEndTests()
    let (_, missing, missingStatus) = try end.run(["--gif", folder.path + "/no/such/a.gif"], in: folder.path)
    #expect(missingStatus == 2)
    #expect(missing.contains("--gif:") && !missing.contains("needs a terminal"), "\(missing)")
    let (_, link, linkStatus) = try end.run(["--svg", "link.gif"], in: folder.path)
    #expect(linkStatus == 2)
    #expect(link.contains("--svg:") && link.contains("symbolic link"), "\(link)")
    let (_, forced, _) = try end.run(["--svg", "link.gif", "--force"], in: folder.path)
    #expect(forced.contains("needs a terminal"), "\(forced)")
    #expect(folder.read("victim.txt") == "keep")
    // The trial file the check makes is gone.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.gif", "victim.txt"])
  }

  @Test func aRecordedSessionIsWrittenAsBothFilesWithALineForEach() throws {
    let folder = try TemporaryFolder()
    let configuration = try configuration(gif: folder.path + "/s.gif", svg: folder.path + "/s.svg")
    let kept = try session(configuration, keys: Self.keys)
    let (stdout, stderr, status) = SessionExports.write(kept, configuration: configuration, context: .files(environment: Environment([:])))
    #expect(status == 0, "\(stderr)")
    let frames = kept.frames.frames.count
    #expect(frames > 5)
    let lines = stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("gif written to \"\(folder.path)/s.gif\": 800×480 px, \(frames) frames over 4.3 s, ") == true, "\(stdout)")
    #expect(lines.last?.hasPrefix("svg written to \"\(folder.path)/s.svg\": 100×30 cells, \(frames) frames over 4.3 s, ") == true, "\(stdout)")
    #expect(!stdout.contains("·"), "a whole session has no note: \(stdout)")
    // Same frames, same bytes.
    let gif = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/s.gif"))
    #expect(Array(gif) == GIFWriter.write(kept.frames))
    #expect(folder.read("s.svg") == AnimatedSVGWriter.write(kept.frames, title: "adpreview"))
  }

  /// Pillow and ffprobe read the recorded session's GIF: its frames and their delays add up
  /// to the session, from the first frame to the moment it ended.
  @Test(.tags(.external), .needs(.pillow, .ffprobe))
  func pillowAndFFprobeReadTheGIFOfARecordedSession() throws {
    let folder = try TemporaryFolder()
    let configuration = try configuration(gif: folder.path + "/s.gif")
    let kept = try session(configuration, keys: Self.keys)
    let (_, stderr, status) = SessionExports.write(kept, configuration: configuration, context: .files(environment: Environment([:])))
    #expect(status == 0, "\(stderr)")
    let gif = try #require(try Python.gif(folder.path + "/s.gif"), "Pillow could not read the GIF")
    #expect(gif.format == "GIF" && gif.frames == kept.frames.frames.count && gif.milliseconds == 4250)
    #expect(gif.width == 800 && gif.height == 480)
    let (probe, problems, probeStatus) = try runProgram(
      "ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames,duration", "-of", "default=nw=1", folder.path + "/s.gif"])
    #expect(probeStatus == 0, "\(problems)")
    #expect(probe.contains("nb_read_frames=\(kept.frames.frames.count)"), "\(probe)")
    #expect(probe.contains("duration=4.25"), "\(probe)")
  }

  @Test func theLineSaysWhatTheRecordingLeavesOut() throws {
    let folder = try TemporaryFolder()
    let configuration = try configuration(svg: folder.path + "/s.svg")
    var frame = CellBuffer(width: 40, height: 12)
    frame.put("one", x: 0, y: 0)
    let frames = TimedFrames(frames: [TimedFrame(time: 0, buffer: frame)], end: FrameKeeper.maximumDuration, columns: 40, rows: 12)
    let context = CommandContext.files(environment: Environment([:]))
    let long = SessionExports.write(
      KeptFrames(frames: frames, limit: .duration, fitted: true, sessionLength: 754_000), configuration: configuration, context: context)
    #expect(
      long.stdout.hasSuffix(
        " KB · it holds the first 10 minutes of the 754 s session (the most kept); "
          + "frames drawn after the terminal was resized are cut or filled out to the 40×12 it started at\n"), "\(long.stdout)")
    #expect(long.stdout.contains("1 frames over 600 s, "))
    var many = frames
    many.end = 90_000
    let busy = SessionExports.write(
      KeptFrames(frames: many, limit: .frames, fitted: false, sessionLength: 120_000), configuration: configuration, context: context)
    #expect(busy.stdout.hasSuffix("· it holds the first 1000 different frames, to 90 s of the 120 s session (the most kept)\n"), "\(busy.stdout)")
  }

  /// A file that cannot be written when the session ends (its folder went away) is exit 2
  /// with the reason, leaves no file, and does not cost the other one.
  @Test func aFailedWriteIsExitTwoWithTheReasonAndTheOtherFileIsStillWritten() throws {
    let folder = try TemporaryFolder()
    let gone = folder.path + "/gone"
    try FileManager.default.createDirectory(atPath: gone, withIntermediateDirectories: false)
    let configuration = try configuration(gif: gone + "/s.gif", svg: folder.path + "/s.svg")
    try FileManager.default.removeItem(atPath: gone)
    let kept = try session(configuration, keys: [(500, .key(.character("q")))])
    let (stdout, stderr, status) = SessionExports.write(kept, configuration: configuration, context: .files(environment: Environment([:])))
    #expect(status == 2)
    #expect(stderr.hasPrefix("adpreview: --gif: \"\(gone)/s.gif\": cannot create a file in its folder"), "\(stderr)")
    #expect(stdout.hasPrefix("svg written to"))
    #expect(!FileManager.default.fileExists(atPath: gone))
    #expect(folder.read("s.svg")?.hasPrefix("<svg") == true)
  }
}
