import AdPreviewCore
import AdPreviewRender

/// Draws the app state: the scene, the every-device grid, the help overlay.
public enum AppView {
  public static func render(_ state: AppState, options: RenderOptions) -> CellBuffer {
    var buffer: CellBuffer
    switch state.view {
    case .scene:
      if let pair = comparedModels(state) {
        buffer = CompareRenderer.render(
          pair.left, pair.right, columns: state.columns, rows: state.rows,
          // A presentation's free status row, and a pinned scene's (`=`), says what differs
          // between the two scenes.
          status: state.statusLine
            ?? (state.configuration.present || state.pinned
              ? CompareRenderer.differences(pair.left, pair.right, fitting: state.columns) : nil),
          hints: state.configuration.present ? [] : KeyTable.keyBar, sameScale: state.configuration.sameScale, options: options)
      } else {
        buffer = SceneRenderer.render(model(state), columns: state.columns, rows: state.rows, options: options)
      }
    case .grid(let selected):
      buffer = GridView.render(state, selected: selected, options: options)
    }
    if state.showHelp { KeyHelpOverlay.keys.draw(into: &buffer, scroll: state.helpScroll, options: options) }
    if case .release(let selected) = state.prompt {
      ReleasePickerOverlay.draw(
        releases: state.releaseChoices.map { "\(state.session.device.osName) \($0)" }, selected: selected,
        current: state.resolved.scene.osLabel, title: "OS release", into: &buffer, options: options)
    }
    if case .device(let query, let selected) = state.prompt {
      DevicePickerOverlay.draw(
        query: query, matches: state.pickerMatches, selected: selected, current: state.selection.deviceID, into: &buffer, options: options)
    }
    return buffer
  }

  /// The frame's content for the scene view: the session's state, nothing else.
  public static func model(_ state: AppState) -> PreviewModel {
    var model = model(state, session: state.session, animation: state.animation)
    model.status = state.statusLine
    model.hints = state.configuration.present ? [] : KeyTable.keyBar
    model.presenting = state.configuration.present
    model.logScroll = state.logScroll
    model.selectedFinding = state.selectedFinding.map { min($0, max(0, state.resolved.allFindings.count - 1)) }
    model.expandedFinding = state.expandedFinding
    return model
  }

  /// The two scenes of a side-by-side comparison, each labelled with its side; nil for one scene.
  public static func comparedModels(_ state: AppState) -> (left: PreviewModel, right: PreviewModel)? {
    guard let other = state.other else { return nil }
    if state.pinned {
      var before = model(state, session: other, animation: nil)
      var now = model(state, session: state.session, animation: state.animation)
      // Which side stands still and which follows the keys.
      before.label = "pinned"
      now.label = "live"
      return (before, now)
    }
    var left = model(state, session: state.session, animation: state.animation)
    var right = model(state, session: other, animation: state.otherAnimation)
    left.label = "left"
    right.label = "right"
    return (left, right)
  }

  /// What one session shows at this moment: its scene, caption, highlights, a flashed
  /// failure and the transition it is in.
  private static func model(_ state: AppState, session: PreviewSession, animation: AppState.Animation?) -> PreviewModel {
    var model = PreviewModel(session: session, spinner: state.spinnerFrame, logLimit: AppState.logLimit)
    model.presenting = state.configuration.present
    model.caption = session.caption?.text
    model.highlighted = session.highlightedSlots
    // A failed canPresent flashes across the window for a second and a half of simulated
    // time, or until the ad loaded in its place is ready: once the panel says ready the
    // picture must not say the check failed.
    if let failed = session.log.last(where: { $0.kind == .presentCheck && $0.ok == false }),
      failed.time + 1500 > session.now, !session.replacedAd(failed.request)
    {
      model.flash = "✗ canPresent(from:): " + (failed.message ?? "the ad does not fit the window")
    }
    if model.flash == nil, let shortened = state.shortenedWait, session.now < shortened.until {
      model.flash = shortened.text
    }
    if let animation {
      let progress = Double(state.now - animation.startedAt) / Double(AppState.animationLength)
      model.transition = SceneTransition(from: animation.from, progress: progress, caption: animation.caption)
    }
    return model
  }
}

/// The every-device view, from the tiles the state holds.
enum GridView {
  static let keys = "arrows move · PgUp/PgDn pages · enter or click opens · r f w change every tile · v back · ? help · q quit"

  static func render(_ state: AppState, selected: Int, options: RenderOptions) -> CellBuffer {
    // A state made with the grid already showing (as tests make one) has not worked its
    // tiles out yet.
    let tiles =
      state.gridTiles.flatMap { $0.show(state.selection, held: state.grid) ? $0 : nil }
      ?? GridTiles(catalog: state.catalog, selection: state.selection, hold: state.grid)
    let slot = state.selection.slot
    // What every tile shows: the orientation (portrait where a device lacks it), each
    // device's own posture, full screen.
    let title =
      "adpreview · every device · \(state.grid.words(state.selection.orientation, os: state.selection.os)) · "
      + "\(slot.format.words), \(slot.anchorWord), \(slot.guide.rawValue)"
    return GridPicture.render(
      title: title, keys: keys, tiles: tiles.tiles, selected: selected, columns: state.columns, rows: state.rows, options: options)
  }
}

extension KeyHelpOverlay {
  /// The previewer's keys, from the key table.
  static let keys = KeyHelpOverlay(entries: KeyTable.bindings.map { ($0.label, $0.help) })
}
