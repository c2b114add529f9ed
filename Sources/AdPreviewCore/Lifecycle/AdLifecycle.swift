/// The simulated SDK for one ad slot: a pure state machine over `LifecycleEvent`s.
///
/// Rules (design §4): the first `appear` sends the request, once; after a rotation, window
/// resize, fold or unfold a banner whose size changed reloads with the new size (the request
/// in flight is cancelled) and one whose size did not change does not; a full-screen ad is
/// checked with `canPresent` after every transition and on `present`, and reloaded for the
/// current window when the check fails; a native ad re-lays out without a request.
public struct AdLifecycle: Hashable, Sendable {
  public var selection: Selection
  /// Which of the selection's slots this lifecycle simulates.
  public let slotIndex: Int
  public internal(set) var appeared = false
  public internal(set) var phase: AdPhase = .idle
  public internal(set) var nextRequest = 1
  /// Simulated load latency in milliseconds.
  public var latency: Int
  /// Whether the app reloads banners in `viewWillTransition` (off: the stale-size bug).
  public internal(set) var reloadOnResize = true
  /// Banner refresh interval in seconds, nil when off.
  public internal(set) var refreshSeconds: Int?
  /// The size of the last request, to compare after a failure.
  public internal(set) var lastRequestedSize: Size?

  public init(selection: Selection, slotIndex: Int = 0, latency: Int = 400) {
    self.selection = selection
    self.slotIndex = slotIndex
    self.latency = latency
  }

  /// What handling an event produced.
  public struct Outcome: Sendable {
    public var effects: [LifecycleEffect] = []
    public var log: [LogEntry] = []
    /// The change could not be applied (the scene does not resolve); the state is unchanged.
    public var rejected: SceneError?
  }

  /// Applies an event at simulated time `now`.
  public mutating func handle(_ event: LifecycleEvent, at now: Int, catalog: DeviceCatalog) -> Outcome {
    var step = Step(now: now)
    switch event {
    case .appeared:
      appear(&step, catalog: catalog)
    case .deviceRotated(let orientation):
      var next = selection
      next.orientation = orientation
      transition(to: next, &step, catalog: catalog) { "viewWillTransition(to: \($0.screen.label)) · rotated to \(orientation.rawValue)" }
    case .postureChanged(let posture):
      var next = selection
      next.posture = posture
      transition(to: next, &step, catalog: catalog) { scene in
        var text = "posture → \(posture.rawValue)"
        if let fold = scene.fold, fold.separating { text += " (\(fold.mode.rawValue))" }
        return text + " · \(scene.display.id) display \(scene.screen.label)"
      }
    case .windowResized(let window):
      var next = selection
      next.window = window
      transition(to: next, &step, catalog: catalog) { "viewWillTransition(to: \($0.window.size.label)) · window \(window.words)" }
    case .sceneToggled(let setting):
      selection.request.scene = setting
      settingChanged("request.scene \(setting == .set ? "= view.window?.windowScene" : "not set")", &step, catalog: catalog)
    case .modeChanged(let mode):
      selection.request.mode = mode
      settingChanged("\(mode.rawValue) mode", &step, catalog: catalog)
    case .multiSceneChanged(let on):
      selection.request.multiScene = on
      settingChanged("multi-scene support \(on ? "on" : "off")", &step, catalog: catalog)
    case .deviceChanged(let id):
      var next = selection
      next.deviceID = id
      next.posture = nil
      next.window = .full
      if let device = catalog.device(id: id), !device.orientations.contains(next.orientation) {
        next.orientation = .portrait
      }
      replaceSlot(with: next, &step, catalog: catalog, scope: .scene) { "device → \($0.device.name)" }
    case .formatChanged(let format):
      var next = selection
      next.slot.format = format
      replaceSlot(with: next, &step, catalog: catalog) { _ in "ad format → \(format.words)" }
    case .slotChanged(let slot):
      var next = selection
      next.slot = slot
      let describe = "ad view → \(slot.position.rawValue), \(slot.effectiveAlignment.rawValue), \(slot.guide.rawValue)"
      if slot.format == selection.slot.format && slot.native == selection.slot.native
        && slot.maxHeight == selection.slot.maxHeight
      {
        // Only the layout changed: the view moves; a banner reloads only if its size changed.
        transition(to: next, &step, catalog: catalog) { _ in describe }
      } else {
        let text =
          slot.native.adChoices != selection.slot.native.adChoices
          ? "AdChoices → \(slot.native.adChoices.rawValue) (an ad loader option: new request)" : describe
        replaceSlot(with: next, &step, catalog: catalog) { _ in text }
      }
    case .loadFinished(let id):
      loadFinished(id, &step, catalog: catalog)
    case .loadFailed(let id, let code, let message):
      loadFailed(id, code: code, message: message, &step)
    case .presentRequested:
      present(&step, catalog: catalog)
    case .fullScreenDismissed:
      dismissed(&step, catalog: catalog)
    case .refreshTimerFired(let id):
      refreshFired(id, &step, catalog: catalog)
    case .reloadOnResizeChanged(let on):
      reloadOnResize = on
      step.log(
        .event, on ? "the app reloads banners in viewWillTransition" : "the app no longer reloads banners on resize",
        scope: .scene)
    case .refreshChanged(let seconds):
      refreshSeconds = seconds
      step.log(.event, seconds.map { "banner refresh every \($0) s" } ?? "banner refresh off", scope: .scene)
      if seconds == nil { step.effects.append(.cancelRefresh) }
    }
    return step.outcome
  }

  /// The ad's current size against the size the scene now calls for; nil when they agree
  /// or no banner is loaded. Feeds the `stale-size` finding.
  public func staleSize(in resolved: ResolvedScene) -> (shown: Size, expected: Size)? {
    guard mySlot.format.isBanner, case .showing(_, let shown) = phase,
      let expected = mine(resolved).sizing?.size, expected != shown
    else { return nil }
    return (shown, expected)
  }
}
