import AdPreviewRender

/// Where input comes from: the terminal, or a script in tests.
public protocol InputSource {
  /// Waits up to `timeout` milliseconds for input; nil when none came.
  mutating func next(timeout: Int) -> InputEvent?
}

/// Milliseconds on a monotonic clock.
public protocol AppClock {
  func now() -> Int
}

/// The single-threaded loop: waits for a key or the next deadline, reduces, runs effects,
/// and draws at most one frame per `frameInterval`, only when the picture changed.
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
  private var drawnKey: FrameKey?
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

  /// What decides whether a new frame looks different.
  private struct FrameKey: Equatable {
    var version: Int
    var spinner: Int
  }

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
    state.advance(to: clock.now())
    drawIfDue()
    if state.shouldQuit { return false }
    let now = clock.now()
    var timeout = 1000
    if let wake = state.nextWakeUp { timeout = min(timeout, max(0, wake - now)) }
    if needsFrame {
      let last = answersInput ? lastInputFrameTime : lastFrameTime
      timeout = min(timeout, max(0, last + frameInterval - now))
    }
    if let event = input.next(timeout: timeout) {
      var effects = state.handle(event, at: clock.now())
      // Effects answer with messages, which may ask for more effects (a free file name).
      while !effects.isEmpty {
        let answer = perform(effects.removeFirst())
        effects += state.handle(answer, at: clock.now())
      }
      if case .resized = event { terminal.invalidate() }
      answersInput = true
    }
    if state.shouldQuit { return false }
    return true
  }

  private var frameKey: FrameKey {
    var spinner = 0
    if state.isLoading { spinner = state.spinnerFrame }
    return FrameKey(version: state.version, spinner: spinner)
  }

  private var needsFrame: Bool { frameKey != drawnKey }

  /// Draws when the picture changed and the frame cap allows (or the frame answers input).
  private mutating func drawIfDue() {
    let now = clock.now()
    let due = answersInput ? now - lastInputFrameTime >= frameInterval : now - lastFrameTime >= frameInterval
    guard needsFrame, due else { return }
    if answersInput { lastInputFrameTime = now }
    answersInput = false
    let frame = AppView.render(state, options: options)
    terminal.draw(frame)
    onFrame?(now, frame)
    drawnKey = frameKey
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
}
