/// One ad slot's simulated SDK state: what it has loaded or is loading, and the app's
/// settings for it. The scene, time and request ids belong to `PreviewSession`, which hands
/// each slot the change `(event, scene it now calls for)`.
///
/// Rules: the first `appear` sends the request, once; after a rotation, window
/// resize, fold or unfold a banner whose size changed reloads with the new size (the request
/// in flight is cancelled) and one whose size did not change does not; with reload on resize
/// off it keeps its old size (stale size); a full-screen ad is checked with `canPresent` after
/// every transition and on `present`, and reloaded for the current window when the check
/// fails; a native ad re-lays out without a request.
public struct SlotLifecycle: Hashable, Sendable {
  public internal(set) var phase: AdPhase = .idle
  /// Whether the app reloads this banner in `viewWillTransition` (off: the stale-size bug).
  public internal(set) var reloadOnResize = true
  /// Banner refresh interval in seconds, nil when off.
  public internal(set) var refreshSeconds: Int?
  /// The size of the last request, to compare after a failure.
  public internal(set) var lastRequestedSize: Size?
  /// When the ad on hand finished loading (simulated milliseconds), for formats that expire.
  public internal(set) var loadedAt: Int?
  /// `bannerView.isCollapsible`: whether the last banner loaded was collapsible (it stays
  /// true when a later request fails).
  public internal(set) var isCollapsible = false
  /// Whether a collapsible banner's expanded overlay is on screen.
  public internal(set) var expanded = false
  /// Whether the request in flight is a refresh (refreshes never ask for a collapsible ad).
  var requestIsRefresh = false

  public init() {}

  /// The size of the ad the slot shows or is loading, which the picture draws.
  public var loadedSize: Size? { phase.size }
}

/// What a slot is told about the scene when something happens to it.
struct SlotContext {
  var slot: AdSlot
  /// The slot worked out in the scene as it now is, at the size a new request would get.
  var target: AdEvaluation
  var scene: Scene
  var request: RequestSettings
  var integration: AppIntegration = .uikit
}

/// What one command or deadline produced: log entries and effects, with the session's
/// shared request counter.
struct SessionStep {
  let now: Int
  let latency: Int
  var nextRequest: Int
  var effects: [SlotEffect] = []
  var entries: [LogEntry] = []
  /// The slot being handled, its index and its name in the log (nil: a scene entry).
  var slotIndex = 0
  var slotName: String?
  /// The slots whose ad changed on screen in this step (loaded, or re-laid out), a slot
  /// once for each change. A list, not a set: its reader marks each slot, so a repeat costs
  /// nothing, and the first hashed set of a run set up hashing at every start.
  var changedSlots: [Int] = []

  init(now: Int, latency: Int, nextRequest: Int) {
    self.now = now
    self.latency = latency
    self.nextRequest = nextRequest
  }

  mutating func log(
    _ kind: LogEntry.Kind, _ text: String, request: Int? = nil, size: Size? = nil, message: String? = nil,
    ok: Bool? = nil
  ) {
    var entry = LogEntry(time: now, kind: kind, text: text, request: request, size: size, message: message, ok: ok)
    entry.slot = slotName
    if kind == .loaded || (kind == .relayout && size != nil) { changedSlots.append(slotIndex) }
    entries.append(entry)
  }

  /// A line about the scene, shared by every slot.
  mutating func sceneLog(_ kind: LogEntry.Kind, _ text: String) {
    entries.append(LogEntry(time: now, kind: kind, text: text))
  }
}

/// What a slot asks the session's scheduler to do, as plain data.
enum SlotEffect: Hashable, Sendable {
  /// Send a request; its outcome arrives after the latency. `failure` forces a failure the
  /// SDK would report (missing scene, no space).
  case sendRequest(slot: Int, request: Int, failure: LoadFailure?)
  case cancelRequest(request: Int)
  case scheduleRefresh(slot: Int, request: Int, after: Int)
  case cancelRefresh(slot: Int)
}

extension SlotLifecycle {
  /// `viewDidAppear` (once per session): the first request.
  mutating func appeared(_ context: SlotContext, _ step: inout SessionStep) {
    requestIfNeeded(context, &step)
  }

