/// What the reducer asks the runtime to do.
public enum AppEffect: Hashable, Sendable {
  case quit
  /// Write a file (the exported play script).
  case writeFile(path: String, contents: String)
}
