import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

/// What the previewer shows: the whole scene, or every device at once.
public enum ViewMode: Hashable, Sendable {
  case scene
  /// The grid of all devices, with the selected one's index.
  case grid(selected: Int)
}

/// The interactive previewer's state: the preview session (the one truth about the scene
/// and the ads), the view, the terminal size, and what the user did so far.
public struct AppState: Equatable, Sendable {
  public let configuration: AppConfiguration
  public internal(set) var session: PreviewSession
  public internal(set) var columns: Int
  public internal(set) var rows: Int
  public internal(set) var view: ViewMode = .scene
  /// How the every-device grid holds its devices.
  public internal(set) var grid = DeviceHold()
  /// The grid's tiles, as of the last event handled while it showed.
  public internal(set) var gridTiles: GridTiles?
  public internal(set) var showHelp = false
  /// The help paused a playing scenario, and closing it resumes it.
  var helpPausedPlayback = false
  /// The page of the help overlay shown, when the terminal is too short for every key.
  public internal(set) var helpScroll = 0
  public internal(set) var status: String?
  var statusUntil = 0
  public internal(set) var recorder = SessionRecorder()
  /// The file being written for the user, if any.
  var export: FileExport?
  public internal(set) var shouldQuit = false
  /// Real time in milliseconds (the session keeps simulated time, which stops while paused
  /// and runs at `speed` while a scenario plays).
  public internal(set) var now = 0
  /// The script playing on screen, if any.
  public internal(set) var scenario: Scenario?
  /// Whether simulated time stands still.
  public internal(set) var paused = false
  /// A script's `pause` holds the scenario until the next key.
  public internal(set) var heldAtPause = false
  /// Whether the scenario starts again when it ends.
  public internal(set) var loops = false
  /// The line being typed (the device picker, the line to jump to), if any.
  public internal(set) var prompt: Prompt?
  /// Simulated milliseconds per real millisecond.
  public internal(set) var speed = AppConfiguration.normalSpeed
  /// Simulated time owed from rounding at speeds other than 1.
  var owed = 0.0
  /// A long wait shortened (`AppConfiguration.compressesWaits`): what the flash says, and the
  /// simulated time it shows until.
  var shortenedWait: ShortenedWait?

  /// A shortened wait's flash and the simulated time it shows until.
  struct ShortenedWait: Equatable, Sendable {
    var text: String
    var until: Int
  }
  /// How far the log is scrolled back, in entries.
  public internal(set) var logScroll = 0
  /// The finding picked in the panel, and whether its whole text shows.
  public internal(set) var selectedFinding: Int?
  public internal(set) var expandedFinding = false
  /// Where the first mouse button went down (the start of a drag).
  var pressedAt: Cell?
  /// The scene change the picture is animating, if any.
  public internal(set) var animation: Animation?
  /// The right-hand scene of a side-by-side comparison (`compare --watch`), if any: a session
  /// of its own, on the same clock, driven by the same lines and keys.
  public internal(set) var other: PreviewSession?
  /// The scene change the right-hand picture is animating, if any.
  public internal(set) var otherAnimation: Animation?
  /// Whether `other` is the scene pinned by `=`: a still copy, drawn on the left beside the
  /// live scene, that time and commands leave as it was.
  public internal(set) var pinned = false

  /// The second scene when it is live (a comparison), not pinned.
  var liveOther: PreviewSession? { pinned ? nil : other }

  /// A scene change being shown over `AppState.animationLength` ms of real time.
  public struct Animation: Equatable, Sendable {
    /// The scene as it was shown before the change.
    public var from: ResolvedScene
    public var startedAt: Int
    public var caption: String
  }

  /// How long a rotation, fold or window change takes on screen, in ms.
  public static let animationLength = PreviewSession.transitionDuration

  /// A terminal cell.
  struct Cell: Equatable, Sendable {
    var x: Int
    var y: Int
  }

  /// The longest log the previewer keeps.
  static let logLimit = 1000