  /// A rotation, fold or window change: reload, re-lay out or re-check. `traitsChanged`:
  /// whether the size classes changed, which is all a trait-change reload hears of.
  mutating func transitioned(
    _ context: SlotContext, traitsChanged: Bool, viewWillTransition: Bool = true, _ step: inout SessionStep
  ) {
    let format = context.slot.format
    if format.isNative {
      if let size = context.target.placement?.size {
        step.log(.relayout, "native ad view re-laid out at \(size.label), no request", size: size)
        // The same ad, laid out anew: what the slot shows (or will show) is this size now.
        switch phase {
        case .showing(let id, _): phase = .showing(request: id, size: size)
        case .loading(let id, _): phase = .loading(request: id, size: size)
        default: break
        }
      } else {
        step.log(.relayout, "the native ad view no longer fits (\(context.target.sizing?.size.label ?? "-")), no request")
      }
    } else if format.isFullScreen {
      checkPresentable(context, &step, presenting: false)
    } else if format.isBanner {
      reconsiderBanner(context, traitsChanged: traitsChanged, viewWillTransition: viewWillTransition, &step)
    }
  }

  /// What the coordinator's completion will do to bring this slot to the scene the
  /// transition leads to, in words ("reloading"); nil where it keeps its old size (reload
  /// off, a trait-change reload the resize does not call, a full-screen ad that still fits).
  /// Follows `transitioned`'s rules.
  func catchUp(_ context: SlotContext, traitsChanged: Bool) -> String? {
    let format = context.slot.format
    if format.isNative { return context.target.placement == nil ? nil : "re-laying out the native ad view" }
    if format.isFullScreen {
      guard case .showing(_, let size) = phase else { return nil }
      let window = context.scene.window.size
      let fits = size.width <= window.width + 0.5 && size.height <= window.height + 0.5
      return fits ? nil : "loading a new ad"
    }
    guard format.isBanner, let newSize = context.target.sizing?.size, newSize != phase.size ?? lastRequestedSize else { return nil }
    if context.slot.reloadOn == .traitChange && !traitsChanged { return nil }
    return reloadOnResize ? "reloading" : nil
  }

  private mutating func reconsiderBanner(
    _ context: SlotContext, traitsChanged: Bool, viewWillTransition: Bool, _ step: inout SessionStep
  ) {
    guard let newSize = context.target.sizing?.size else { return }
    let current = phase.size ?? lastRequestedSize
    if newSize == current {
      guard viewWillTransition, context.integration == .uikit, reloadOnResize, context.slot.reloadOn == .viewWillTransition
      else {
        let rule = context.integration == .swiftui ? "updateUIView: " : ""
        step.log(.skipped, "\(rule)adSize unchanged (\(newSize.label)): no reload", size: newSize)
        return
      }
      // Seed 001's UIKit sample reloads in every viewWillTransition, whatever the size.
      cancelLoad(&step, reason: "superseded")
      step.log(.event, "adSize unchanged (\(newSize.label)); the UIKit app reloads at every transition", size: newSize)
      sendRequest(context, size: newSize, &step)
      return
    }
    if context.slot.reloadOn == .traitChange && !traitsChanged {
      step.log(
        .skipped,
        "the app reloads in \(ReloadTrigger.traitChange.callback), which is not called (size classes unchanged, "
          + "\(context.scene.sizeClasses)): the banner keeps \(current?.label ?? "its size") while the window now fits "
          + "\(newSize.label) (stale size)",
        size: current)
      return
    }
    guard reloadOnResize else {
      step.log(
        .skipped,
        "the app does not reload on resize: the banner keeps \(current?.label ?? "its size") while the window now fits \(newSize.label) (stale size)",
        size: current)
      return
    }
    cancelLoad(&step, reason: "superseded")
    step.log(.event, "adSize \(current?.label ?? "-") → \(newSize.label)", size: newSize)
    sendRequest(context, size: newSize, &step)
  }

  /// `canPresent(from:)` for a full-screen ad: after a transition only when one is loaded.
  mutating func checkPresentable(_ context: SlotContext, _ step: inout SessionStep, presenting: Bool) {
    guard case .showing(let id, let size) = phase else {
      if presenting {
        step.log(.skipped, "present: no ad is loaded yet (AdNotReady, error code 15)")
      }
      return
    }
    if presenting, discardIfExpired(context, &step) { return }
    let window = context.scene.window.size
    let presentation = FullScreenPresentation.of(context.slot.format)
    if size.width <= window.width + 0.5 && size.height <= window.height + 0.5 {
      step.log(
        .presentCheck, "canPresent(from:) ✓ ad #\(id) \(size.label) fits the window \(window.label)", request: id,
        size: size, ok: true)
      if presenting {
        if let before = presentation?.before {
          step.log(.event, "the app shows its introduction screen first: \(before.text)")
        }
        phase = .presented(request: id, size: size)
        step.log(
          .presented, "\(presentation?.presentCall ?? "present(from:)") · adWillPresentFullScreenContent · \(size.label)",
          request: id, size: size)
      }
      return
    }
    let observed = context.target.sizing?.observedFailure != nil
    let message = observed ? ObservedSDKFailure.tooLargeMessage(ad: size, window: window) : SDKMessage.exceedsWindow
    step.log(
      .presentCheck,
      "canPresent(from:) ✗ ad #\(id) \(size.label), window \(window.label): \(message)"
        + (observed ? " (observed on this release, not documented)" : ""),
      request: id, size: size, message: message, ok: false)
    phase = .idle
    if let newSize = context.target.sizing?.size {
      step.log(.event, "load a new ad for the window \(window.label)", size: newSize)
      sendRequest(context, size: newSize, &step)
    }
  }

