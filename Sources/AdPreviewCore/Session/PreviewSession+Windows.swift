import AdPreviewFormats

/// The app's window: the windows each OS release has, stepping through them, resizing a
/// free window, and what a rotation makes of a window.
extension PreviewSession {
  mutating func changeWindow(_ choice: PreviewCommand.Choice<WindowChoice>) -> PreviewOutcome {
    let display = target.scene.display.id
    let hasPanes = !device.presets(in: selection.orientation, display: display).isEmpty
    guard device.family == .tablet || canResizeIPhoneWindow || hasPanes || choice == .to(.full) else {
      if let elsewhere = paneDisplayNote { return .refused("\(device.name) runs apps full screen here\(elsewhere)") }
      return .refused("\(device.name) runs apps full screen (windows are for iPads, and for iPhone apps from iOS 27)")
    }
    let window: WindowChoice
    switch choice {
    case .to(let chosen):
      window = chosen
    case .step(let step):
      let scene = target.scene
      let choices = Scene.windows(for: device, release: scene.release, orientation: selection.orientation, display: display)
      guard choices.count > 1 else {
        let resize = canResizeIPhoneWindow ? "; use window WxH to resize it" : ""
        return .refused(
          "\(device.name)\(scene.osLabel.map { " on \($0)" } ?? "") has only its full screen here\(paneDisplayNote ?? "")\(resize)")
      }
      // A phone lists each pane on both sides, so the window itself is looked for first.
      let index = choices.firstIndex(of: selection.window) ?? choices.firstIndex { $0.sameKind(as: selection.window) } ?? 0
      var next = choices.cycling(from: index, by: step.offset)
      // iPadOS keeps the app in its pane while the divider slides.
      if case .preset(let name, nil) = next, name != .slideOver, scene.window.minX > 0 || scene.window.maxX < scene.screen.width,
        !scene.isFullScreen, !(selection.window.isSlideOver)
      {
        next = .preset(name, side: scene.window.minX > 0 ? .right : .left)
      }
      window = next
    }
    guard window != selection.window else { return .applied(.window(.to(window))) }
    let note = Self.missingPresetNote(
      from: selection.window, to: window, device: device, release: target.scene.release, orientation: selection.orientation)
    var next = selection
    next.window = window
    return transition(to: next, as: .window(.to(window))) {
      "viewWillTransition(to: \($0.window.size.label)) · window \($0.windowWords)\(note)"
    }
  }

  /// ` (split-1/2 is on the inner display: f unfolds)`: where the device's side-by-side panes
  /// are when the display it shows now has none (a folded foldable), so `w` says how to reach
  /// them; nil when it has none anywhere or in this orientation.
  private var paneDisplayNote: String? {
    let display = target.scene.display.id
    let presets = device.presets(in: selection.orientation)
    guard device.presets(in: selection.orientation, display: display).isEmpty,
      let other = presets.first(where: { $0.display != nil && $0.display != display }), let name = other.display
    else {
      if presets.isEmpty, !(device.portraitPresets.isEmpty && device.landscapePresets.isEmpty), device.family != .tablet {
        return " (\(selection.orientation.isLandscape ? "landscape" : "portrait") has no split panes)"
      }
      return nil
    }
    return " (\(other.name.rawValue) is on the \(name) display: f unfolds)"
  }

  /// Whether the device is an iPhone on a release that resizes iPhone apps.
  private var canResizeIPhoneWindow: Bool {
    device.family != .tablet && device.runsAppleOS && target.scene.release?.hasResizableIPhoneApps == true
  }

  /// ` (portrait has no Split View 1/2)`: said when a change of window passes over a preset
  /// the orientation lacks on iPadOS 18 and earlier (`w` from 2/3 to 1/3 in portrait), rather
  /// than skipping it silently. It depends only on the two windows, so a replay of the
  /// absolute command says the same.
  private static func missingPresetNote(
    from old: WindowChoice, to new: WindowChoice, device: Device, release: OSRelease?, orientation: Orientation
  ) -> String {
    guard device.family == .tablet, release?.hasSplitView ?? true else { return "" }
    let order: [WindowPresetName?] = [nil, .splitTwoThirds, .splitHalf, .splitOneThird, .slideOver]
    func index(_ window: WindowChoice) -> Int? {
      switch window {
      case .full: 0
      case .preset(let name, _): order.firstIndex(of: name)
      default: nil
      }
    }
    guard let a = index(old), let b = index(new), abs(a - b) > 1, !(Set([a, b]) == [0, order.count - 1]) else { return "" }
    let names = device.presets(in: orientation).map(\.name)
    let missing = order[(min(a, b) + 1)..<max(a, b)].compactMap { $0 }.filter { !names.contains($0) }
    guard !missing.isEmpty else { return "" }
    let kind = orientation.isLandscape ? "landscape" : "portrait"
    return " (\(kind) has no \(missing.map(\.words).joined(separator: ", ")))"
  }

  /// The smallest free window, in points: a model, for Stage Manager (iPadOS 16–18), iPadOS
  /// 26 windows and iOS 27 iPhone windows alike; Apple publishes no minimum.
  public static let minimumWindowSide = 200.0

