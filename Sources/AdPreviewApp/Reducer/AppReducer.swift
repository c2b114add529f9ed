import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

extension AppState {
  /// Moves real time to `time`: simulated time follows (unless paused, at the scenario's
  /// speed), the scenario's lines run when due, loads complete, messages expire.
  public mutating func advance(to time: Int) {
    guard time > now else { return }
    let elapsed = Double(time - now) * speed + owed
    now = time
    if !paused {
      let whole = elapsed.rounded(.down)
      owed = elapsed - whole
      simulate(until: session.now + Int(saturating: whole))
    }
    if status != nil, time >= statusUntil {
      status = nil
    }
    if let animation, time >= animation.startedAt + AppState.animationLength { self.animation = nil }
    if let otherAnimation, time >= otherAnimation.startedAt + AppState.animationLength { self.otherAnimation = nil }
  }

  /// Starts the picture's transition when `command` changed how the device is held or its
  /// window (the session is already there; the picture follows).
  mutating func animate(_ command: PreviewCommand, from shown: ResolvedScene) {
    if let started = animation(command, from: shown, to: session.target) { animation = started }
  }

  /// The transition from the scene shown to `target`, when `command` changed how the device
  /// is held or its window.
  func animation(_ command: PreviewCommand, from shown: ResolvedScene, to target: ResolvedScene) -> Animation? {
    guard configuration.animates else { return nil }
    let old = shown.scene
    let new = target.scene
    guard old.device.id == new.device.id,
      old.screen != new.screen || old.window != new.window || old.posture?.name != new.posture?.name
        || old.orientation != new.orientation
    else { return nil }
    let caption: String
    switch command {
    case .rotate(.to(let orientation)): caption = "rotating to \(orientation.rawValue)"
    case .posture(.to(let posture)): caption = "\(posture == .folded || posture == .single ? "folding" : "unfolding") to \(posture.rawValue)"
    case .window(.to(let window)): caption = "window → \(window.words)"
    default: caption = "changing the scene"
    }
    return Animation(from: shown, startedAt: now, caption: caption)
  }

  /// Runs simulated time to `target`, with the scenario's lines as they fall due; the
  /// scenario ends when the time its last line asks for has passed.
  mutating func simulate(until target: Int) {
    var target = target
    while let due = scenario?.dueAt, due <= target {
      advanceScenes(to: due)
      guard let line = scenario?.next else {
        if loops {
          // From the top again; the rest of this moment's time goes with the old run.
          seek(toLine: 0)
          return
        }
        say("\(scenario?.name ?? "the script") finished · the keys are yours")
        scenario = nil
        break
      }
      // A shortened wait moves the clock on: the time asked for comes after it.
      target += runScenarioLine(line)
      // A script's pause stops the clock here until a key.
      if heldAtPause { return }
    }
    advanceScenes(to: target)
  }

  /// Performs the scenario's next line now; returns the simulated milliseconds a shortened
  /// wait moved the clock on (0 for any other line).
  @discardableResult
  mutating func runScenarioLine(_ line: Scenario.Line) -> Int {
    let start = session.now
    scenario?.advance(from: start, holdsPauses: configuration.waitsForKeys)
    if case .wait(let milliseconds) = line.command, configuration.compressesWaits, milliseconds > AppConfiguration.longestShownWait {
      // What falls due in the time left out happens now (the ad on hand expires, a reload
      // comes back); the rest of the wait is shown, with how much time passed.
      advanceScenes(to: start + milliseconds - AppConfiguration.shortenedWait)
      let text = "… \(AppState.durationWords(milliseconds)) later"
      shortenedWait = ShortenedWait(text: text, until: session.now + AppConfiguration.shortenedWait)
      session.note("\(text) (the wait shown for \(AppConfiguration.shortenedWait / 1000) s)")
      return milliseconds - AppConfiguration.shortenedWait
    }
    guard line.command.isWait == false else { return 0 }
    if line.command == .pause {
      // On screen the scenario waits for the viewer's key; an export holds it a while.
      if configuration.waitsForKeys {
        paused = true
        heldAtPause = true
      }
      return 0
    }
    if liveOther != nil {
      if let refusal = performSides(line.command, on: line.side) {
        say("\(scenario?.name ?? "script") line \(line.number): \(refusal) · the scenario stopped")
        scenario = nil
      }
      return 0
    }
    let before = session.resolved
    let outcome = session.perform(line.command)
    if let applied = outcome.applied {
      recorder.record(applied, at: session.now)
      animate(applied, from: before)
    }
    if let refusal = outcome.refusal {
      say("\(scenario?.name ?? "script") line \(line.number): \(refusal) · the scenario stopped")
      scenario = nil
    }
    return 0
  }

