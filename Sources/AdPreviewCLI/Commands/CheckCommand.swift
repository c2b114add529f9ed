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

  /// In three parts, each tested alone: `CheckInput` reads what the run checks, `CheckRun`
  /// sweeps it, `CheckReportWriter` writes the reports.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let arguments = try withConfig(arguments, context: context)
    let input: CheckInput
    switch try CheckInput.read(arguments, context: context) {
    case .finished(let result): return result
    case .input(let read): input = read
    }
    let destinations = try outputs(arguments)
    if let folder = arguments.value(images) { try SceneImages.checkFolder(folder, context: context) }
    let grouping = arguments.value(groupBy)
    let run = try CheckRun(
      input, destinations: destinations, grouping: grouping, listsEverything: arguments.isSet(all),
      canStream: { file in file == nil ? context.streamStandardOutput != nil : context.writeFileAtomicallyInPieces != nil })
    let writer = CheckReportWriter(context: context, force: arguments.isSet(force), htmlReport: arguments.value(report))
    let appFile = arguments.value(SceneOptions.app)
    let checked: CheckReport
    var notes = ""
    if run.streamsJSON, let json = destinations.first(where: { $0.0 == .json }) {
      (checked, notes) = try writer.sweep(run, to: json.1, appFile: appFile, failOn: arguments.value(failOn))
    } else {
      checked = try run.report(writesJSON: destinations.contains { $0.0 == .json }, appFile: appFile, failOn: arguments.value(failOn))
    }
    var options = ReportOptions(
      everything: arguments.isSet(all), pwd: context.environment["PWD"], grouping: grouping,
      helpBase: arguments.value(helpURL), baseline: arguments.value(baseline) == nil ? nil : input.accepted)
    if let folder = arguments.value(images) {
      let (pictures, written) = try writer.writeImages(checked, to: folder)
      options.images = pictures
      notes += written
    }
    var written = try writer.write(checked, of: run, to: destinations, options: options, baseline: arguments.value(writeBaseline))
    notes += written.notes
    // Notes about written files join a text table; machine-readable output stays clean.
    let textOnStdout = destinations.contains { $0.0 == .text && $0.1 == nil }
    if textOnStdout { written.stdout += notes.utf8 }
    // A storyboard that could not be read is bad input, whatever the others' findings.
    let exitCode: Int32 = input.hasInputProblems ? 2 : checked.failed ? 1 : 0
    return .reportOutput(stdout: written.stdout, stderr: input.messages + (textOnStdout ? "" : notes), exitCode: exitCode)
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
