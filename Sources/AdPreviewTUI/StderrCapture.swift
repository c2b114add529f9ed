import AdPreviewSystem

/// Keeps stderr off the screen while curses draws, and gives it back afterwards: written to
/// a temporary file that is unlinked as soon as it is open, so nothing is left in /tmp
/// whatever ends the process, and replayed on stderr when the terminal is restored —
/// including from a signal handler (only async-signal-safe calls on that path).
enum StderrCapture {
  /// The real stderr while capturing, else -1.
  nonisolated(unsafe) private static var saved: Int32 = -1
  /// The unlinked capture file, else -1.
  nonisolated(unsafe) private static var capture: Int32 = -1
  /// Allocated before any handler can need it.
  nonisolated(unsafe) private static let buffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)

  static func start() {
    guard saved < 0 else { return }
    _ = buffer
    let folder = Environment.process["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/adpreview-stderr-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return }
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    let copy = dup(STDERR_FILENO)
    guard copy >= 0, dup2(descriptor, STDERR_FILENO) >= 0 else {
      close(descriptor)
      if copy >= 0 { close(copy) }
      return
    }
    saved = copy
    capture = descriptor
  }

  /// Puts stderr back and copies what was captured to it; safe to call twice and from a
  /// signal handler.
  static func stop() {
    guard saved >= 0 else { return }
    dup2(saved, STDERR_FILENO)
    close(saved)
    saved = -1
    let descriptor = capture
    capture = -1
    guard descriptor >= 0 else { return }
    lseek(descriptor, 0, SEEK_SET)
    while true {
      let count = read(descriptor, buffer, 4096)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      var offset = 0
      while offset < count {
        let written = write(STDERR_FILENO, buffer + offset, count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { break }
        offset += written
      }
    }
    close(descriptor)
  }
}
