import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// Reading a whole project folder for `check --project` and `import --project`: its
/// storyboards and xibs, its Swift and Objective-C files, the targets' `Info.plist`s and the
/// SDK release its dependency files pin.
enum ProjectFiles {
  /// Files a project walk reads.
  static func wanted(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib") || path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
      || path.hasSuffix("Info.plist") || SDKLock.isLockFile(path)
  }

  /// The project's screens with ads, and what it read on the way.
  ///
  /// - Parameters:
  ///   - sdk: the release given on the command line; nil: the one the dependency files pin,
  ///     else the current one.
  static func read(_ folder: String, sdk given: SDKVersion?, context: CommandContext) -> InterfaceBuilderFiles.Read {
    var read = InterfaceBuilderFiles.Read()
    read.readsCode = true
    let walk = FolderWalker.files(under: [folder], context: context, wanted: wanted)
    read.problems = walk.problems
    read.projectFiles = walk.files
    var storyboards: [(String, [UInt8])] = []
    var sources: [(String, SourceLanguage, [UInt8])] = []
    var plists: [(folder: String, path: String, multiScene: Bool)] = []
    var sdk = given ?? .current
    var sdkNote: ImportNote?
    for path in walk.files {
      if SDKLock.isLockFile(path) {
        // Package.swift is Swift too, but it places no ads.
        guard given == nil, sdkNote == nil, case .success(let bytes) = FolderWalker.text(of: path, context: context),
          let (version, line) = SDKLock.version(in: bytes), let (release, nearest) = SDKLock.release(forVersion: version)
        else { continue }
        sdk = release
        sdkNote = ImportNote(
          file: path, line: line, column: 1,
          message: "the app links Google Mobile Ads SDK \(version): checked with SDK \(release.rawValue)'s rules"
            + (nearest ? " (the nearest modelled release; banner sizes and placement are the same)" : ""))
        continue
      }
      switch FolderWalker.text(of: path, context: context) {
      case .failure(let problem):
        // A binary property list is Xcode's to write; it only loses the scene setting.
        if path.hasSuffix("Info.plist"), problem.message.hasPrefix("is binary") {
          read.notes.append(
            ImportNote(
              file: path, line: 1, column: 1, message: "a binary property list: its scene support is not read (plutil -convert xml1 reads it)"))
        } else {
          read.problems.append(problem)
        }
      case .success(let bytes):
        if path.hasSuffix("Info.plist") {
          guard let root = try? XMLReader.parse(bytes) else {
            read.notes.append(ImportNote(file: path, line: 1, column: 1, message: "not an XML property list: its scene support is not read"))
            continue
          }
          plists.append((directory(of: path), path, InfoPlist.supportsMultipleScenes(root) == true))
        } else if let language = SourceLanguage(path: path) {
          sources.append((path, language, bytes))
        } else {
          storyboards.append((path, bytes))
        }
      }
    }
    if let sdkNote { read.notes.append(sdkNote) }
    var interfaceBuilder: [ImportedScreen] = []
    var storyboardChrome: [String: AppChrome] = [:]
    for (path, bytes) in storyboards {
      read.files += 1
      read.paths.append(path)
      do throws(XMLError) {
        let found = InterfaceBuilderImport.document(in: try XMLReader.parse(bytes), file: path, sdk: sdk)
        read.notes += found.notes
        interfaceBuilder += found.screens
        storyboardChrome.merge(found.chrome) { first, _ in first }
      } catch {
        read.problems.append(InputProblem(path: path, line: error.line, column: error.column, message: error.message))
      }
    }
    var code: [CodeFacts] = []
    for (path, language, bytes) in sources {
      read.files += 1
      let facts = CodePlacement.read(bytes, language: language, file: path, sdk: sdk)
      for problem in facts.problems {
        read.problems.append(InputProblem(path: path, line: problem.line, column: problem.column, message: problem.message))
      }
      code.append(facts)
    }
    let setsScene = code.reduce(into: [String: Bool]()) { all, facts in all.merge(facts.setsScene) { $0 && $1 } }
    read.screens = ProjectLayout.screens(interfaceBuilder: interfaceBuilder, storyboardChrome: storyboardChrome, code: code, sdk: sdk).map { screen in
      var screen = screen
      // The Info.plist of the target the screen's file is in: the nearest one above it.
      let plist = plists.filter { screen.source.file.hasPrefix($0.folder) }.max { $0.folder.count < $1.folder.count }
      screen.request = RequestSettings(
        scene: setsScene[screen.name] == false ? .unset : .set, mode: .test, multiScene: plist?.multiScene ?? false, sdk: sdk)
      return screen
    }
    return read
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

  /// The folder of a path, with its trailing slash (`App/`), or "" for a bare name.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }
}
