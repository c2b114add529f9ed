import AdPreviewCore
import AdPreviewFormats

/// What one `check` run checks, read from its arguments and files before anything is
/// evaluated: the screens (the slot options, an app file's, an imported screen's, or every
/// screen of a project), the formats, the devices and the sweep over them, the baseline. The
/// first of `check`'s three parts: input → `CheckRun` → `CheckReportWriter`.
struct CheckInput {
  /// Each screen's scene selection with its slots; the first is the base the sweep starts from.
  var screens: [Selection]
  /// The formats the first screen is checked in (`--ad all`: every one).
  var formats: [AdFormat]
  var catalog: DeviceCatalog
  var sweep: SceneSweep
  /// The findings the baseline accepts.
  var accepted: Set<BaselineKey> = []
  var loadedSizes: [Size?] = []
  /// Notes and problems of an import or a project, for standard error.
  var messages = ""
  /// Whether an imported file could not be read: bad input, whatever the findings.
  var hasInputProblems = false
  /// The files read, so no output replaces one however it is spelled.
  var claims: FileClaims

  /// What reading the input came to: the input, or a finished answer (no screen has ads).
  enum Outcome {
    case input(CheckInput)
    case finished(CommandResult)
  }

  /// Reads the input `arguments` name (the config file's options already under them).
  ///
  /// - Throws: `CommandError` / `FileProblem` for options that do not go together, files that
  ///   cannot be read, and outputs that would replace an input.
  static func read(_ arguments: ParsedArguments, context: CommandContext) throws -> Outcome {
    typealias Check = CheckCommand
    var base = SceneOptions.selection(from: arguments)
    let chosen = arguments.value(Check.ad)
    if let chosen, chosen.count == 1 { base.slot.format = chosen[0] }
    var claims = FileClaims(command: Check.name, context: context)
    var screens: [Selection]
    var messages = ""
    var hasInputProblems = false
    // An app file's slots replace the slot options, as in every command; so do those of an
    // imported screen, and each screen of a project in turn.
    let importing = arguments.values(Check.importPaths)
    let projectFolder = arguments.value(Check.project)
    if !importing.isEmpty || projectFolder != nil {
      guard arguments.value(SceneOptions.app) == nil else {
        throw CommandError("give --app FILE, --import PATH or --project DIR, not two of them")
      }
      guard importing.isEmpty || projectFolder == nil else { throw CommandError("give --import PATH or --project DIR, not both") }
      let read =
        if let projectFolder {
          ProjectInput.project(projectFolder, sdk: arguments.isGiven(SlotOptions.sdk.spec) ? base.request.sdk : nil, context: context)
        } else {
          try ProjectInput.interfaceBuilder(importing, sdk: base.request.sdk, context: context)
        }
      claims.reads(read.inputs)
      try claimOutputs(arguments, &claims)
      if let nothing = read.nothingFound { return .finished(nothing) }
      hasInputProblems = !read.project.problems.isEmpty
      if let projectFolder, arguments.value(Check.screen) == nil {
        screens = try everyScreen(read, base: base)
        messages = read.messages(for: nil, screens: read.project.screens) + ProjectInput.summary(read.project.screens, folder: projectFolder)
      } else {
        let screen = try ProjectInput.pick(read.project.screens, named: arguments.value(Check.screen))
        _ = try ProjectInput.appFile(screen)
        screens = [SceneOptions.applying(screen.appLayout, to: base)]
        messages = read.messages(for: screen)
      }
    } else {
      if let app = arguments.value(SceneOptions.app) { claims.reads(app) }
      try claimOutputs(arguments, &claims)
      screens = [try SceneOptions.withApp(base, arguments, context: context)]
    }
    let formats = chosen.flatMap { $0.count > 1 ? $0 : nil } ?? [screens[0].slot.format]
    let catalog = try DeviceLoader.load(devicesOption: arguments.value(SceneOptions.devices), context: context)
    let sweep = try SceneSweep(
      only: arguments.values(Check.only), orientations: arguments.values(Check.orientations), windows: arguments.values(Check.windows),
      postures: arguments.values(Check.postures), releases: arguments.value(Check.releases), catalog: catalog)
    var input = CheckInput(
      screens: screens, formats: formats, catalog: catalog, sweep: sweep, loadedSizes: LoadedSizeOption.loadedSizes(from: arguments),
      messages: messages, hasInputProblems: hasInputProblems, claims: claims)
    if let path = arguments.value(Check.baseline) {
      let bytes: [UInt8]
      do { bytes = try context.readFile(path) } catch { throw FileProblem("--baseline: \(error)") }
      input.accepted = try Baseline.read(bytes, file: path)
    }
    return .input(input)
  }

  /// Every screen of a project with ads, each slot named after its screen when there are
  /// several (and kept distinct when two names cut to the same).
  static func everyScreen(_ read: ProjectRead, base: Selection) throws -> [Selection] {
    var used: Set<String> = []
    var screens: [Selection] = []
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
    return screens
  }

  /// Claims every file the run writes (reports, the baseline; the config and the baseline it
  /// reads are inputs), refusing one that is an input or another output.
  static func claimOutputs(_ arguments: ParsedArguments, _ claims: inout FileClaims) throws {
    typealias Check = CheckCommand
    if let file = arguments.value(Check.baseline) { claims.reads(file) }
    if let file = arguments.value(Check.config) { claims.reads(file) }
    for case (let reporter, let file?) in try Check.outputs(arguments) {
      let option = reporter == .html && arguments.value(Check.report) == file ? Check.report.name : "\(Check.output.name) \(reporter.rawValue)"
      try claims.writes(file, by: option)
    }
    if let file = arguments.value(Check.writeBaseline) { try claims.writes(file, by: Check.writeBaseline.name) }
  }
}
