import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// How `import`, `check --import`, `check --project`, the previewer's `--project` and its live
/// reload read a user's project: the walker lists and reads the tree, `ProjectReader` makes
/// the project of it. The one way in; nothing else reads a repository's files.
enum ProjectInput {
  /// The whole project under `folder`: its storyboards, xibs, code, `Info.plist`s and lock
  /// files.
  ///
  /// - Parameter sdk: the release given on the command line; nil: the one the dependency
  ///   files pin, else the current one.
  static func project(_ folder: String, sdk: SDKVersion?, context: CommandContext) -> ProjectRead {
    let walk = FolderWalker.files(under: [folder], context: context, wanted: ProjectReader.wants)
    var read = ProjectRead(
      project: ProjectReader.read(walk.files.map { FolderWalker.read($0, context: context) }, sdk: sdk), inputs: walk.files,
      skipped: walk.notes)
    read.project.problems = walk.problems + read.project.problems
    return read
  }

  /// The screens with ad views in the storyboards and xibs under `paths`.
  ///
  /// - Throws: `CommandError` when no path is given.
  static func interfaceBuilder(_ paths: [String], sdk: SDKVersion, context: CommandContext) throws(CommandError) -> ProjectRead {
    guard !paths.isEmpty else {
      throw CommandError("give the storyboards, xibs or folders to read (adpreview import Main.storyboard), or --project DIR")
    }
    let walk = FolderWalker.files(under: paths, context: context, wanted: ProjectReader.isInterfaceBuilder)
    var read = ProjectRead(
      project: ProjectReader.readInterfaceBuilder(walk.files.map { FolderWalker.read($0, context: context) }, sdk: sdk),
      inputs: walk.files, skipped: walk.notes)
    read.project.problems = walk.problems + read.project.problems
    return read
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

  /// What `check --project` checks, for standard error: each screen with its place and slots.
  static func summary(_ screens: [ImportedScreen], folder: String) -> String {
    var text = "adpreview: \(folder): \(screens.count == 1 ? "1 screen" : "\(screens.count) screens") with ads\n"
    for screen in screens {
      let slots = screen.slots.map { "\($0.name ?? $0.format.rawValue) (\($0.format.rawValue))" }.joined(separator: ", ")
      text += CommandResult.safeLines("  \(screen.name) \(screen.source.file):\(screen.source.line): \(slots)") + "\n"
    }
    return text
  }
}
