import AdPreviewFormats

/// One file of a user's tree as the walker hands it over: its path as shown (relative to where
/// the user started, a name that is not UTF-8 written with `\x` escapes) and its bytes, or why
/// they could not be read. Everything in it is the repository's: nothing here is trusted.
public struct ProjectFile: Sendable {
  public enum Content: Sendable {
    /// The file's bytes, whole (the walker stops at the size limit instead).
    case bytes([UInt8])
    /// Why the walker could not read it (too large, blocking, no permission).
    case unreadable(InputProblem)
  }

  public var path: String
  public var content: Content

  public init(path: String, content: Content) {
    self.path = path
    self.content = content
  }

  public init(path: String, bytes: [UInt8]) {
    self.init(path: path, content: .bytes(bytes))
  }

  /// The file's text as UTF-8 bytes, or the problem that keeps it from being read as text
  /// (unreadable, binary, not UTF-8), naming the line and column where one can.
  public var text: Result<[UInt8], InputProblem> {
    switch content {
    case .unreadable(let problem): return .failure(problem)
    case .bytes(let bytes): return Self.text(bytes, path: path)
    }
  }

  /// The same for bytes read elsewhere.
  public static func text(_ bytes: [UInt8], path: String) -> Result<[UInt8], InputProblem> {
    if let zero = bytes.firstIndex(of: 0) {
      let (line, column) = place(of: zero, in: bytes)
      return .failure(InputProblem(path: path, line: line, column: column, message: "is binary (a NUL byte), not text"))
    }
    if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
      let (line, column) = place(of: bad, in: bytes)
      return .failure(InputProblem(path: path, line: line, column: column, message: "is not UTF-8 text (save it as UTF-8)"))
    }
    return .success(bytes)
  }

  /// The 1-based line and column (bytes) of an offset.
  public static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var start = 0
    for index in 0..<offset where LineEndings.endsLine(bytes, at: index) {
      line += 1
      start = index + 1
    }
    return (line, offset - start + 1)
  }

  /// The folder of a path, with its trailing slash (`App/`), or "" for a bare name.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// The file's own name, after its last slash.
  public static func name(of path: String) -> Substring {
    guard let slash = path.lastIndex(of: "/") else { return path[...] }
    return path[path.index(after: slash)...]
  }
}
