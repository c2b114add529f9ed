import AdPreviewRender

/// Where input comes from: the terminal, or a script in tests.
public protocol InputSource {
  /// Waits up to `timeout` milliseconds for input; nil when none came.
  mutating func next(timeout: Int) -> InputEvent?
  /// Input that has already come, without waiting; nil when there is none. The runtime takes
  /// what is waiting together, so input that comes faster than frames is folded, not queued.
  mutating func pending() -> InputEvent?
}

extension InputSource {
  /// A source that cannot tell gives its input one event at a time.
  public mutating func pending() -> InputEvent? { nil }
}

/// How the events that came between two frames are handled: in order, with what a later one
/// makes moot left out, so the picture is never more than a frame behind the last key.
public enum InputCoalescing {
  /// The most events taken together; more wait for the next turn.
  public static let batchLimit = 4096

  /// `events` as they are to be handled, each with how many times in a row it came: the
  /// terminal's size is the last resize's (the others are left out, and the last stays where
  /// it came); a key pressed again and again, with nothing between but resizes, is one entry
  /// with its count, for the state to fold (`AppState.handle(_:repeated:at:)`).
  public static func coalesce(_ events: [InputEvent]) -> [(event: InputEvent, count: Int)] {
    let lastResize = events.lastIndex { if case .resized = $0 { true } else { false } }
    var out: [(event: InputEvent, count: Int)] = []
    for (index, event) in events.enumerated() {
      if case .resized = event, index != lastResize { continue }
      if case .key = event, let last = out.last, last.event == event {
        out[out.count - 1].count += 1
      } else {
        out.append((event, 1))
      }
    }
    return out
  }
}

/// Milliseconds on a monotonic clock.
public protocol AppClock {
  func now() -> Int
}

/// The single-threaded loop: waits for a key or the next deadline, reduces, runs effects,
/// and draws a frame after each (at most one per `frameInterval`). A frame is drawn whenever
/// something happened, whether or not it changed the picture: the terminal's diff makes an
/// unchanged frame cost no output, so nothing has to track what the picture depends on.
public struct Runtime<Backend: TerminalBackend, Input: InputSource, Clock: AppClock> {
  public private(set) var state: AppState
  public var terminal: Terminal<Backend>
  public var input: Input
  public let clock: Clock
  public var options: RenderOptions
  /// The shortest time between frames (~30 per second).
  public var frameInterval = 33
  /// Sees every frame drawn, with the clock's time (a recording).
  public var onFrame: ((Int, CellBuffer) -> Void)?
  /// Frames drawn (rendered and diffed), for tests and the benchmark.
  public private(set) var framesDrawn = 0
  /// Whether an event was handled, or time reached a moment the state waited for (a load
  /// ending, a spinner step, an animation frame, a script line), since the last frame.
  private var frameOwed = true
  /// When the state asked to be woken, as of the last turn.
  private var wakeUp: Int?
  private var lastFrameTime = Int.min / 2
  /// Whether the next frame answers input (a key, a click, a resize). Such a frame is held
  /// back only by the last frame that answered input, never by a frame time drew (a spinner,
  /// an animation): a key pressed within 33 ms of a spinner frame used to wait for the cap,
  /// so `d`, which starts a load on every device, lagged a frame behind the other keys.
  /// Keys that come faster than frames (a held key, a paste) still share frames.
  private var answersInput = false
  private var lastInputFrameTime = Int.min / 2
  /// Carries out an effect; its answer goes back to the reducer.
  private let perform: (AppEffect) -> InputEvent

  public init(
    state: AppState, backend: Backend, input: Input, clock: Clock, options: RenderOptions,
    perform: @escaping (AppEffect) -> InputEvent
  ) {
    self.state = state
    terminal = Terminal(backend: backend)
    self.input = input
    self.clock = clock
    self.options = options
    self.perform = perform
  }

  /// Runs until the user quits or input ends.
  public mutating func run() {
    while step() {}
  }

  /// One turn of the loop; false once the app should stop.
  @discardableResult
  public mutating func step() -> Bool {
    let woke = clock.now()
    if let wakeUp, woke >= wakeUp { frameOwed = true }
    state.advance(to: woke)
    drawIfDue()
    if state.shouldQuit { return false }
    let now = clock.now()
    wakeUp = state.nextWakeUp
    var timeout = 1000
    if let wakeUp { timeout = min(timeout, max(0, wakeUp - now)) }
    if frameOwed {
      let last = answersInput ? lastInputFrameTime : lastFrameTime
      timeout = min(timeout, max(0, last + frameInterval - now))
    }
    if let event = input.next(timeout: timeout) {
      // What has come meanwhile is handled with it, folded, before the next frame: a storm of
      // keys and resizes costs a step, not a step a key.
      var batch = [event]
      while batch.count < InputCoalescing.batchLimit, let more = input.pending() { batch.append(more) }
      for (event, count) in InputCoalescing.coalesce(batch) {
        var effects = state.handle(event, repeated: count, at: clock.now())
        // Effects answer with messages, which may ask for more effects (a free file name).
        while !effects.isEmpty {
          let answer = perform(effects.removeFirst())
          effects += state.handle(answer, at: clock.now())
        }
        if case .resized = event { terminal.invalidate() }
        if state.shouldQuit { return false }
      }
      frameOwed = true
      answersInput = true
    }
    if state.shouldQuit { return false }
    return true
  }

  /// Draws when a frame is owed and the frame cap allows (or the frame answers input).
  private mutating func drawIfDue() {
    let now = clock.now()
    let due = answersInput ? now - lastInputFrameTime >= frameInterval : now - lastFrameTime >= frameInterval
    guard frameOwed, due else { return }
    if answersInput { lastInputFrameTime = now }
    answersInput = false
    state.prepareFrame()
    let frame = AppView.render(state, options: options)
    terminal.draw(frame)
    onFrame?(now, frame)
    frameOwed = false
    lastFrameTime = now
    framesDrawn += 1
  }
}

/// A clock tests move by hand.
public final class ManualClock: AppClock, @unchecked Sendable {
  public private(set) var time: Int

  public init(time: Int = 0) { self.time = time }

  public func now() -> Int { time }

  public func advance(by milliseconds: Int) { time += milliseconds }

  public func set(_ time: Int) { self.time = max(self.time, time) }
}

/// Input for tests: events at given times on a manual clock; waiting moves the clock.
public struct ScriptedInput: InputSource {
  public var events: [(time: Int, event: InputEvent)]
  public let clock: ManualClock

  public init(_ events: [(time: Int, event: InputEvent)], clock: ManualClock) {
    self.events = events
    self.clock = clock
  }

  public mutating func next(timeout: Int) -> InputEvent? {
    if let first = events.first, first.time <= clock.time + timeout {
      clock.set(first.time)
      events.removeFirst()
      return first.event
    }
    if events.isEmpty && timeout >= 1000 {
      return .ended
    }
    clock.advance(by: max(1, timeout))
    return nil
  }

  /// The next event when its time has come, without moving the clock.
  public mutating func pending() -> InputEvent? {
    guard let first = events.first, first.time <= clock.time else { return nil }
    events.removeFirst()
    return first.event
  }
}
