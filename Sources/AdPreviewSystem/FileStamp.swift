/// When a file was last changed and how long it is: what a watcher compares to see a save.
public struct FileStamp: Hashable, Sendable {
  public var seconds: Int
  public var nanoseconds: Int
  public var size: Int

  /// The stamp of `path` (following links), or nil when it cannot be read.
  public static func of(_ path: String) -> FileStamp? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return FileStamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(status.st_size))
  }
}