  /// An ad past its format's expiry (app open: 4 hours) is thrown away and a new one
  /// requested, as the guide's sample does; true when that happened.
  mutating func discardIfExpired(_ context: SlotContext, _ step: inout SessionStep) -> Bool {
    guard case .showing(let id, _) = phase, let loadedAt,
      let presentation = FullScreenPresentation.of(context.slot.format), let expiry = presentation.expiry,
      step.now - loadedAt >= expiry
    else { return false }
    step.log(
      .event,
      "ad #\(id) was loaded \(Self.hours(step.now - loadedAt)) ago, more than \(Self.hours(expiry)): discarded, "
        + "a new one is loaded (\(presentation.expirySource ?? "the guide"))", request: id)
    phase = .idle
    self.loadedAt = nil
    requestIfNeeded(context, &step)
    return true
  }

  /// `4 h`, `4 h 30 min`: a span of simulated time for the log.
  static func hours(_ milliseconds: Int) -> String {
    let minutes = milliseconds / 60_000
    let (h, m) = (minutes / 60, minutes % 60)
    if h == 0 { return "\(m) min" }
    return m == 0 ? "\(h) h" : "\(h) h \(m) min"
  }

  /// The app comes back to the foreground: an app open ad is shown if one is loaded and
  /// fresh, otherwise loaded for next time (the guide's `showAdIfAvailable`).
  mutating func enteredForeground(_ context: SlotContext, _ step: inout SessionStep) {
    guard context.slot.format == .appOpen else { return }
    switch phase {
    case .showing:
      if discardIfExpired(context, &step) { return }
      step.log(.event, "showAdIfAvailable: an app open ad is ready")
      checkPresentable(context, &step, presenting: true)
    case .loading(let id, _):
      step.log(.skipped, "showAdIfAvailable: request #\(id) is still loading; the app goes on without it", request: id)
    case .presented:
      break
    case .idle, .failed:
      step.log(.event, "showAdIfAvailable: no ad on hand; load one for next time")
      requestIfNeeded(context, &step)
    }
  }

  /// The request settings changed: a failed slot tries again.
  mutating func settingChanged(_ context: SlotContext, _ step: inout SessionStep) {
    guard case .failed = phase else { return }
    step.log(.event, "retry after the change")
    requestIfNeeded(context, &step)
  }

  /// The app shows another device or rebuilt this ad view: cancel what is in flight and,
  /// once the view has appeared, load anew.
  mutating func replaced(_ context: SlotContext, appeared: Bool, _ step: inout SessionStep) {
    cancelLoad(&step, reason: "the ad view was replaced")
    step.effects.append(.cancelRefresh(slot: step.slotIndex))
    phase = .idle
    lastRequestedSize = nil
    loadedAt = nil
    isCollapsible = false
    expanded = false
    if appeared { requestIfNeeded(context, &step) }
  }

  private mutating func cancelLoad(_ step: inout SessionStep, reason: String) {
    guard case .loading(let id, let size) = phase else { return }
    step.effects.append(.cancelRequest(request: id))
    step.log(.cancelled, "request #\(id) for \(size.label) cancelled (\(reason))", request: id, size: size)
  }

  /// Sends the slot's request, if it has an ad.
  mutating func requestIfNeeded(_ context: SlotContext, _ step: inout SessionStep) {
    guard let size = context.target.sizing?.size else {
      step.log(.skipped, "no ad in this slot (format none)")
      return
    }
    sendRequest(context, size: size, &step)
  }

  private mutating func sendRequest(_ context: SlotContext, size: Size, refresh: Bool = false, _ step: inout SessionStep) {
    let id = step.nextRequest
    step.nextRequest += 1
    phase = .loading(request: id, size: size)
    lastRequestedSize = size
    requestIsRefresh = refresh
    let format = context.slot.format
    var failure: LoadFailure?
    if context.target.requestError != nil {
      failure = .sceneNotSet
    } else if context.target.placement == nil && !format.isFullScreen {
      failure = .doesNotFit
    }
    step.effects.append(.sendRequest(slot: step.slotIndex, request: id, failure: failure))
    let request = context.request
    var scene = request.scene == .set ? "request.scene set" : "no request.scene"
    if format.isFullScreen && request.scene == .unset && request.multiScene {
      scene += ": sized for the screen, not the window"
    }
    let what = Self.byKind(
      format, fullScreen: "\(Self.fullScreenClass(format)).load(with: request) #\(id) · for \(size.label) (\(scene))",
      native: "adLoader.load(request) #\(id) · native ad view \(size.label) (\(scene))",
      banner: "bannerView.load(request) #\(id) · adSize \(size.label) (\(scene))"
        + (context.slot.collapsible.map { refresh ? " · a refresh: no collapsible extra" : " · extras collapsible=\($0.rawValue)" } ?? ""))
    step.log(.request, what, request: id, size: size)
  }

