/// The one owner of a preview: the selection, the scene resolved once per change, simulated
/// time and its deadlines, the request counter, and one `SlotLifecycle` per ad slot.
///
/// The previewer's keys, `play` scripts and the session recorder all drive it through
/// `perform(_:)`, so they cannot disagree. Pure and deterministic: time moves only when told.
public struct PreviewSession: Sendable {
  public let catalog: DeviceCatalog
  public private(set) var selection: Selection
  /// The scene and what each slot would get from a new request now.
  public private(set) var target: ResolvedScene
  /// The scene as shown: each ad at the size it was loaded with, with every finding.
  public private(set) var resolved: ResolvedScene
  /// One per slot, in the selection's order.
  public private(set) var slots: [SlotLifecycle]
  /// The slot that slot commands (`ad`, `position`, …) change.
  public private(set) var focus = 0
  /// Simulated time in milliseconds.
  public private(set) var now = 0
  public private(set) var log: [LogEntry] = []
  /// How many log entries were ever written (the log may have been trimmed).
  public private(set) var entriesWritten = 0
  /// The caption shown over the picture (`say`), and when it was said; nil: none.
  public private(set) var caption: Caption?
  /// When each slot's ad last changed on screen (loaded, or re-laid out), in simulated ms;
  /// nil before the first. The picture highlights an ad for a moment after it changes.
  public private(set) var changedAt: [Int?] = []
  /// Whether `viewDidAppear` has happened.
  public private(set) var appeared = false
  /// Whether the app is in the background (`background` until `foreground`).
  public private(set) var inBackground = false
  /// Simulated load latency in milliseconds.
  public private(set) var latency: Int
  /// The share of requests that fail (no fill or timeout), drawn from the seeded source.
  public private(set) var failureRate = 0.0
  private var random: SeededRandom
  private var pending: [Deadline] = []
  private var order = 0
  private var nextRequest = 1
  /// The findings already written to the log, as (slot, code).
  private var loggedFindings: Set<FindingKey> = []

  private struct FindingKey: Hashable, Sendable {
    var slot: Int
    var code: Finding.Code
  }

