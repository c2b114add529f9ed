/// What one event produced so far.
struct Step {
  let now: Int
  var effects: [LifecycleEffect] = []
  var entries: [LogEntry] = []
  var rejected: SceneError?

  init(now: Int) { self.now = now }

  mutating func log(
    _ kind: LogEntry.Kind, _ text: String, request: Int? = nil, size: Size? = nil, message: String? = nil,
    ok: Bool? = nil, scope: LogEntry.Scope = .slot
  ) {
    var entry = LogEntry(time: now, kind: kind, text: text, request: request, size: size, message: message, ok: ok)
    entry.scope = scope
    entries.append(entry)
  }

  var outcome: AdLifecycle.Outcome {
    AdLifecycle.Outcome(effects: effects, log: entries, rejected: rejected)
  }
}

extension AdLifecycle {
  func resolve(_ selection: Selection, catalog: DeviceCatalog) -> Result<ResolvedScene, SceneError> {
    Result { () throws(SceneError) in try selection.resolve(in: catalog) }
  }

  /// The slot this lifecycle simulates.
  var mySlot: AdSlot { selection.slots[min(slotIndex, selection.slots.count - 1)] }

  /// This slot's evaluation in a resolved scene.
  func mine(_ resolved: ResolvedScene) -> AdEvaluation {
    resolved.evaluations[min(slotIndex, resolved.evaluations.count - 1)]
  }

  /// The scene of `next`, or nil after logging why the device cannot take it.
  private func resolveOrReject(_ next: Selection, _ step: inout Step, catalog: DeviceCatalog) -> ResolvedScene? {
    switch resolve(next, catalog: catalog) {
    case .failure(let error):
      step.rejected = error
      step.log(.skipped, "\(error.message); nothing changes", scope: .scene)
      return nil
    case .success(let resolved):
      return resolved
    }
  }

  mutating func appear(_ step: inout Step, catalog: DeviceCatalog) {
    guard !appeared else {
      step.log(.skipped, "viewDidAppear again: the request was already sent (requestInitialized guard), no new request", scope: .scene)
      return
    }
    appeared = true
    step.log(.event, "viewDidAppear", scope: .scene)
    guard case .success(let resolved) = resolve(selection, catalog: catalog) else { return }
    requestIfNeeded(resolved, &step)
  }

  /// A rotation, fold or window change: apply it, then reload, re-lay out or re-check.
  mutating func transition(
    to next: Selection, _ step: inout Step, catalog: DeviceCatalog, describe: (Scene) -> String
  ) {
    guard let resolved = resolveOrReject(next, &step, catalog: catalog) else { return }
    selection = next
    step.log(.event, describe(resolved.scene), scope: .scene)
    guard appeared else { return }
    let format = mySlot.format
    if format.isNative {
      if let size = mine(resolved).placement?.size {
        step.log(.relayout, "native ad view re-laid out at \(size.label), no request", size: size)
      } else {
        step.log(.relayout, "the native ad view no longer fits (\(mine(resolved).sizing?.size.label ?? "-")), no request")
      }
    } else if format.isFullScreen {
      checkPresentable(resolved, &step, presenting: false)
    } else if format.isBanner {
      reconsiderBanner(resolved, &step)
    }
  }

  private mutating func reconsiderBanner(_ resolved: ResolvedScene, _ step: inout Step) {
    guard let newSize = mine(resolved).sizing?.size else { return }
    let current = phase.size ?? lastRequestedSize
    if newSize == current {
      step.log(.skipped, "adSize unchanged (\(newSize.label)): no reload", size: newSize)
      return
    }
    guard reloadOnResize else {
      step.log(
        .skipped,
        "the app does not reload on resize: the banner keeps \(current?.label ?? "its size") while the window now fits \(newSize.label) (stale size)",
        size: current)
      return
    }
    if case .loading(let id, let size) = phase {
      step.effects.append(.cancelRequest(request: id))
      step.log(.cancelled, "request #\(id) for \(size.label) cancelled (superseded)", request: id, size: size)
    }
    step.log(.event, "adSize \(current?.label ?? "-") → \(newSize.label)", size: newSize)
    sendRequest(resolved, size: newSize, &step)
  }

  /// `canPresent(from:)` for a full-screen ad: after a transition only when one is loaded.
  mutating func checkPresentable(_ resolved: ResolvedScene, _ step: inout Step, presenting: Bool) {
    guard case .showing(let id, let size) = phase else {
      if presenting {
        step.log(.skipped, "present: no ad is loaded yet (AdNotReady, error code 15)")
      }
      return
    }
    let window = resolved.scene.window.size
    if size.width <= window.width + 0.5 && size.height <= window.height + 0.5 {
      step.log(
        .presentCheck, "canPresent(from:) ✓ ad #\(id) \(size.label) fits the window \(window.label)", request: id,
        size: size, ok: true)
      if presenting {
        phase = .presented(request: id, size: size)
        step.log(.presented, "present(from:) · adWillPresentFullScreenContent · \(size.label)", request: id, size: size)
      }
      return
    }
    step.log(
      .presentCheck, "canPresent(from:) ✗ ad #\(id) \(size.label), window \(window.label): \(SDKMessage.exceedsWindow)",
      request: id, size: size, message: SDKMessage.exceedsWindow, ok: false)
    phase = .idle
    if let newSize = mine(resolved).sizing?.size {
      step.log(.event, "load a new ad for the window \(window.label)", size: newSize)
      sendRequest(resolved, size: newSize, &step)
    }
  }

