import AdPreviewFormats

/// What performing a command did: applied, in the absolute form a recording writes, or
/// refused with the reason, the state unchanged.
public enum PreviewOutcome: Hashable, Sendable {
  case applied(PreviewCommand)
  /// A script error in `play`, a status message in the previewer.
  case refused(String)

  /// The command as applied; nil when refused.
  public var applied: PreviewCommand? {
    if case .applied(let command) = self { return command }
    return nil
  }

  /// Why the command could not be applied; nil when it was.
  public var refusal: String? {
    if case .refused(let reason) = self { return reason }
    return nil
  }
}

extension PreviewSession {
  /// Carries out a command: every rule of what rotate, fold, window, device and slot
  /// changes mean lives here.
  @discardableResult
  public mutating func perform(_ command: PreviewCommand) -> PreviewOutcome {
    switch command {
    case .slot(let choice): return focusSlot(choice)
    case .device(let choice): return changeDevice(choice)
    case .os(let choice): return changeOS(choice)
    case .ad(let choice): return changeFormat(choice)
    case .mode(let toggle):
      let mode = toggle.value(current: selection.request.mode, other: selection.request.mode == .test ? .production : .test)
      return changeRequest(.mode(.to(mode)), "\(mode.rawValue) mode") { $0.mode = mode }
    case .scene(let toggle):
      let setting = toggle.value(current: selection.request.scene, other: selection.request.scene == .set ? .unset : .set)
      return changeRequest(.scene(.to(setting)), "request.scene \(setting == .set ? "= view.window?.windowScene" : "not set")") {
        $0.scene = setting
      }
    case .sdk(let version):
      guard version != selection.request.sdk else { return .applied(command) }
      var next = selection
      next.request.sdk = version
      return replace(next, slots: Array(slots.indices), as: command) { step, _ in
        step.sceneLog(.event, "Google Mobile Ads SDK \(version.rawValue) (the app built again with it: its ad views are rebuilt)")
      }
    case .host(let choice):
      let host: WindowHost.Name?
      switch choice {
      case .to(let named): host = named
      case .step(let direction):
        // Phone, Mac, iPad and round: the places a resized iPhone window is shown.
        let order: [WindowHost.Name?] = [nil] + WindowHost.Name.allCases
        let at = order.firstIndex(of: selection.host) ?? 0
        host = order[(at + (direction == .next ? 1 : order.count - 1)) % order.count]
      }
      let command = PreviewCommand.host(.to(host))
      guard host != selection.host else { return .applied(command) }
      var next = selection
      next.host = host
      do {
        _ = try next.resolve(in: catalog)
      } catch {
        return .refused("\(error)")
      }
      return replace(next, slots: Array(slots.indices), as: command) { step, scene in
        step.sceneLog(
          .event, host == nil ? "the window back on the phone" : "the window in \(scene.host?.words ?? "its host") (a model)")
      }
    case .verticalBars(let toggle):
      let current = selection.verticalBars
      return changeVerticalBars(toggle.value(current: current, other: current == .automatic ? .disabled : .automatic))
    case .multiScene(let on):
      return changeRequest(.multiScene(on), "multi-scene support \(on ? "on" : "off")") { $0.multiScene = on }
    case .appear: return appear()
    case .rotate(let rotation): return rotate(rotation)
    case .fold, .unfold: return fold(command == .fold)
    case .posture(let choice): return changePosture(choice)
    case .window(let choice): return changeWindow(choice)
    case .resize(let dx, let dy): return resizeWindow(dx: dx, dy: dy)
    case .wait(let milliseconds):
      advance(by: milliseconds)
      return .applied(command)
    case .present: return present()
    case .dismiss: return dismiss()
    case .background, .foreground: return moveApp(toForeground: command == .foreground)
    case .collapse: return collapse()
    case .say(let text): return say(text)
    // The previewer holds the scenario; the scene does not change.
    case .pause: return .applied(.pause)
    case .collapsible(let placement): return changeCollapsible(placement)
    case .position(let toggle):
      let current = focusedSlot.position
      let position = toggle.value(current: current, other: current == .top ? .bottom : .top)
      return changeLayout(.position(.to(position))) {
        $0.position = position
        $0.centered = false
      }
    case .align(let toggle):
      let current = focusedSlot.effectiveAlignment
      let alignment = toggle.value(current: current, other: current == .center ? .fill : .center)
      return changeLayout(.align(.to(alignment))) { $0.alignment = alignment }
    case .guide(let toggle):
      let current = focusedSlot.guide
      // safe area → layout guides → superview → safe area.
      let guide = toggle.value(current: current, other: LayoutGuide.allCases.next(after: current))
      return changeLayout(.guide(.to(guide))) { $0.guide = guide }
    case .adChoices(let choice):
      let corner = choice.value(in: AdChoicesCorner.allCases, current: focusedSlot.native.adChoices)
      return changeAdChoices(corner)
    case .refresh(let seconds): return changeRefresh(seconds)
    case .reload(let toggle):
      let current = slots[focus].reloadOnResize
      return changeReload(toggle.value(current: current, other: !current))
    case .failures(let rate):
      setFailureRate(min(1, max(0, rate)))
      return .applied(command)
    case .latency(let milliseconds):
      setLatency(min(max(0, milliseconds), PreviewCommand.maximumMilliseconds))
      return .applied(command)
    }
  }