  mutating func resizeWindow(dx: Double, dy: Double) -> PreviewOutcome {
    let scene = target.scene
    let release = scene.release
    let free = device.family == .tablet ? (release.map { $0.hasStageManager || $0.hasWindowedApps } ?? true) : canResizeIPhoneWindow
    guard free else {
      if device.family == .tablet {
        return .refused("\(scene.osLabel ?? device.name) has no free-size windows (Stage Manager came with iPadOS 16)")
      }
      return .refused("\(device.name) runs apps full screen (iPhone apps resize from iOS 27 on; this scene runs \(scene.osLabel ?? "no iOS"))")
    }
    var screen = scene.screen
    // In a host the scene's screen is the window itself; the window grows up to the phone's.
    if scene.host != nil, let phone = try? catalog.resolve(selection.deviceID).device, let display = phone.display(id: scene.display.id) {
      screen = selection.orientation.isLandscape ? display.size.swapped : display.size
    }
    let current = scene.window
    let minimum = PreviewSession.minimumWindowSide
    let width = min(screen.width, max(minimum, current.width + dx))
    let height = min(screen.height, max(minimum, current.height + dy))
    guard width != current.width || height != current.height else {
      let largest = width >= screen.width || height >= screen.height
      return .refused("the window is at its \(largest ? "largest (the screen)" : "smallest (\(formatPoints(minimum)) pt)")")
    }
    let size = Size(width: width, height: height)
    let resized: WindowChoice
    switch selection.window {
    case .slideOver:
      resized = .slideOver(size)
    case .preset(.slideOver, _) where release?.hasSlideOverWindow == true:
      resized = .slideOver(size)
    case .placed, .tiled:
      // Only the releases with free windows have placed and tiled ones.
      fallthrough
    case .preset(_, _) where release?.hasWindowedApps == true:
      // A window resized from its grab handle keeps its top-leading corner where it fits.
      let x = min(current.minX, screen.width - width)
      let y = min(current.minY, screen.height - height)
      resized = .placed(Rect(x: x, y: y, width: width, height: height))
    default:
      resized = .free(size)
    }
    return changeWindow(.to(resized))
  }

  /// The window after a rotation: a Split View preset the new orientation lacks becomes the
  /// nearest one it has (the app keeping its pane); a free window keeps its size within the
  /// new screen; tiled halves and Slide Over stay what they are.
  func adaptedWindow(_ window: WindowChoice, to orientation: Orientation, note: inout String) -> WindowChoice {
    let screen = target.scene.screen
    let newScreen = orientation.isLandscape == target.scene.orientation.isLandscape ? screen : screen.swapped
    func fitted(_ size: Size) -> Size {
      Size(width: min(size.width, newScreen.width), height: min(size.height, newScreen.height))
    }
    switch window {
    case .full, .tiled:
      return window
    case .preset(let name, let side):
      let presets = device.presets(in: orientation)
      // The pane keeps its place in reading order when the panes turn from side by side to
      // above and below (an Android foldable's split-screen): left becomes top.
      func along(_ side: PaneSide, _ preset: WindowPreset) -> PaneSide {
        // iPads' panes are always side by side.
        guard device.family != .tablet, preset.name != .slideOver else { return side }
        return side.along(stacked: Scene.isStacked(preset.frame, in: newScreen))
      }
      if let preset = presets.first(where: { $0.name == name }) {
        return .preset(name, side: side.map { along($0, preset) })
      }
      if name == .slideOver { return window }
      let share = target.scene.window.width / max(1, screen.width)
      guard
        let nearest = presets.filter({ $0.name != .slideOver })
          .min(by: { abs($0.frame.width / newScreen.width - share) < abs($1.frame.width / newScreen.width - share) })
      else {
        note = " · window full screen (\(orientation.rawValue) has no \(name.rawValue))"
        return .full
      }
      let kept: PaneSide = target.scene.window.minX > 0 || target.scene.window.minY > 0 ? .right : .left
      let adapted = WindowChoice.preset(nearest.name, side: along(side ?? kept, nearest))
      note = " · window \(adapted.description) (\(orientation.rawValue) has no \(name.rawValue))"
      return adapted
    case .free(let size):
      let size2 = fitted(size)
      if size2 != size { note = " · window \(size2.label) (the screen is \(newScreen.label))" }
      return .free(size2)
    case .slideOver(let size):
      return .slideOver(fitted(size))
    case .placed(let frame):
      let size = fitted(frame.size)
      let x = min(frame.x, newScreen.width - size.width)
      let y = min(frame.y, newScreen.height - size.height)
      let placed = Rect(x: x, y: y, width: size.width, height: size.height)
      if placed != frame { note = " · window \(WindowChoice.placed(placed).description) (the screen is \(newScreen.label))" }
      return .placed(placed)
    }
  }

}

extension PreviewSession {
  /// Shows a resized iPhone window in a host or on the phone; a step goes round phone, Mac,
  /// iPad. Refused where the scene is no resized iPhone window.
  mutating func changeHost(_ choice: PreviewCommand.Choice<WindowHost.Name?>) -> PreviewOutcome {
    let host = choice.value(in: [nil] + WindowHost.Name.allCases, current: selection.host)
    let command = PreviewCommand.host(.to(host))
    guard host != selection.host else { return .applied(command) }
    var next = selection
    next.host = host
    do {
      _ = try next.resolve(in: catalog)
    } catch {
      return .refused("\(error)")
    }
    return replace(next, slots: Array(slots.indices), as: command) { step, scene in
      step.sceneLog(
        .event, host == nil ? "the window back on the phone" : "the window in \(scene.host?.words ?? "its host") (a model)")
    }
  }
}
