import AdPreviewCore

/// A user's project as `ProjectReader` reads it: the screens with ads (slots with their
/// file:line, chrome, request settings), the release its rules are checked with, and every
/// note and problem met on the way.
public struct Project: Sendable {
  public var screens: [ImportedScreen] = []
  public var notes: [ImportNote] = []
  public var problems: [InputProblem] = []
  /// How many storyboards, xibs and source files were read.
  public var files = 0
  /// Every storyboard and xib the listing held, read or not.
  public var interfaceBuilderPaths: [String] = []
  /// Whether source files were read for ads placed in code (a whole project).
  public var readsCode = false
  /// The release the project is checked with: the command line's, the one its dependency
  /// files pin, else the current one.
  public var sdk: SDKVersion = .current
  /// What the project's files say of how it is built.
  public var settings = ProjectSettings()

  public init() {}
}
