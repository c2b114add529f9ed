/// Plays a script through the lifecycle on the manual clock.
public enum PlayRunner {
  /// The log of `script`. At the end, loads still in flight complete.
  ///
  /// - Throws: `PlayScriptError` for a line the scenario cannot take (an unknown device, a
  ///   posture or window the device does not have). A rotation the device refuses is not an
  ///   error: the interface stays as it was, and the log says so.
  public static func run(
    _ script: PlayScript, file: String, catalog: DeviceCatalog, start: Selection = Selection(),
    latency: Int = 400, seed: UInt64 = 1
  ) throws(PlayScriptError) -> [LogEntry] {
    var runner = LifecycleRunner(catalog: catalog, selection: start, latency: latency, seed: seed)
    for (line, command) in script.commands {
      func fail(_ message: String) -> PlayScriptError { PlayScriptError(file: file, line: line, message: message) }
      let selection = runner.lifecycle.selection
      let device = catalog.device(id: selection.deviceID)
      var rejected: SceneError?
      switch command {
      case .device(let id):
        guard catalog.device(id: id) != nil else { throw fail(Selection.unknownDeviceMessage(id, catalog: catalog)) }
        rejected = runner.send(.deviceChanged(id))
      case .ad(let format): rejected = runner.send(.formatChanged(format))
      case .mode(let mode): runner.send(.modeChanged(mode))
      case .multiScene(let on): runner.send(.multiSceneChanged(on))
      case .scene(let setting): runner.send(.sceneToggled(setting))
      case .appear: runner.send(.appeared)
      case .rotate(let orientation):
        runner.send(.deviceRotated(orientation ?? selection.orientation.turnedClockwise))
      case .fold, .unfold:
        guard let device, !device.postures.isEmpty else {
          throw fail("\(device?.name ?? selection.deviceID) does not fold (it has no postures)")
        }
        let folding = command == .fold
        let target: PostureName =
          device.family == .dualScreen ? (folding ? .single : .spanned) : (folding ? .folded : .open)
        guard device.posture(named: target) != nil else {
          throw fail("\(device.name) has no posture \"\(target.rawValue)\"")
        }
        rejected = runner.send(.postureChanged(target))
      case .posture(let name): rejected = runner.send(.postureChanged(name))
      case .window(let window): rejected = runner.send(.windowResized(window))
      case .wait(let milliseconds): runner.advance(by: milliseconds)
      case .present: runner.send(.presentRequested)
      case .dismiss: runner.send(.fullScreenDismissed)
      case .position(let position): rejected = runner.send(.slotChanged(edited(selection.slot) { $0.position = position }))
      case .align(let alignment): rejected = runner.send(.slotChanged(edited(selection.slot) { $0.alignment = alignment }))
      case .guide(let guide): rejected = runner.send(.slotChanged(edited(selection.slot) { $0.guide = guide }))
      case .adChoices(let corner):
        rejected = runner.send(.slotChanged(edited(selection.slot) { $0.native.adChoices = corner }))
      case .refresh(let seconds): runner.send(.refreshChanged(seconds: seconds))
      case .reload(let on): runner.send(.reloadOnResizeChanged(on))
      case .failures(let rate): runner.failureRate = rate
      }
      if let rejected { throw fail(rejected.message) }
    }
    runner.settle()
    return runner.log
  }
}

/// A copy of `value` with one change applied.
private func edited<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
  var copy = value
  change(&copy)
  return copy
}
