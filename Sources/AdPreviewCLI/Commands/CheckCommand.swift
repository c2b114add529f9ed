import AdPreviewCore
import AdPreviewRender

/// `adpreview check`: every ad slot across every device, orientation, posture and window.
enum CheckCommand: Command {
  static let name = "check"
  static let abstract = "check every ad slot on every device × orientation × posture × window; exit 1 on errors"
  static let usage =
    "adpreview check [scene options] [--ad FORMAT|all] [--only SELECTORS] [--reporter NAME]... [--output NAME=FILE]... "
    + "[--fail-on error|warning|info] [--baseline FILE] [--write-baseline FILE] [--config FILE]"
  static let options =
    SceneOptions.specs.filter { !["--device", "--orientation", "--posture", "--window"].contains($0.name) } + [
      SceneOptions.loadedSizeSpec,
      OptionSpec(
        "--only", value: "SELECTORS",
        help: "only these devices: ids, globs ('iphone-*'), families (phone, tablet, foldable, dual-screen) or covered model names, comma-separated",
        repeatable: true),
      OptionSpec("--orientations", value: "LIST", help: "only these orientations, comma-separated", repeatable: true),
      OptionSpec("--windows", value: "LIST", help: "only these windows (full, split-1/3, …, slide-over, WxH), comma-separated", repeatable: true),
      OptionSpec("--postures", value: "LIST", help: "only these postures (folded, half-open, open, single, spanned), comma-separated", repeatable: true),
      OptionSpec(
        "--reporter", value: "NAME",
        help: "output format: " + CheckReporter.allCases.map(\.rawValue).joined(separator: ", ") + " (default text); several allowed",
        repeatable: true),
      OptionSpec("--output", value: "NAME=FILE", help: "write reporter NAME to FILE instead of standard output", repeatable: true),
      OptionSpec("--fail-on", value: "SEVERITY", help: "exit 1 on findings at or above error (default), warning or info"),
      OptionSpec("--baseline", value: "FILE", help: "accept the findings listed in FILE; report only new ones"),
      OptionSpec("--write-baseline", value: "FILE", help: "write today's findings to FILE as a baseline"),
      OptionSpec("--config", value: "FILE", help: "read options from FILE (default ./.adpreview.json when present)"),
      OptionSpec("--json", help: "the results as JSON (same as --reporter json)"),
      OptionSpec("--report", value: "FILE", help: "also write the HTML report to FILE (same as --output html=FILE)"),
      OptionSpec("--force", help: "let file outputs write through a symbolic link (refused otherwise)"),
      OptionSpec("--all", help: "text: list every slot and scene, not only those with findings"),
    ]
  static var discussion: String {
    """
    Every supported orientation, every posture and every window preset of each device is
    checked, with the slots of --app FILE (or the one slot of the scene options); --ad all
    checks every format. The table has one row per slot and scene with findings (e error,
    w warning, i info). Findings the app file's `ignore` entries or a --baseline accept are
    not counted. Exit code 1 when a finding at or above --fail-on (default error) remains, 0
    otherwise. `adpreview findings` explains every code.

    Options can live in .adpreview.json (keys: app, devices, ad, only, orientations, windows,
    postures, reporter, output, failOn, baseline); the command line wins.

    """ + SceneOptions.formatsHelp
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let arguments = try withConfig(arguments, context: context)
    var formats: [AdFormat]? = nil
    var parsed = arguments
    if arguments.value("--ad") == "all" {
      formats = AdFormat.allCases.filter { $0 != .none }
      parsed = try ParsedArguments(arguments.commandLine.filterOption("--ad"), options: options)
    }
    let base = try SceneOptions.selection(from: parsed, context: context)
    let catalog = try DeviceLoader.load(devicesOption: arguments.value("--devices"), context: context)
    let sweep = try SceneSweep(arguments, catalog: catalog)
    let failOn = try arguments.value("--fail-on").map { text throws(UsageError) in
      try choice(text, for: "--fail-on", as: Finding.Severity.self)
    } ?? .error
    var baseline = Set<String>()
    if let path = arguments.value("--baseline") {
      let bytes: [UInt8]
      do { bytes = try context.readFile(path) } catch { throw FileProblem("--baseline: \(error)") }
      baseline = try Baseline.read(bytes, file: path)
    }
    let destinations = try outputs(arguments)
    let scenes = sweep.scenes(
      base: base, formats: formats ?? [base.slot.format], catalog: catalog,
      loadedSizes: try SceneOptions.loadedSizes(from: arguments))
    let report = CheckReport(
      rows: CheckGate.rows(scenes, baseline: baseline), sceneCount: scenes.count, appFile: arguments.value("--app"),
      failOn: failOn, catalog: catalog)
    var stdout = ""
    var notes = ""
    let pwd = context.environment["PWD"]
    for (reporter, file) in destinations {
      let text = reporter.write(report, everything: arguments.flag("--all"), pwd: pwd)
      guard let file else {
        stdout += text
        continue
      }
      let outcome = try write(text, to: file, option: reporter == .html && arguments.value("--report") == file ? "--report" : "--output", arguments, context)
      notes += outcome == .overwrote ? "\(reporter.rawValue) report overwrote \(file.quotedForMessage)\n"
        : "\(reporter.rawValue) report written to \(file.quotedForMessage)\n"
    }
    if let file = arguments.value("--write-baseline") {
      let outcome = try write(Baseline.write(report.rows), to: file, option: "--write-baseline", arguments, context)
      notes += outcome == .overwrote ? "baseline overwrote \(file.quotedForMessage)\n" : "baseline written to \(file.quotedForMessage)\n"
    }
    // Notes about written files join a text table; machine-readable output stays clean.
    let textOnStdout = destinations.contains { $0.0 == .text && $0.1 == nil }
    return .output(
      stdout: stdout + (textOnStdout ? notes : ""), stderr: textOnStdout ? "" : notes, exitCode: report.failed ? 1 : 0)
  }

