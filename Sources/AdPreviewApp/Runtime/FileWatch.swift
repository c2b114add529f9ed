/// The files the previewer was opened with, to read again when one is saved: the app file,
/// or every file a project read. `reload` reads them (at the edge, where files are read) and
/// answers what the app now is.
public struct FileWatch: Sendable {
  public var paths: [String]
  public var reload: @Sendable (_ changed: String) -> AppReload

  public init(paths: [String], reload: @escaping @Sendable (_ changed: String) -> AppReload) {
    self.paths = paths
    self.reload = reload
  }
}

/// Input that also watches files: between events it compares the files' stamps (how often:
/// `interval`), and a file whose new stamp has held for one interval (a save finished) comes
/// as `.reloaded`.
public struct WatchingInput<Base: InputSource, Clock: AppClock, Stamp: Equatable>: InputSource {
  public var base: Base
  let watch: FileWatch
  let clock: Clock
  let stamp: (String) -> Stamp?
  let interval: Int
  private var stamps: [String: Stamp?] = [:]
  /// A file seen changed at the last look, with its new stamp: reloaded when it holds.
  private var changing: [String: Stamp?] = [:]
  private var nextLook: Int

  public init(_ base: Base, watch: FileWatch, clock: Clock, interval: Int = 500, stamp: @escaping (String) -> Stamp?) {
    self.base = base
    self.watch = watch
    self.clock = clock
    self.stamp = stamp
    self.interval = interval
    for path in watch.paths { stamps[path] = stamp(path) }
    nextLook = clock.now() + interval
  }

  public mutating func next(timeout: Int) -> InputEvent? {
    let now = clock.now()
    if now >= nextLook {
      nextLook = now + interval
      if let changed = look() { return .reloaded(watch.reload(changed)) }
    }
    return base.next(timeout: max(0, min(timeout, nextLook - now)))
  }

  /// The base's waiting input; files are looked at when the runtime waits.
  public mutating func pending() -> InputEvent? {
    base.pending()
  }

  /// The first file whose change has held since the last look, if any.
  private mutating func look() -> String? {
    var settled: String?
    for path in watch.paths {
      let current = stamp(path)
      if let seen = changing[path] {
        if seen == current {
          changing[path] = nil
          stamps[path] = current
          settled = settled ?? path
        } else {
          changing[path] = current
        }
      } else if stamps[path] != current {
        changing[path] = current
      }
    }
    return settled
  }
}
