import AdPreviewCore

extension AppState {
  /// Moves simulated time to `time`: loads complete, timers fire, messages expire.
  public mutating func advance(to time: Int) {
    guard time > now else { return }
    let before = runner.log.count
    let phase = runner.lifecycle.phase
    now = time
    runner.advance(to: time)
    if runner.log.count != before || runner.lifecycle.phase != phase { changed() }
    if status != nil, time >= statusUntil {
      status = nil
      version += 1
    }
  }

  /// Handles one input at `time`.
  public mutating func handle(_ input: InputEvent, at time: Int) -> [AppEffect] {
    advance(to: time)
    switch input {
    case .resized(let columns, let rows):
      self.columns = max(1, columns)
      self.rows = max(1, rows)
      version += 1
      return []
    case .ended:
      shouldQuit = true
      return [.quit]
    case .clicked(let x, let y):
      return click(x: x, y: y)
    case .key(let key):
      guard let intent = KeyMap.intent(for: key) else { return [] }
      return perform(intent)
    }
  }

  /// Carries out an intent.
  public mutating func perform(_ intent: AppIntent) -> [AppEffect] {
    if showHelp, intent != .toggleHelp, intent != .quit {
      showHelp = false
      version += 1
      if intent == .close { return [] }
    }
    switch intent {
    case .quit:
      shouldQuit = true
      return [.quit]
    case .toggleHelp:
      showHelp.toggle()
      version += 1
    case .close:
      if case .grid = view {
        view = .scene
        version += 1
      }
    case .toggleGrid:
      view = view == .scene ? .grid(selected: deviceIndex) : .scene
      version += 1
    case .move(let dx, let dy):
      moveGridSelection(dx: dx, dy: dy)
    case .open:
      openGridSelection()
    case .present:
      if case .grid = view {
        openGridSelection()
      } else {
        send(.presentRequested, record: "present")
      }
    case .dismiss: send(.fullScreenDismissed, record: "dismiss")
    case .rotate(let clockwise): rotate(clockwise: clockwise)
    case .nextPosture: nextPosture()
    case .window(let next): cycleWindow(next: next)
    case .resizeWindow(let dx, let dy): resizeWindow(dx: dx, dy: dy)
    case .device(let next):
      let devices = catalog.devices
      let index = (deviceIndex + (next ? 1 : devices.count - 1)) % devices.count
      changeDevice(devices[index].id)
    case .format(let next):
      let formats = AdFormat.allCases
      let index = formats.firstIndex(of: selection.slot.format)!
      let format = formats[(index + (next ? 1 : formats.count - 1)) % formats.count]
      send(.formatChanged(format), record: "ad \(format.rawValue)")
    case .togglePosition:
      var slot = selection.slot
      slot.position = slot.position == .top ? .bottom : .top
      send(.slotChanged(slot), record: "position \(slot.position.rawValue)")
    case .toggleAlignment:
      var slot = selection.slot
      slot.alignment = slot.effectiveAlignment == .center ? .fill : .center
      send(.slotChanged(slot), record: "align \(slot.effectiveAlignment.rawValue)")
    case .toggleGuide:
      var slot = selection.slot
      slot.guide = slot.guide == .safeArea ? .legacy : .safeArea
      send(.slotChanged(slot), record: "guide \(slot.guide.rawValue)")
    case .nextAdChoicesCorner:
      var slot = selection.slot
      let corners = AdChoicesCorner.allCases
      slot.native.adChoices = corners[(corners.firstIndex(of: slot.native.adChoices)! + 1) % corners.count]
      send(.slotChanged(slot), record: "adchoices \(slot.native.adChoices.rawValue)")
      if !slot.format.isNative { say("AdChoices corner \(slot.native.adChoices.rawValue) (shown on native ads)") }
    case .toggleScene:
      let setting: SceneSetting = selection.request.scene == .set ? .unset : .set
      send(.sceneToggled(setting), record: "scene \(setting.rawValue)")
    case .toggleMode:
      let mode: RequestMode = selection.request.mode == .test ? .production : .test
      send(.modeChanged(mode), record: "mode \(mode.rawValue)")
    case .toggleReload:
      let on = !runner.lifecycle.reloadOnResize
      send(.reloadOnResizeChanged(on), record: "reload \(on ? "on" : "off")")
    case .export:
      let path = configuration.exportPath
      say("session written to \(path) · replay: adpreview play \(path)")
      runner.appendNote("session written to \(path) (adpreview play \(path))", at: now)
      return [.writeFile(path: path, contents: recorder.script)]
    }
    return []
  }

