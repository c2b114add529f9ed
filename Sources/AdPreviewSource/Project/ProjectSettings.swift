import AdPreviewCore
import AdPreviewFormats

/// What a project's own files say about how it is built, read the same way by `lint`, `import`,
/// `check` and the previewer: the Google Mobile Ads SDK release its dependency files pin, and
/// whether each target's `Info.plist` declares multiple scenes. A file that says nothing
/// readable is a note, never a silent gap.
public struct ProjectSettings: Sendable {
  /// The SDK version a dependency file pins, and where.
  public struct SDKPin: Sendable, Equatable {
    /// As written (`12.6.0`).
    public var version: String
    public var major: Int
    public var file: String
    public var line: Int
  }

  /// A target's `Info.plist`: the folder it stands for and what it declares.
  public struct Target: Sendable, Equatable {
    /// With its trailing slash (`App/`): files under it are the target's.
    public var folder: String
    public var path: String
    public var multiScene: Bool
  }

  public var sdkPin: SDKPin?
  public var targets: [Target] = []
  /// Lock files that pin nothing usable, `Info.plist`s that could not be read.
  public var notes: [ImportNote] = []
  /// An `Info.plist` that could not be read at all (no permission, not UTF-8): bad input.
  public var problems: [InputProblem] = []
  /// Every `Info.plist` that could not be read, binary and malformed ones too: `lint`, whose
  /// findings depend on the scene setting, takes each as bad input.
  public var unreadLists: [InputProblem] = []

  public init() {}

  /// The highest SDK major version taken as a real release; a pin past it is a typing slip or
  /// a hostile file, and a note.
  static let highestPlausibleMajor = 99

  /// Reads the lock files and property lists among `files` (others are passed over).
  ///
  /// - Parameter readsPin: whether the pin is wanted (not when the command line names a release).
  public static func read(_ files: [ProjectFile], readsPin: Bool = true) -> ProjectSettings {
    var settings = ProjectSettings()
    for file in files {
      if isPropertyList(file.path) {
        settings.addList(file)
      } else if readsPin, settings.sdkPin == nil, SDKLock.isLockFile(file.path) {
        settings.addLock(file)
      }
    }
    return settings
  }

  /// Whether a path names a target's property list.
  public static func isPropertyList(_ path: String) -> Bool {
    // Firebase's GoogleService-Info.plist configures a library, not a target.
    let name = ProjectFile.name(of: path)
    return name == "Info.plist" || (name.hasSuffix("-Info.plist") && name != "GoogleService-Info.plist")
  }

  /// The release of the nearest `Info.plist` above `path`: whether its target declares
  /// multiple scenes, nil when no list above it says.
  public func multiScene(for path: String) -> Bool? {
    targets.filter { path.hasPrefix($0.folder) }.max { $0.folder.count < $1.folder.count }?.multiScene
  }

  mutating func addLock(_ file: ProjectFile) {
    func note(_ line: Int, _ message: String) {
      notes.append(ImportNote(file: file.path, line: line, column: 1, message: message))
    }
    let bytes: [UInt8]
    switch file.text {
    case .failure(let problem):
      note(problem.line ?? 1, "\(problem.message): the SDK release it pins is not read")
      return
    case .success(let text): bytes = text
    }
    if file.path.hasSuffix(".resolved") {
      do throws(JSONSyntaxError) {
        _ = try JSONParser.parse(bytes)
      } catch {
        note(error.line, "is not JSON (\(error.message)): the SDK release it pins is not read")
        return
      }
    }
    guard let (version, line) = SDKLock.version(in: bytes) else { return }
    guard let major = Int(version.prefix { $0.isNumber }), (1...Self.highestPlausibleMajor).contains(major) else {
      note(line, "pins Google Mobile Ads SDK \(String(version.prefix(24)).sanitizedForMessage), which is no release: not used")
      return
    }
    sdkPin = SDKPin(version: String(version.prefix(24)), major: major, file: file.path, line: line)
  }

  mutating func addList(_ file: ProjectFile) {
    let bytes: [UInt8]
    switch file.text {
    case .failure(let problem):
      // A binary property list is Xcode's to write: it needs a conversion, not a fix.
      let message =
        problem.message.hasPrefix("is binary")
        ? "is a binary property list: its scene support is not read (plutil -convert xml1 converts it)" : problem.message
      let unread = InputProblem(path: file.path, line: problem.line, column: problem.column, message: message)
      unreadLists.append(unread)
      if problem.message.hasPrefix("is binary") {
        notes.append(ImportNote(file: file.path, line: 1, column: 1, message: message))
      } else {
        problems.append(unread)
      }
      return
    case .success(let text): bytes = text
    }
    do throws(XMLError) {
      let root = try XMLReader.parse(bytes)
      targets.append(Target(folder: ProjectFile.folder(of: file.path), path: file.path, multiScene: InfoPlist.supportsMultipleScenes(root) == true))
    } catch {
      unreadLists.append(InputProblem(path: file.path, line: error.line, column: error.column, message: error.message))
      notes.append(
        ImportNote(
          file: file.path, line: error.line, column: error.column,
          message: "not an XML property list (\(error.message)): its scene support is not read"))
    }
  }
}