  private struct Deadline: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case load(request: Int, failure: LoadFailure?)
      case refresh(request: Int)
      /// The transition coordinator's completion after a rotation, fold or window change
      /// (`traitsChanged`: whether the size classes changed with it; `cause`: the change, in
      /// words, "the rotation").
      case transitionCompleted(traitsChanged: Bool, cause: String)
    }
    var time: Int
    var order: Int
    var slot: Int
    var kind: Kind
  }

  /// How long a simulated ad load takes when nothing says otherwise, in milliseconds.
  public static let defaultLatency = 400
  /// How long UIKit animates a rotation, fold or window change before the transition
  /// coordinator's completion runs, in milliseconds: a model (about a third of a second, as a
  /// rotation looks; no Apple page gives the figure). The previewer's animation lasts as long.
  public static let transitionDuration = 320
  /// The seed of the simulated failures when nothing says otherwise.
  public static let defaultSeed: UInt64 = 1

  /// A session on `selection`, before `appear`.
  ///
  /// - Throws: `SceneError` when the selection does not resolve.
  public init(catalog: DeviceCatalog, selection: Selection, latency: Int = defaultLatency, seed: UInt64 = defaultSeed) throws(SceneError) {
    self.catalog = catalog
    self.selection = selection
    target = try selection.resolve(in: catalog)
    resolved = target
    slots = selection.slots.map { _ in SlotLifecycle() }
    changedAt = slots.map { _ in nil }
    self.latency = min(max(0, latency), PreviewCommand.maximumMilliseconds)
    random = SeededRandom(seed: seed)
  }

  /// What a scene settles to: the view appeared, every load finished, a full-screen ad in
  /// the first slot presented. For pictures of many scenes (`render`, the grid, reports).
  ///
  /// `loadedSizes` (one per slot) keeps a banner at the size it was loaded with, as after a
  /// rotation the app did not reload for: the scene then shows the stale size. `notes` end
  /// the log, where a short log shows them (what `compare` left out of a scene).
  public static func settled(
    catalog: DeviceCatalog, selection: Selection, latency: Int = defaultLatency, loadedSizes: [Size?] = [], notes: [String] = []
  ) throws(SceneError) -> PreviewSession {
    var session = try PreviewSession(catalog: catalog, selection: selection, latency: latency)
    session.perform(.appear)
    session.settle()
    if selection.slot.format.isFullScreen, case .showing = session.slots[0].phase {
      session.perform(.present)
      session.settle()
    }
    for (index, size) in loadedSizes.enumerated() where index < session.slots.count {
      guard let size, selection.slots[index].format.isBanner, case .showing(let id, _) = session.slots[index].phase
      else { continue }
      session.slots[index].phase = .showing(request: id, size: size)
      session.slots[index].reloadOnResize = false
    }
    session.finish(session.makeStep())
    for note in notes { session.note(note) }
    return session
  }

  /// The device of the scene.
  public var device: Device { target.scene.device }

  /// The next deadline, for a loop that sleeps until then.
  public var nextDeadline: Int? { pending.first?.time }

  /// Whether any slot is loading (the picture animates a spinner).
  public var isLoading: Bool { slots.contains { if case .loading = $0.phase { true } else { false } } }

  /// Whether a slot has an ad loaded after request `request` (ready, showing or presented):
  /// the ad that took the place of one that failed a check.
  public func replacedAd(_ request: Int?) -> Bool {
    guard let request else { return false }
    return slots.contains { slot in
      switch slot.phase {
      case .showing(let id, _), .presented(let id, _): id > request
      default: false
      }
    }
  }

  /// The slot name used in the log and in commands: its name, or its number.
  public func slotName(_ index: Int) -> String { selection.slots[index].name ?? "\(index + 1)" }

  // MARK: - Time

  /// Moves the clock forward, delivering every deadline that falls due on the way, in order.
  public mutating func advance(by milliseconds: Int) {
    advance(to: now + min(max(0, milliseconds), PreviewCommand.maximumMilliseconds))
  }

  public mutating func advance(to time: Int) {
    while let first = pending.first, first.time <= time {
      now = max(now, first.time)
      var step = makeStep()
      // Everything due at one moment, then the picture once.
      while let next = pending.first, next.time == first.time {
        pending.removeFirst()
        deliver(next, &step)
      }
      finish(step)
    }
    now = max(now, time)
  }

  /// Runs until no request or transition is in flight (refresh timers are left waiting).
  public mutating func settle() {
    while let load = pending.first(where: { if case .refresh = $0.kind { false } else { true } }) {
      advance(to: load.time)
    }
  }

  /// Whether a transition's animation is running (its coordinator's completion is due).
  public var isTransitioning: Bool {
    pending.contains { if case .transitionCompleted = $0.kind { true } else { false } }
  }

  /// Hands over the log written so far and forgets it (for a caller that prints as it goes).
  public mutating func takeLog() -> [LogEntry] {
    defer { log.removeAll(keepingCapacity: true) }
    return log
  }

  /// Keeps only the newest `count` entries (a long-running previewer).
  public mutating func trimLog(keeping count: Int) {
    if log.count > count { log.removeFirst(log.count - count) }
  }

  /// Adds a line of the app's own to the log (a file written).
  public mutating func note(_ text: String) {
    log.append(LogEntry(time: now, kind: .event, text: text))
    entriesWritten += 1
  }

  private mutating func deliver(_ deadline: Deadline, _ step: inout SessionStep) {
    if case .transitionCompleted(let traitsChanged, _) = deadline.kind {
      completeTransition(traitsChanged: traitsChanged, &step)
      return
    }
    let index = deadline.slot
    guard slots.indices.contains(index) else { return }
    select(index, &step)
    let context = context(index)
    switch deadline.kind {
    case .load(let request, let failure):
      if let failure {
        slots[index].loadFailed(request, failure, context, &step)
      } else {
        slots[index].loadFinished(request, context, &step)
      }
    case .refresh(let request):
      slots[index].refreshFired(request, context, &step)
    case .transitionCompleted:
      break
    }
  }

  /// The coordinator's completion: where the seeds reload banners and check full-screen ads,
  /// once the new size is in place.
  private mutating func completeTransition(traitsChanged: Bool, _ step: inout SessionStep) {
    step.sceneLog(.event, "coordinator.animate(alongsideTransition:completion:) · completion")
    for index in slots.indices { withSlot(index, &step) { $0.transitioned($1, traitsChanged: traitsChanged, &$2) } }
  }

  /// Schedules the coordinator's completion of the transition just begun.
  /// A transition that interrupts one still animating takes it over: one completion, after
  /// the new animation, for the scene as it is then.
  mutating func scheduleTransitionCompletion(traitsChanged: Bool, cause: String) {
    var changed = traitsChanged
    pending.removeAll { deadline in
      guard case .transitionCompleted(let earlier, _) = deadline.kind else { return false }
      changed = changed || earlier
      return true
    }
    schedule(
      Deadline(time: now + Self.transitionDuration, order: 0, slot: -1, kind: .transitionCompleted(traitsChanged: changed, cause: cause)))
  }

  /// The transition whose completion is due, if one is animating.
  private var pendingTransition: (traitsChanged: Bool, cause: String)? {
    for deadline in pending {
      if case .transitionCompleted(let traitsChanged, let cause) = deadline.kind { return (traitsChanged, cause) }
    }
    return nil
  }

  // MARK: - Steps

  mutating func makeStep() -> SessionStep {
    SessionStep(now: now, latency: latency, nextRequest: nextRequest)
  }

  func context(_ index: Int) -> SlotContext {
    SlotContext(
      slot: selection.slots[index], target: target.evaluations[index], scene: target.scene, request: selection.request,
      integration: selection.integration)
  }

  /// Points the step's slot entries at slot `index`.
  func select(_ index: Int, _ step: inout SessionStep) {
    step.slotIndex = index
    step.slotName = slots.count > 1 ? slotName(index) : nil
  }

  /// Logs, schedules and redraws what a step produced.
  mutating func finish(_ step: SessionStep) {
    for slot in step.changedSlots where changedAt.indices.contains(slot) { changedAt[slot] = now }
    log += step.entries
    entriesWritten += step.entries.count
    nextRequest = step.nextRequest
    for effect in step.effects {
      switch effect {
      case .sendRequest(let slot, let request, let failure):
        schedule(Deadline(time: now + latency, order: 0, slot: slot, kind: .load(request: request, failure: failure ?? injectedFailure())))
      case .cancelRequest(let request):
        pending.removeAll { if case .load(request, _) = $0.kind { true } else { false } }
      case .scheduleRefresh(let slot, let request, let after):
        schedule(Deadline(time: now + after, order: 0, slot: slot, kind: .refresh(request: request)))
      case .cancelRefresh(let slot):
        pending.removeAll { if case .refresh = $0.kind { $0.slot == slot } else { false } }
      }
    }
    showLoadedAds()
    logNewFindings()
  }

  /// Once the view is on screen, every finding that appears is written to the log, once.
  private mutating func logNewFindings() {
    // Mid-animation the ads still have their old sizes: judged once the completion has run.
    guard appeared, !isTransitioning else { return }
    var current: Set<FindingKey> = []
    for (index, evaluation) in resolved.evaluations.enumerated() {
      for finding in evaluation.findings {
        let key = FindingKey(slot: index, code: finding.code)
        current.insert(key)
        guard !loggedFindings.contains(key) else { continue }
        let mark = finding.severity.mark
        var entry = LogEntry(time: now, kind: .finding, text: "\(mark) \(finding.code.rawValue): \(finding.message)", message: finding.message)
        entry.code = finding.code.rawValue
        entry.severity = finding.severity.rawValue
        entry.slot = slots.count > 1 ? slotName(index) : nil
        log.append(entry)
        entriesWritten += 1
      }
    }
    loggedFindings = current
  }

  /// The scene as shown: ads at the sizes they were loaded with.
  private mutating func showLoadedAds() {
    let loaded = slots.map(\.loadedSize)
    // A collapsible banner shows its overlay only while an expanded ad is on screen; the
    // target (what a new request gets) has it expanded.
    let collapsed = zip(selection.slots, slots).map { slot, lifecycle in
      guard slot.collapsible != nil else { return false }
      if case .showing = lifecycle.phase { return !lifecycle.expanded }
      return true
    }
    let asTargeted =
      !collapsed.contains(true)
      && zip(loaded, target.evaluations).allSatisfy { size, evaluation in
        size == nil || size == evaluation.sizing?.size
      }
    resolved = asTargeted ? target : target.showing(loadedSizes: loaded, request: selection.request, collapsed: collapsed)
    // Mid-transition a slot still shows its old size; where the completion brings it to the
    // new scene, what is wrong with the old size is not a finding: the app is catching up.
    guard !asTargeted, let transition = pendingTransition else { return }
    for index in slots.indices where resolved.evaluations.indices.contains(index) {
      guard let shown = loaded[index], let wanted = target.evaluations[index].sizing?.size, shown != wanted,
        let doing = slots[index].catchUp(context(index), traitsChanged: transition.traitsChanged)
      else { continue }
      resolved.evaluations[index].findings = []
      resolved.evaluations[index].catchingUp = "\(doing) for \(wanted.label) after \(transition.cause)"
    }
  }

  private mutating func schedule(_ deadline: Deadline) {
    var deadline = deadline
    order += 1
    deadline.order = order
    let index = pending.firstIndex { ($0.time, $0.order) > (deadline.time, deadline.order) } ?? pending.endIndex
    pending.insert(deadline, at: index)
  }

  private mutating func injectedFailure() -> LoadFailure? {
    guard failureRate > 0 else { return nil }
    guard random.unit() < failureRate else { return nil }
    return random.unit() < 0.5 ? .noFill : .timeout
  }

  // MARK: - Setters used by the command rules

  mutating func setSelection(_ next: Selection, target newTarget: ResolvedScene) {
    selection = next
    target = newTarget
  }

  /// The app built again from changed files (the previewer watching its app file or
  /// project): its slots, bars, request settings, content and fold handling are `app`'s; the
  /// device stays as it is held; every ad view is new, and loads at once when the view has
  /// appeared. Nothing changes when the new app cannot be shown on this device state.
  ///
  /// - Returns: why the new app cannot be shown, or nil.
  @discardableResult
  public mutating func rebuild(as app: Selection, note: String) -> String? {
    var next = selection
    next.slots = app.slots
    next.chrome = app.chrome
    next.request = app.request
    next.contentUnderAnchoredAds = app.contentUnderAnchoredAds
    next.foldAware = app.foldAware
    next.integration = app.integration
    let newTarget: ResolvedScene
    do {
      newTarget = try next.resolve(in: catalog)
    } catch {
      return error.message
    }
    // The old ad views' loads and refreshes end with them; a transition in flight goes on.
    pending.removeAll {
      if case .transitionCompleted = $0.kind { false } else { true }
    }
    slots = next.slots.map { _ in SlotLifecycle() }
    changedAt = slots.map { _ in nil }
    focus = 0
    loggedFindings = []
    setSelection(next, target: newTarget)
    var step = makeStep()
    step.sceneLog(.event, note)
    if appeared {
      for index in slots.indices { withSlot(index, &step) { $0.replaced($1, appeared: true, &$2) } }
    }
    finish(step)
    return nil
  }

  mutating func setAppeared() { appeared = true }
  mutating func setCaption(_ caption: Caption?) { self.caption = caption }
  mutating func setInBackground(_ background: Bool) { inBackground = background }
  mutating func setFocus(_ index: Int) { focus = index }
  mutating func setLatency(_ milliseconds: Int) { latency = milliseconds }
  mutating func setFailureRate(_ rate: Double) { failureRate = rate }

  /// Runs `body` on slot `index` inside a step.
  mutating func withSlot(_ index: Int, _ step: inout SessionStep, _ body: (inout SlotLifecycle, SlotContext, inout SessionStep) -> Void) {
    select(index, &step)
    let context = context(index)
    body(&slots[index], context, &step)
  }
}

