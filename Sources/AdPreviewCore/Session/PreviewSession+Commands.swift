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
    case .host(let choice): return changeHost(choice)
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