  /// Starts on the configured scene: the same commands a replay of the session starts with,
  /// then `appear` at time 0.
  ///
  /// - Throws: `SceneError` when the starting selection does not resolve.
  public init(configuration: AppConfiguration, columns: Int, rows: Int) throws(SceneError) {
    self.configuration = configuration
    self.columns = columns
    self.rows = rows
    session = try PreviewSession(
      catalog: configuration.catalog, selection: configuration.start, latency: configuration.latency,
      seed: configuration.seed)
    for note in configuration.startNotes { session.note(note) }
    if let comparison = configuration.comparison {
      var right = try PreviewSession(
        catalog: configuration.catalog, selection: comparison.right, latency: configuration.latency, seed: configuration.seed)
      for note in comparison.leftNotes { session.note(note) }
      for note in comparison.rightNotes { right.note(note) }
      if configuration.script == nil { right.perform(.appear) }
      other = right
    }
    if let script = configuration.script {
      scenario = Scenario(script.script, name: script.name)
      speed = min(AppConfiguration.speeds.upperBound, max(AppConfiguration.speeds.lowerBound, configuration.speed))
    }
    for command in configuration.startCommands {
      let outcome = session.perform(command)
      if let refusal = outcome.refusal { throw SceneError(refusal) }
      if let applied = outcome.applied { recorder.record(applied, at: 0) }
    }
    if let caption = configuration.caption, !caption.isEmpty {
      let outcome = session.perform(.say(caption))
      if let applied = outcome.applied { recorder.record(applied, at: 0) }
      other?.perform(.say(caption))
    }
    // A scenario's first lines run at once, before the first frame.
    simulate(until: 0)
  }

  public var catalog: DeviceCatalog { configuration.catalog }
  public var selection: Selection { session.selection }
  public var resolved: ResolvedScene { session.resolved }
  public var device: Device { session.device }

  /// The next time something will happen without input (a load, a timer, a spinner frame,
  /// a status message expiring), in ms.
  public var nextWakeUp: Int? {
    var times: [Int] = []
    // The session's deadlines and the scenario's lines are in simulated time, which stands
    // still while paused and runs at `speed`: each is woken for at the real time it falls
    // due. (Taken as real time, a deadline at a slow speed was always already past, and
    // the previewer and `play --cast` woke every frame until it came.)
    if !paused, let deadline = session.nextDeadline { times.append(realTime(ofSimulated: deadline)) }
    // A highlight ends in simulated time too.
    if !paused, let end = session.nextHighlightEnd { times.append(realTime(ofSimulated: end)) }
    if !paused, let deadline = liveOther?.nextDeadline { times.append(realTime(ofSimulated: deadline)) }
    if !paused, let end = liveOther?.nextHighlightEnd { times.append(realTime(ofSimulated: end)) }
    if isLoading { times.append((now / 100 + 1) * 100) }
    if status != nil { times.append(statusUntil) }
    if animation != nil || otherAnimation != nil { times.append(now + 33) }
    if !paused, let due = scenario?.dueAt { times.append(realTime(ofSimulated: due)) }
    return times.min()
  }

  /// Whether a slot of either scene is loading (the picture animates a spinner).
  public var isLoading: Bool { session.isLoading || liveOther?.isLoading == true }

  /// Moves both scenes' simulated time to `time`.
  mutating func advanceScenes(to time: Int) {
    session.advance(to: time)
    if !pinned { other?.advance(to: time) }
  }

  /// The real time, in ms, by which simulated time reaches `time` at the current speed.
  private func realTime(ofSimulated time: Int) -> Int {
    now + Int(saturating: (Double(max(0, time - session.now)) / speed).rounded(.up))
  }

  /// The line under the picture: where a scenario is, else the last message.
  public var statusLine: String? {
    if case .line(let typed) = prompt { return ": go to line \(typed)▏ · enter jumps, esc cancels" }
    if configuration.present {
      if let scenario { return scenario.presented(paused: paused, heldAtPause: heldAtPause) ?? animation.map { "↻ \($0.caption)" } }
      return animation.map { "↻ \($0.caption)" } ?? status
    }
    if heldAtPause, let scenario { return "⏸ \(scenario.fileName): paused by the script · any key goes on" }
    if let scenario {
      // A script named by a long path leaves no room for where it is: its file name does.
      let line = scenario.progress(paused: paused, speed: speed, loops: loops)
      guard DisplayWidth.of(line) > columns - 2, scenario.fileName != scenario.name else { return line }
      return scenario.progress(paused: paused, speed: speed, loops: loops, shownAs: scenario.fileName)
    }
    if let animation { return "↻ \(animation.caption)" }
    if paused { return "⏸ time stands still · space resumes, . steps 100 ms" }
    return status
  }

  /// The spinner frame for a load in progress.
  public var spinnerFrame: Int { now / 100 }
}
