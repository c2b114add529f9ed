import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// `adpreview lint PATH…`: the ad-integration mistakes in the app's Swift and Objective-C code.
enum LintCommand: Command {
  static let name = "lint"
  static let abstract = "read Swift and Objective-C code for ad-integration mistakes (safe area, widths, when ads load); exit 1 on errors"
  static let positionals = "PATH…"
  static let positionalCompletion = ValueCompletion.path

  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    reporter, output, failOn, sdk, multiScene, config, helpURL, force)

  static let reporter = ListOption<CheckReporter>(
    "--reporter", value: "NAME",
    help: "output format: " + LintReporters.supported.map(\.rawValue).joined(separator: ", ") + "; several allowed; when none is given, text",
    completion: .words(LintReporters.supported.map(\.rawValue)),
    parse: { text throws(CommandError) in try supportedReporter(text) })
  static let output = ListOption<ReportDestination>(
    "--output", value: "NAME=FILE", help: "write reporter NAME to FILE instead of standard output",
    parse: { pair throws(CommandError) in
      let destination = try CheckCommand.output.parse(pair)[0]
      _ = try supportedReporter(destination.reporter.rawValue)
      return destination
    })
  static let failOn = CheckCommand.failOn
  static let sdk = Option<Int>(
    "--sdk", value: "RELEASE",
    help: "the Google Mobile Ads SDK release the app links, \(LintSettings.releases.lowerBound) to \(LintSettings.releases.upperBound) "
      + "(12 and later have Swift names without the GAD prefix; 13 deprecates the classic anchored adaptive sizes); when not "
      + "given, what a Podfile.lock, Package.resolved or Package.swift among the paths pins, else \(SDKVersion.current.rawValue)",
    default: Int(SDKVersion.current.rawValue) ?? 13, defaultLabel: nil,
    completion: .words(LintSettings.releases.map(String.init)),
    parse: { text throws(CommandError) in
      guard let major = Int(text.prefix { $0.isNumber }), LintSettings.releases.contains(major),
        text.dropFirst(String(major).count).allSatisfy({ $0.isNumber || $0 == "." })
      else {
        throw CommandError(
          "\(text.quotedForMessage) is not an SDK release lint reads (\(LintSettings.releases.lowerBound) to \(LintSettings.releases.upperBound))")
      }
      return major
    })
  static let multiScene = Option<Bool?>(
    "--multi-scene", value: "on|off",
    help: "whether the app declares multiple scenes (requests then need request.scene); when not given, what an Info.plist among "
      + "the paths says, else off",
    completion: .words(["on", "off"]), parse: ValueParser.onOff)

  static let helpURL = CheckCommand.helpURL
  static let config = Option<String?>(
    "--config", value: "FILE",
    help: "read the lint section of FILE (options, excluded paths, rules off or at another severity by path); when not given, "
      + "\(CheckConfig.defaultFile) when there is one",
    completion: .path, parse: { $0 })
  static let force = OutputOptions.force

  static var discussion: String {
    """
    Reads the .swift, .m, .mm and .h files under each PATH (folders recursively; hidden folders,
    \(FolderWalker.skippedFolders.sorted().joined(separator: ", ")) are skipped unless named) and
    reports the mistakes Google's guides warn about, each at its file:line:col: banners pinned to
    the view's edges, widths from the screen, one inset doubled, loads in viewDidLoad or without a
    once-guard, no reload on a size change, presenting without canPresent(from:), deprecated
    names. Comments, string literals and #if blocks that are never built are not code.

    `// adpreview:ignore CODE[,CODE…] [reason]` after code silences those codes on its line, on a
    line of its own the next line. `adpreview findings` explains every code. Exit code 1 when a
    finding at or above --fail-on (default error) remains; 2 when a file could not be read (over
    4 MiB, binary, not UTF-8, unreadable, a symbolic-link loop) or is not well-formed (an
    unclosed string or comment): the others are still read and reported.
    """
  }

  /// The arguments with the config's lint options under them, and the config's paths and
  /// rules (`--config FILE`, or `.adpreview.json` in the working directory when there is one;
  /// nil when it has no `lint` section).
  static func withConfig(_ arguments: ParsedArguments, context: CommandContext) throws -> (ParsedArguments, LintConfig?) {
    guard let (path, bytes) = try CheckConfig.file(given: arguments.value(config), context: context) else { return (arguments, nil) }
    guard let (config, line) = try LintConfig.read(bytes, file: path, pwd: context.environment["PWD"]) else {
      return (arguments.filling(from: try ParsedArguments([self.config.name, path], options: options)), nil)
    }
    try CheckConfig.confine(line, file: path, context: context)
    var filled: ParsedArguments
    do {
      filled = arguments.filling(from: try ParsedArguments(line, options: options))
    } catch {
      throw CommandError("\(path.sanitizedForMessage): lint: \(error)")
    }
    // The file read, so no output replaces it.
    filled = filled.filling(from: try ParsedArguments([self.config.name, path], options: options))
    return (filled, config)
  }

  static func supportedReporter(_ text: String) throws(CommandError) -> CheckReporter {
    let chosen = try ValueParser.choice(text, as: CheckReporter.self)
    guard LintReporters.supported.contains(chosen) else {
      throw CommandError(
        "lint has no \(chosen.rawValue) reporter (that one shows scenes); it writes "
          + LintReporters.supported.map(\.rawValue).joined(separator: ", "))
    }
    return chosen
  }

  /// In three parts, each tested alone: `LintInput` walks the paths and reads the project's
  /// settings, `LintRun` lints, `LintReportWriter` writes the reports.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let pwd = context.environment["PWD"]
    let (arguments, lintConfig) = try withConfig(arguments, context: context)
    let destinations = try ReportDestinations.plan(reporters: arguments.values(reporter), outputs: arguments.values(output))
    let input = try LintInput.read(arguments, config: lintConfig, destinations: destinations, context: context)
    let report = LintRun(read: { FolderWalker.text(of: $0, context: context) }, config: lintConfig, pwd: pwd).run(input)
    let options = ReportOptions(pwd: pwd, helpBase: arguments.value(CheckCommand.helpURL))
    var (stdout, notes) = try LintReportWriter(context: context, force: arguments.isSet(OutputOptions.force))
      .write(report, to: destinations, options: options)
    // Notes about written files join a text report; machine-readable output stays clean.
    let textOnStdout = destinations.contains { $0.0 == .text && $0.1 == nil }
    if textOnStdout { stdout += notes }
    var stderr = input.notes + (textOnStdout ? "" : notes)
    for note in report.skipped { stderr += CommandResult.safeLines("\(note.path): note: \(note.message)") + "\n" }
    for problem in report.problems { stderr += "adpreview: " + CommandResult.safeLines(problem.description) + "\n" }
    let code: Int32 = !report.problems.isEmpty ? 2 : report.failed ? 1 : 0
    return .output(stdout: stdout, stderr: stderr, exitCode: code)
  }
}
