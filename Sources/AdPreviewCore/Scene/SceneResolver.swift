import AdPreviewFormats

extension Scene {
  /// Resolves a device, orientation, posture and window into screen geometry.
  ///
  /// - Throws: `SceneError` for an orientation, posture or window the device does not have.
  public init(_ request: SceneRequest) throws(SceneError) {
    if let host = request.host {
      self = try Scene.hosted(request, in: WindowHost.named(host))
      return
    }
    let device = request.device
    let orientation = request.orientation
    guard device.orientations.contains(orientation) else { throw SceneError(device.unsupported(orientation.rawValue)) }
    let release = try Scene.release(of: request)
    let os = release?.version
    let posture = try Scene.posture(of: device, request.posture)
    let display = (posture.flatMap { device.display(id: $0.display) } ?? device.displays[0]).inForce(at: os)
      .with(request.verticalBars)
    let transform = OrientationTransform(portrait: display.size, orientation: orientation)
    let screen = transform.screen
    let screenRect = Rect(size: screen)
    let window = try Scene.window(
      request.window, device: device, display: display, release: release, orientation: orientation, screen: screen)
    // Validation guarantees insets for every supported orientation.
    var screenInsets = display.safeArea.insets(in: orientation) ?? .zero
    var statusBar = display.statusBar.placement(in: orientation)
    // A side status strip sits on the window's outer edge: a Split View pane against the
    // other edge of the screen has it there (the iPhone Duo's left pane).
    let touchesLeft = window.minX <= 0.5
    let touchesRight = window.maxX >= screen.width - 0.5
    if device.family != .tablet,
      (statusBar.edge == .right && touchesLeft && !touchesRight) || (statusBar.edge == .left && touchesRight && !touchesLeft)
    {
      statusBar.edge = statusBar.edge == .right ? .left : .right
      screenInsets = EdgeInsets(top: screenInsets.top, left: screenInsets.right, bottom: screenInsets.bottom, right: screenInsets.left)
    }

    let fold = display.fold.map { fold in
      Scene.sceneFold(fold, transform: transform, posture: posture, family: device.family)
    }
    // A division with margins splits the content at its margins: a fold-aware app keeps its
    // pane clear of them (UIView.reservedRegions(kind: .division)).
    let margins = display.fold?.margins ?? 0
    let segments = Scene.segments(of: window, split: fold, margins: margins)
    // The OS insets only: a hinge is a display feature, reported in `fold` and `segments`.
    let safeRect =
      screenRect.inset(by: screenInsets).intersection(window)
      ?? Rect(x: window.minX, y: window.minY, width: 0, height: 0)
    // Content stays on the first pane in reading order (left, or top), unless the app is not
    // fold-aware and spans the fold.
    let contentPane = 0
    let spansFold = !request.foldAware && segments.count > 1
    let pane = spansFold ? window : segments[contentPane]
    let contentRect =
      safeRect.intersection(pane) ?? Rect(x: pane.minX, y: pane.minY, width: 0, height: 0)

    // Room for the cutouts, the four corners and one each of the bars, the hinge and the
    // window controls, so that the list is built in one allocation rather than regrown.
    var obstructions: [Obstruction] = []
    obstructions.reserveCapacity(display.cutouts.count + 8)
    for cutout in display.cutouts where cutout.alwaysOccludes {
      obstructions.append(Obstruction(kind: .cutout, frame: transform.apply(cutout.frame), cutoutShape: cutout.shape))
    }
    Scene.appendCorners(to: &obstructions, transform: transform, radius: display.cornerRadius, radii: display.cornerRadii)
    if statusBar.size > 0 {
      obstructions.append(Obstruction(kind: .statusBar, frame: statusBar.frame(on: screen), statusBarEdge: statusBar.edge))
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
    if let controls = release?.windowControls, device.family == .tablet, window != screenRect {
      // Drawn by the system over the window's top-leading corner; not part of the safe area.
      // A window under the status bar has them in the status-bar band its top inset already
      // keeps clear; a floating one has them over its content (a model: OSRelease).
      let band = safeRect.minY - window.minY
      let height = band >= controls.height * 0.75 ? band : controls.height
      obstructions.append(
        Obstruction(
          kind: .windowControls,
          frame: Rect(
            x: window.minX, y: window.minY, width: min(controls.width, window.width),
            height: min(height, window.height))))
    }

    var regions = display.cutouts.map { cutout in
      let frame = transform.apply(cutout.frame)
      let words = Obstruction(kind: .cutout, frame: frame, cutoutShape: cutout.shape).words
      return ReservedRegion(
        kind: .occlusion, frame: frame, isActive: cutout.alwaysOccludes, occludes: cutout.alwaysOccludes,
        words: cutout.alwaysOccludes ? words : "the under-display camera")
    }
    if let fold, let source = display.fold {
      let active = fold.separating || fold.occlusion == .full
      regions.append(
        ReservedRegion(
          kind: .division, frame: fold.frame, isActive: active, margins: source.margins, occludes: fold.occlusion == .full,
          words: fold.kind == .hinge ? "the hinge" : "the fold"))
    }

    self.init(
      device: device, model: request.model, orientation: orientation, os: os, posture: posture, display: display,
      windowChoice: request.window, screen: screen, window: window,
      safeArea: window.insets(to: safeRect), safeRect: safeRect, contentPane: contentPane,
      contentRect: contentRect, obstructions: obstructions, reservedRegions: regions, spansFold: spansFold,
      fold: fold, segments: segments, homeIndicatorBar: bar, screenInsets: screenInsets)
    verticalBars = request.verticalBars
    if let chrome = request.chrome { apply(chrome) }
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

  /// The release the scene runs: the one asked for, checked against what the model runs,
  /// or the model's default; nil off Apple's platforms.
  private static func release(of request: SceneRequest) throws(SceneError) -> OSRelease? {
    let device = request.device
    guard let range = device.releases(ofModel: request.model) else {
      if let wanted = request.os {
        throw SceneError(
          "\(device.name) runs \(device.platform.words); an OS release (\(wanted)) is for iOS and iPadOS devices")
      }
      return nil
    }
    guard let wanted = request.os else { return range.defaultRelease }
    guard let release = OSRelease.named(wanted) else {
      throw SceneError("\(device.osName) \(wanted) is not a release adpreview models (it models \(OSRelease.listing))")
    }
    guard range.contains(wanted) else {
      let name = request.model ?? device.name
      // A covered model that never ran the release may be drawn as a device that did.
      let drawnAs =
        request.model != nil && device.releases(ofModel: nil)?.contains(wanted) == true
        ? " (\(device.name), with the same screen, ran \(wanted): --device \(device.id) --os \(wanted))" : ""
      throw SceneError("\(name) runs \(device.osName) \(range.words), not \(wanted)\(drawnAs)")
    }
    return release
  }

  /// A resized iPhone window in its host: the phone's scene resolved as if the window were
  /// its display, so the window is all the app's screen (the caps read its height), with the
  /// host's corners and insets and none of the phone's bezel, cutout, status bar or home
  /// indicator.
  private static func hosted(_ request: SceneRequest, in host: WindowHost) throws(SceneError) -> Scene {
    var plain = request
    plain.host = nil
    let phone = try Scene(plain)
    guard case .free = request.window, request.device.family != .tablet, phone.release?.hasResizableIPhoneApps == true else {
      throw SceneError(hostlessMessage(host, phone: phone, request: request))
    }
    let size = request.orientation.isLandscape ? phone.window.size.swapped : phone.window.size
    let display = Display(
      id: phone.display.id, size: size, scale: phone.display.scale, cornerRadius: host.cornerRadius,
      statusBar: StatusBar(portrait: 0, landscape: 0), safeArea: SafeAreaTable(portrait: host.safeArea, landscape: host.safeArea))
    var device = request.device
    device.displays = device.displays.map { $0.id == display.id ? display : $0 }
    var hosted = plain
    hosted.device = device
    hosted.window = .full
    var scene = try Scene(hosted)
    scene.host = host
    scene.windowChoice = request.window
    return scene
  }

  /// Why a scene has no window for `host` to show, in the words of what is missing, and a
  /// scene that has one to copy.
  private static func hostlessMessage(_ host: WindowHost, phone: Scene, request: SceneRequest) -> String {
    var missing: [String] = []
    if request.device.family == .tablet || request.device.platform != .ios {
      missing.append("an iPhone")
    } else if phone.release?.hasResizableIPhoneApps != true {
      missing.append("iOS 27 or later")
    }
    if case .free = request.window {} else { missing.append("a window WxH") }
    let name = host.name.rawValue
    let scene = "\(phone.model ?? phone.device.name)\(phone.osLabel.map { " on \($0)" } ?? "") with window \(request.window.description)"
    return "host \(name) draws a resized iPhone window, and \(scene) is none (missing: \(missing.joined(separator: ", "))). "
      + "For example: --device iphone-17-pro --os 27 --window 360x640 --host \(name); `host none` (or no --host) shows the phone"
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
  private static func segments(of window: Rect, split fold: SceneFold?, margins: Double) -> [Rect] {
    guard let fold, fold.separating else { return [window] }
    let parts: [Rect]
    let split = fold.frame
    if fold.isVertical {
      parts = [
        Rect(x: window.minX, y: window.minY, width: split.minX - margins - window.minX, height: window.height),
        Rect(x: split.maxX + margins, y: window.minY, width: window.maxX - split.maxX - margins, height: window.height),
      ]
    } else {
      parts = [
        Rect(x: window.minX, y: window.minY, width: window.width, height: split.minY - margins - window.minY),
        Rect(x: window.minX, y: split.maxY + margins, width: window.width, height: window.maxY - split.maxY - margins),
      ]
    }
    let kept = parts.filter { !$0.isEmpty }
    return kept.isEmpty ? [window] : kept
  }

  /// The screen's rounded corners, each where its portrait corner turns to, in the order of
  /// the screen's corners (as before per-corner radii).
  private static func appendCorners(
    to obstructions: inout [Obstruction], transform: OrientationTransform, radius: Double, radii: CornerRadii?
  ) {
    let portrait = transform.portrait
    let screen = transform.screen
    let radii = radii ?? CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    // Each screen corner takes the display's corners whose square turns to it, in the
    // display's order: one for any display that passed validation, whatever the values of
    // one that did not.
    for corner in Obstruction.Corner.allCases {
      for source in [Obstruction.Corner.topLeft, .topRight, .bottomRight, .bottomLeft] {
        let r = radii.radius(at: source)
        guard r > 0 else { continue }
        let square = Rect(
          x: source.isLeft ? 0 : portrait.width - r, y: source.isTop ? 0 : portrait.height - r, width: r, height: r)
        let frame = transform.apply(square)
        guard Obstruction.Corner(top: frame.midY < screen.height / 2, left: frame.midX < screen.width / 2) == corner else { continue }
        obstructions.append(Obstruction(kind: .corner, frame: frame, corner: corner, radius: r))
      }
    }
  }
}
