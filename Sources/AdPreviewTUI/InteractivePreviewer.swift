import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender
import AdPreviewSystem

/// The interactive previewer on a real terminal.
public enum InteractivePreviewer {
  /// Runs the previewer until the user quits; returns the exit code.
  ///
  /// With `export`, the session's frames are kept (`FrameKeeper`) and handed to it once the
  /// terminal is given back, to be written as the GIF and SVG; it prints what it wrote and
  /// returns its exit code.
  public static func run(
    _ configuration: AppConfiguration, environment: Environment, export: ((KeptFrames) -> Int32)? = nil, watch: FileWatch? = nil
  ) -> Int32 {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      report("the interactive previewer needs a terminal on stdin and stdout; for a picture of the scene use `adpreview render`")
      return 2
    }
    // The recording is opened before the terminal is taken over, so a path it cannot be
    // written to is refused on a plain terminal (and a FIFO nobody reads never blocks).
    var recording: RecordingFile?
    var overwrites = false
    if let path = configuration.recordPath {
      var status = stat()
      overwrites = stat(path, &status) == 0
      switch RecordingFile.open(path) {
      case .success(let file): recording = file
      case .failure(let problem):
        report("--record: \(path.quotedForMessage) \(problem.reason)")
        return 2
      }
    }
    let session: NCursesSession
    do {
      session = try NCursesSession(environment: environment)
    } catch {
      report(error.message)
      return 2
    }
    defer { session.stop() }
    let size = session.size
    let state: AppState
    do {
      state = try AppState(configuration: configuration, columns: size.columns, rows: size.rows)
    } catch {
      session.stop()
      report(error.message)
      return 2
    }
    let options = RenderOptions(color: session.colors, ascii: configuration.asciiOnly || !session.utf8)
    // The system's file events where it has them; else the watch compares stamps.
    let events = watch.flatMap { $0.paths.isEmpty ? nil : FileEvents(paths: $0.paths) }
    var runtime = Runtime(
      state: state, backend: NCursesBackend(colors: session.colors, colorCount: session.colorCount),
      input: WatchingInput(
        EndingInput(NCursesInput()) { recording?.failure != nil }, watch: watch ?? FileWatch(paths: []) { AppReload(file: $0) },
        clock: MonotonicClock(), stamp: FileStamp.of, events: events.map { events in { events.changes() } }),
      clock: MonotonicClock(), options: options
    ) { effect in
      switch effect {
      case .createFile(let path, let contents):
        return NewFile.create(path, contents: Array(contents.utf8))
      case .createBinaryFile(let path, let contents):
        return NewFile.create(path, contents: contents)
      }
    }
    // The GIF and SVG take the frames `--record` writes, at the same times; they are
    // written at the end, so a signal that ends the previewer leaves none (and no half file).
    var keeper = export.map { _ in FrameKeeper(columns: size.columns, rows: size.rows) }
    var recorder = recording.map { _ in
      FrameRecorder(columns: size.columns, rows: size.rows, timestamp: Int(time(nil)), term: environment["TERM"] ?? "xterm-256color")
    }
    var lastFrame = 0
    var recorded = 0
    if recording != nil || keeper != nil {
      // A write that fails ends the session (the input then reads as ended): the rest could
      // not be recorded, and a recording that silently stops is worse than none.
      runtime.onFrame = { time, frame in
        lastFrame = time
        if let file = recording, recorder != nil {
          file.append(recorder!.record(frame, at: time))
          recorded += 1
        }
        keeper?.keep(frame, at: time)
      }
    }
    runtime.run()
    let end = runtime.clock.now()
    var status: Int32 = 0
    if let file = recording, let path = configuration.recordPath {
      if file.failure == nil, recorder != nil { file.append(recorder!.end(at: lastFrame)) }
      file.close()
      if let failure = file.failure {
        session.stop()
        report("--record: \(path.quotedForMessage) cannot be written (\(failure)); the recording stopped there")
        status = 2
      } else {
        // Said once the terminal is the shell's again, as `play --cast` says it.
        session.stop()
        let seconds = formatPoints((Double(lastFrame) / 100).rounded() / 10)
        say(
          "cast \(overwrites ? "overwrote" : "written to") \(path.quotedForMessage): \(size.columns)×\(size.rows), "
            + "\(recorded) frames over \(seconds) s · play it with `asciinema play \(path.sanitizedForMessage)`")
      }
    }
    if let export, let keeper {
      session.stop()
      status = max(status, export(keeper.recording(endingAt: end)))
    }
    return status
  }

  /// A line on standard output.
  private static func say(_ line: String) {
    let text = line.sanitizedForTerminal + "\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, text.utf8.count) }
  }

  private static func report(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).sanitizedForTerminal }
    let text = "adpreview: \(lines.joined(separator: "\n"))\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, text.utf8.count) }
  }
}

