import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

/// `adpreview compare [SCRIPT|-]`: two scenes side by side, each with its own panel and
/// findings; a script drives both, a line at a time, each line for the left, the right or both.
enum CompareCommand: Command {
  static let name = "compare"
  static let abstract = "two scenes side by side (devices, releases, windows; before / after), each with its panel and findings"
  static let positionals = "[SCRIPT|-]"
  static let positionalCompletion = ValueCompletion.path
  /// The frame size when neither `--size` nor a terminal gives one, and a recording's.
  static let fallbackSize = TerminalCells(columns: 160, rows: 50)
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    scene, loadedSize, size, format, ascii, asJSON, latency, seed, watch, cast, gif, svg, speed, present, sameScale, noAnimation, caption, force)

  static let scene = OptionGroup.scene
  static let loadedSize = LoadedSizeOption.loadedSize
  static let size = Option<TerminalCells?>(
    "--size", value: "CxR",
    help: "the frame size in cells; when not given, the terminal's, else \(fallbackSize); a recording's \(fallbackSize)",
    parse: { text throws(CommandError) in
      try ValueParser.cells(text, minimum: TerminalCells(columns: CompareRenderer.minimumSize.columns, rows: CompareRenderer.minimumSize.rows))
    })
  static let format = Option<CompareFormat?>.choice(
    "--format", value: "F", help: "text for plain Unicode or ansi for colours (NO_COLOR turns them off); when not given, ansi on a terminal")
  static let ascii = OutputOptions.ascii
  static let asJSON = Flag("--json", help: "with a script: the two logs as one JSON object a line, as play's with \"side\": \"left\" or \"right\"")
  static let latency = SimulationOptions.latency
  static let seed = SimulationOptions.seed
  static let watch = PlayCommand.watch
  static let cast = PlayCommand.cast
  static let gif = PlayCommand.gif
  static let svg = PlayCommand.svg
  static let speed = SimulationOptions.speed
  static let present = SimulationOptions.present
  static let sameScale = Flag(
    "--same-scale", help: "draw both devices at one scale, so a bigger device looks bigger (the default with --present)")
  static let noAnimation = SimulationOptions.noAnimation
  static let caption = SimulationOptions.caption
  static let force = OutputOptions.force
  /// Every scene option but the device folders may be given twice: the left's, then the right's.
  static var pairedOptions: [OptionSpec] {
    OptionGroup.scene.options.filter { $0 !== SceneOptions.devices.spec } + [LoadedSizeOption.loadedSize.spec]
  }

  static var discussion: String {
    """
    A scene option given once sets both scenes; given twice, the first value is the left's and
    the second the right's (three times is an error). An option given for both that one
    device cannot take (--posture half-open beside a phone that does not fold) is left out
    of that side's scene, and its log says so.

    Without a script, one frame: both scenes once their ads have loaded, each with its title
    (device, release, orientation, posture, window), its panel (the ad's size and state, its
    findings first to stay) and its log; two sides alike (no option given twice) are an error,
    as they would draw one picture twice. With a script, the scenes start where the options
    put them and the script drives them, one `play` command a line (`adpreview play --help`
    lists them), each line for both or, with left: or right: in front, for one; both: says
    both. wait and say are for both (the scenes share one clock and one caption): a side in
    front of one is an error. A line for both that one side cannot take (a fold on a phone)
    runs on the other and is noted in the side's log; one that no side it addresses can take
    is an error naming its line. The logs are printed merged in time, each line led by its
    side; --watch plays it on screen, and --cast, --gif and --svg write it as play's do.
    Example (iPhone 17 Pro beside the iPhone Duo half-open, then both turned):
      adpreview compare --device "iPhone 17 Pro" --device "iPhone Duo" --posture half-open
      adpreview compare examples/compare.play --gif compare.gif
    """
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    if arguments.positionals.count > 1 {
      throw CommandError("compare takes one script, got \(arguments.positionals.count)")
    }
    let path = arguments.positionals.first
    let latency = arguments.value(SimulationOptions.latency)
    let seed = arguments.value(SimulationOptions.seed)
    let catalog = try DeviceLoader.load(devicesOption: arguments.value(SceneOptions.devices), context: context)
    let sides = arguments.sides()
    let twice = arguments.givenTwice()
    let (left, leftNotes) = try fitted(
      try SceneOptions.selection(from: sides.left, context: context), side: "left", arguments: arguments, twice: twice, catalog: catalog)
    let (right, rightNotes) = try fitted(
      try SceneOptions.selection(from: sides.right, context: context), side: "right", arguments: arguments, twice: twice,
      catalog: catalog)
    let presentation = try Presentation(arguments, onScreenOnly: SimulationOptions.onScreenOnly)
    if path == nil, arguments.isSet(asJSON) { throw CommandError("--json goes with a script (the two logs as JSON)") }
    if presentation.playsInThePreviewer || path != nil {
      if let option = [format.spec, LoadedSizeOption.loadedSize.spec].first(where: arguments.isGiven) {
        throw CommandError("\(option.name) is for the one frame compare draws without a script, --watch or a recording")
      }
    }
    let script = try path.map { try PlayCommand.loadScript($0, sided: true, context: context) }
    if path == nil, !isOnScreen(presentation),
      same(left, right, catalog: catalog, loaded: (LoadedSizeOption.loadedSizes(from: sides.left), LoadedSizeOption.loadedSizes(from: sides.right)))
    {
      throw CommandError(
        "compare shows two scenes, and both sides are \(left.deviceID) with the same options: give a scene option twice, "
          + "the left's then the right's (--device iphone-x --device iphone-17-pro, or --orientation portrait --orientation landscape-left), or a script with "
          + "left: and right: lines")
    }

    if presentation.playsInThePreviewer {
      var configuration = SimulationOptions.configuration(catalog: catalog, selection: left, from: arguments)
      configuration.comparison = AppConfiguration.Comparison(right: right, leftNotes: leftNotes, rightNotes: rightNotes)
      configuration.sameScale = arguments.isSet(sameScale) || configuration.present
      if let path, let script {
        // Every line must be one the scenes can take before anything is shown.
        _ = try play(
          script.script, file: script.file, left: left, right: right, notes: (leftNotes, rightNotes), catalog: catalog, latency: latency,
          seed: seed)
        configuration.script = (path == "-" ? "stdin" : path, script.script)
      }
      if case .exported(let exports) = presentation {
        let title = "adpreview compare" + (configuration.script.map { " \($0.name)" } ?? "")
        return try PlayCommand.export(
          configuration, to: exports, size: arguments.value(size) ?? fallbackSize, title: title, force: arguments.isSet(OutputOptions.force),
          command: name, context: context)
      }
      guard context.isInteractiveTerminal else {
        return .usageFailure("--watch needs a terminal on stdin and stdout; --cast FILE records the same without one")
      }
      return .interactive(configuration)
    }

    if let script {
      let entries = try play(
        script.script, file: script.file, left: left, right: right, notes: (leftNotes, rightNotes), catalog: catalog, latency: latency, seed: seed)
      let json = arguments.isSet(asJSON)
      return .success(
        entries.map { side, entry in
          guard json else { return "\(side.rawValue.padding(to: 6))\(entry.line)\n" }
          guard case .object(let members) = PlayCommand.json(entry) else { return "" }
          return JSONValue.object([JSONMember("side", .string(side.rawValue))] + members).compactText + "\n"
        }.joined())
    }

    let frame = arguments.value(size) ?? context.terminalSize.map { TerminalCells(columns: $0.columns, rows: $0.rows) } ?? fallbackSize
    let colorAllowed = context.environment["NO_COLOR"].map(\.isEmpty) != false
    let chosen = arguments.value(format) ?? (context.isInteractiveTerminal ? .ansi : .text)
    let options = RenderOptions(color: chosen == .ansi && colorAllowed, ascii: arguments.isSet(OutputOptions.ascii))
    let loaded = LoadedSizeOption.loadedSizes(from: sides.left)
    var leftModel = PreviewModel(
      session: try PreviewSession.settled(catalog: catalog, selection: left, latency: latency, loadedSizes: loaded, notes: leftNotes))
    var rightModel = PreviewModel(
      session: try PreviewSession.settled(
        catalog: catalog, selection: right, latency: latency, loadedSizes: LoadedSizeOption.loadedSizes(from: sides.right), notes: rightNotes))
    leftModel.label = "left"
    rightModel.label = "right"
    let findings = "left: \(findingsWords(leftModel.resolved.allFindings)) · right: \(findingsWords(rightModel.resolved.allFindings))"
    let summary = CompareRenderer.differences(leftModel, rightModel, fitting: frame.columns, after: findings + " · ") ?? findings
    let buffer = CompareRenderer.render(
      leftModel, rightModel, columns: frame.columns, rows: frame.rows, status: summary, sameScale: arguments.isSet(sameScale), options: options)
    return options.color ? .success(ANSIWriter.write(buffer)) : .utf8Output(buffer.plainUTF8(endingWithNewline: true))
  }

  /// Whether the previewer shows the comparison on screen (`--watch`), where either side can
  /// still be changed.
  static func isOnScreen(_ presentation: Presentation) -> Bool {
    if case .onScreen = presentation { return true }
    return false
  }

  /// Whether the two sides would draw one scene: the same device (however it was named) and
  /// the same options, with the same loaded sizes.
  static func same(_ left: Selection, _ right: Selection, catalog: DeviceCatalog, loaded: ([Size?], [Size?])) -> Bool {
    var left = left
    var right = right
    left.deviceID = catalog.match(left.deviceID)?.name ?? left.deviceID
    right.deviceID = catalog.match(right.deviceID)?.name ?? right.deviceID
    return left == right && loaded.0 == loaded.1
  }

  /// `2 findings (overlaps-corner ×2)`, `no findings`: a scene's findings in a few words.
  static func findingsWords(_ findings: [Finding]) -> String {
    guard !findings.isEmpty else { return "no findings" }
    var codes: [String] = []
    var counts: [Int] = []
    for finding in findings {
      if let index = codes.firstIndex(of: finding.code.rawValue) {
        counts[index] += 1
      } else {
        codes.append(finding.code.rawValue)
        counts.append(1)
      }
    }
    let listed = zip(codes, counts).map { $1 > 1 ? "\($0) ×\($1)" : $0 }.joined(separator: ", ")
    return "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(listed))"
  }

  /// `selection` for one side, without the options given for both that its device cannot
  /// take (each said in a note); an option given for this side alone that it cannot take is
  /// an error.
  static func fitted(
    _ selection: Selection, side: String, arguments: ParsedArguments, twice: [String], catalog: DeviceCatalog
  ) throws -> (Selection, [String]) {
    let parts: [(Selection.Part, OptionSpec)] = [
      (.posture, SceneOptions.posture.spec), (.window, SceneOptions.window.spec), (.orientation, SceneOptions.orientation.spec),
      (.os, SceneOptions.os.spec),
    ]
    let dropping = parts.filter { arguments.isGiven($0.1) && !twice.contains($0.1.name) }.map { (part: $0.0, label: $0.1.name) }
    do throws(SceneError) {
      return try selection.fitted(in: catalog, dropping: dropping)
    } catch {
      throw SceneError("\(side): \(error.message)")
    }
  }

  /// Plays a side-by-side script on two new sessions (the left at `left`, the right at
  /// `right`, each log starting with its notes); returns both logs merged in time, the
  /// left's first at a tie. A line the scenes cannot take is an error naming it.
  static func play(
    _ script: PreviewScript, file: String, left: Selection, right: Selection, notes: ([String], [String]), catalog: DeviceCatalog,
    latency: Int, seed: UInt64
  ) throws -> [(ScriptSide, LogEntry)] {
    var leftSession = try PreviewSession(catalog: catalog, selection: left, latency: latency, seed: seed)
    var rightSession = try PreviewSession(catalog: catalog, selection: right, latency: latency, seed: seed)
    for note in notes.0 { leftSession.note(note) }
    for note in notes.1 { rightSession.note(note) }
    for (index, (line, command)) in script.commands.enumerated() {
      if case .wait(let milliseconds) = command, leftSession.now + milliseconds > PlayCommand.maximumTime {
        throw PlayCommand.timeLimitError(file: file, line: line)
      }
      let outcome = SideBySide.perform(command, on: script.side(index), left: &leftSession, right: &rightSession)
      if let refusal = outcome.refusal { throw ScriptError(file: file, line: line, message: refusal) }
      if leftSession.entriesWritten + rightSession.entriesWritten > PlayCommand.maximumEntries {
        throw PlayCommand.logLimitError(file: file, line: line)
      }
    }
    leftSession.settle()
    rightSession.settle()
    var merged: [(ScriptSide, LogEntry)] = []
    var l = leftSession.log[...]
    var r = rightSession.log[...]
    while let a = l.first, let b = r.first {
      if a.time <= b.time {
        merged.append((.left, a))
        l = l.dropFirst()
      } else {
        merged.append((.right, b))
        r = r.dropFirst()
      }
    }
    merged += l.map { (.left, $0) } + r.map { (.right, $0) }
    return merged
  }
}

/// What `compare --format` writes.
enum CompareFormat: String, CaseIterable, Sendable {
  case text, ansi
}
