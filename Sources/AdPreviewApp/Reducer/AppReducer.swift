import AdPreviewCore

extension AppState {
  /// Moves simulated time to `time`: loads complete, timers fire, messages expire.
  public mutating func advance(to time: Int) {
    guard time > now else { return }
    let before = (session.entriesWritten, session.slots)
    now = time
    session.advance(to: time)
    if session.entriesWritten != before.0 || session.slots != before.1 { version += 1 }
    if status != nil, time >= statusUntil {
      status = nil
      version += 1
    }
  }

  /// Handles one input (or an effect's answer) at `time`; returns the effects to run.
  public mutating func handle(_ input: InputEvent, at time: Int) -> [AppEffect] {
    advance(to: time)
    switch input {
    case .resized(let columns, let rows):
      self.columns = max(1, columns)
      self.rows = max(1, rows)
      version += 1
    case .ended:
      shouldQuit = true
    case .clicked(let x, let y):
      click(x: x, y: y)
    case .key(let key):
      guard let action = KeyTable.action(for: key) else { return [] }
      return perform(action)
    case .fileWritten(let path):
      let replay = recorder.replayCommand(path: path, configuration: configuration)
      say("session written to \(path) · replay: \(replay)")
      session.note("session written to \(path) (replay: \(replay))")
      version += 1
    case .fileNotWritten(let path, let reason, let exists):
      if exists && exportAttempt < 100 { return export() }
      say("could not write \(path): \(reason)")
      session.note("could not write \(path): \(reason)")
      version += 1
    }
    return []
  }

  /// Carries out what a key asked for.
  public mutating func perform(_ action: KeyAction) -> [AppEffect] {
    if showHelp, action != .intent(.toggleHelp), action != .intent(.quit) {
      showHelp = false
      version += 1
      if action == .intent(.close) { return [] }
    }
    switch action {
    case .command(.present) where isGrid:
      openGridSelection()
    case .command(let command):
      run(command)
    case .intent(.quit):
      shouldQuit = true
    case .intent(.toggleHelp):
      showHelp.toggle()
      version += 1
    case .intent(.close):
      if isGrid {
        view = .scene
        version += 1
      }
    case .intent(.toggleGrid):
      view = isGrid ? .scene : .grid(selected: deviceIndex)
      version += 1
    case .intent(.move(let dx, let dy)):
      moveGridSelection(dx: dx, dy: dy)
    case .intent(.export):
      exportAttempt = 0
      return export()
    }
    return []
  }

  /// Performs a command on the session and records what it applied.
  mutating func run(_ command: PreviewCommand) {
    if case .wait(let milliseconds) = command {
      // In the previewer time is the clock's: a wait moves it, and the recording says so.
      advance(to: now + milliseconds)
      return
    }
    let outcome = session.perform(command)
    if let applied = outcome.applied {
      recorder.record(applied, at: now)
      switch applied {
      case .device:
        say("\(device.name) · \(device.family.rawValue) · \(resolved.scene.screen.label)")
      case .adChoices(.to(let corner)) where !session.selection.slots[session.focus].format.isNative:
        say("AdChoices corner \(corner.rawValue) (shown on native ads)")
      case .slot(.to(let name)):
        say("slot \(name): \(session.selection.slots[session.focus].label) (the slot keys change it)")
      default:
        break
      }
    }
    if let refusal = outcome.refusal { say(refusal) }
    session.trimLog(keeping: AppState.logLimit)
    version += 1
  }

  private mutating func export() -> [AppEffect] {
    exportAttempt += 1
    let path = exportAttempt == 1 ? configuration.exportPath : numbered(configuration.exportPath, exportAttempt)
    return [.createFile(path: path, contents: recorder.script(path: path, configuration: configuration, until: now))]
  }

  /// `name-2.play` for `name.play`.
  private func numbered(_ path: String, _ number: Int) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "\(path)-\(number)" }
    return "\(path[..<dot])-\(number)\(path[dot...])"
  }

  var deviceIndex: Int {
    let id = catalog.match(selection.deviceID)?.device.id
    return catalog.devices.firstIndex { $0.id == id } ?? 0
  }

  private var isGrid: Bool {
    if case .grid = view { return true }
    return false
  }

  mutating func say(_ text: String) {
    status = text
    statusUntil = now + 4000
    version += 1
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
    if id != selection.deviceID { run(.device(.to(id))) }
    version += 1
  }

  private mutating func click(x: Int, y: Int) {
    guard case .grid(let selected) = view else { return }
    let layout = GridLayout(columns: columns, rows: rows, count: catalog.devices.count, selected: selected)
    guard let index = layout.index(atX: x, y: y) else { return }
    view = .grid(selected: index)
    openGridSelection()
  }
}
