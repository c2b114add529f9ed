import Foundation

/// What a command handed its context to keep (`CommandContext.keepUntilExit`), held weakly:
/// whether each is still alive says who keeps it.
final class HandedObjects: @unchecked Sendable {
  private let lock = NSLock()
  private var objects: [() -> AnyObject?] = []

  func take(_ object: AnyObject) {
    lock.lock()
    objects.append { [weak object] in object }
    lock.unlock()
  }

  var alive: [AnyObject?] {
    lock.lock()
    defer { lock.unlock() }
    return objects.map { $0() }
  }
}
