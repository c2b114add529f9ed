import AdPreviewCore

/// The state of the ad on screen, as the previewer shows it.
public enum AdDisplayState: Hashable, Sendable {
  /// No request sent yet (before `appear`).
  case notRequested
  /// A request is in flight; `spinner` picks the spinner's frame.
  case loading(request: Int, size: Size, spinner: Int)
  /// A test ad is showing.
  case showing(request: Int, size: Size)
  /// The last request failed.
  case failed(request: Int, message: String)
  /// A full-screen ad is presented.
  case presented(request: Int)
}

/// Everything one frame of the previewer shows.
public struct PreviewModel: Hashable, Sendable {
  public var resolved: ResolvedScene
  public var request: RequestSettings
  /// Each slot's state, in the selection's order.
  public var adStates: [AdDisplayState]
  /// The primary slot's state.
  public var adState: AdDisplayState {
    get { adStates.first ?? .notRequested }
    set {
      if adStates.isEmpty { adStates = [newValue] } else { adStates[0] = newValue }
    }
  }
  /// The event log, oldest first.
  public var log: [String]
  /// A one-line message (what a key did, a file written).
  public var status: String?

  public init(
    resolved: ResolvedScene, request: RequestSettings = RequestSettings(),
    adState: AdDisplayState = .notRequested, otherStates: [AdDisplayState]? = nil, log: [String] = [],
    status: String? = nil
  ) {
    self.resolved = resolved
    self.request = request
    // Slots without a state of their own show as settled.
    adStates = [adState] + (otherStates ?? resolved.evaluations.dropFirst().map { AdDisplayState.settled($0, primary: false) })
    self.log = log
    self.status = status
  }

  /// What the previewer shows once a scene has settled: the ad requested on appear and
  /// loaded (or failed), a full-screen ad presented.
  public static func settled(
    _ selection: Selection, catalog: DeviceCatalog, latency: Int = 400
  ) throws(SceneError) -> PreviewModel {
    let resolved = try selection.resolve(in: catalog)
    var runner = LifecycleRunner(catalog: catalog, selection: selection, latency: latency)
    runner.send(.appeared)
    runner.settle()
    if selection.slot.format.isFullScreen, case .showing = runner.lifecycle.phase {
      runner.send(.presentRequested)
      runner.settle()
    }
    let states = runner.lifecycles.map { AdDisplayState($0.phase) }
    return PreviewModel(
      resolved: resolved, request: selection.request, adState: states[0], otherStates: Array(states.dropFirst()),
      log: runner.log.map(\.line))
  }
}

extension PreviewModel {
  /// A resolved scene shown as loaded, without running the lifecycle (drawings of many
  /// scenes: the every-device grid, check reports).
  public static func settled(_ resolved: ResolvedScene, request: RequestSettings) -> PreviewModel {
    PreviewModel(resolved: resolved, request: request, adState: AdDisplayState.settled(resolved.evaluation, primary: true))
  }
}

extension AdDisplayState {
  /// What a slot shows once loaded, without running the lifecycle: its ad (a full-screen ad
  /// presented only when it is the primary slot), or its request's failure.
  static func settled(_ evaluation: AdEvaluation, primary: Bool) -> AdDisplayState {
    if let error = evaluation.requestError { return .failed(request: 1, message: error) }
    guard let placement = evaluation.placement else { return .notRequested }
    return placement.format.isFullScreen && primary ? .presented(request: 1) : .showing(request: 1, size: placement.size)
  }
}

extension AdDisplayState {
  /// The display state of a lifecycle phase; `spinner` animates a load.
  public init(_ phase: AdPhase, spinner: Int = 0) {
    switch phase {
    case .idle: self = .notRequested
    case .loading(let id, let size): self = .loading(request: id, size: size, spinner: spinner)
    case .showing(let id, let size): self = .showing(request: id, size: size)
    case .failed(let id, _, let message): self = .failed(request: id, message: message)
    case .presented(let id, _): self = .presented(request: id)
    }
  }
}

/// The braille spinner of a loading ad.
public enum Spinner {
  public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  public static let asciiFrames: [Character] = ["|", "/", "-", "\\"]
}