/// The file a recording is written to as it goes, so a session that ends by a signal keeps
/// what was recorded until then. Only a regular file (or a new one) is taken: never through a
/// symbolic link, never a FIFO or a device, where a recording would block or vanish.
final class RecordingFile {
  private var descriptor: Int32
  /// Why a write failed (`No space left on device`); nil while every write has worked.
  private(set) var failure: String?

  /// Why a path cannot take a recording: `is a FIFO (named pipe), not a regular file`.
  struct Problem: Error {
    var reason: String
  }

  private init(descriptor: Int32) { self.descriptor = descriptor }

  /// Opens (creating or emptying) the file at `path` without blocking.
  static func open(_ path: String) -> Result<RecordingFile, Problem> {
    // Non-blocking, so a FIFO with no reader answers at once instead of holding the start.
    let descriptor = AdPreviewSystem.open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      var status = stat()
      if lstat(path, &status) == 0, let kind = kind(status.st_mode & S_IFMT) {
        return .failure(Problem(reason: "is \(kind), not a regular file; --record writes a file"))
      }
      return .failure(Problem(reason: "cannot be written (\(String(cString: strerror(code))))"))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      _ = AdPreviewSystem.close(descriptor)
      return .failure(Problem(reason: "cannot be written (\(reason))"))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      _ = AdPreviewSystem.close(descriptor)
      return .failure(Problem(reason: "is \(kind(status.st_mode & S_IFMT) ?? "not a file"), not a regular file; --record writes a file"))
    }
    _ = ftruncate(descriptor, 0)
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .success(RecordingFile(descriptor: descriptor))
  }

  private static func kind(_ mode: mode_t) -> String? {
    switch mode {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: nil
    }
  }

  /// Writes all of `text`; after a failed write nothing more is written and `failure` says why.
  func append(_ text: String) {
    guard failure == nil else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty, descriptor >= 0 {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        failure = written == 0 ? "nothing was written" : String(cString: strerror(errno))
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  func close() {
    if descriptor >= 0, AdPreviewSystem.close(descriptor) != 0, failure == nil {
      failure = String(cString: strerror(errno))
    }
    descriptor = -1
  }
}

/// Input that reads as ended once `stop` says so: how a failed recording ends the session.
struct EndingInput<Base: InputSource>: InputSource {
  var base: Base
  let stop: () -> Bool

  init(_ base: Base, stop: @escaping () -> Bool) {
    self.base = base
    self.stop = stop
  }

  mutating func next(timeout: Int) -> InputEvent? {
    if stop() { return .ended }
    return base.next(timeout: timeout)
  }

  mutating func pending() -> InputEvent? {
    if stop() { return .ended }
    return base.pending()
  }
}

/// Writes files the previewer exports: always a new file, never through a link.
enum NewFile {
  /// Creates `path` with `contents`; the answer says whether it worked, and why not.
  static func create(_ path: String, contents: [UInt8]) -> InputEvent {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      return .fileNotWritten(path: path, reason: String(cString: strerror(code)), exists: code == EEXIST)
    }
    var rest = contents[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(path)
        return .fileNotWritten(path: path, reason: reason, exists: false)
      }
      rest = rest.dropFirst(written)
    }
    guard close(descriptor) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(path)
      return .fileNotWritten(path: path, reason: reason, exists: false)
    }
    return .fileWritten(path: path)
  }
}

/// Milliseconds since the previewer started, on the monotonic clock.
struct MonotonicClock: AppClock {
  private let start = MonotonicClock.milliseconds()

  func now() -> Int { MonotonicClock.milliseconds() - start }

  private static func milliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}