  var focusedSlot: AdSlot { selection.slots[focus] }

  // MARK: - Scene changes

  private mutating func appear() -> PreviewOutcome {
    var step = makeStep()
    if appeared {
      step.sceneLog(.skipped, "viewDidAppear again: the request was already sent (requestInitialized guard), no new request")
    } else {
      setAppeared()
      step.sceneLog(.event, "viewDidAppear")
      for index in slots.indices { withSlot(index, &step) { $0.appeared($1, &$2) } }
    }
    finish(step)
    return .applied(.appear)
  }

  private mutating func rotate(_ rotation: PreviewCommand.Rotation) -> PreviewOutcome {
    let current = selection.orientation
    let orientation: Orientation
    switch rotation {
    case .to(let wanted):
      // One rule for an orientation the device lacks, named or stepped to: a refusal, in the
      // words `layout --orientation` uses.
      guard device.orientations.contains(wanted) else { return .refused(device.unsupported(wanted.rawValue)) }
      orientation = wanted
    case .clockwise, .counterClockwise:
      guard let next = stepped(current, rotation) else { return .refused(device.unsupported("rotating")) }
      orientation = next
    }
    guard orientation != current else { return .applied(.rotate(.to(orientation))) }
    var next = selection
    next.orientation = orientation
    var windowNote = ""
    next.window = adaptedWindow(selection.window, to: orientation, note: &windowNote)
    return transition(to: next, as: .rotate(.to(orientation))) {
      "viewWillTransition(to: \($0.screen.label)) · rotated to \(orientation.rawValue)\(windowNote)"
    }
  }

  private mutating func fold(_ folding: Bool) -> PreviewOutcome {
    guard !device.postures.isEmpty else {
      return .refused("\(device.name) does not fold (fold, unfold and f are for foldables and dual-screen devices)")
    }
    let name: PostureName =
      device.family == .dualScreen ? (folding ? .single : .spanned) : (folding ? .folded : .open)
    guard device.posture(named: name) != nil else { return .refused("\(device.name) has no posture \"\(name.rawValue)\"") }
    return changePosture(.to(name))
  }

  private mutating func changePosture(_ choice: PreviewCommand.Choice<PostureName>) -> PreviewOutcome {
    let postures = device.postures.map(\.name)
    guard !postures.isEmpty else {
      return .refused("\(device.name) does not fold (fold, unfold and f are for foldables and dual-screen devices)")
    }
    let current = target.scene.posture?.name ?? postures[0]
    let posture = choice.value(in: postures, current: current)
    guard posture != current else { return .applied(.posture(.to(posture))) }
    var next = selection
    next.posture = posture
    return transition(to: next, as: .posture(.to(posture))) { scene in
      var text = "posture → \(posture.rawValue)"
      if let fold = scene.fold, fold.separating { text += " (\(fold.mode.rawValue))" }
      return text + " · \(scene.display.id) display \(scene.screen.label)"
    }
  }

