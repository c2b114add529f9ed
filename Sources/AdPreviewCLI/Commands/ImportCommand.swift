import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// `adpreview import PATH…`: the app file for a screen of the app's storyboards and xibs.
enum ImportCommand: Command {
  static let name = "import"
  static let abstract = "write the app file for a screen of your storyboards and xibs: its ad views, where they are pinned, its bars"
  static let positionals = "PATH…"
  static let positionalCompletion = ValueCompletion.path

  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    project, screen, output, sdk, force)

  static let project = ProjectOptions.project
  static let screen = ProjectOptions.screen
  static let output = Option<String?>(
    "--output", value: "FILE", help: "write the app file to FILE (atomically) instead of standard output; never one of the files it reads",
    completion: .path,
    parse: { $0 })

  static let sdk = SlotOptions.sdk
  static let force = OutputOptions.force

  static var discussion: String {
    """
    Reads the .storyboard and .xib files under each PATH (folders recursively, as lint walks
    them) and finds every ad view by its custom class (\(InterfaceBuilderImport.bannerClasses.sorted().joined(separator: ", ")),
    native ad views and Google's native templates). For the screen that has them it writes an
    app file: each ad view a slot, at the edge its constraints pin it to and with the guide they
    pin to (the safe-area layout guide, the old top and bottom layout guides, the view's edges),
    its fixed size or the SDK's adaptive banner for an intrinsic-size placeholder, and the
    navigation and tab bar controllers it is shown in (through the segues) as chrome. Each slot
    keeps its element's file and line as "source", so `check` reports point at the storyboard.
    What cannot be read exactly (a constraint to another view, size-class variations, a size
    set in code) is a note on standard error and in the file's "notes", never a silent guess.

    `adpreview check --import PATH` imports and checks in one step. A file that is not
    well-formed XML, is over 4 MiB, binary or not UTF-8 is named with its file:line:col and the
    others are still read; the exit status is then 2.
    """
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let read: ProjectRead
    if let folder = arguments.value(project) {
      guard arguments.positionals.isEmpty else { throw CommandError("give PATH… or --project DIR, not both") }
      read = ProjectInput.project(folder, sdk: arguments.isGiven(sdk.spec) ? arguments.value(sdk) : nil, context: context)
    } else {
      read = try ProjectInput.interfaceBuilder(arguments.positionals, sdk: arguments.value(sdk), context: context)
    }
    if let file = arguments.value(output) {
      var claims = FileClaims(command: name, context: context)
      claims.reads(read.inputs)
      try claims.writes(file, by: output.name)
    }
    if let nothing = read.nothingFound { return nothing }
    let chosen = try ProjectInput.pick(read.project.screens, named: arguments.value(screen))
    let text = try ProjectInput.appFile(chosen)
    var stdout = ""
    var stderr = read.messages(for: chosen)
    if let file = arguments.value(output) {
      let outcome: FileWriteOutcome
      do {
        outcome = try context.writeFileAtomically(file, Array(text.utf8), arguments.isSet(OutputOptions.force))
      } catch {
        throw FileProblem("--output: \(error)")
      }
      stderr += ReportDestinations.note("app file for \(chosen.name)", file, outcome)
    } else {
      stdout = text
    }
    return .output(stdout: stdout, stderr: stderr, exitCode: read.project.problems.isEmpty ? 0 : 2)
  }
}
