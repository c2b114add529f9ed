import AdPreviewFormats

/// The file system as a walk of the user's tree sees it, with paths as bytes: a file name need
/// not be UTF-8, and a name that is not must still be opened by the bytes it has. The system's
/// is `FileTree.system`; a `CommandContext` made of in-memory files gets one that reads them.
public struct FileTree: Sendable {
  /// The names in a folder, as bytes; nil when it is not a folder that can be read.
  public var list: @Sendable (_ folder: [UInt8]) -> [[UInt8]]?
  /// What a path names, following its symbolic links (`isLink` says whether it is one); throws
  /// a message naming the problem (a dangling link, a link loop, no permission).
  public var status: @Sendable (_ path: [UInt8], _ shown: String) throws -> FileStatus
  /// The path with every symbolic link, `.` and `..` resolved (`realpath`); nil when it leads
  /// nowhere.
  public var resolve: @Sendable (_ path: [UInt8]) -> [UInt8]?
  /// A regular file's bytes, as `FileReader` reads them (never blocking, within the size and
  /// time limits); throws a message naming `shown`.
  public var read: @Sendable (_ path: [UInt8], _ shown: String) throws -> [UInt8]

  public init(
    list: @escaping @Sendable ([UInt8]) -> [[UInt8]]?, status: @escaping @Sendable ([UInt8], String) throws -> FileStatus,
    resolve: @escaping @Sendable ([UInt8]) -> [UInt8]?, read: @escaping @Sendable ([UInt8], String) throws -> [UInt8]
  ) {
    self.list = list
    self.status = status
    self.resolve = resolve
    self.read = read
  }

  /// A tree made of a context's path closures, for contexts whose files are not the system's
  /// (tests' in-memory files): names are UTF-8, and a path resolves to its own spelling
  /// without `.` and `..` (there are no links).
  init(adapting context: CommandContext) {
    let listDirectory = context.listDirectory
    let fileStatus = context.fileStatus
    let readFile = context.readFile
    self.init(
      list: { folder in listDirectory(String(decoding: folder, as: UTF8.self))?.map { Array($0.utf8) } },
      status: { path, _ in try fileStatus(String(decoding: path, as: UTF8.self)) },
      resolve: { path in Array(FileTree.normalized(String(decoding: path, as: UTF8.self)).utf8) },
      read: { path, _ in try readFile(String(decoding: path, as: UTF8.self)) })
  }

  /// A path without its `.` parts, empty parts and the folders a `..` leaves (as spelled,
  /// not as the file system resolves it): `a/./b/../c` is `a/c`.
  public static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if !(part == ".." && path.hasPrefix("/") && parts.isEmpty) {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined.isEmpty ? "." : joined
  }

  /// A name's bytes as shown: UTF-8 as it is, every byte that is not UTF-8 as `\xHH`.
  public static func shown(_ name: [UInt8]) -> String {
    if let text = String(validating: name, as: UTF8.self) { return text }
    var shown = ""
    var start = 0
    while start < name.count {
      let rest = Array(name[start...])
      if let bad = UTF8Validation.firstInvalidByte(in: rest) {
        shown += String(decoding: rest[..<bad], as: UTF8.self)
        shown += "\\x" + String(rest[bad], radix: 16, uppercase: true).leftPadded(to: 2)
        start += bad + 1
      } else {
        shown += String(decoding: rest, as: UTF8.self)
        break
      }
    }
    return shown
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
