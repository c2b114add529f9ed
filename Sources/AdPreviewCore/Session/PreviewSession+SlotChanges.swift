import AdPreviewFormats

/// The commands that change a slot or the requests: focus, format, layout, AdChoices,
/// collapsible, refresh and reload.
extension PreviewSession {
  mutating func focusSlot(_ choice: PreviewCommand.Choice<String>) -> PreviewOutcome {
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

  mutating func changeFormat(_ choice: PreviewCommand.Choice<AdFormat>) -> PreviewOutcome {
    let format = choice.value(in: AdFormat.allCases, current: focusedSlot.format)
    guard format != focusedSlot.format else { return .applied(.ad(.to(format))) }
    var next = selection
    next.slots[focus].format = format
    return replace(next, slots: [focus], as: .ad(.to(format))) { step, _ in
      step.log(.event, "ad format → \(format.words)")
    }
  }

  mutating func changeCollapsible(_ placement: CollapsiblePlacement?) -> PreviewOutcome {
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

  mutating func changeAdChoices(_ corner: AdChoicesCorner) -> PreviewOutcome {
    guard corner != focusedSlot.native.adChoices else { return .applied(.adChoices(.to(corner))) }
    var next = selection
    next.slots[focus].native.adChoices = corner
    return replace(next, slots: [focus], as: .adChoices(.to(corner))) { step, _ in
      step.log(.event, "AdChoices → \(corner.rawValue) (an ad loader option: new request)")
    }
  }

  mutating func changeLayout(_ command: PreviewCommand, _ change: (inout AdSlot) -> Void) -> PreviewOutcome {
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

  mutating func changeRequest(
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

  mutating func changeRefresh(_ seconds: Int?) -> PreviewOutcome {
    guard slots.contains(where: { $0.refreshSeconds != seconds }) else { return .applied(.refresh(seconds)) }
    var step = makeStep()
    step.sceneLog(.event, seconds.map { "banner refresh every \($0) s" } ?? "banner refresh off")
    for index in slots.indices { withSlot(index, &step) { lifecycle, _, step in lifecycle.setRefresh(seconds, &step) } }
    finish(step)
    return .applied(.refresh(seconds))
  }

  mutating func changeReload(_ on: Bool) -> PreviewOutcome {
    guard slots.contains(where: { $0.reloadOnResize != on }) else { return .applied(.reload(.to(on))) }
    var step = makeStep()
    step.sceneLog(.event, on ? "the app reloads banners in viewWillTransition" : "the app no longer reloads banners on resize")
    for index in slots.indices { withSlot(index, &step) { lifecycle, _, _ in lifecycle.setReloadOnResize(on) } }
    finish(step)
    return .applied(.reload(.to(on)))
  }
}