  var deviceIndex: Int { catalog.devices.firstIndex { $0.id == selection.deviceID } ?? 0 }

  /// Sends a lifecycle event, records it for the exported script and refreshes the scene.
  mutating func send(_ event: LifecycleEvent, record command: String) {
    if let error = runner.send(event) {
      say(error.message)
    } else {
      recorder.record(command, at: now)
    }
    changed()
  }

  mutating func changed() {
    if let resolved = try? selection.resolve(in: catalog) { self.resolved = resolved }
    version += 1
  }

  /// Shows a message from the outside world (an effect that failed).
  public mutating func notify(_ text: String) {
    say(text)
    runner.appendNote(text, at: now)
  }

  mutating func say(_ text: String) {
    status = text
    statusUntil = now + 4000
    version += 1
  }

  private mutating func changeDevice(_ id: String) {
    send(.deviceChanged(id), record: "device \(id)")
    say("\(device.name) · \(device.family.rawValue) · \(resolved.scene.screen.label)")
  }

  private mutating func rotate(clockwise: Bool) {
    var orientation = selection.orientation
    for _ in 0..<4 {
      orientation = clockwise ? orientation.turnedClockwise : orientation.turnedCounterClockwise
      if device.orientations.contains(orientation) { break }
    }
    guard orientation != selection.orientation else {
      say("\(device.name) supports only \(selection.orientation.rawValue)")
      return
    }
    send(.deviceRotated(orientation), record: "rotate \(orientation.rawValue)")
  }

  private mutating func nextPosture() {
    let postures = device.postures
    guard !postures.isEmpty else {
      say("\(device.name) does not fold (f is for foldables and dual-screen devices)")
      return
    }
    let current = resolved.scene.posture?.name
    let index = postures.firstIndex { $0.name == current } ?? -1
    let next = postures[(index + 1) % postures.count].name
    send(.postureChanged(next), record: "posture \(next.rawValue)")
  }

  private mutating func cycleWindow(next: Bool) {
    guard device.family == .tablet else {
      say("\(device.name) runs apps full screen (w is for iPad windows)")
      return
    }
    let order: [WindowPresetName] = [.splitTwoThirds, .splitHalf, .splitOneThird, .slideOver]
    let available = device.presets(in: selection.orientation).map(\.name)
    let choices = [WindowChoice.full] + order.filter(available.contains).map { WindowChoice.preset($0) }
    let index = choices.firstIndex(of: selection.window) ?? 0
    let window = choices[(index + (next ? 1 : choices.count - 1)) % choices.count]
    send(.windowResized(window), record: "window \(window)")
  }

  private mutating func resizeWindow(dx: Double, dy: Double) {
    guard device.family == .tablet else {
      say("\(device.name) runs apps full screen (Stage Manager windows are for iPads)")
      return
    }
    let screen = resolved.scene.screen
    let current = resolved.scene.window.size
    let minimum = 200.0
    let width = min(screen.width, max(minimum, current.width + dx))
    let height = min(screen.height, max(minimum, current.height + dy))
    guard width != current.width || height != current.height else {
      say("the window is at its \(width >= screen.width || height >= screen.height ? "largest (the screen)" : "smallest (200 pt)")")
      return
    }
    let window = WindowChoice.free(Size(width: width, height: height))
    send(.windowResized(window), record: "window \(window)")
  }

  private mutating func moveGridSelection(dx: Int, dy: Int) {
    guard case .grid(let selected) = view else { return }
    let count = catalog.devices.count
    let perRow = max(1, GridLayout(columns: columns, rows: rows, count: count, selected: selected).perRow)
    let next = min(count - 1, max(0, selected + dx + dy * perRow))
    view = .grid(selected: next)
    version += 1
  }

  private mutating func openGridSelection() {
    guard case .grid(let selected) = view else { return }
    view = .scene
    let id = catalog.devices[selected].id
    if id != selection.deviceID { changeDevice(id) }
    version += 1
  }

  private mutating func click(x: Int, y: Int) -> [AppEffect] {
    guard case .grid(let selected) = view else { return [] }
    let layout = GridLayout(columns: columns, rows: rows, count: catalog.devices.count, selected: selected)
    guard let index = layout.index(atX: x, y: y) else { return [] }
    view = .grid(selected: index)
    openGridSelection()
    return []
  }
}

extension Orientation {
  /// The previous orientation, a quarter turn counter-clockwise.
  public var turnedCounterClockwise: Orientation {
    turnedClockwise.turnedClockwise.turnedClockwise
  }
}
