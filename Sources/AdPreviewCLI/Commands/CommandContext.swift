import AdPreviewSystem

/// What a command may read from the outside world, injected so commands stay testable.
public struct CommandContext: Sendable {
  /// Environment variables (`ADPREVIEW_DEVICES`, `NO_COLOR`, `TERM`, `PWD`).
  public var environment: Environment
  /// Reads a whole file; throws a message naming the problem.
  public var readFile: @Sendable (String) throws -> [UInt8]
  /// The names in a directory, or nil when it is not a readable directory.
  public var listDirectory: @Sendable (String) -> [String]?
  /// Whether a path names something (a file, a folder, a link), without reading it.
  public var exists: @Sendable (String) -> Bool
  /// What a path names, following symbolic links, for walking folders (`lint`, `import`);
  /// throws a message naming the problem (a dangling link, a link loop, no permission).
  public var fileStatus: @Sendable (String) throws -> FileStatus
  /// The file system as a walk of the user's tree sees it (paths as bytes); nil: one made of
  /// `listDirectory`, `fileStatus` and `readFile` as they are when it is asked for.
  public var fileTree: FileTree?
  /// Where a path leads on disk, to tell two spellings of one file from two files; nil: what
  /// `fileStatus` says of it, else its spelling.
  public var fileTarget: (@Sendable (String) -> FileTarget)?
  /// All of standard input (at most `Limits.maximumFileBytes`).
  public var readStandardInput: @Sendable () throws -> [UInt8]
  /// The terminal's size when standard output is a terminal.
  public var terminalSize: (columns: Int, rows: Int)?
  /// Whether standard input and output are both terminals.
  public var isInteractiveTerminal: Bool
  /// Writes a file in place (scripts exported by the previewer).
  public var writeFile: @Sendable (String, [UInt8]) throws -> Void
  /// Writes a file through `AtomicFileWriter` (`--report`): path, bytes, and whether to
  /// write through a symbolic link; returns whether a file was replaced.
  public var writeFileAtomically: @Sendable (String, [UInt8], Bool) throws -> FileWriteOutcome
  /// Writes a file as `writeFileAtomically` does, a piece at a time: path, whether through a
  /// symbolic link, and what hands the pieces to the writer it is given (a large report,
  /// never held whole). Nil: the command holds the file and writes it whole.
  public var writeFileAtomicallyInPieces: (@Sendable (String, Bool, (_ write: ([UInt8]) throws -> Void) throws -> Void) throws -> FileWriteOutcome)?
  /// Whether `writeFileAtomically` could write a path now (path, and whether through a
  /// symbolic link); throws what it would refuse. For a file written when the previewer ends.
  public var checkWritable: @Sendable (String, Bool) throws -> Void
  /// Writes UTF-8 to standard output at once, for a command that prints as it goes (`play`,
  /// a large `check --json`); nil: the command returns its output instead. Bytes, not text:
  /// a report of hundreds of megabytes is not checked again as it goes out.
  public var streamStandardOutput: (@Sendable ([UInt8]) throws -> Void)?
  /// Makes one folder whose parent exists (`check --images DIR`); throws a message naming
  /// the problem. A context that has no file system of its own cannot.
  public var makeFolder: @Sendable (String) throws -> Void = { path in
    throw FileProblem("\(path.quotedForMessage): no folder can be made here")
  }

  public init(
    environment: Environment = [:],
    readFile: @escaping @Sendable (String) throws -> [UInt8] = { path in
      throw FileProblem("\(path): no such file")
    },
    listDirectory: @escaping @Sendable (String) -> [String]? = { _ in nil },
    exists: @escaping @Sendable (String) -> Bool = { _ in false },
    fileStatus: @escaping @Sendable (String) throws -> FileStatus = { path in throw FileProblem("\(path): no such file") },
    readStandardInput: @escaping @Sendable () throws -> [UInt8] = { [] },
    terminalSize: (columns: Int, rows: Int)? = nil,
    isInteractiveTerminal: Bool = false,
    writeFile: @escaping @Sendable (String, [UInt8]) throws -> Void = { path, _ in
      throw FileProblem("\(path): cannot write")
    },
    writeFileAtomically: @escaping @Sendable (String, [UInt8], Bool) throws -> FileWriteOutcome = { path, _, _ in
      throw FileProblem("\(path): cannot write")
    },
    checkWritable: @escaping @Sendable (String, Bool) throws -> Void = { _, _ in },
    streamStandardOutput: (@Sendable ([UInt8]) throws -> Void)? = nil
  ) {
    self.environment = environment
    self.readFile = readFile
    self.listDirectory = listDirectory
    self.exists = exists
    self.fileStatus = fileStatus
    self.readStandardInput = readStandardInput
    self.terminalSize = terminalSize
    self.isInteractiveTerminal = isInteractiveTerminal
    self.writeFile = writeFile
    self.writeFileAtomically = writeFileAtomically
    self.checkWritable = checkWritable
    self.streamStandardOutput = streamStandardOutput
  }
}

extension CommandContext {
  /// The tree the walker reads: `fileTree`, else one made of the path closures.
  var tree: FileTree { fileTree ?? FileTree(adapting: self) }

  /// Where `path` leads: `fileTarget`'s answer, else the identity `fileStatus` gives, else the
  /// path as spelled without `.` and `..`.
  func target(of path: String) -> FileTarget {
    if let fileTarget { return fileTarget(path) }
    if let status = try? fileStatus(path) { return .file(status.identity) }
    return .spelled(FileTree.normalized(path))
  }
}

/// Where a path leads on disk: an existing file (after its links), or for a file not there
/// yet its folder and name; a path whose folder cannot be found either is known by its
/// spelling.
public enum FileTarget: Hashable, Sendable {
  case file(FileIdentity)
  case new(folder: FileIdentity, name: String)
  case spelled(String)
}

/// What a path names, after following its symbolic links.
public struct FileStatus: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case file
    case folder
    /// A FIFO, a device, a socket: never read by a walk.
    case other
  }

  public var kind: Kind
  /// Which file it is (device and inode), so a walk meets each folder and file once however
  /// many links lead to it.
  public var identity: FileIdentity
  /// Whether the path itself is a symbolic link.
  public var isLink: Bool

  public init(kind: Kind, identity: FileIdentity, isLink: Bool) {
    self.kind = kind
    self.identity = identity
    self.isLink = isLink
  }
}

/// A file's device and inode.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

/// A file that could not be read or written; the message names it.
public struct FileProblem: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}
