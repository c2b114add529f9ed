import AdPreviewApp
import AdPreviewCore
import AdPreviewRender

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive previewer on a real terminal.
public enum InteractivePreviewer {
  /// Runs the previewer until the user quits; returns the exit code.
  public static func run(
    _ configuration: AppConfiguration, environment: [String: String],
    writeFile: @escaping @Sendable (String, [UInt8]) throws -> Void
  ) -> Int32 {
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
      case .quit:
        return nil
      case .writeFile(let path, let contents):
        do {
          try writeFile(path, Array(contents.utf8))
          return nil
        } catch {
          return "could not write \(path): \(error)"
        }
      }
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
