import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

/// `adpreview check`: every ad slot across every device, orientation, posture and window.
enum CheckCommand: Command {
  static let name = "check"
  static let abstract = "check every ad slot on every device × orientation × posture × window; exit 1 on errors"
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    app, devices, ad, slot, loadedSize, only, releases, orientations, windows, postures, reporter, output, failOn, baseline, writeBaseline, groupBy,
    helpURL, config, asJSON, report, images, force, all, project, importPaths, screen)

  static let app = SceneOptions.app
  static let devices = SceneOptions.devices
  static let ad = Option<[AdFormat]?>(
    "--ad", value: "FORMAT", help: "the ad format (" + AdFormat.allCases.map(\.rawValue).joined(separator: ", ") + "), or all for every format",
    default: nil, defaultLabel: SceneOptions.ad.defaultValue.rawValue,
    completion: .words(AdFormat.allCases.map(\.rawValue) + ["all"]),
    parse: { text throws(CommandError) in
      text == "all" ? AdFormat.allCases.filter { $0 != .none } : [try ValueParser.choice(text, as: AdFormat.self, or: ["all"])]
    })
  static let slot = OptionGroup(SlotOptions.options)
  static let loadedSize = LoadedSizeOption.loadedSize
  static let only = ListOption<String>(
    "--only", value: "SELECTORS",
    help: "only these devices: ids, globs ('iphone-*'), families (phone, tablet, foldable, dual-screen) or covered model names, comma-separated",
    completion: .deviceSelectors,
    parse: { text throws(CommandError) in
      guard !text.isEmpty else {
        throw CommandError("an empty selector (give ids, globs, families or model names separated by commas)")
      }
      return text
    })
  static let releases = Option<SceneSweep.ReleaseSelection>(
    "--os", value: "LIST|all",
    help:
      "the iOS / iPadOS releases to check, comma-separated (each on the devices that run it), or all for every release each device runs; when not given, each device's newest major release",
    default: .deviceDefault, defaultLabel: nil, completion: .words(["all"] + OSRelease.all.map(\.version.description)),
    parse: { text throws(CommandError) in
      if text == "all" { return .all }
      var set = Set<OSVersion>()
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let version = OSVersion(parsing: String(word)), OSRelease.named(version) != nil else {
          throw CommandError("\(String(word).quotedForMessage) is not a release adpreview models (\(OSRelease.listing)), or all")
        }
        set.insert(version)
      }
      return .only(set)
    })
  static let orientations = ListOption<Orientation>("--orientations", value: "LIST", help: "only these orientations, comma-separated")
  static let windows = ListOption<WindowChoice>(
    "--windows", value: "LIST", help: "only these windows (full, split-1/3, …, slide-over, WxH), comma-separated",
    completion: .words(["full"] + WindowPresetName.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in
      let window = try ValueParser.window(text)
      // The sizes `--window` refuses when its scene resolves, refused here for every device at once.
      if window.isFreelySized, let size = window.freeSize {
        guard size.width >= Limits.minimumSide, size.height >= Limits.minimumSide else {
          throw CommandError("a window of \(size.label) is less than \(formatPoints(Limits.minimumSide)) pt on a side")
        }
        guard size.width <= Limits.maximumLength, size.height <= Limits.maximumLength else {
          throw CommandError("a window of \(size.label) is more than \(Limits.maximumLengthLabel) on a side")
        }
      }
      return window
    })
  static let postures = ListOption<PostureName>(
    "--postures", value: "LIST", help: "only these postures (folded, half-open, open, single, spanned), comma-separated")
  static let reporter = ListOption<CheckReporter>(
    "--reporter", value: "NAME",
    help: "output format: " + CheckReporter.allCases.map(\.rawValue).joined(separator: ", ")
      + "; several allowed; when none is given, text")
  static let output = ListOption<ReportDestination>(
    "--output", value: "NAME=FILE", help: "write reporter NAME to FILE instead of standard output",
    parse: { pair throws(CommandError) in
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex else {
        throw CommandError("\(pair.quotedForMessage) is not NAME=FILE (like sarif=adpreview.sarif)")
      }
      return ReportDestination(
        reporter: try ValueParser.choice(String(pair[..<equals]), as: CheckReporter.self),
        file: String(pair[pair.index(after: equals)...]))
    })
  static let failOn = Option.choice(
    "--fail-on", value: "SEVERITY", help: "exit 1 on findings at or above error, warning or info", default: Finding.Severity.error)
  static let baseline = Option<String?>(
    "--baseline", value: "FILE", help: "accept the findings listed in FILE; report only new ones", completion: .path, parse: { $0 })
  static let writeBaseline = Option<String?>(
    "--write-baseline", value: "FILE", help: "write today's findings to FILE as a baseline", completion: .path, parse: { $0 })
  static let groupBy = Option.choice(
    "--group-by", value: "finding|scene",
    help: "finding: one row, annotation, SARIF result and JUnit case per slot × finding code, with where it holds; "
      + "scene: one per slot and scene",
    default: CheckGrouping.finding)
  static let helpURL = Option<String?>(
    "--help-url", value: "URL",
    help: "link each finding code to its entry under this absolute URL (URL#finding-CODE), such as the README on your "
      + "Git host; when not given, the reports carry the help text and no link",
    parse: { text throws(CommandError) in
      guard let colon = text.firstIndex(of: ":"), text[text.index(after: colon)...].hasPrefix("//"), text.startIndex != colon,
        text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }),
        !text.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" || $0.isNewline })
      else {
        throw CommandError("\(text.quotedForMessage) is not an absolute URL (like https://github.com/me/app/blob/main/docs/adpreview.md)")
      }
      return text
    })
  static let config = Option<String?>(
    "--config", value: "FILE", help: "read options from FILE; when not given, \(CheckConfig.defaultFile) when there is one",
    completion: .path, parse: { $0 })
  static let asJSON = Flag("--json", help: "the results as JSON (same as --reporter json)")
  static let report = Option<String?>(
    "--report", value: "FILE", help: "also write the HTML report to FILE (same as --output html=FILE)", completion: .path, parse: { $0 })
  static let images = Option<String?>(
    "--images", value: "DIR",
    help: "also write a PNG of each finding's worst scene into the folder DIR, as the previewer draws it, and link each "
      + "from the markdown summary's row",
    completion: .path, parse: { $0 })
  static let force = OutputOptions.force
  static let all = Flag("--all", help: "text: list every slot and scene, not only those with findings")
  static let importPaths = ListOption<String>(
    "--import", value: "PATH",
    help: "check a screen of these storyboards, xibs or folders (as adpreview import reads them) instead of --app FILE; "
      + "the reports point at the storyboard lines",
    completion: .path, parse: { $0 })
  static let project = ImportCommand.project
  static let screen = ImportCommand.screen
  static var discussion: String {
    """
    Every supported orientation, every posture and every window of each device is checked,
    on its newest major OS release (--os LIST or all for others; the windows are the
    release's: Split View presets up to iPadOS 18, tiled halves and Slide Over from 26), with the slots of --app FILE (or the one slot of the scene options); --ad all
    checks every format. The table has one row per slot and finding code, with the scenes
    it holds in (e error, w warning, i info); --group-by scene lists one row per slot and
    scene instead. Findings the app file's `ignore` entries or a --baseline accept are
    not counted. Exit code 1 when a finding at or above --fail-on (default error) remains, 0
    otherwise. `adpreview findings` explains every code.

    Options can live in .adpreview.json (keys: app, devices, ad, only, orientations, windows,
    postures, reporter, output, failOn, baseline, groupBy, helpUrl); the command line wins.

    """ + SceneOptions.formatsHelp
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let arguments = try withConfig(arguments, context: context)
    var base = SceneOptions.selection(from: arguments)
    let chosen = arguments.value(ad)
    if let chosen, chosen.count == 1 { base.slot.format = chosen[0] }
    // An app file's slots replace the slot options, as in every command; so do those of an
    // imported screen, and each screen of a project in turn.
    var imported: ProjectRead?
    var importMessages = ""
    var screens: [Selection] = []
    let importing = arguments.values(importPaths)
    let projectFolder = arguments.value(project)
    // What the run reads, so no output replaces it however it is spelled.
    var claims = FileClaims(command: name, context: context)
    if !importing.isEmpty || projectFolder != nil {
      guard arguments.value(SceneOptions.app) == nil else {
        throw CommandError("give --app FILE, --import PATH or --project DIR, not two of them")
      }
      guard importing.isEmpty || projectFolder == nil else { throw CommandError("give --import PATH or --project DIR, not both") }
      let read: ProjectRead
      if let projectFolder {
        read = ProjectInput.project(projectFolder, sdk: arguments.isGiven(SlotOptions.sdk.spec) ? base.request.sdk : nil, context: context)
      } else {
        read = try ProjectInput.interfaceBuilder(importing, sdk: base.request.sdk, context: context)
      }
      claims.reads(read.inputs)
      try claimOutputs(arguments, &claims)
      if let nothing = read.nothingFound { return nothing }
      imported = read
      if let projectFolder, arguments.value(ImportCommand.screen) == nil {
        // Every screen with ads; slot names say their screen when there are several.
        var used: Set<String> = []
        for screen in read.project.screens {
          _ = try ProjectInput.appFile(screen)
          var layout = screen.appLayout
          if read.project.screens.count > 1 {
            for index in layout.slots.indices {
              let qualified = "\(screen.name).\(layout.slots[index].name ?? layout.slots[index].format.rawValue)"
              var name = String(qualified.prefix(Limits.maximumNameLength))
              var suffix = 2
              while !used.insert(name).inserted {
                name = String(qualified.prefix(Limits.maximumNameLength - 6)) + " \(suffix)"
                suffix += 1
              }
              layout.slots[index].name = name
            }
          }
          screens.append(SceneOptions.applying(layout, to: base))
        }
        importMessages = read.messages(for: nil, screens: read.project.screens) + ProjectInput.summary(read.project.screens, folder: projectFolder)
      } else {
        let screen = try ProjectInput.pick(read.project.screens, named: arguments.value(ImportCommand.screen))
        _ = try ProjectInput.appFile(screen)
        screens = [SceneOptions.applying(screen.appLayout, to: base)]
        importMessages = read.messages(for: screen)
      }
      base = screens[0]
    } else {
      if let app = arguments.value(SceneOptions.app) { claims.reads(app) }
      try claimOutputs(arguments, &claims)
      base = try SceneOptions.withApp(base, arguments, context: context)
      screens = [base]
    }
    let formats = chosen.flatMap { $0.count > 1 ? $0 : nil } ?? [base.slot.format]
    let catalog = try DeviceLoader.load(devicesOption: arguments.value(SceneOptions.devices), context: context)
    let sweep = try SceneSweep(
      only: arguments.values(only), orientations: arguments.values(orientations), windows: arguments.values(windows),
      postures: arguments.values(postures), releases: arguments.value(releases), catalog: catalog)
    var accepted = Set<BaselineKey>()
    if let path = arguments.value(baseline) {
      let bytes: [UInt8]
      do { bytes = try context.readFile(path) } catch { throw FileProblem("--baseline: \(error)") }
      accepted = try Baseline.read(bytes, file: path)
    }
    let destinations = try outputs(arguments)
    if let folder = arguments.value(images) { try SceneImages.checkFolder(folder, context: context) }
    let grouping = arguments.value(groupBy)
    let writesJSON = destinations.contains { $0.0 == .json }
    // Rows outlive their scene only where a report lists slot and scene one by one.
    let keptRows: CheckGate.RowKeeping =
      grouping == .finding
      ? .none : arguments.isSet(all) || destinations.contains { $0.0.listsEveryRow && $0.0 != .json } ? .every : .flagged
    try refuseOversizedSweep(sweep, screens: screens, formats: formats.count, listsEveryRow: writesJSON || keptRows == .every)
    // The JSON's room is asked for once, for about a kilobyte a slot and scene: grown by
    // doubling, its megabytes were copied and touched again at each step. Room not written
    // costs address space only.
    let slotScenes = sweep.selectionCount() * max(1, formats.count) * screens.reduce(0) { $0 + $1.slots.count }
    // A large JSON report on standard output where it is a stream, or to a file that can be
    // written in pieces: the sweep runs twice,
    // once for the counts and groups the report starts with, once writing its results as
    // they come, so the report (hundreds of megabytes for a large sweep) is never held
    // whole. A small one is held: a second sweep would cost more than its megabytes.
    let jsonFile = destinations.first { $0.0 == .json }?.1
    let streamsJSON =
      slotScenes > streamedJSONSlotScenes
      && (jsonFile == nil ? context.streamStandardOutput != nil : context.writeFileAtomicallyInPieces != nil)
      && writesJSON
    let loadedSizes = LoadedSizeOption.loadedSizes(from: arguments)
    /// Sweeps every screen into `gate`, calling `after` once a scene is in.
    func run(_ gate: inout CheckGate, after: (inout CheckGate) -> Void = { _ in }) -> String? {
      gate.sweeps = screens.count
      gate.begin(slots: screens[0].slots)
      var refusal = sweep.forEachScene(base: screens[0], formats: formats, loadedSizes: loadedSizes) {
        gate.add($0, $1, $2)
        after(&gate)
      }
      for screen in screens.dropFirst() {
        gate.begin(slots: screen.slots)
        refusal =
          refusal
          ?? sweep.forEachScene(base: screen, formats: [screen.slot.format], loadedSizes: []) {
            gate.add($0, $1, $2)
            after(&gate)
          }
      }
      return refusal
    }
    var gate = CheckGate(
      baseline: accepted, keptRows: keptRows,
      json: writesJSON && !streamsJSON ? CheckJSONReporter.Stream(capacity: min(slotScenes, 250_000) * 1024) : nil)
    let refusal = run(&gate)
    // A sweep narrowed to nothing checked nothing: that is a mistake in the options, not a pass.
    guard gate.sceneCount > 0 else { throw CommandError(sweep.nothingSelected(refusal: refusal)) }
    let checked = CheckReport(gate, appFile: arguments.value(SceneOptions.app), failOn: arguments.value(failOn), catalog: catalog)
    var stdout: [UInt8] = []
    var notes = ""
    var options = ReportOptions(
      everything: arguments.isSet(all), pwd: context.environment["PWD"], grouping: grouping,
      helpBase: arguments.value(helpURL), baseline: arguments.value(baseline) == nil ? nil : accepted)
    if let folder = arguments.value(images) {
      options.images = try SceneImages.write(checked, to: folder, force: arguments.isSet(force), context: context)
      let count = options.images.count
      notes += "\(count == 1 ? "1 picture" : "\(count) pictures") of the worst scenes written to \(folder.quotedForMessage)\n"
    }
    for (reporter, file) in destinations {
      if reporter == .json, streamsJSON {
        /// The report a piece at a time: its head, its results as the second sweep writes
        /// them (a megabyte at a time, cut after a whole result), its tail.
        func pieces(_ write: ([UInt8]) throws -> Void) throws {
          try write(CheckJSONReporter.head(checked))
          var second = CheckGate(baseline: accepted, keptRows: .none, json: CheckJSONReporter.Stream(capacity: 2 << 20))
          var failure: (any Error)?
          _ = run(&second) { gate in
            guard failure == nil, (gate.json?.bytes.count ?? 0) >= 1 << 20, let lines = gate.json?.takeLines() else { return }
            do { try write(lines) } catch { failure = error }
          }
          if let failure { throw failure }
          let count = second.json?.count ?? 0
          try write((second.json?.takeRest() ?? []) + CheckJSONReporter.tail(hasResults: count > 0))
        }
        if let file, let save = context.writeFileAtomicallyInPieces {
          let outcome: FileWriteOutcome
          do {
            outcome = try save(file, arguments.isSet(OutputOptions.force)) { write in try pieces(write) }
          } catch {
            throw FileProblem("\(output.name): \(error)")
          }
          notes += ReportDestinations.note("json report", file, outcome)
        } else if let stream = context.streamStandardOutput {
          try pieces { try stream(String(decoding: $0, as: UTF8.self)) }
        }
        continue
      }
      let bytes = reporter.bytes(checked, options)
      guard let file else {
        // The one report on stdout is moved there, not copied (a JSON report is megabytes).
        if stdout.isEmpty { stdout = bytes } else { stdout += bytes }
        continue
      }
      let option = reporter == .html && arguments.value(report) == file ? report.name : output.name
      let outcome = try ReportDestinations.write(
        bytes: bytes, to: file, option: option, force: arguments.isSet(OutputOptions.force), context)
      notes += ReportDestinations.note("\(reporter.rawValue) report", file, outcome)
    }
    if let file = arguments.value(writeBaseline) {
      notes += ReportDestinations.note(
        "baseline", file, try write(Baseline.write(checked), to: file, option: writeBaseline.name, arguments, context))
    }
    // Notes about written files join a text table; machine-readable output stays clean.
    let textOnStdout = destinations.contains { $0.0 == .text && $0.1 == nil }
    if textOnStdout { stdout += notes.utf8 }
    // A storyboard that could not be read is bad input, whatever the others' findings.
    let exitCode: Int32 = imported.map { !$0.project.problems.isEmpty } == true ? 2 : checked.failed ? 1 : 0
    return .reportOutput(stdout: stdout, stderr: importMessages + (textOnStdout ? "" : notes), exitCode: exitCode)
  }

  /// Past this many slots × scenes (about 10 MB of JSON), a JSON report on a streamed
  /// standard output is written as the sweep goes rather than held whole.
  static let streamedJSONSlotScenes = 8_000

  /// Refuses, before anything is evaluated, a sweep whose slots × scenes would pass the
  /// documented ceiling (`Limits.maximumCheckedSlotScenes`, lower when every row is listed).
  ///
  /// - Throws: `CommandError` naming the count, the ceiling and how to narrow the sweep.
  static func refuseOversizedSweep(_ sweep: SceneSweep, screens: [Selection], formats: Int, listsEveryRow: Bool) throws(CommandError) {
    let selections = sweep.selectionCount()
    let slots = screens.reduce(0) { $0 + $1.slots.count }
    let slotScenes = slots.multipliedReportingOverflow(by: selections * max(1, formats))
    let ceiling = listsEveryRow ? Limits.maximumListedSlotScenes : Limits.maximumCheckedSlotScenes
    guard slotScenes.overflow || slotScenes.partialValue > ceiling else { return }
    let scenes = selections * max(1, formats)
    let product = slotScenes.overflow ? "more than \(formatCount(Int.max))" : formatCount(slotScenes.partialValue)
    throw CommandError(
      "this check would evaluate \(product) slot-scenes (\(formatCount(slots)) slots × \(formatCount(scenes)) scenes), "
        + "more than the \(formatCount(ceiling)) one run takes\(listsEveryRow ? " when a reporter lists every slot and scene" : ""): "
        + "narrow it with --only, --os, --orientations, --windows or --postures, check fewer --ad formats, or split the app file")
  }

  /// `1,234,567`.
  static func formatCount(_ value: Int) -> String {
    let digits = Array(String(value))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }

  /// Claims every file the run writes (reports, the baseline, the config and the baseline it
  /// reads are inputs), refusing one that is an input or another output.
  static func claimOutputs(_ arguments: ParsedArguments, _ claims: inout FileClaims) throws {
    if let file = arguments.value(baseline) { claims.reads(file) }
    if let file = arguments.value(config) { claims.reads(file) }
    for case (let reporter, let file?) in try outputs(arguments) {
      let option = reporter == .html && arguments.value(report) == file ? report.name : "\(output.name) \(reporter.rawValue)"
      try claims.writes(file, by: option)
    }
    if let file = arguments.value(writeBaseline) { try claims.writes(file, by: writeBaseline.name) }
  }

  /// The reporters and where each goes (nil: standard output), in the order given.
  static func outputs(_ arguments: ParsedArguments) throws(CommandError) -> [(CheckReporter, String?)] {
    try ReportDestinations.plan(
      reporters: arguments.values(reporter), outputs: arguments.values(output), htmlReport: arguments.value(report),
      otherFiles: arguments.value(writeBaseline).map { [($0, "--write-baseline")] } ?? [], asJSON: arguments.isSet(asJSON))
  }

  /// The arguments with the config file's options under them (`--config FILE`, or
  /// `.adpreview.json` in the working directory when there is one).
  static func withConfig(_ arguments: ParsedArguments, context: CommandContext) throws -> ParsedArguments {
    guard let (path, bytes) = try CheckConfig.file(given: arguments.value(config), context: context) else { return arguments }
    var line = try CheckConfig.arguments(bytes, file: path)
    try CheckConfig.confine(line, file: path, context: context)
    // `--report` on the command line names the HTML report: the config's `output.html` gives way.
    if arguments.isGiven(report.spec) {
      line = stride(from: 0, to: line.count - 1, by: 2).filter { !(line[$0] == output.name && line[$0 + 1].hasPrefix("html=")) }
        .flatMap { [line[$0], line[$0 + 1]] }
    }
    var filled: ParsedArguments
    do {
      filled = arguments.filling(from: try ParsedArguments(line, options: options))
    } catch {
      throw CommandError("\(path.sanitizedForMessage): \(error)")
    }
    // The file read, so no output replaces it.
    filled = filled.filling(from: try ParsedArguments([config.name, path], options: options))
    return filled
  }

  private static func write(
    _ text: String, to file: String, option: String, _ arguments: ParsedArguments, _ context: CommandContext
  ) throws -> FileWriteOutcome {
    try ReportDestinations.write(text, to: file, option: option, force: arguments.isSet(OutputOptions.force), context)
  }
}

extension WindowChoice {
  /// The size a free, placed or resized Slide Over window asks for; nil for the others.
  var freeSize: Size? {
    switch self {
    case .free(let size), .slideOver(let size): size
    case .placed(let frame): frame.size
    case .full, .preset, .tiled: nil
    }
  }
}

/// Where `check --output` writes a reporter's output.
struct ReportDestination: Sendable {
  var reporter: CheckReporter
  var file: String
}