  /// Handles one input (or an effect's answer) at `time`; returns the effects to run.
  public mutating func handle(_ input: InputEvent, at time: Int) -> [AppEffect] {
    reduce(input, at: time)
  }

  /// Handles `input` as `times` of it in a row would be handled: a key whose command the
  /// session folds (`PreviewSession.folded`) is one transition to where the last press would
  /// end; anything else is handled `times` times. How a storm of keys costs one step.
  public mutating func handle(_ input: InputEvent, repeated times: Int, at time: Int) -> [AppEffect] {
    if times > 1, case .key(let key) = input, prompt == nil, !showHelp, !isGrid, other == nil,
      case .command(let command)? = KeyTable.action(for: key), let folded = session.folded(command, times: times)
    {
      return reduce(.key(key), at: time, action: .command(folded))
    }
    var effects: [AppEffect] = []
    for _ in 0..<max(1, times) {
      effects += reduce(input, at: time)
      if shouldQuit { break }
    }
    return effects
  }

  /// What a frame needs worked out that events only mark: the grid's tiles, once a frame
  /// rather than once an event (a storm of keys over the grid resolved every device at every
  /// key). The runtime calls it before it draws; the view works the tiles out itself when it
  /// was not called.
  public mutating func prepareFrame() {
    refreshGridTiles()
  }

  /// The grid's tiles worked out again when the grid shows and what they show changed.
  mutating func refreshGridTiles() {
    guard isGrid else { return }
    if let gridTiles, gridTiles.show(selection, held: grid) { return }
    gridTiles = GridTiles(catalog: catalog, selection: selection, hold: grid)
  }

  private mutating func reduce(_ input: InputEvent, at time: Int, action folded: KeyAction? = nil) -> [AppEffect] {
    advance(to: time)
    switch input {
    case .resized(let columns, let rows):
      self.columns = max(1, columns)
      self.rows = max(1, rows)
    case .ended:
      shouldQuit = true
    case .clicked(let x, let y):
      click(x: x, y: y)
    case .released(let x, let y):
      release(x: x, y: y)
    case .scrolled(let up):
      if isGrid { page(up ? -1 : 1) } else { scrollLog(by: up ? 3 : -3) }
    case .key(let key):
      if prompt != nil { return type(key) }
      guard let action = folded ?? KeyTable.action(for: key) else { return [] }
      return perform(action)
    case .fileWritten(let path):
      return written(path)
    case .fileNotWritten(let path, let reason, let exists):
      return notWritten(path, reason: reason, exists: exists)
    case .reloaded(let reload):
      appReloaded(reload)
    }
    return []
  }

  /// A changed app file or project: the app rebuilt on the device as it is held, or what
  /// kept it from being read (the app then stays as it was).
  mutating func appReloaded(_ reload: AppReload) {
    let file = reload.file.sanitizedForMessage
    guard let app = reload.app else {
      let why = reload.problem ?? "it cannot be read"
      say("\(file) changed but cannot be read: \(why); the app is as it was")
      session.note("\(file) changed but cannot be read: \(why); the app is as it was")
      return
    }
    let slots = app.slots.count == 1 ? "1 slot" : "\(app.slots.count) slots"
    if let refusal = session.rebuild(as: app, note: "\(file) changed: the app was built again with it (\(slots))") {
      say("\(file) changed, but \(refusal)")
      session.note("\(file) changed, but \(refusal); the app is as it was")
      return
    }
    say("\(file) changed: reloaded, \(slots)")
  }

