/// Runs the lifecycle on a manual clock: effects become deadlines, deadlines become events,
/// so the same inputs always give the same log.
///
/// An app with several ad slots runs one lifecycle per slot on the same clock: scene events
/// reach every slot, slot events the first one, and request ids are shared.
public struct LifecycleRunner: Sendable {
  public private(set) var lifecycles: [AdLifecycle]
  public let catalog: DeviceCatalog
  /// Simulated time in milliseconds.
  public private(set) var now = 0
  public private(set) var log: [LogEntry] = []
  /// The share of requests that fail (no fill or timeout), drawn from the seeded source.
  public var failureRate: Double
  private var random: SeededRandom
  private var pending: [(deadline: Int, order: Int, slot: Int, event: LifecycleEvent)] = []
  private var order = 0
  private var nextRequest = 1

  public init(catalog: DeviceCatalog, selection: Selection, latency: Int = 400, seed: UInt64 = 1, failureRate: Double = 0) {
    self.catalog = catalog
    lifecycles = selection.slots.indices.map { AdLifecycle(selection: selection, slotIndex: $0, latency: latency) }
    random = SeededRandom(seed: seed)
    self.failureRate = failureRate
  }

  /// The first slot's lifecycle (the only one for a single-slot app).
  public var lifecycle: AdLifecycle { lifecycles[0] }

  /// Sends an event now; returns the change it could not apply, if any.
  @discardableResult
  public mutating func send(_ event: LifecycleEvent) -> SceneError? {
    var rejected: SceneError?
    let targets = targets(of: event)
    for index in targets {
      lifecycles[index].nextRequest = nextRequest
      let outcome = lifecycles[index].handle(event, at: now, catalog: catalog)
      nextRequest = lifecycles[index].nextRequest
      for var entry in outcome.log {
        // Scene entries are written once, by the first slot that sees the event.
        if entry.scope == .scene && index != targets.first { continue }
        if lifecycles.count > 1 && entry.scope == .slot { entry.slot = lifecycles[index].mySlot.name ?? "slot \(index + 1)" }
        log.append(entry)
      }
      run(outcome.effects, slot: index)
      rejected = rejected ?? outcome.rejected
    }
    // Keep every slot's view of the scene the same.
    let selection = lifecycles[targets.first ?? 0].selection
    for index in lifecycles.indices { lifecycles[index].selection = selection }
    return rejected
  }

  /// The slots an event concerns.
  private func targets(of event: LifecycleEvent) -> [Int] {
    switch event {
    case .formatChanged, .slotChanged:
      return [0]
    case .loadFinished(let id), .loadFailed(let id, _, _), .refreshTimerFired(let id):
      return lifecycles.indices.filter { lifecycles[$0].phase.requestID == id }
    case .presentRequested, .fullScreenDismissed:
      // The first full-screen slot (or the first slot, which then says why not).
      return [lifecycles.firstIndex { $0.mySlot.format.isFullScreen } ?? 0]
    default:
      return Array(lifecycles.indices)
    }
  }

  /// Moves the clock forward, delivering every event that falls due on the way, in order.
  public mutating func advance(by milliseconds: Int) {
    advance(to: now + max(0, milliseconds))
  }

  public mutating func advance(to time: Int) {
    while let next = pending.min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) }), next.deadline <= time {
      pending.removeAll { $0.order == next.order }
      now = max(now, next.deadline)
      send(next.event)
    }
    now = max(now, time)
  }

  /// Runs until no request is in flight (refresh timers are left waiting).
  public mutating func settle() {
    while let next = pending.filter({ if case .refreshTimerFired = $0.event { false } else { true } })
      .min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) })
    {
      advance(to: next.deadline)
    }
  }

  /// Adds a line of the app's own to the log (a file written, a setting shown).
  public mutating func appendNote(_ text: String, at time: Int) {
    log.append(LogEntry(time: time, kind: .event, text: text))
  }

  /// The next deadline, for a loop that sleeps until then.
  public var nextDeadline: Int? { pending.map(\.deadline).min() }

  public mutating func setLatency(_ milliseconds: Int) {
    for index in lifecycles.indices { lifecycles[index].latency = milliseconds }
  }

  private mutating func run(_ effects: [LifecycleEffect], slot: Int) {
    for effect in effects {
      switch effect {
      case .sendRequest(let id, _, let after, let failure):
        let outcome = failure ?? injectedFailure()
        let event: LifecycleEvent =
          outcome.map { .loadFailed(request: id, code: $0.code, message: $0.message) } ?? .loadFinished(request: id)
        schedule(event, after: after, slot: slot)
      case .cancelRequest(let id):
        pending.removeAll {
          switch $0.event {
          case .loadFinished(let request), .loadFailed(let request, _, _): request == id
          default: false
          }
        }
      case .scheduleRefresh(let id, let after):
        schedule(.refreshTimerFired(request: id), after: after, slot: slot)
      case .cancelRefresh:
        pending.removeAll { if case .refreshTimerFired = $0.event { $0.slot == slot } else { false } }
      }
    }
  }

  private mutating func injectedFailure() -> LoadFailure? {
    guard failureRate > 0 else { return nil }
    guard random.unit() < failureRate else { return nil }
    return random.unit() < 0.5 ? .noFill : .timeout
  }

  private mutating func schedule(_ event: LifecycleEvent, after: Int, slot: Int) {
    order += 1
    pending.append((now + after, order, slot, event))
  }
}