  /// The reporters and where each goes (nil: standard output), in the order given.
  static func outputs(_ arguments: ParsedArguments) throws(UsageError) -> [(CheckReporter, String?)] {
    var files: [CheckReporter: String] = [:]
    for pair in arguments.list("--output") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex else {
        throw UsageError("--output: \(pair.quotedForMessage) is not NAME=FILE (like sarif=adpreview.sarif)")
      }
      let reporter = try choice(String(pair[..<equals]), for: "--output", as: CheckReporter.self)
      files[reporter] = String(pair[pair.index(after: equals)...])
    }
    if let report = arguments.value("--report") {
      guard files[.html] == nil else { throw UsageError("--report and --output html=FILE both name the HTML report; give one") }
      files[.html] = report
    }
    var reporters: [CheckReporter] = []
    for name in arguments.list("--reporter") {
      let reporter = try choice(name, for: "--reporter", as: CheckReporter.self)
      if !reporters.contains(reporter) { reporters.append(reporter) }
    }
    if arguments.flag("--json") && !reporters.contains(.json) { reporters.append(.json) }
    // A reporter named only in --output is written there.
    for reporter in CheckReporter.allCases where files[reporter] != nil && !reporters.contains(reporter) {
      reporters.append(reporter)
    }
    if !reporters.contains(where: { files[$0] == nil }) && !arguments.flag("--json") && arguments.list("--reporter").isEmpty {
      reporters.insert(.text, at: 0)
    }
    return reporters.map { ($0, files[$0]) }
  }

  /// The arguments with the config file's options added (`--config FILE`, or
  /// `.adpreview.json` in the working directory when there is one).
  static func withConfig(_ arguments: ParsedArguments, context: CommandContext) throws -> ParsedArguments {
    let path: String
    if let given = arguments.value("--config") {
      path = given
    } else if context.listDirectory(".")?.contains(CheckConfig.defaultFile) == true {
      path = CheckConfig.defaultFile
    } else {
      return arguments
    }
    let bytes: [UInt8]
    do { bytes = try context.readFile(path) } catch { throw FileProblem("--config: \(error)") }
    let line = try CheckConfig.arguments(bytes, file: path, over: arguments)
    do {
      return try ParsedArguments(line, options: options)
    } catch {
      throw UsageError("\(path.sanitizedForMessage): \(error)")
    }
  }

  private static func write(
    _ text: String, to file: String, option: String, _ arguments: ParsedArguments, _ context: CommandContext
  ) throws -> FileWriteOutcome {
    do {
      return try context.writeFileAtomically(file, Array(text.utf8), arguments.flag("--force"))
    } catch {
      throw FileProblem("\(option): \(error)")
    }
  }
}

extension [String] {
  /// The command line without `option` and its value.
  func filterOption(_ option: String) -> [String] {
    var out: [String] = []
    var index = 0
    while index < count {
      if self[index] == option { index += 2 } else {
        out.append(self[index])
        index += 1
      }
    }
    return out
  }
}