  /// A new scene for every slot: resolved once, then each slot reacts to it.
  mutating func transition(
    to next: Selection, as command: PreviewCommand, describe: (Scene) -> String
  ) -> PreviewOutcome {
    let before = target.scene.sizeClasses
    return apply(next, as: command) { session, step, scene in
      step.sceneLog(.event, describe(scene))
      let after = scene.sizeClasses
      // Said only where an app listens for it: a slot that reloads on trait changes.
      if after != before, session.selection.slots.contains(where: { $0.reloadOn == .traitChange }) {
        step.sceneLog(.event, "traitCollectionDidChange(_:) · size classes \(before) → \(after)")
      }
      // The seeds reload in the coordinator's completion, after the animation.
      guard session.appeared else { return }
      let cause =
        switch command {
        case .rotate: "the rotation"
        case .posture: "the posture change"
        default: "the window change"
        }
      session.scheduleTransitionCompletion(traitsChanged: after != before, cause: cause)
    }
  }

  /// The one way a selection changes: validated and resolved once (a scene the device cannot
  /// take is refused and nothing changes), then `react` writes what follows in one step.
  mutating func apply(
    _ next: Selection, as command: PreviewCommand, react: (inout PreviewSession, inout SessionStep, Scene) -> Void
  ) -> PreviewOutcome {
    guard next != selection else { return .applied(command) }
    var next = next
    let newTarget: ResolvedScene
    var leftHost: WindowHost.Name?
    do {
      newTarget = try next.resolve(in: catalog)
    } catch {
      // A host holds only a resized iPhone window: a change that leaves none (another
      // device, a full-screen window) brings the phone back, as a release without a window
      // brings full screen. The host command itself is refused instead.
      var phone = next
      phone.host = nil
      var isHostCommand = false
      if case .host = command { isHostCommand = true }
      guard let host = next.host, !isHostCommand, let plain = try? phone.resolve(in: catalog) else {
        return .refused(error.message)
      }
      next = phone
      newTarget = plain
      leftHost = host
    }
    setSelection(next, target: newTarget)
    var step = makeStep()
    react(&self, &step, newTarget.scene)
    if let leftHost {
      step.sceneLog(.event, "the window back on the phone from its \(leftHost.rawValue) host (only a resized iPhone window has one)")
    }
    finish(step)
    return .applied(command)
  }

  private mutating func changeDevice(_ choice: PreviewCommand.Choice<String>) -> PreviewOutcome {
    let devices = catalog.devices
    let match: DeviceMatch
    switch choice {
    case .to(let wanted):
      do throws(SceneError) {
        match = try catalog.resolve(wanted)
      } catch {
        return .refused(error.message)
      }
    case .step(let step):
      let current = catalog.match(selection.deviceID)?.device.id
      let index = devices.firstIndex { $0.id == current } ?? 0
      match = DeviceMatch(device: devices.cycling(from: index, by: step.offset))
    }
    let id = match.name
    guard id != selection.deviceID else { return .applied(.device(.to(id))) }
    let next = selection.moved(to: match)
    return replace(next, slots: Array(slots.indices), as: .device(.to(id))) { step, scene in
      step.sceneLog(.event, "device → \(scene.deviceLabel)")
    }
  }

  private mutating func changeOS(_ choice: PreviewCommand.Choice<OSVersion>) -> PreviewOutcome {
    let scene = target.scene
    guard let range = device.releases(ofModel: scene.model), let current = scene.os else {
      return .refused("\(device.name) runs \(device.platform.words): OS releases are for iOS and iPadOS devices")
    }
    let releases = range.releases.map(\.version)
    let version: OSVersion
    if case .step(let step) = choice {
      // A step goes to the next major release, at its newest point release (27.1 → 26.6 →
      // 18), not through every point release; `os 26.2` reaches the others.
      let majors = releases.reduce(into: [OSVersion]()) { majors, release in
        if let last = majors.last, last.major == release.major {
          majors[majors.count - 1] = max(last, release)
        } else {
          majors.append(release)
        }
      }
      let index = majors.firstIndex { $0.major == current.major } ?? (step == .next ? -1 : 0)
      version = majors.cycling(from: index, by: step.offset)
    } else {
      version = choice.value(in: releases, current: current)
    }
    guard version != current else { return .applied(.os(.to(version))) }
    var next = selection
    next.os = version
    var note = ""
    // A window the release does not have (Split View on iPadOS 26) becomes full screen.
    if next.window != .full, (try? next.resolve(in: catalog)) == nil {
      note = " · window full screen (\(device.osName) \(version) has no \(next.window.description))"
      next.window = .full
    }
    let relaunch = appeared ? " (the app launched again on it: its ad views are rebuilt)" : ""
    return replace(next, slots: Array(slots.indices), as: .os(.to(version))) { step, scene in
      step.sceneLog(.event, "OS → \(scene.osLabel ?? "\(version)")\(relaunch)\(note)")
    }
  }

