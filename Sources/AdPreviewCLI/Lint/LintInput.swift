import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// What one `lint` run reads, found before anything is linted: the walk of the paths (only the
/// tree's own files), the files that are source, the release and scene settings the project's
/// files give under the options, and the files claimed as inputs so no report replaces one.
/// The first of lint's three parts: input → `LintRun` → `LintReportWriter`.
struct LintInput {
  /// The source files to lint, in walk order, with their language.
  var sources: [(file: WalkedFile, language: SourceLanguage)] = []
  /// The report so far: what could not be read, what the walk passed over, the settings.
  var report = LintReport()
  /// The project's own settings (each target's `Info.plist`), for the scene setting of a file.
  var settings = ProjectSettings()
  /// `--multi-scene`, which wins over every `Info.plist`.
  var multiSceneGiven: Bool?
  /// Notes for standard error: the SDK pin and lock files that pin nothing usable.
  var notes = ""

  /// Whether lint reads a file of this name: source, a target's `Info.plist` or a lock file.
  static func reads(_ path: String) -> Bool {
    SourceLanguage(path: path) != nil || ProjectSettings.isPropertyList(path) || SDKLock.isLockFile(path)
  }

  /// Walks the paths `arguments` name and reads the project's settings.
  ///
  /// - Throws: `CommandError` when no path is given or an output is one of the inputs.
  static func read(
    _ arguments: ParsedArguments, config: LintConfig?, destinations: [(CheckReporter, String?)], context: CommandContext
  ) throws -> LintInput {
    typealias Lint = LintCommand
    guard !arguments.positionals.isEmpty else {
      throw CommandError("lint: give the files or folders to read (adpreview lint Sources)")
    }
    let pwd = context.environment["PWD"]
    var input = LintInput()
    input.report.failOn = arguments.value(CheckCommand.failOn)
    let walk = FolderWalker.files(under: arguments.positionals, context: context, wanted: reads)
    input.report.problems = walk.problems
    input.report.skipped = walk.notes
    var claims = FileClaims(command: Lint.name, context: context)
    claims.reads(walk.files)
    if let file = arguments.value(Lint.config) { claims.reads(file) }
    for case (_, let file?) in destinations { try claims.writes(file, by: Lint.output.name) }
    var files: [WalkedFile] = []
    for file in walk.files where config?.excludes(file.path, pwd: pwd) != true {
      // A file named on the command line that lint does not read is a mistake, not a plist.
      guard reads(file.path) else {
        input.report.problems.append(
          InputProblem(path: file.path, message: "is not a file lint reads (.swift, .m, .mm, .h, an Info.plist or a dependency lock file)"))
        continue
      }
      files.append(file)
    }
    // The SDK the dependency files pin (when --sdk does not say) and each target's Info.plist
    // (the nearest one above a file is its target's); the options win.
    let settingsFiles = files.filter { SourceLanguage(path: $0.path) == nil || SDKLock.isLockFile($0.path) }
    input.settings = ProjectSettings.read(
      settingsFiles.map { FolderWalker.read($0, context: context) }, readsPin: !arguments.isGiven(Lint.sdk.spec))
    input.apply(sdk: arguments.value(Lint.sdk), multiScene: arguments.value(Lint.multiScene))
    input.sources = files.compactMap { file in SourceLanguage(path: file.path).map { (file, $0) } }
    return input
  }

  /// The release and scene setting the run assumes: the options', else what the project's
  /// files say; and the notes and problems of the files that say nothing usable.
  mutating func apply(sdk given: Int, multiScene: Bool?) {
    var sdk = given
    if let pin = settings.sdkPin {
      sdk = min(max(pin.major, LintSettings.releases.lowerBound), LintSettings.releases.upperBound)
      notes +=
        CommandResult.safeLines("\(pin.file):\(pin.line):1: note: the app links Google Mobile Ads SDK \(pin.version): SDK \(sdk)'s rules apply")
        + "\n"
    }
    for note in settings.notes where !settings.unreadLists.contains(where: { $0.path == note.file }) {
      notes += CommandResult.safeLines("\(note.file):\(note.line):\(note.column): note: \(note.message)") + "\n"
    }
    for problem in settings.unreadLists {
      // A binary property list is one Xcode can write; it needs a conversion, not a fix.
      report.problems.append(
        problem.message.hasPrefix("is a binary property list")
          ? InputProblem(path: problem.path, message: "is a binary property list: convert it (plutil -convert xml1) or give --multi-scene on|off")
          : problem)
    }
    multiSceneGiven = multiScene
    if multiScene != nil {
      report.multiSceneSource = LintCommand.multiScene.name
    } else if let declaring = settings.targets.first(where: \.multiScene) {
      report.multiSceneSource = declaring.path
    }
    report.settings = LintSettings(release: sdk, multiScene: multiScene ?? (report.multiSceneSource != nil))
  }
}
