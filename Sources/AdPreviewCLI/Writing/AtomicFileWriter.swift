import AdPreviewCore
import AdPreviewSystem

/// What writing a file did, for the message after it.
public enum FileWriteOutcome: Sendable, Equatable {
  case created
  /// A file of that name was there and has been replaced.
  case overwrote
}

/// Writes output files (`check --report`, and any other file output) without ever leaving
/// half a file: the bytes go to a temporary file in the same folder, which is then renamed
/// over the target in one step. A symbolic link at the target is refused unless `force`
/// (then the file it points to is replaced); a folder or device is always refused. Nothing
/// is reported written unless it was.
public enum AtomicFileWriter {
  public static func save(_ bytes: [UInt8], to path: String, force: Bool) throws -> FileWriteOutcome {
    var target = path
    var status = stat()
    var exists = lstat(path, &status) == 0
    if exists && (status.st_mode & S_IFMT) == S_IFLNK {
      guard force else {
        throw problem(path, "is a symbolic link; adpreview does not write through it (--force replaces the file it points to)")
      }
      guard let resolved = realpath(path, nil) else { throw problem(path, "is a broken symbolic link (\(FileReader.reason()))") }
      target = String(cString: resolved)
      free(resolved)
      exists = lstat(target, &status) == 0
    }
    if exists && (status.st_mode & S_IFMT) != S_IFREG {
      throw problem(path, "is not a regular file; adpreview only replaces files")
    }
    let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? "./"
    let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
    var template = Array("\(folder).\(name).adpreview-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw problem(path, "cannot create a file in its folder (\(FileReader.reason()))") }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    do {
      defer { close(descriptor) }
      try writeAll(bytes, to: descriptor)
      // Keep the permissions of the file replaced; a new file gets the usual rw-r--r--.
      _ = fchmod(descriptor, exists ? status.st_mode & 0o7777 : 0o644)
      guard fsync(descriptor) == 0 else { throw FileProblem(FileReader.reason()) }
    } catch {
      unlink(temporary)
      throw problem(path, "cannot be written (\(error))")
    }
    guard rename(temporary, target) == 0 else {
      let why = FileReader.reason()
      unlink(temporary)
      throw problem(path, "cannot be written (\(why))")
    }
    return exists ? .overwrote : .created
  }

  /// Writes every byte to a descriptor, retrying short writes.
  ///
  /// - Throws: `FileProblem` with the system's reason (`No space left on device`).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
    try bytes.withUnsafeBufferPointer { try writeAll($0, to: descriptor) }
  }

  /// Writes `text`'s UTF-8 as it is stored: a native string's bytes are not copied first.
  static func writeAll(_ text: String, to descriptor: Int32) throws {
    var text = text
    try text.withUTF8 { try writeAll($0, to: descriptor) }
  }

  private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) throws {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw FileProblem(written == 0 ? "nothing was written" : FileReader.reason()) }
      offset += written
    }
  }

  private static func problem(_ path: String, _ message: String) -> FileProblem {
    FileProblem("\(path.quotedForMessage): \(message)")
  }
}
