import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem

/// Reads input files — device files, `--app` layouts, play scripts, every file of a user's
/// tree — and standard input, the one way adpreview reads bytes: regular files only (a FIFO,
/// a device such as `/dev/zero` or a folder is refused without reading it), never blocking
/// (the file stays open non-blocking, so a file the kernel fills as it goes, like
/// `/proc/kmsg`, is refused rather than waited on), at most `Limits.maximumFileBytes` and
/// `maximumReadMilliseconds`, and a leading UTF-8 byte order mark skipped, the same for every
/// file type.
enum FileReader {
  /// How long one file may take to read: far longer than any real file on any disk takes, and
  /// short enough that a file served slowly (a network or user-space file system that
  /// trickles) cannot hold a CI job.
  static let maximumReadMilliseconds = 5_000

  /// The whole file.
  ///
  /// - Throws: `FileProblem` naming the path (quoted) and what is wrong.
  static func contents(of path: String, limit: Int = Limits.maximumFileBytes) throws -> [UInt8] {
    try contents(atBytes: Array(path.utf8), shown: path, limit: limit)
  }

  /// The whole file at a path given as bytes (a name need not be UTF-8), named in messages as
  /// `shown`.
  static func contents(
    atBytes path: [UInt8], shown: String, limit: Int = Limits.maximumFileBytes, timeLimit: Int = maximumReadMilliseconds
  ) throws -> [UInt8] {
    // Non-blocking, so opening a FIFO nobody writes to returns at once.
    let descriptor = withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
    guard descriptor >= 0 else { throw problem(shown, reason()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw problem(shown, reason()) }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else { throw problem(shown, "is \(describe(kind)), not a regular file") }
    guard Int(status.st_size) <= limit else { throw problem(shown, tooLarge(limit)) }
    switch readAll(descriptor, limit: limit, timeLimit: timeLimit) {
    case .bytes(let bytes): return Array(UTF8Validation.skippingByteOrderMark(bytes))
    case .tooLarge: throw problem(shown, tooLarge(limit))
    case .wouldBlock:
      throw problem(shown, "is a file whose reading waits for more (like /proc/kmsg): not read")
    case .tooSlow:
      throw problem(shown, "took more than \(timeLimit / 1000) seconds to read: not read")
    case .failed(let reason): throw problem(shown, reason)
    }
  }

  /// All of standard input, at most `limit` bytes. A pipe may take its time: standard input
  /// is the user's, not the repository's.
  static func readStandardInput(limit: Int = Limits.maximumFileBytes) throws -> [UInt8] {
    switch readAll(STDIN_FILENO, limit: limit, timeLimit: nil) {
    case .bytes(let bytes): return Array(UTF8Validation.skippingByteOrderMark(bytes))
    case .tooLarge: throw FileProblem("standard input: \(tooLarge(limit))")
    case .wouldBlock: throw FileProblem("standard input: it is non-blocking and has nothing to read")
    case .tooSlow: throw FileProblem("standard input: too slow")
    case .failed(let reason): throw FileProblem("standard input: \(reason)")
    }
  }

  /// How a read ended.
  enum Outcome {
    case bytes([UInt8])
    /// More than the limit.
    case tooLarge
    /// A non-blocking read found nothing yet where a file would have ended.
    case wouldBlock
    /// Still not at its end after the time limit.
    case tooSlow
    case failed(String)
  }

  /// Everything up to the end of the file, stopping at `limit` bytes and after `timeLimit`
  /// milliseconds (nil: none).
  static func readAll(_ descriptor: Int32, limit: Int, timeLimit: Int?) -> Outcome {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    let deadline = timeLimit.map { monotonicMilliseconds() + $0 }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return .wouldBlock }
      if count < 0 { return .failed(reason()) }
      if count == 0 { return .bytes(bytes) }
      bytes += chunk[..<count]
      if bytes.count > limit { return .tooLarge }
      if let deadline, monotonicMilliseconds() > deadline { return .tooSlow }
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

  /// Milliseconds on the monotonic clock, for the time limit.
  static func monotonicMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
  }
}

/// Calls `body` with a path given as bytes, as the C library takes it (ended by a NUL).
func withCPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
  (path + [0]).withUnsafeBufferPointer { buffer in
    buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
  }
}
