import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

/// `adpreview play SCRIPT|-`: replays a scenario and prints the SDK's decisions.
enum PlayCommand: Command {
  static let name = "play"
  static let abstract = "replay a scenario (appear, rotate, fold, resize, present…) and print the SDK's event log"
  static let positionals = "SCRIPT|-"
  static let positionalCompletion = ValueCompletion.path
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    asJSON, latency, seed, devices, app, watch, cast, gif, svg, castSize, speed, present, noAnimation, caption, force)

  static let asJSON = Flag("--json", help: "one JSON object a line: {\"t\": ms, \"kind\": …}")
  static let latency = SimulationOptions.latency
  static let seed = SimulationOptions.seed
  static let devices = SceneOptions.devices
  static let app = Option(
    SceneOptions.app,
    help: "start with the ad slots of an app layout file (the script's slot commands change the first, or the one `slot NAME` picks)")
  static let watch = Flag("--watch", help: "play it on screen in the previewer, in real time: space pauses, . steps, any other key takes over")
  static let cast = Option<String?>(
    "--cast", value: "FILE", help: "write what --watch would show as an asciicast v2 recording, with no terminal (same script, same bytes)",
    completion: .path, parse: { $0 })
  static let gif = Option<String?>(
    "--gif", value: "FILE",
    help: "write the same frames as an animated GIF (the terminal's colours, a bitmap font of adpreview's own; same bytes every time)",
    completion: .path, parse: { $0 })
  static let svg = Option<String?>(
    "--svg", value: "FILE",
    help: "write the same frames as one animated SVG (SMIL: a browser and a README play it; same bytes every time)",
    completion: .path, parse: { $0 })
  static let minimumCastSize = TerminalCells(columns: 40, rows: 12)
  static let castSize = Option(
    "--size", value: "CxR", help: "with --cast: the recording's terminal size", default: TerminalCells(columns: 120, rows: 40),
    parse: { text throws(CommandError) in try ValueParser.cells(text, minimum: minimumCastSize) })
  static let speed = SimulationOptions.speed
  static let present = SimulationOptions.present
  static let noAnimation = SimulationOptions.noAnimation
  static let caption = SimulationOptions.caption
  static let force = OutputOptions.force
  static var discussion: String {
    """
    The script: one command a line, # starts a comment. Commands:
    \(PreviewCommand.grammar)

    Time is simulated: the same script always prints the same log, and the same log as the
    previewer given the same commands (its `e` key writes such a script). Loads still in
    flight at the end complete. A scenario may run for at most 24 h of simulated time and
    write at most 100,000 log entries. JSON kinds: event, request, loaded, failed, cancelled,
    present-check, presented, relayout, skipped, finding, caption; request and loaded carry size,
    failed and a failing present-check carry message (the SDK's text), present-check carries
    ok, finding carries code, severity and message.
    Example (a rotation the app reloads for, then an iPadOS 26 window tiled and resized):
      device iphone-x
      appear
      wait 1000
      rotate landscape-left
      wait 1000
      device ipad-pro-11
      window left-half
      wait 1000
      resize -100 0
      wait 1000
    """
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    guard let path = arguments.positionals.first else {
      throw CommandError("play needs a script file, or - to read standard input")
    }
    if arguments.positionals.count > 1 {
      throw CommandError("play takes one script, got \(arguments.positionals.count)")
    }
    let latency = arguments.value(SimulationOptions.latency)
    let seed = arguments.value(SimulationOptions.seed)
    let (file, script) = try loadScript(path, context: context)
    let catalog = try DeviceLoader.load(devicesOption: arguments.value(SceneOptions.devices), context: context)
    var start = Selection.current
    if arguments.value(app) != nil {
      start = try SceneOptions.selection(from: arguments, context: context)
    }
    let presentation = try Presentation(arguments, onScreenOnly: SimulationOptions.onScreenOnly + [castSize.spec])
    if presentation.playsInThePreviewer {
      var configuration = SimulationOptions.configuration(catalog: catalog, selection: start, from: arguments)
      configuration.script = (path == "-" ? "stdin" : path, script)
      // Every line must be one the scenario can take before anything is shown.
      var check = try PreviewSession(catalog: catalog, selection: start, latency: latency, seed: seed)
      _ = try play(script, file: file, in: &check)
      if case .exported(let exports) = presentation {
        return try export(
          configuration, to: exports, size: arguments.value(castSize), title: configuration.script.map { "adpreview play \($0.name)" },
          force: arguments.isSet(OutputOptions.force), context: context)
      }
      guard context.isInteractiveTerminal else {
        return .usageFailure("--watch needs a terminal on stdin and stdout; --cast FILE records the same without one")
      }
      return .interactive(configuration)
    }
    var session = try PreviewSession(catalog: catalog, selection: start, latency: latency, seed: seed)
    let asJSON = arguments.isSet(asJSON)
    func text(_ entries: [LogEntry]) -> String {
      entries.map { (asJSON ? json($0).compactText : $0.line) + "\n" }.joined()
    }
    // Printed as it goes where the output is a stream: a long scenario is never held whole.
    guard let stream = context.streamStandardOutput else {
      return .success(text(try play(script, file: file, in: &session)))
    }
    // The limits stop the scenario before anything is printed, as they stop `compare`.
    try checkLimits(script, file: file, from: session)
    _ = try play(script, file: file, in: &session) { entries in try stream(Array(text(entries).utf8)) }
    return .success("")
  }

  /// Reads a script file (or standard input for `-`); a `sided` one may address the left or
  /// right scene of a comparison (`compare`).
  static func loadScript(_ path: String, sided: Bool = false, context: CommandContext) throws -> (file: String, script: PreviewScript) {
    let bytes: [UInt8]
    let file = path == "-" ? "<stdin>" : path
    if path == "-" {
      bytes = try context.readStandardInput()
    } else {
      do {
        bytes = try context.readFile(path)
      } catch {
        throw FileProblem("\(error)")
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FileProblem("\(file.quotedForMessage): not UTF-8 text")
    }
    return (file, try PreviewScript.parse(text, file: file, sided: sided))
  }

  /// What a recording is written as.
  enum Export: String {
    case cast
    case gif
    case svg
  }

  /// Renders the scenario once, with no terminal, and writes it in each form asked for:
  /// the same frames at the same times in every file, titled `title`; `force` writes through
  /// a symbolic link. Each frame goes to the writers as it is drawn and is let go, so memory
  /// is bounded by the picture's size and the files', not the scenario's length; the GIF and
  /// the SVG follow the previewer's cap (`FrameCap`), and without a cast the scenario is not
  /// played past it.
  static func export(
    _ configuration: AppConfiguration, to files: [(kind: Export, path: String)], size: TerminalCells, title: String?, force: Bool,
    command: String = PlayCommand.name, context: CommandContext
  ) throws -> CommandResult {
    // A destination that is an input, or another destination, however spelled, or that cannot
    // be written, is refused before the scenario is rendered.
    var claims = FileClaims(command: command, context: context)
    if let script = configuration.script?.name, script != "stdin" { claims.reads(script) }
    if let app = configuration.appPath { claims.reads(app) }
    for file in files { try claims.writes(file.path, by: "--\(file.kind.rawValue)") }
    for file in files {
      do {
        try context.checkWritable(file.path, force)
      } catch {
        throw FileProblem("--\(file.kind.rawValue): \(error)")
      }
    }
    let color = context.environment["NO_COLOR"].map(\.isEmpty) != false
    var recorders = Recorders(files, size: size, title: title)
    func play(_ each: (TimedFrame) -> Bool) throws -> CastRenderer.Played {
      try CastRenderer.play(configuration, columns: size.columns, rows: size.rows, options: RenderOptions(color: color), each: each)
    }
    let played: CastRenderer.Played
    if let cast = files.first(where: { $0.kind == .cast }), let save = context.writeFileAtomicallyInPieces {
      // The cast holds the whole scenario (a day of it at 1000×1000 is gigabytes): it goes to
      // its file a megabyte at a time as it is made, never held whole.
      var ended: CastRenderer.Played?
      let outcome: FileWriteOutcome
      do {
        outcome = try save(cast.path, force) { write in
          var failure: (any Error)?
          ended = try play { frame in
            let more = recorders.add(frame)
            guard failure == nil, let pending = recorders.cast?.pendingBytes, pending >= 1 << 20, let text = recorders.cast?.takeText() else {
              return more && failure == nil
            }
            do { try write(Array(text.utf8)) } catch { failure = error }
            return more && failure == nil
          }
          if let failure { throw failure }
          guard var stream = recorders.cast, let ended else { return }
          let recording = stream.finish(end: ended.end)
          try write(Array(recording.text.utf8))
          recorders.cast = nil
          recorders.streamedCast = (outcome: .created, recording: recording)
        }
      } catch let error as SceneError {
        throw error
      } catch {
        throw FileProblem("--cast: \(error)")
      }
      recorders.streamedCast?.outcome = outcome
      guard let ended else { throw FileProblem("--cast: the scenario was not played") }
      played = ended
    } else {
      played = try play { recorders.add($0) }
    }
    return .success(
      try write(&recorders, end: played.end, length: played.stopped ? nil : played.end, to: files, title: title, force: force, context: context))
  }

  /// The recordings being written, fed a frame at a time: the cast whole, the GIF and the
  /// SVG up to the cap.
  struct Recorders {
    var cast: CastRenderer.CastStream?
    var gif: GIFWriter.Stream?
    var svg: AnimatedSVGWriter.Stream?
    var cap = FrameCap()
    let size: TerminalCells
    /// The cast once it was written as it was made: how its file was written, and what it holds.
    var streamedCast: (outcome: FileWriteOutcome, recording: CastRenderer.Recording)?

    init(_ files: [(kind: Export, path: String)], size: TerminalCells, title: String?) {
      self.size = size
      let kinds = Set(files.map(\.kind))
      if kinds.contains(.cast) { cast = CastRenderer.CastStream(columns: size.columns, rows: size.rows, title: title) }
      if kinds.contains(.gif) { gif = GIFWriter.Stream(columns: size.columns, rows: size.rows) }
      if kinds.contains(.svg) { svg = AnimatedSVGWriter.Stream(columns: size.columns, rows: size.rows) }
    }

    /// Takes the next frame; false once nothing more is wanted (no cast, and the GIF's and
    /// the SVG's cap reached).
    mutating func add(_ frame: TimedFrame) -> Bool {
      cast?.add(frame)
      if gif != nil || svg != nil, cap.takes(at: frame.time) {
        gif?.add(frame)
        svg?.add(frame)
      }
      return cast != nil || streamedCast != nil || cap.limit == nil
    }
  }

  /// Writes `frames` in each form asked for, each file atomically; returns a line for each
  /// (`gif written to "a.gif": 960×640 px, 82 frames over 19.6 s, 602 KB`), the GIF's and the
  /// SVG's followed by `note` when there is one.
  static func write(
    _ frames: TimedFrames, to files: [(kind: Export, path: String)], title: String?, force: Bool, note: String? = nil,
    context: CommandContext
  ) throws -> String {
    var recorders = Recorders(files, size: TerminalCells(columns: frames.columns, rows: frames.rows), title: title)
    for frame in frames.frames { _ = recorders.add(frame) }
    return try write(&recorders, end: frames.end, length: frames.end, to: files, title: title, force: force, note: note, context: context)
  }

  /// Finishes each recording, the last frame held until `end` ms (the GIF's and the SVG's
  /// until the cap, when it stopped them), and writes it atomically. `length` is the
  /// scenario's, nil when it was not played to its end.
  static func write(
    _ recorders: inout Recorders, end: Int, length: Int?, to files: [(kind: Export, path: String)], title: String?, force: Bool,
    note: String? = nil, context: CommandContext
  ) throws -> String {
    let pictureEnd = recorders.cap.end(sessionEnd: end)
    let limit = length == nil ? recorders.cap.limit ?? .duration : recorders.cap.limit(sessionEnd: end)
    let notes = [FrameCap.note(limit, end: pictureEnd, length: length, of: "scenario"), note].compactMap { $0 }
    let pictureNote = notes.isEmpty ? "" : " · " + notes.joined(separator: "; ")
    var report = ""
    for file in files {
      let bytes: [UInt8]
      let about: String
      switch file.kind {
      case .cast:
        let size = recorders.size
        let line = { (recording: CastRenderer.Recording) in
          "\(size.columns)×\(size.rows), \(recording.frames) frames over \(seconds(recording.duration)) s "
            + "· play it with `asciinema play \(file.path)`"
        }
        if let (outcome, recording) = recorders.streamedCast {
          report += "cast \(outcome == .overwrote ? "overwrote" : "written to") \(file.path.quotedForMessage): \(line(recording))\n"
          continue
        }
        guard var cast = recorders.cast else { continue }
        let recording = cast.finish(end: end)
        bytes = Array(recording.text.utf8)
        about = line(recording)
      case .gif:
        guard var gif = recorders.gif else { continue }
        bytes = gif.finish(end: pictureEnd)
        about =
          "\(recorders.size.columns * BitmapFont.cellWidth)×\(recorders.size.rows * BitmapFont.cellHeight) px, \(gif.frames) frames over \(seconds(pictureEnd)) s, \(kilobytes(bytes.count))\(pictureNote)"
      case .svg:
        guard var svg = recorders.svg else { continue }
        let frames = svg.frames
        bytes = Array(svg.finish(end: pictureEnd, title: title).utf8)
        about =
          "\(recorders.size.columns)×\(recorders.size.rows) cells, \(frames) frames over \(seconds(pictureEnd)) s, \(kilobytes(bytes.count))\(pictureNote)"
      }
      let outcome: FileWriteOutcome
      do {
        outcome = try context.writeFileAtomically(file.path, bytes, force)
      } catch {
        throw FileProblem("--\(file.kind.rawValue): \(error)")
      }
      report += "\(file.kind.rawValue) \(outcome == .overwrote ? "overwrote" : "written to") \(file.path.quotedForMessage): \(about)\n"
    }
    return report
  }

  /// `18.1`: milliseconds as seconds to a tenth.
  static func seconds(_ milliseconds: Int) -> String { FrameCap.seconds(milliseconds) }

  /// `312 KB`.
  static func kilobytes(_ bytes: Int) -> String { "\((bytes + 512) / 1024) KB" }

  /// The longest scenario, in simulated time, and the most log entries it may write.
  static let maximumTime = PreviewCommand.maximumMilliseconds
  static let maximumEntries = 100_000

  /// The error of a scenario that writes more than `maximumEntries` entries, at the line that
  /// crossed the limit: the one message `play` and `compare` give.
  static func logLimitError(file: String, line: Int) -> ScriptError {
    ScriptError(
      file: file, line: line, message: "the scenario writes more than \(maximumEntries) log entries (the limit); refresh less often or wait less")
  }

  /// The error of a scenario that runs past `maximumTime`, at the wait that crosses it.
  static func timeLimitError(file: String, line: Int) -> ScriptError {
    ScriptError(file: file, line: line, message: "the scenario runs past 24 h of simulated time (the limit); shorten its waits")
  }

  /// Throws the limit's error when `script`, played from `session`, runs past 24 h or writes
  /// more entries than the limit: a first pass on a copy of the session that keeps none of
  /// them, so a stream is refused before its first line is printed. A line the scenario
  /// cannot take ends the pass; the play itself reports that one, after the log before it.
  static func checkLimits(_ script: PreviewScript, file: String, from session: PreviewSession) throws(ScriptError) {
    var trial = session
    for (line, command) in script.commands {
      if case .wait(let milliseconds) = command, trial.now + milliseconds > maximumTime { throw timeLimitError(file: file, line: line) }
      guard trial.perform(command).refusal == nil else { return }
      if trial.entriesWritten > maximumEntries { throw logLimitError(file: file, line: line) }
      _ = trial.takeLog()
    }
  }

  /// Performs each command of `script`; a command the session refuses is an error naming
  /// its line. At the end, loads still in flight complete.
  ///
  /// With `emit`, the entries are handed over after each line (and the session keeps none);
  /// without, they stay in the session's log, which is returned.
  static func play(
    _ script: PreviewScript, file: String, in session: inout PreviewSession,
    emit: (([LogEntry]) throws -> Void)? = nil
  ) throws -> [LogEntry] {
    for (line, command) in script.commands {
      if case .wait(let milliseconds) = command, session.now + milliseconds > maximumTime { throw timeLimitError(file: file, line: line) }
      let outcome = session.perform(command)
      if let refusal = outcome.refusal { throw ScriptError(file: file, line: line, message: refusal) }
      if session.entriesWritten > maximumEntries { throw logLimitError(file: file, line: line) }
      if let emit { try emit(session.takeLog()) }
    }
    session.settle()
    if let emit { try emit(session.takeLog()) }
    return session.log
  }

  static func json(_ entry: LogEntry) -> JSONValue {
    var members = [JSONMember("t", .number(Double(entry.time))), JSONMember("kind", .string(entry.kind.rawValue))]
    if let request = entry.request { members.append(JSONMember("request", .number(Double(request)))) }
    if let size = entry.size { members.append(JSONMember("size", JSONReport.size(size))) }
    if let ok = entry.ok { members.append(JSONMember("ok", .bool(ok))) }
    if let code = entry.code { members.append(JSONMember("code", .string(code))) }
    if let severity = entry.severity { members.append(JSONMember("severity", .string(severity))) }
    if let message = entry.message { members.append(JSONMember("message", .string(message))) }
    if let slot = entry.slot { members.append(JSONMember("slot", .string(slot))) }
    members.append(JSONMember("text", .string(entry.text)))
    return .object(members)
  }
}
