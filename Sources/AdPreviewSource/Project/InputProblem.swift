/// A file a project read could not take: one that could not be listed or opened, is not text,
/// or is not well-formed; the path, where in it when known, and why. The run reads the other
/// files and exits 2.
public struct InputProblem: Error, Equatable, Sendable {
  public var path: String
  public var line: Int?
  public var column: Int?
  public var message: String

  public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:col: message`, as compilers write it.
  public var description: String {
    var place = path
    if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    return "\(place): \(message)"
  }
}
