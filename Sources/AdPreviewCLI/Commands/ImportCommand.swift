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

  static let project = Option<String?>(
    "--project", value: "DIR",
    help: "read the whole project under DIR: its storyboards, xibs and code (ads placed in code included), its Info.plists "
      + "and the SDK its Podfile.lock or Package.resolved pins",
    completion: .path,
    parse: { text throws(CommandError) in
      guard !text.isEmpty else { throw CommandError("an empty folder name (give the project's folder, like --project .)") }
      return text
    })

  static let screen = Option<String?>(
    "--screen", value: "NAME",
    help: "the screen, by its view controller's class, storyboard identifier or id; needed when several have ads",
    parse: { $0 })
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
    let read: InterfaceBuilderFiles.Read
    var paths = arguments.positionals
    if let folder = arguments.value(project) {
      guard paths.isEmpty else { throw CommandError("give PATH… or --project DIR, not both") }
      paths = [folder]
      read = ProjectFiles.read(folder, sdk: arguments.isGiven(sdk.spec) ? arguments.value(sdk) : nil, context: context)
    } else {
      read = try InterfaceBuilderFiles.read(paths, sdk: arguments.value(sdk), context: context)
    }
    if let file = arguments.value(output) {
      try InterfaceBuilderFiles.refuseOverwriting([(file, output.name)], read: read, paths: paths, command: name)
    }
    if let nothing = read.nothingFound { return nothing }
    let chosen = try InterfaceBuilderFiles.pick(read.screens, named: arguments.value(screen))
    let text = try InterfaceBuilderFiles.appFile(chosen)
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
    return .output(stdout: stdout, stderr: stderr, exitCode: read.problems.isEmpty ? 0 : 2)
  }
}

/// Reading Interface Builder files, shared by `import` and `check --import`.
enum InterfaceBuilderFiles {
  struct Read {
    var screens: [ImportedScreen] = []
    var notes: [ImportNote] = []
    var problems: [InputProblem] = []
    var files = 0
    /// Every storyboard and xib the paths led to, read or not.
    var paths: [String] = []
    /// Whether source files were read for ads placed in code (a project).
    var readsCode = false
    /// Every file a project read (its storyboards, xibs, sources, Info.plists, lock files).
    var projectFiles: [String] = []

    /// Exit 2 with every note and problem and why nothing was imported, when no screen has
    /// ad views; nil otherwise.
    var nothingFound: CommandResult? {
      guard screens.isEmpty else { return nil }
      let count = files == 1 ? "1 file" : "\(files) files"
      let what = readsCode ? ", and no ad placed in code," : ""
      return .output(
        stdout: "",
        stderr: messages() + "adpreview: no ad view (\(InterfaceBuilderImport.bannerClasses.sorted().joined(separator: ", ")), "
          + "a native ad view)\(what) in \(count)\n", exitCode: 2)
    }

    /// The notes about the files and about `screen`, and the problems, for standard error, a
    /// line each.
    func messages(for screen: ImportedScreen? = nil, screens: [ImportedScreen] = []) -> String {
      var text = ""
      for note in notes + (screen?.notes ?? []) + screens.flatMap(\.notes) {
        text += CommandResult.safeLines("\(note.file):\(note.line):\(note.column): note: \(note.message)") + "\n"
      }
      for problem in problems { text += "adpreview: " + CommandResult.safeLines(problem.description) + "\n" }
      return text
    }
  }

  /// The screens with ad views in the storyboards and xibs under `paths`, with every note
  /// and every file that could not be read.
  ///
  /// - Throws: `CommandError` when no path is given.
  static func read(_ paths: [String], sdk: SDKVersion, context: CommandContext) throws(CommandError) -> Read {
    guard !paths.isEmpty else {
      throw CommandError("give the storyboards, xibs or folders to read (adpreview import Main.storyboard), or --project DIR")
    }
    var read = Read()
    let walk = FolderWalker.files(under: paths, context: context) { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    read.problems = walk.problems
    read.paths = walk.files
    for path in walk.files {
      switch FolderWalker.text(of: path, context: context) {
      case .failure(let problem): read.problems.append(problem)
      case .success(let bytes):
        read.files += 1
        do throws(XMLError) {
          let root = try XMLReader.parse(bytes)
          let found = InterfaceBuilderImport.screens(in: root, file: path, sdk: sdk)
          read.notes += found.notes
          read.screens += found.screens
        } catch {
          read.problems.append(InputProblem(path: path, line: error.line, column: error.column, message: error.message))
        }
      }
    }
    return read
  }

  /// Refuses, before anything is written, an output that names one of the command's inputs
  /// (a path given, or a storyboard or xib found under one): writing it would replace the
  /// user's file with a report.
  ///
  /// - Throws: `CommandError` naming the option and the file.
  static func refuseOverwriting(_ outputs: [(file: String, option: String)], read: Read, paths: [String], command: String)
    throws(CommandError)
  {
    for (file, option) in outputs {
      guard let input = (paths + read.paths).first(where: { ReportDestinations.sameFile($0, file) }) else { continue }
      let which = input == file ? "one of the files" : "\(input.quotedForMessage), one of the files"
      throw CommandError(
        "\(option) \(file.quotedForMessage) is \(which) \(command) reads: writing there would replace it; give another file")
    }
  }

  /// The app file's text for `screen`, read back as `check --app` reads it: what import
  /// writes must be a file the other commands take.
  ///
  /// - Throws: `CommandError` naming the screen and what the reading refused.
  static func appFile(_ screen: ImportedScreen) throws(CommandError) -> String {
    let text = screen.appLayout.jsonValue.prettyText + "\n"
    do {
      _ = try AppLayout.decode(Array(text.utf8), file: "the app file for \(screen.name)")
    } catch {
      throw CommandError("\(error): the screen cannot be written as an app file; its notes say what was read")
    }
    return text
  }

  /// The screen named (by class, storyboard identifier or id), or the only one of `screens`
  /// (which has at least one).
  ///
  /// - Throws: `CommandError` naming the screens there are when none or several match.
  static func pick(_ screens: [ImportedScreen], named name: String?) throws(CommandError) -> ImportedScreen {
    let listing = screens.map { "\($0.name) (\($0.source.file):\($0.source.line))" }.joined(separator: ", ")
    if let name {
      let found = screens.first { $0.name == name || $0.name.hasSuffix("." + name) } ?? screens.first { $0.identifiers.contains(name) }
      guard let first = found else {
        throw CommandError("--screen \(name.quotedForMessage): no screen of that name has ad views (screens: \(listing))")
      }
      return first
    }
    guard screens.count == 1 else {
      throw CommandError("\(screens.count) screens have ad views: \(listing); choose one with --screen NAME")
    }
    return screens[0]
  }
}
