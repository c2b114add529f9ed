import AdPreviewCore
import AdPreviewFormats

/// Reads a user's project from a listing of its files, without touching the file system: the
/// CLI's walker lists the tree (staying in it, opening regular files only, never blocking)
/// and hands the bytes here. `check --project`, `import --project`, the previewer's
/// `--project` and its live reload all read a project through this one function.
public enum ProjectReader {
  /// Whether a whole-project read wants a file: storyboards, xibs, Swift and Objective-C
  /// sources, `Info.plist`s and the files that pin the SDK.
  public static func wants(_ path: String) -> Bool {
    isInterfaceBuilder(path) || path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
      || ProjectSettings.isPropertyList(path) || SDKLock.isLockFile(path)
  }

  /// Whether a path names a storyboard or a xib.
  public static func isInterfaceBuilder(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// The whole project: its screens with ads, from its storyboards, xibs and code, each with
  /// the request settings its code and its target's `Info.plist` give.
  ///
  /// - Parameter given: the release named on the command line; nil: the one the dependency
  ///   files pin, else the current one.
  public static func read(_ files: [ProjectFile], sdk given: SDKVersion?) -> Project {
    var project = Project()
    project.readsCode = true
    project.settings = ProjectSettings.read(files, readsPin: given == nil)
    project.sdk = given ?? .current
    if given == nil, let pin = project.settings.sdkPin, let (release, nearest) = SDKLock.release(forVersion: pin.version) {
      project.sdk = release
      project.notes.append(
        ImportNote(
          file: pin.file, line: pin.line, column: 1,
          message: "the app links Google Mobile Ads SDK \(pin.version): checked with SDK \(release.rawValue)'s rules"
            + (nearest ? " (the nearest modelled release; banner sizes and placement are the same)" : "")))
    }
    project.notes += project.settings.notes
    project.problems += project.settings.problems
    var interfaceBuilder: [ImportedScreen] = []
    var storyboardChrome: [String: AppChrome] = [:]
    var code: [CodeFacts] = []
    for file in files {
      if isInterfaceBuilder(file.path) {
        project.interfaceBuilderPaths.append(file.path)
        guard let document = readDocument(file, into: &project) else { continue }
        let found = InterfaceBuilderImport.document(in: document, file: file.path, sdk: project.sdk)
        project.notes += found.notes
        interfaceBuilder += found.screens
        storyboardChrome.merge(found.chrome) { first, _ in first }
      } else if let language = SourceLanguage(path: file.path), !SDKLock.isLockFile(file.path) {
        // Package.swift is Swift too, but it places no ads: it is read for its pin only.
        switch file.text {
        case .failure(let problem): project.problems.append(problem)
        case .success(let bytes):
          project.files += 1
          let facts = CodePlacement.read(bytes, language: language, file: file.path, sdk: project.sdk)
          for problem in facts.problems {
            project.problems.append(InputProblem(path: file.path, line: problem.line, column: problem.column, message: problem.message))
          }
          code.append(facts)
        }
      }
    }
    let setsScene = code.reduce(into: [String: Bool]()) { all, facts in all.merge(facts.setsScene) { $0 && $1 } }
    project.screens = ProjectLayout.screens(interfaceBuilder: interfaceBuilder, storyboardChrome: storyboardChrome, code: code, sdk: project.sdk)
      .map { screen in
        var screen = screen
        screen.request = RequestSettings(
          scene: setsScene[screen.name] == false ? .unset : .set, mode: .test,
          multiScene: project.settings.multiScene(for: screen.source.file) ?? false, sdk: project.sdk)
        return screen
      }
    return project
  }

  /// The screens with ad views in storyboards and xibs alone (`import PATH…`, `check
  /// --import`): no code, no settings.
  public static func readInterfaceBuilder(_ files: [ProjectFile], sdk: SDKVersion) -> Project {
    var project = Project()
    project.sdk = sdk
    for file in files {
      project.interfaceBuilderPaths.append(file.path)
      guard let document = readDocument(file, into: &project) else { continue }
      let found = InterfaceBuilderImport.screens(in: document, file: file.path, sdk: sdk)
      project.notes += found.notes
      project.screens += found.screens
    }
    return project
  }

  /// A storyboard's or xib's document, counted as read; nil with its problem recorded when
  /// it is not text or not well-formed XML.
  private static func readDocument(_ file: ProjectFile, into project: inout Project) -> XMLElement? {
    switch file.text {
    case .failure(let problem):
      project.problems.append(problem)
      return nil
    case .success(let bytes):
      project.files += 1
      do throws(XMLError) {
        return try XMLReader.parse(bytes)
      } catch {
        project.problems.append(InputProblem(path: file.path, line: error.line, column: error.column, message: error.message))
        return nil
      }
    }
  }
}
