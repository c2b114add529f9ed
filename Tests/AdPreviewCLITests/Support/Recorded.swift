import Foundation

/// Strings a test context is handed, in order, from whichever thread hands them: the paths
/// it was asked to write, the pieces a command streamed.
final class Recorded: @unchecked Sendable {
  private var list: [String] = []
  private let lock = NSLock()

  func add(_ text: String) {
    lock.lock()
    list.append(text)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}
