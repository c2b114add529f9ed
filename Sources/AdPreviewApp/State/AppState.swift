import AdPreviewCore

/// What the previewer shows: the whole scene, or every device at once.
public enum ViewMode: Hashable, Sendable {
  case scene
  /// The grid of all devices, with the selected one's index.
  case grid(selected: Int)
}

/// The interactive previewer's state: the simulated SDK, the view, the terminal size.
public struct AppState: Sendable {
  public let configuration: AppConfiguration
  public internal(set) var runner: LifecycleRunner
  /// The current scene, resolved once per change (not per frame).
  public internal(set) var resolved: ResolvedScene
  public internal(set) var columns: Int
  public internal(set) var rows: Int
  public internal(set) var view: ViewMode = .scene
  public internal(set) var showHelp = false
  public internal(set) var status: String?
  var statusUntil = 0
  public internal(set) var recorder: SessionRecorder
  /// Bumped on every change that alters the picture.
  public internal(set) var version = 0
  public internal(set) var shouldQuit = false
  public internal(set) var now = 0

  /// Starts on the configured scene; the view appears at time 0 and sends its request.
  ///
  /// - Throws: `SceneError` when the starting selection does not resolve.
  public init(configuration: AppConfiguration, columns: Int, rows: Int) throws(SceneError) {
    self.configuration = configuration
    self.columns = columns
    self.rows = rows
    resolved = try configuration.selection.resolve(in: configuration.catalog)
    runner = LifecycleRunner(
      catalog: configuration.catalog, selection: configuration.selection, latency: configuration.latency,
      seed: configuration.seed)
    recorder = SessionRecorder(start: configuration.selection, appPath: configuration.appPath)
    runner.send(.appeared)
  }

  public var catalog: DeviceCatalog { configuration.catalog }
  public var selection: Selection { runner.lifecycle.selection }
  public var device: Device { resolved.scene.device }

  /// The next time something will happen without input (a load, a timer, an animation
  /// frame, a status message expiring), in ms.
  public var nextWakeUp: Int? {
    var times: [Int] = []
    if let deadline = runner.nextDeadline { times.append(deadline) }
    if runner.lifecycles.contains(where: { if case .loading = $0.phase { true } else { false } }) {
      times.append((now / 100 + 1) * 100)
    }
    if status != nil { times.append(statusUntil) }
    return times.min()
  }

  /// The spinner frame for a load in progress.
  public var spinnerFrame: Int { now / 100 }
}