  mutating func loadFinished(_ id: Int, _ context: SlotContext, _ step: inout SessionStep) {
    guard case .loading(id, let size) = phase else { return }
    phase = .showing(request: id, size: size)
    loadedAt = step.now
    let format = context.slot.format
    let text = Self.byKind(
      format, fullScreen: "\(Self.fullScreenClass(format)).load completion: ad #\(id) ready, \(size.label)",
      native: "adLoader(_:didReceive:) native ad #\(id) · laid out at \(size.label)",
      banner: "bannerViewDidReceiveAd · ad #\(id) \(size.label)")
    step.log(.loaded, text, request: id, size: size)
    if format.isBanner, let placement = context.slot.collapsible {
      isCollapsible = !requestIsRefresh
      expanded = isCollapsible
      step.log(
        .event,
        isCollapsible
          ? "isCollapsible true: the expanded overlay shows at once, its \(placement.rawValue) on the banner's \(placement.rawValue) "
            + "(collapse, or the k key, taps its collapse button)"
          : "isCollapsible false: refreshes never request collapsible ads, a plain banner",
        request: id)
    }
    if format.isBanner, let seconds = refreshSeconds {
      step.effects.append(.scheduleRefresh(slot: step.slotIndex, request: id, after: seconds * 1000))
    }
  }

  mutating func loadFailed(_ id: Int, _ failure: LoadFailure, _ context: SlotContext, _ step: inout SessionStep) {
    guard case .loading(id, _) = phase else { return }
    phase = .failed(request: id, code: failure.code, message: failure.message)
    let format = context.slot.format
    let callback = Self.byKind(
      format, fullScreen: "load completion error", native: "adLoader(_:didFailToReceiveAdWithError:)",
      banner: "bannerView(_:didFailToReceiveAdWithError:)")
    step.log(.failed, "\(callback) #\(id) · code \(failure.code): \(failure.message)", request: id, message: failure.message)
  }

  mutating func present(_ context: SlotContext, _ step: inout SessionStep) {
    step.log(.event, "present requested")
    checkPresentable(context, &step, presenting: true)
  }

  mutating func dismissed(_ context: SlotContext, _ step: inout SessionStep) {
    guard case .presented(let id, _) = phase else { return }
    step.log(.event, "adDidDismissFullScreenContent · ad #\(id) used; load the next one")
    phase = .idle
    requestIfNeeded(context, &step)
  }

  mutating func refreshFired(_ id: Int, _ context: SlotContext, _ step: inout SessionStep) {
    guard case .showing(id, let size) = phase, let seconds = refreshSeconds else { return }
    step.log(.event, "refresh timer (\(seconds) s) · ad #\(id) on screen")
    sendRequest(context, size: context.target.sizing?.size ?? size, refresh: true, &step)
  }

  /// The user taps the expanded overlay's collapse button.
  mutating func collapse(_ context: SlotContext, _ step: inout SessionStep) {
    guard context.slot.collapsible != nil else {
      step.log(.skipped, "collapse: \(context.slot.label) is not a collapsible banner")
      return
    }
    guard expanded, case .showing(let id, let size) = phase else {
      step.log(.skipped, "collapse: no expanded overlay is on screen")
      return
    }
    expanded = false
    step.log(.event, "the user collapsed ad #\(id) to its banner size \(size.label)", request: id, size: size)
  }

  /// The SDK's words for a full-screen ad, a native ad or a banner.
  private static func byKind(
    _ format: AdFormat, fullScreen: @autoclosure () -> String, native: @autoclosure () -> String, banner: @autoclosure () -> String
  ) -> String {
    format.isFullScreen ? fullScreen() : format.isNative ? native() : banner()
  }

  private static func fullScreenClass(_ format: AdFormat) -> String { format.sdkName }

  mutating func setReloadOnResize(_ on: Bool) { reloadOnResize = on }

  mutating func setRefresh(_ seconds: Int?, _ step: inout SessionStep) {
    refreshSeconds = seconds
    if seconds == nil { step.effects.append(.cancelRefresh(slot: step.slotIndex)) }
  }
}