extension PreviewSession: Equatable {
  public static func == (a: PreviewSession, b: PreviewSession) -> Bool {
    a.selection == b.selection && a.slots == b.slots && a.focus == b.focus && a.now == b.now && a.log == b.log && a.entriesWritten == b.entriesWritten
      && a.appeared == b.appeared && a.inBackground == b.inBackground && a.latency == b.latency && a.failureRate == b.failureRate
      && a.random == b.random
      && a.pending == b.pending && a.loggedFindings == b.loggedFindings && a.nextRequest == b.nextRequest && a.resolved == b.resolved
      && a.caption == b.caption && a.changedAt == b.changedAt
  }
}

/// A caption of the demo, said at a moment of simulated time.
public struct Caption: Hashable, Sendable {
  public var text: String
  /// When it was said, in simulated ms.
  public var since: Int

  public init(text: String, since: Int) {
    self.text = text
    self.since = since
  }
}

extension PreviewSession {
  /// How long an ad stays highlighted after it changed, in simulated ms.
  public static let highlightLength = 800

  /// The slots whose ad changed within the last `highlightLength` ms.
  public var highlightedSlots: [Int] {
    changedAt.indices.filter { index in changedAt[index].map { now - $0 < PreviewSession.highlightLength } ?? false }
  }

  /// When the next highlight ends, for a loop that sleeps until then.
  public var nextHighlightEnd: Int? {
    changedAt.compactMap { $0.map { $0 + PreviewSession.highlightLength } }.filter { $0 > now }.min()
  }
}
