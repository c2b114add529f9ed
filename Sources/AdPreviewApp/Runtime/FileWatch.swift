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

/// Input that also watches files. With the system's file events (`events`: the watched paths
/// that changed since it was last asked, without waiting) a save is read once the events have
/// been quiet for `debounce` milliseconds, looked for every `eventInterval`; without them, it
/// compares the files' stamps every `interval`, and a file whose new stamp has held for one
/// interval (a save finished) comes as `.reloaded`.
public struct WatchingInput<Base: InputSource, Clock: AppClock, Stamp: Equatable>: InputSource {
  public var base: Base
  let watch: FileWatch
  let clock: Clock
  let stamp: (String) -> Stamp?
  let events: (() -> [String])?
  let interval: Int
  let debounce: Int
  private var stamps: [String: Stamp?] = [:]
  /// A file seen changed at the last look, with its new stamp: reloaded when it holds.
  private var changing: [String: Stamp?] = [:]
  /// With events: the first file an event named since the last reload, and when the last
  /// event came.
  private var eventFile: String?
  private var lastEvent = 0
  private var nextLook: Int

  /// How often the events are asked for: a read of one descriptor that finds nothing costs
  /// next to nothing, and a save shows within this and the debounce.
  public static var eventInterval: Int { 15 }

  public init(
    _ base: Base, watch: FileWatch, clock: Clock, interval: Int = 500, stamp: @escaping (String) -> Stamp?,
    events: (() -> [String])? = nil, debounce: Int = 30
  ) {
    self.base = base
    self.watch = watch
    self.clock = clock
    self.stamp = stamp
    self.events = events
    self.interval = events == nil ? interval : Self.eventInterval
    self.debounce = debounce
    // With events, no file is stamped: a project of thousands of files costs nothing to watch.
    if events == nil {
      for path in watch.paths { stamps[path] = stamp(path) }
    }
    nextLook = clock.now() + self.interval
  }

  public mutating func next(timeout: Int) -> InputEvent? {
    let now = clock.now()
    if now >= nextLook {
      nextLook = now + interval
      if let changed = events == nil ? look() : settled(at: now) { return .reloaded(watch.reload(changed)) }
    }
    return base.next(timeout: max(0, min(timeout, nextLook - now)))
  }

  /// The base's waiting input; files are looked at when the runtime waits.
  public mutating func pending() -> InputEvent? {
    base.pending()
  }

  /// With events: the file to read again once the events have been quiet for the debounce.
  private mutating func settled(at now: Int) -> String? {
    let changed = events?() ?? []
    if let first = changed.first {
      eventFile = eventFile ?? first
      lastEvent = now
      return nil
    }
    guard let file = eventFile, now - lastEvent >= debounce else { return nil }
    eventFile = nil
    return file
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