  /// Carries out what a key asked for.
  public mutating func perform(_ action: KeyAction) -> [AppEffect] {
    if heldAtPause, action != .intent(.quit), action != .intent(.toggleHelp) {
      // Any key ends a script's pause, and does nothing else.
      heldAtPause = false
      paused = false
      return []
    }
    if showHelp, case .intent(.page(let pages)) = action {
      helpScroll = min(max(0, helpScroll + pages), KeyHelpOverlay.keys.lastPage(columns: columns, rows: rows))
      return []
    }
    if showHelp, action != .intent(.toggleHelp), action != .intent(.quit) {
      closeHelp()
      if action == .intent(.close) { return [] }
    }
    switch action {
    case .command(.present) where isGrid:
      openGridSelection()
    case .command(.posture(.step(let step))) where isGrid:
      let all = DeviceHold.Fold.allCases
      let index = all.firstIndex(of: grid.fold) ?? 0
      grid.fold = all.cycling(from: index, by: step.offset)
    case .command(.window(.step(let step))) where isGrid:
      let all = DeviceHold.windows
      let index = all.firstIndex(of: grid.window) ?? 0
      grid.window = all.cycling(from: index, by: step.offset)
    case .command(let command):
      if let playing = scenario {
        scenario = nil
        say("you have the controls: \(playing.name) stopped before line \(playing.next?.number ?? 0)")
      }
      paused = false
      run(command)
    case .intent(.pauseOrResume):
      paused.toggle()
    case .intent(.step):
      step()
    case .intent(.faster):
      changeSpeed(by: 1)
    case .intent(.slower):
      changeSpeed(by: -1)
    case .intent(.stepBack):
      stepBack()
    case .intent(.restart):
      restart()
    case .intent(.toggleLoop):
      toggleLoop()
    case .intent(.jumpToLine):
      guard configuration.script != nil else {
        say("no scenario to jump in (play --watch or --script)")
        return []
      }
      prompt = .line("")
    case .intent(.togglePinned):
      togglePinned()
    case .intent(.pickDevice):
      prompt = .device(query: "", selected: max(0, deviceIndex))
    case .intent(.pickRelease):
      let releases = releaseChoices
      guard !releases.isEmpty else {
        say("\(session.device.name) runs \(session.device.platform.words): OS releases are for iOS and iPadOS devices")
        return []
      }
      prompt = .release(selected: releases.firstIndex(of: resolved.scene.os ?? releases[0]) ?? 0)
    case .intent(.quit):
      shouldQuit = true
    case .intent(.toggleHelp):
      if showHelp {
        closeHelp()
      } else {
        showHelp = true
        helpScroll = 0
        // A playing scenario waits while its viewer reads the keys.
        if scenario != nil, !paused {
          paused = true
          helpPausedPlayback = true
        }
      }
    case .intent(.close):
      if isGrid {
        view = .scene
      } else {
        selectedFinding = nil
        expandedFinding = false
      }
    case .intent(.page(let pages)):
      page(pages)
    case .intent(.ends(let newest)):
      toEnds(newest: newest)
    case .intent(.selectFinding(let step)):
      let count = resolved.allFindings.count
      guard count > 0 else {
        say("no findings to pick")
        return []
      }
      selectedFinding = ((selectedFinding ?? (step > 0 ? -1 : count)) + step + count) % count
      expandedFinding = false
    case .intent(.confirm):
      if isGrid {
        openGridSelection()
      } else if selectedFinding != nil {
        expandedFinding.toggle()
      } else {
        return perform(.command(.present))
      }
    case .intent(.toggleGrid):
      view = isGrid ? .scene : .grid(selected: deviceIndex)
    case .intent(.move(let dx, let dy)):
      moveGridSelection(dx: dx, dy: dy)
    case .intent(.export):
      return exportSession(attempt: 1)
    case .intent(.exportFrame):
      return exportFrame(attempt: 1)
    }
    return []
  }

  /// Closes the help, and resumes the scenario it paused.
  mutating func closeHelp() {
    showHelp = false
    if helpPausedPlayback {
      helpPausedPlayback = false
      paused = false
    }
  }

  /// One step while time stands still: time jumps to the scenario's next command and runs
  /// it (waits on the way pass as in `play`); with no scenario, 100 ms of time.
  mutating func step() {
    paused = true
    guard scenario != nil else {
      simulate(until: session.now + 100)
      return
    }
    while let due = scenario?.dueAt {
      advanceScenes(to: max(session.now, due))
      guard let line = scenario?.next else {
        simulate(until: session.now)
        break
      }
      runScenarioLine(line)
      if !line.command.isWait { break }
    }
  }

  /// Performs a command on the session and records what it applied.
  mutating func run(_ command: PreviewCommand) {
    if case .wait(let milliseconds) = command {
      // In the previewer a wait is time passing, which the recording writes by itself.
      simulate(until: session.now + milliseconds)
      return
    }
    if liveOther != nil {
      if let refusal = performSides(command, on: .both) { say(refusal) }
      session.trimLog(keeping: AppState.logLimit)
      other?.trimLog(keeping: AppState.logLimit)
      return
    }
    let before = session.resolved
    let outcome = session.perform(command)
    if let applied = outcome.applied {
      recorder.record(applied, at: session.now)
      animate(applied, from: before)
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
  }

  /// `4 hours`, `1 hour 30 minutes`, `2 minutes 5 seconds`: a length of time in words.
  static func durationWords(_ milliseconds: Int) -> String {
    let seconds = milliseconds / 1000
    let parts = [(seconds / 3600, "hour"), (seconds / 60 % 60, "minute"), (seconds % 60, "second")]
      .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
    return parts.isEmpty ? "\(milliseconds) ms" : parts.prefix(2).joined(separator: " ")
  }

  mutating func say(_ text: String) {
    status = text
    statusUntil = now + 4000
  }

  var deviceIndex: Int {
    let id = catalog.match(selection.deviceID)?.device.id
    return catalog.devices.firstIndex { $0.id == id } ?? 0
  }

  var isGrid: Bool {
    if case .grid = view { return true }
    return false
  }
}