  mutating func settingChanged(_ text: String, _ step: inout Step, catalog: DeviceCatalog) {
    step.log(.event, text, scope: .scene)
    guard appeared, case .failed = phase, case .success(let resolved) = resolve(selection, catalog: catalog) else { return }
    step.log(.event, "retry after the change")
    requestIfNeeded(resolved, &step)
  }

  /// The app shows another device or ad slot: cancel what is in flight and load anew.
  mutating func replaceSlot(
    with next: Selection, _ step: inout Step, catalog: DeviceCatalog, scope: LogEntry.Scope = .slot,
    describe: (Scene) -> String
  ) {
    guard let resolved = resolveOrReject(next, &step, catalog: catalog) else { return }
    if case .loading(let id, let size) = phase {
      step.effects.append(.cancelRequest(request: id))
      step.log(.cancelled, "request #\(id) for \(size.label) cancelled (the ad view was replaced)", request: id, size: size)
    }
    step.effects.append(.cancelRefresh)
    selection = next
    phase = .idle
    lastRequestedSize = nil
    step.log(.event, describe(resolved.scene), scope: scope)
    if appeared { requestIfNeeded(resolved, &step) }
  }

  /// Sends the slot's request, if it has an ad.
  mutating func requestIfNeeded(_ resolved: ResolvedScene, _ step: inout Step) {
    guard let size = mine(resolved).sizing?.size else {
      step.log(.skipped, "no ad in this slot (format none)")
      return
    }
    sendRequest(resolved, size: size, &step)
  }

  mutating func sendRequest(_ resolved: ResolvedScene, size: Size, _ step: inout Step) {
    let id = nextRequest
    nextRequest += 1
    phase = .loading(request: id, size: size)
    lastRequestedSize = size
    let evaluation = mine(resolved)
    var failure: LoadFailure?
    if evaluation.requestError != nil {
      failure = .sceneNotSet
    } else if evaluation.placement == nil && !mySlot.format.isFullScreen {
      failure = .doesNotFit
    }
    step.effects.append(.sendRequest(request: id, size: size, after: latency, failure: failure))
    let format = mySlot.format
    var scene = selection.request.scene == .set ? "request.scene set" : "no request.scene"
    if format.isFullScreen && selection.request.scene == .unset && selection.request.multiScene {
      scene += ": sized for the screen, not the window"
    }
    let what: String
    if format.isFullScreen {
      what = "\(format == .rewarded ? "RewardedAd" : "InterstitialAd").load(with: request) #\(id) · for \(size.label) (\(scene))"
    } else if format.isNative {
      what = "adLoader.load(request) #\(id) · native ad view \(size.label) (\(scene))"
    } else {
      what = "bannerView.load(request) #\(id) · adSize \(size.label) (\(scene))"
    }
    step.log(.request, what, request: id, size: size)
  }

  mutating func loadFinished(_ id: Int, _ step: inout Step, catalog: DeviceCatalog) {
    guard case .loading(id, let size) = phase else { return }
    phase = .showing(request: id, size: size)
    let format = mySlot.format
    let text: String
    if format.isFullScreen {
      text = "\(format == .rewarded ? "RewardedAd" : "InterstitialAd").load completion: ad #\(id) ready, \(size.label)"
    } else if format.isNative {
      text = "adLoader(_:didReceive:) native ad #\(id) · laid out at \(size.label)"
    } else {
      text = "bannerViewDidReceiveAd · ad #\(id) \(size.label)"
    }
    step.log(.loaded, text, request: id, size: size)
    if format.isBanner, let seconds = refreshSeconds {
      step.effects.append(.scheduleRefresh(request: id, after: seconds * 1000))
    }
  }

  mutating func loadFailed(_ id: Int, code: Int, message: String, _ step: inout Step) {
    guard case .loading(id, _) = phase else { return }
    phase = .failed(request: id, code: code, message: message)
    let format = mySlot.format
    let callback =
      format.isFullScreen ? "load completion error" : format.isNative ? "adLoader(_:didFailToReceiveAdWithError:)"
      : "bannerView(_:didFailToReceiveAdWithError:)"
    step.log(.failed, "\(callback) #\(id) · code \(code): \(message)", request: id, message: message)
  }

  mutating func present(_ step: inout Step, catalog: DeviceCatalog) {
    guard mySlot.format.isFullScreen else {
      step.log(.skipped, "present: \(mySlot.format.words) is not a full-screen format")
      return
    }
    step.log(.event, "present requested")
    guard case .success(let resolved) = resolve(selection, catalog: catalog) else { return }
    checkPresentable(resolved, &step, presenting: true)
  }

  mutating func dismissed(_ step: inout Step, catalog: DeviceCatalog) {
    guard case .presented(let id, _) = phase else { return }
    step.log(.event, "adDidDismissFullScreenContent · ad #\(id) used; load the next one")
    phase = .idle
    if case .success(let resolved) = resolve(selection, catalog: catalog) { requestIfNeeded(resolved, &step) }
  }

  mutating func refreshFired(_ id: Int, _ step: inout Step, catalog: DeviceCatalog) {
    guard case .showing(id, let size) = phase, let seconds = refreshSeconds else { return }
    step.log(.event, "refresh timer (\(seconds) s) · ad #\(id) on screen")
    guard case .success(let resolved) = resolve(selection, catalog: catalog) else { return }
    sendRequest(resolved, size: mine(resolved).sizing?.size ?? size, &step)
  }
}
