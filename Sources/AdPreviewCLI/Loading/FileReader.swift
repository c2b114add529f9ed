import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem

/// Reads input files — device files, `--app` layouts, play scripts — and standard input, the
/// one way adpreview reads bytes: regular files only (a FIFO, a device such as `/dev/zero`
/// or a folder is refused without reading it), at most `Limits.maximumFileBytes`, and a
/// leading UTF-8 byte order mark skipped, the same for every file type.
enum FileReader {
  /// The whole file.
  ///
  /// - Throws: `FileProblem` naming the path (quoted) and what is wrong.
  static func contents(of path: String, limit: Int = Limits.maximumFileBytes) throws -> [UInt8] {
    // Non-blocking, so opening a FIFO nobody writes to returns at once.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw problem(path, reason()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw problem(path, reason()) }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else { throw problem(path, "is \(describe(kind)), not a regular file") }
    guard Int(status.st_size) <= limit else { throw problem(path, tooLarge(limit)) }
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
    guard let bytes = readAll(descriptor, limit: limit) else {
      throw problem(path, errno == 0 ? tooLarge(limit) : reason())
    }
    return Array(UTF8Validation.skippingByteOrderMark(bytes))
  }

  /// All of standard input, at most `limit` bytes.
  static func readStandardInput(limit: Int = Limits.maximumFileBytes) throws -> [UInt8] {
    guard let bytes = readAll(STDIN_FILENO, limit: limit) else {
      throw FileProblem("standard input: \(errno == 0 ? tooLarge(limit) : reason())")
    }
    return Array(UTF8Validation.skippingByteOrderMark(bytes))
  }

  /// Everything up to the end of the file, or nil when it holds more than `limit` bytes
  /// (errno 0) or reading fails (errno set).
  static func readAll(_ descriptor: Int32, limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      if bytes.count > limit {
        errno = 0
        return nil
      }
    }
  }

  static func tooLarge(_ limit: Int) -> String {
    "is larger than \(limit >> 20) MiB, the most adpreview reads"
  }

  private static func describe(_ kind: mode_t) -> String {
    switch kind {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
  }

  static func reason() -> String { String(cString: strerror(errno)) }

  private static func problem(_ path: String, _ message: String) -> FileProblem {
    FileProblem("\(path.quotedForMessage): \(message)")
  }
}
