extension Scene {
  /// Resolves a device, orientation, posture and window into screen geometry.
  ///
  /// - Throws: `SceneError` for an orientation, posture or window the device does not have.
  public init(_ request: SceneRequest) throws(SceneError) {
    let device = request.device
    let orientation = request.orientation
    guard device.orientations.contains(orientation) else {
      throw SceneError(
        "\(device.name) does not support \(orientation.rawValue) (it supports "
          + "\(device.orientations.map(\.rawValue).joined(separator: ", ")))")
    }
    let posture = try Scene.posture(of: device, request.posture)
    let display = posture.flatMap { device.display(id: $0.display) } ?? device.displays[0]
    let transform = OrientationTransform(portrait: display.size, orientation: orientation)
    let screen = transform.screen
    let screenRect = Rect(size: screen)
    let window = try Scene.window(request.window, device: device, orientation: orientation, screen: screen)
    // Validation guarantees insets for every supported orientation.
    let screenInsets = display.safeArea.insets(in: orientation) ?? .zero

    let fold = display.fold.map { fold in
      Scene.sceneFold(fold, transform: transform, posture: posture, family: device.family)
    }
    let segments = Scene.segments(of: window, split: fold)
    // The OS insets only: a hinge is a display feature, reported in `fold` and `segments`.
    let safeRect =
      screenRect.inset(by: screenInsets).intersection(window)
      ?? Rect(x: window.minX, y: window.minY, width: 0, height: 0)
    // Content stays on the first pane in reading order (left, or top).
    let contentPane = 0
    let pane = segments[contentPane]
    let contentRect =
      safeRect.intersection(pane) ?? Rect(x: pane.minX, y: pane.minY, width: 0, height: 0)

    var obstructions = display.cutouts.map {
      Obstruction(kind: .cutout, frame: transform.apply($0.frame), cutoutShape: $0.shape)
    }
    obstructions += Scene.corners(screen: screen, radius: display.cornerRadius)
    let statusBar = display.statusBar.height(in: orientation)
    if statusBar > 0 {
      obstructions.append(
        Obstruction(kind: .statusBar, frame: Rect(x: 0, y: 0, width: screen.width, height: statusBar)))
    }
    var bar: Rect?
    if let indicator = display.homeIndicator {
      let barWidth = indicator.width(in: orientation)
      bar = Rect(
        x: (screen.width - barWidth) / 2,
        y: screen.height - indicator.bottomOffset - indicator.height,
        width: barWidth, height: indicator.height)
      let strip = max(screenInsets.bottom, indicator.bottomOffset + indicator.height)
      obstructions.append(
        Obstruction(
          kind: .homeIndicator,
          frame: Rect(x: 0, y: screen.height - strip, width: screen.width, height: strip)))
    }
    if let fold, fold.separating || fold.occlusion == .full {
      obstructions.append(Obstruction(kind: .hinge, frame: fold.frame))
    }

    self.init(
      device: device, model: request.model, orientation: orientation, posture: posture, display: display,
      windowChoice: request.window, screen: screen, window: window,
      safeArea: window.insets(to: safeRect), safeRect: safeRect, contentPane: contentPane,
      contentRect: contentRect, obstructions: obstructions,
      fold: fold, segments: segments, homeIndicatorBar: bar, screenInsets: screenInsets)
  }

  private static func posture(
    of device: Device, _ name: PostureName?
  ) throws(SceneError) -> Posture? {
    guard let name else {
      return device.defaultPosture.flatMap(device.posture(named:)) ?? device.postures.first
    }
    guard !device.postures.isEmpty else {
      throw SceneError(
        "\(device.name) is a \(device.family.rawValue) and has no postures; "
          + "postures are for foldable and dual-screen devices")
    }
    guard let posture = device.posture(named: name) else {
      throw SceneError(
        "\(device.name) has no posture \"\(name.rawValue)\" (it has "
          + "\(device.postures.map(\.name.rawValue).joined(separator: ", ")))")
    }
    return posture
  }

