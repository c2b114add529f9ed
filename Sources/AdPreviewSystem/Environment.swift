/// Environment variables, read one at a time by name: the process's own, or a fixed set
/// (tests). A program start reads three or four of them, so the process's are looked up
/// when asked for instead of copied whole into a dictionary at every start.
public struct Environment: Sendable, ExpressibleByDictionaryLiteral {
  private let lookup: @Sendable (String) -> String?

  /// Variables looked up by `lookup`.
  public init(lookup: @escaping @Sendable (String) -> String?) {
    self.lookup = lookup
  }

  /// Exactly these variables.
  public init(_ values: [String: String]) {
    lookup = { values[$0] }
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The variable's value; nil when it is not set.
  public subscript(name: String) -> String? { lookup(name) }

  /// The process's environment, except that PWD is the real working directory, not one a
  /// parent process left behind (reports that want absolute paths, such as Xcode's, build
  /// them from it).
  public static let process = Environment { name in
    if name == "PWD" {
      guard let directory = getcwd(nil, 0) else { return nil }
      defer { free(directory) }
      return String(cString: directory)
    }
    return getenv(name).map { String(cString: $0) }
  }
}
