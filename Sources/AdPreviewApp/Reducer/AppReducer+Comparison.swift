import AdPreviewCore
import AdPreviewRender

/// Two scenes side by side: `compare`'s left and right, or the scene `=` pinned beside the
/// live one.
extension AppState {
  /// Performs a command on the scenes of a comparison it addresses (both for a key), records
  /// the left's and animates each; returns why it could not be taken, if it could not.
  mutating func performSides(_ command: PreviewCommand, on side: ScriptSide) -> String? {
    guard other != nil else { return nil }
    let before = (session.resolved, other!.resolved)
    let outcome = SideBySide.perform(command, on: side, left: &session, right: &other!)
    if let applied = outcome.left?.applied {
      recorder.record(applied, at: session.now)
      animate(applied, from: before.0)
    }
    if let applied = outcome.right?.applied { animateOther(applied, from: before.1) }
    return outcome.refusal
  }

  /// `=`: pins the scene as it is now beside the live one, or lets it go.
  mutating func togglePinned() {
    guard configuration.comparison == nil else {
      say("compare already shows two scenes; = pins one in the previewer")
      return
    }
    if pinned {
      other = nil
      pinned = false
      say("one scene again")
    } else {
      other = session
      pinned = true
      say("pinned on the left: what you change now shows on the right · = again lets it go")
    }
    otherAnimation = nil
    selectedFinding = nil
  }

  /// `animate` for the right-hand scene of a comparison.
  mutating func animateOther(_ command: PreviewCommand, from shown: ResolvedScene) {
    guard let target = other?.target else { return }
    if let started = animation(command, from: shown, to: target) { otherAnimation = started }
  }
}
