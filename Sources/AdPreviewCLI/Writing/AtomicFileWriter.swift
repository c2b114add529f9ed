import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem

/// What writing a file did, for the message after it.
public enum FileWriteOutcome: Sendable, Equatable {
  case created
  /// A file of that name was there and has been replaced.
  case overwrote
}

/// Writes output files (`check --report`, and any other file output) without ever leaving
/// half a file: the bytes go to a temporary file in the same folder, which is then renamed
/// over the target in one step. A symbolic link or a read-only file at the target is refused
/// unless `force` (then the file it points to, or the read-only file, is replaced, keeping
/// its permissions); a folder or device is always refused. Nothing is reported written
/// unless it was.
public enum AtomicFileWriter {
  public static func save(_ bytes: [UInt8], to path: String, force: Bool) throws -> FileWriteOutcome {
    try save(to: path, force: force) { write in try write(bytes) }
  }

  /// The same for a file made a piece at a time: `produce` hands each piece to the `write` it
  /// is given, in order, and nothing is held but the piece. Until it returns, the file is
  /// a temporary one beside the target; a piece that cannot be written, or an error thrown
  /// by `produce`, leaves no file.
  public static func save(
    to path: String, force: Bool, producing produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
  ) throws -> FileWriteOutcome {
    let (folder, name, target, existing) = try destination(path, force: force)
    let exists = existing != nil
    let status = existing ?? stat()
    ignoreFileSizeSignal()
    // From before the file exists until it is renamed or removed, a signal that ends the
    // process removes it first. mkstemp fills in the very name the handler reads, so there
    // is no moment when the file exists and the handler does not know it.
    TemporaryFileGuard.install()
    defer { TemporaryFileGuard.uninstall() }
    let template = TemporaryFileGuard.watch("\(folder).\(name).adpreview-XXXXXX")
    let descriptor = mkstemp(template)
    guard descriptor >= 0 else { throw problem(path, "cannot create a file in its folder (\(FileReader.reason()))") }
    let temporary = String(cString: template)
    do {
      defer { close(descriptor) }
      try produce { piece in try writeAll(piece, to: descriptor) }
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

  /// Where a write to `path` goes: the folder and name of the file replaced (a symbolic
  /// link's target with `force`), and its status when one is there; throws what `save` would
  /// refuse before writing anything.
  private static func destination(_ path: String, force: Bool) throws -> (
    folder: String, name: String, target: String, existing: stat?
  ) {
    // An empty name (`--gif ''`) names no file; a folder's name with a trailing slash none either.
    guard !path.isEmpty, !path.hasSuffix("/") else { throw problem(path, "names no file (give a file name)") }
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
    // A file nobody may write was made so on purpose: renaming over it would ignore that
    // (the folder's permission is all a rename needs), so it takes --force.
    if exists && status.st_mode & 0o222 == 0 && !force {
      throw problem(path, "is read-only; adpreview does not replace it (--force does)")
    }
    let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? "./"
    let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
    return (folder, name, target, exists ? status : nil)
  }

  /// Whether `save` could write `path` now, found out without touching it: the same refusals
  /// (a link without `force`, a folder), and a trial file created and removed in its folder
  /// (the folder exists and takes new files). For a file written much later, at the end of
  /// a previewer session, so a path that cannot take it is refused before the session starts.
  public static func check(_ path: String, force: Bool) throws {
    let (folder, name, _, _) = try destination(path, force: force)
    TemporaryFileGuard.install()
    defer { TemporaryFileGuard.uninstall() }
    let template = TemporaryFileGuard.watch("\(folder).\(name).adpreview-XXXXXX")
    let descriptor = mkstemp(template)
    guard descriptor >= 0 else { throw problem(path, "cannot be written: no new file can be made in its folder (\(FileReader.reason()))") }
    close(descriptor)
    unlink(template)
  }

  /// Past a file-size limit (`ulimit -f`) a write fails with `File too large`, which is
  /// reported as any write error is, instead of the signal ending the process before the
  /// temporary file is removed.
  static func ignoreFileSizeSignal() {
    var action = sigaction()
    action.handler = SIG_IGN
    sigemptyset(&action.sa_mask)
    sigaction(SIGXFSZ, &action, nil)
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
    ignoreFileSizeSignal()
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

/// Removes the temporary file of a write in progress when a signal ends the process, then
/// lets the signal end it as it would have (the shell still sees 128 + N). Signals ignored
/// when the process started stay ignored.
enum TemporaryFileGuard {
  /// Signals sent from outside whose default action ends the process.
  static let signals: [Int32] =
    [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU]
    + PlatformSignals.terminating
  /// The temporary file's path, read by the handler: a C string made before the file
  /// exists, so the handler allocates nothing.
  nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var previous: [(Int32, sigaction)] = []

  static func install() {
    guard previous.isEmpty else { return }
    for signal in signals {
      var old = sigaction()
      sigaction(signal, nil, &old)
      if unsafeBitCast(old.handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
      var action = sigaction()
      action.handler = { number in TemporaryFileGuard.interrupted(number) }
      sigfillset(&action.sa_mask)
      sigaction(signal, &action, nil)
      previous.append((signal, old))
    }
  }

  /// Keeps `template` as the name of the file to remove and returns it for mkstemp to fill
  /// in place: the handler reads the name mkstemp creates the file under.
  static func watch(_ template: String) -> UnsafeMutablePointer<CChar> {
    let copy = strdup(template)!
    let old = path
    path = copy
    free(old)
    return copy
  }

  /// Puts the handlers back; the file is renamed or removed by then.
  static func uninstall() {
    for (signal, old) in previous {
      var action = old
      sigaction(signal, &action, nil)
    }
    previous = []
    let old = path
    path = nil
    free(old)
  }

  private static func interrupted(_ number: Int32) {
    if let path { unlink(path) }
    var action = sigaction()
    action.handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(number, &action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(number)
  }
}
