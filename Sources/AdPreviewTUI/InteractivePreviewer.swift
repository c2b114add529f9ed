import AdPreviewApp
import AdPreviewCore
import AdPreviewRender
import AdPreviewSystem

/// The interactive previewer on a real terminal.
public enum InteractivePreviewer {
  /// Runs the previewer until the user quits; returns the exit code.
  public static func run(_ configuration: AppConfiguration, environment: Environment) -> Int32 {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      report("the interactive previewer needs a terminal on stdin and stdout; for a picture of the scene use `adpreview render`")
      return 2
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
    var runtime = Runtime(
      state: state, backend: NCursesBackend(colors: session.colors, colorCount: session.colorCount),
      input: NCursesInput(), clock: MonotonicClock(), options: options
    ) { effect in
      switch effect {
      case .createFile(let path, let contents):
        return NewFile.create(path, contents: Array(contents.utf8))
      }
    }
    if let path = configuration.recordPath {
      guard let file = RecordingFile(path: path) else {
        session.stop()
        report("--record: cannot write \(path.quotedForMessage): \(String(cString: strerror(errno)))")
        return 2
      }
      var recorder = FrameRecorder(
        columns: size.columns, rows: size.rows, timestamp: Int(time(nil)), term: environment["TERM"] ?? "xterm-256color")
      runtime.onFrame = { time, frame in file.append(recorder.record(frame, at: time)) }
      runtime.run()
      file.close()
      return 0
    }
    runtime.run()
    return 0
  }

  private static func report(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).sanitizedForTerminal }
    let text = "adpreview: \(lines.joined(separator: "\n"))\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, text.utf8.count) }
  }
}

/// The file a recording is written to as it goes, so a session that ends by a signal keeps
/// what was recorded until then. It never writes through a symbolic link.
final class RecordingFile {
  private var descriptor: Int32

  init?(path: String) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
  }

  func append(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty, descriptor >= 0 {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  func close() {
    if descriptor >= 0 { _ = AdPreviewSystem.close(descriptor) }
    descriptor = -1
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