  // MARK: - Slot changes

  private mutating func focusSlot(_ choice: PreviewCommand.Choice<String>) -> PreviewOutcome {
    let names = slots.indices.map(slotName)
    let index: Int
    switch choice {
    case .to(let name):
      guard let found = names.firstIndex(of: name) else {
        return .refused("no slot \"\(name.sanitizedForTerminal)\" (slots: \(names.joined(separator: ", ")))")
      }
      index = found
    case .step(let step):
      index = Array(names.indices).cycling(from: focus, by: step.offset)
    }
    setFocus(index)
    return .applied(.slot(.to(names[index])))
  }

  private mutating func changeFormat(_ choice: PreviewCommand.Choice<AdFormat>) -> PreviewOutcome {
    let format = choice.value(in: AdFormat.allCases, current: focusedSlot.format)
    guard format != focusedSlot.format else { return .applied(.ad(.to(format))) }
    var next = selection
    next.slots[focus].format = format
    return replace(next, slots: [focus], as: .ad(.to(format))) { step, _ in
      step.log(.event, "ad format → \(format.words)")
    }
  }

  private mutating func changeCollapsible(_ placement: CollapsiblePlacement?) -> PreviewOutcome {
    guard placement != focusedSlot.collapsible else { return .applied(.collapsible(placement)) }
    guard placement == nil || (focusedSlot.format.isBanner && focusedSlot.effectiveKind == .anchored) else {
      return .refused("collapsible is for anchored banners; \(focusedSlot.label) is not one")
    }
    var next = selection
    next.slots[focus].collapsible = placement
    return replace(next, slots: [focus], as: .collapsible(placement)) { step, _ in
      step.log(.event, placement.map { "request extras collapsible=\($0.rawValue) (a new request)" } ?? "no collapsible extra (a new request)")
    }
  }

  private mutating func changeAdChoices(_ corner: AdChoicesCorner) -> PreviewOutcome {
    guard corner != focusedSlot.native.adChoices else { return .applied(.adChoices(.to(corner))) }
    var next = selection
    next.slots[focus].native.adChoices = corner
    return replace(next, slots: [focus], as: .adChoices(.to(corner))) { step, _ in
      step.log(.event, "AdChoices → \(corner.rawValue) (an ad loader option: new request)")
    }
  }

  /// The ad view moves: a banner reloads only if its size changed; a native ad re-lays out.
  /// The app turns its vertical bars on or off: the status bar changes axis and the safe
  /// area its insets, while the window keeps its size, so no `viewWillTransition` is sent
  /// and a banner reloads only when its size changes (`setNeedsUpdateOfVerticalBarConfiguration`).
  private mutating func changeVerticalBars(_ behavior: VerticalBarBehavior) -> PreviewOutcome {
    var next = selection
    next.verticalBars = behavior
    return apply(next, as: .verticalBars(.to(behavior))) { session, step, scene in
      guard scene.verticalBarsApply else {
        step.sceneLog(.event, "preferredVerticalBarBehavior .\(behavior.rawValue): \(scene.deviceLabel) has no vertical bars, nothing changes")
        return
      }
      let i = scene.safeArea
      step.sceneLog(
        .event,
        "preferredVerticalBarBehavior .\(behavior.rawValue) · bars \(behavior == .disabled ? "horizontal" : "along a side") · safe area "
          + "\(formatPoints(i.top))/\(formatPoints(i.left))/\(formatPoints(i.bottom))/\(formatPoints(i.right))")
      guard session.appeared else { return }
      for index in session.selection.slots.indices {
        session.withSlot(index, &step) { lifecycle, context, step in
          lifecycle.transitioned(context, traitsChanged: false, viewWillTransition: false, &step)
        }
      }
    }
  }

