import AdPreviewFormats

/// The commands that change the scene: appear, rotate, fold and posture, device and release,
/// the app's vertical bars, and how a changed selection is applied to every slot.
extension PreviewSession {
  mutating func appear() -> PreviewOutcome {
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

  mutating func rotate(_ rotation: PreviewCommand.Rotation) -> PreviewOutcome {
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

  mutating func fold(_ folding: Bool) -> PreviewOutcome {
    guard !device.postures.isEmpty else {
      return .refused("\(device.name) does not fold (fold, unfold and f are for foldables and dual-screen devices)")
    }
    let name: PostureName =
      device.family == .dualScreen ? (folding ? .single : .spanned) : (folding ? .folded : .open)
    guard device.posture(named: name) != nil else { return .refused("\(device.name) has no posture \"\(name.rawValue)\"") }
    return changePosture(.to(name))
  }

  mutating func changePosture(_ choice: PreviewCommand.Choice<PostureName>) -> PreviewOutcome {
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

  mutating func changeDevice(_ choice: PreviewCommand.Choice<String>) -> PreviewOutcome {
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

  mutating func changeOS(_ choice: PreviewCommand.Choice<OSVersion>) -> PreviewOutcome {
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

  /// The ad view moves: a banner reloads only if its size changed; a native ad re-lays out.
  /// The app turns its vertical bars on or off: the status bar changes axis and the safe
  /// area its insets, while the window keeps its size, so no `viewWillTransition` is sent
  /// and a banner reloads only when its size changes (`setNeedsUpdateOfVerticalBarConfiguration`).
  mutating func changeVerticalBars(_ behavior: VerticalBarBehavior) -> PreviewOutcome {
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
}