  private static func window(
    _ choice: WindowChoice, device: Device, orientation: Orientation, screen: Size
  ) throws(SceneError) -> Rect {
    switch choice {
    case .full:
      return Rect(size: screen)
    case .preset(let name):
      guard device.family == .tablet else {
        throw SceneError(
          "\(name.rawValue) is an iPad multitasking window; \(device.name) "
            + "(a \(device.family.rawValue)) runs its apps full screen")
      }
      let presets = device.presets(in: orientation)
      guard let preset = presets.first(where: { $0.name == name }) else {
        let kind = orientation.isLandscape ? "landscape" : "portrait"
        let known = (["full"] + presets.map(\.name.rawValue)).joined(separator: ", ")
        throw SceneError(
          "\(device.name) has no \(name.rawValue) window in \(kind) (windows: \(known), or WxH)")
      }
      return preset.frame
    case .free(let size):
      guard device.family == .tablet else {
        throw SceneError(
          "a WxH window is a Stage Manager window on an iPad; \(device.name) "
            + "(a \(device.family.rawValue)) runs its apps full screen")
      }
      guard size.width > 0, size.height > 0 else {
        throw SceneError("a window of \(size.label) has no area")
      }
      guard size.width >= Limits.minimumSide, size.height >= Limits.minimumSide else {
        throw SceneError("a window of \(size.label) is less than \(formatPoints(Limits.minimumSide)) pt on a side")
      }
      guard size.width <= screen.width, size.height <= screen.height else {
        throw SceneError(
          "a \(size.label) window does not fit the \(screen.label) screen of \(device.name) "
            + "in \(orientation.rawValue)")
      }
      return Rect(
        x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
        width: size.width, height: size.height)
    }
  }

  private static func sceneFold(
    _ fold: Fold, transform: OrientationTransform, posture: Posture?, family: DeviceFamily
  ) -> SceneFold {
    let frame = transform.apply(fold.frame)
    let screen = transform.screen
    let vertical = frame.height == screen.height && frame.width < screen.width
    let separating = posture?.separating ?? false
    let mode: SceneFold.Mode
    if !separating {
      mode = .flat
    } else if family == .dualScreen {
      mode = vertical ? .doublePortrait : .doubleLandscape
    } else {
      mode = vertical ? .book : .tabletop
    }
    return SceneFold(
      frame: frame, kind: fold.kind, occlusion: fold.occlusion, separating: separating,
      isVertical: vertical, mode: mode)
  }

  /// The window split by a separating fold into the part before it and the part after it.
  private static func segments(of window: Rect, split fold: SceneFold?) -> [Rect] {
    guard let fold, fold.separating else { return [window] }
    let parts: [Rect]
    if fold.isVertical {
      parts = [
        Rect(x: window.minX, y: window.minY, width: fold.frame.minX - window.minX, height: window.height),
        Rect(x: fold.frame.maxX, y: window.minY, width: window.maxX - fold.frame.maxX, height: window.height),
      ]
    } else {
      parts = [
        Rect(x: window.minX, y: window.minY, width: window.width, height: fold.frame.minY - window.minY),
        Rect(x: window.minX, y: fold.frame.maxY, width: window.width, height: window.maxY - fold.frame.maxY),
      ]
    }
    let kept = parts.filter { !$0.isEmpty }
    return kept.isEmpty ? [window] : kept
  }

  private static func corners(screen: Size, radius: Double) -> [Obstruction] {
    guard radius > 0 else { return [] }
    let far = (x: screen.width - radius, y: screen.height - radius)
    return [
      (Obstruction.Corner.topLeft, 0.0, 0.0), (.topRight, far.x, 0), (.bottomLeft, 0, far.y),
      (.bottomRight, far.x, far.y),
    ].map { corner, x, y in
      Obstruction(
        kind: .corner, frame: Rect(x: x, y: y, width: radius, height: radius), corner: corner,
        radius: radius)
    }
  }
}
