import AdPreviewFormats

/// What the app does around its ads outside layout: presenting and dismissing full-screen
/// ads, going to the background and back, collapsing an overlay, and the demo's captions.
extension PreviewSession {
  /// The slot `present` and `dismiss` act on: the focused one if it is full screen, else the
  /// first full-screen slot.
  var fullScreenSlot: Int? {
    if focusedSlot.format.isFullScreen { return focus }
    return selection.slots.firstIndex { $0.format.isFullScreen }
  }

  mutating func present() -> PreviewOutcome {
    var step = makeStep()
    if let index = fullScreenSlot {
      withSlot(index, &step) { $0.present($1, &$2) }
    } else {
      select(focus, &step)
      step.log(.skipped, "present: \(focusedSlot.format.words) is not a full-screen format")
    }
    finish(step)
    return .applied(.present)
  }

  /// The app leaves or comes back to the screen. Coming back is when app open ads show.
  mutating func moveApp(toForeground foreground: Bool) -> PreviewOutcome {
    let command: PreviewCommand = foreground ? .foreground : .background
    var step = makeStep()
    guard inBackground == foreground else {
      step.sceneLog(.skipped, "the app is already in the \(foreground ? "foreground" : "background")")
      finish(step)
      return .applied(command)
    }
    setInBackground(!foreground)
    if foreground {
      step.sceneLog(.event, "sceneWillEnterForeground · the app is back on screen")
      if appeared { for index in slots.indices { withSlot(index, &step) { $0.enteredForeground($1, &$2) } } }
    } else {
      step.sceneLog(.event, "sceneDidEnterBackground · the app leaves the screen")
    }
    finish(step)
    return .applied(command)
  }

  /// A caption for the demo: shown until the next one; written to the log as narration.
  mutating func say(_ text: String) -> PreviewOutcome {
    var step = makeStep()
    step.sceneLog(.caption, text.isEmpty ? "caption cleared" : "“\(text.sanitizedForTerminal)”")
    setCaption(text.isEmpty ? nil : Caption(text: text, since: now))
    finish(step)
    return .applied(.say(text))
  }

  /// Collapses the focused slot's overlay, or the first collapsible banner's.
  mutating func collapse() -> PreviewOutcome {
    let index = focusedSlot.collapsible != nil ? focus : selection.slots.firstIndex { $0.collapsible != nil } ?? focus
    var step = makeStep()
    withSlot(index, &step) { $0.collapse($1, &$2) }
    finish(step)
    return .applied(.collapse)
  }

  mutating func dismiss() -> PreviewOutcome {
    var step = makeStep()
    for index in slots.indices {
      if case .presented = slots[index].phase { withSlot(index, &step) { $0.dismissed($1, &$2) } }
    }
    finish(step)
    return .applied(.dismiss)
  }
}