  private mutating func changeLayout(_ command: PreviewCommand, _ change: (inout AdSlot) -> Void) -> PreviewOutcome {
    var next = selection
    change(&next.slots[focus])
    let focus = focus
    return apply(next, as: command) { session, step, _ in
      let slot = session.selection.slots[focus]
      let appeared = session.appeared
      session.withSlot(focus, &step) { lifecycle, context, step in
        step.log(.event, "ad view → \(slot.anchorWord), \(slot.effectiveAlignment.rawValue), \(slot.guide.rawValue)")
        // The ad view moved: no viewWillTransition, so only a size change reloads.
        if appeared { lifecycle.transitioned(context, traitsChanged: true, viewWillTransition: false, &step) }
      }
    }
  }

  /// Rebuilds the ad views of `indices` in a new selection: what was in flight is cancelled
  /// and, once the view has appeared, they load anew.
  mutating func replace(
    _ next: Selection, slots indices: [Int], as command: PreviewCommand,
    describe: (inout SessionStep, Scene) -> Void
  ) -> PreviewOutcome {
    apply(next, as: command) { session, step, scene in
      if indices.count == 1 { session.select(indices[0], &step) }
      describe(&step, scene)
      let appeared = session.appeared
      for index in indices { session.withSlot(index, &step) { $0.replaced($1, appeared: appeared, &$2) } }
    }
  }

  private mutating func changeRequest(
    _ command: PreviewCommand, _ text: String, _ change: (inout RequestSettings) -> Void
  ) -> PreviewOutcome {
    var next = selection
    change(&next.request)
    return apply(next, as: command) { session, step, _ in
      step.sceneLog(.event, text)
      guard session.appeared else { return }
      for index in session.slots.indices { session.withSlot(index, &step) { $0.settingChanged($1, &$2) } }
    }
  }

  private mutating func changeRefresh(_ seconds: Int?) -> PreviewOutcome {
    guard slots.contains(where: { $0.refreshSeconds != seconds }) else { return .applied(.refresh(seconds)) }
    var step = makeStep()
    step.sceneLog(.event, seconds.map { "banner refresh every \($0) s" } ?? "banner refresh off")
    for index in slots.indices { withSlot(index, &step) { lifecycle, _, step in lifecycle.setRefresh(seconds, &step) } }
    finish(step)
    return .applied(.refresh(seconds))
  }

  private mutating func changeReload(_ on: Bool) -> PreviewOutcome {
    guard slots.contains(where: { $0.reloadOnResize != on }) else { return .applied(.reload(.to(on))) }
    var step = makeStep()
    step.sceneLog(.event, on ? "the app reloads banners in viewWillTransition" : "the app no longer reloads banners on resize")
    for index in slots.indices { withSlot(index, &step) { lifecycle, _, _ in lifecycle.setReloadOnResize(on) } }
    finish(step)
    return .applied(.reload(.to(on)))
  }
}

extension PreviewCommand.Choice {
  /// The value chosen, stepping `times` times through `all` from `current`.
  func value(in all: [Value], current: Value, times: Int = 1) -> Value {
    switch self {
    case .to(let value): return value
    case .step(let step):
      guard !all.isEmpty else { return current }
      // From before the first when `current` is not among them: next is the first.
      let index = all.firstIndex(of: current) ?? (step == .next ? -1 : 0)
      return all.cycling(from: index, by: step.offset * (times % all.count))
    }
  }
}

extension PreviewCommand.Toggle {
  func value(current: Value, other: Value) -> Value {
    switch self {
    case .to(let value): value
    case .toggle: other
    }
  }
}

extension Orientation {
  /// The previous orientation, a quarter turn counter-clockwise.
  public var turnedCounterClockwise: Orientation {
    turnedClockwise.turnedClockwise.turnedClockwise
  }
}
