import AdPreviewFormats

/// The app's window in a scene: the windows a device has on its release and in an
/// orientation, the frame each one takes, and the messages for those it lacks.
extension Scene {
  /// The windows a device has in an orientation under a release, in the order `w` steps
  /// through them; free sizes (`WxH`) are not listed.
  public static func windows(
    for device: Device, release: OSRelease?, orientation: Orientation, display: String? = nil
  ) -> [WindowChoice] {
    guard device.family == .tablet else {
      // A phone's split panes, the app in either: side by side, or above and below.
      let display = device.display(id: display ?? device.primaryDisplay.id) ?? device.primaryDisplay
      let screen = orientation.isLandscape ? display.size.swapped : display.size
      return [.full]
        + device.presets(in: orientation, display: display.id).flatMap { preset in
          (isStacked(preset.frame, in: screen) ? PaneSide.stacked : PaneSide.across).map { WindowChoice.preset(preset.name, side: $0) }
        }
    }
    var windows: [WindowChoice] = [.full]
    let presets = device.presets(in: orientation).map(\.name)
    if release?.hasSplitView ?? true {
      let order: [WindowPresetName] = [.splitTwoThirds, .splitHalf, .splitOneThird, .slideOver]
      windows += order.filter(presets.contains).map { WindowChoice.preset($0) }
    } else if let release, release.hasWindowedApps {
      windows += [.tiled(.left), .tiled(.right)]
      if release.hasSlideOverWindow { windows.append(.preset(.slideOver)) }
    }
    return windows
  }

  /// Whether a phone's split pane is one of two above and below (it spans the screen's
  /// width, not its height) rather than side by side. Within a point: an Android pane is
  /// its pixels' dp unrounded (828.95), the screen Android's rounding of them (829).
  static func isStacked(_ frame: Rect, in screen: Size) -> Bool {
    frame.width > screen.width - 1 && frame.height < screen.height - 1
  }

  /// `full, left-half, right-half, slide-over, or WxH`: what a message lists.
  static func windowListing(
    for device: Device, release: OSRelease?, orientation: Orientation, display: String? = nil
  ) -> String {
    let names = windows(for: device, release: release, orientation: orientation, display: display).map(\.description)
    let free =
      device.family == .tablet
      ? release.map { $0.hasStageManager || $0.hasWindowedApps } ?? true : release?.hasResizableIPhoneApps == true
    return names.joined(separator: ", ") + (free ? ", or WxH" : "")
  }

  static func window(
    _ choice: WindowChoice, device: Device, display: Display, release: OSRelease?, orientation: Orientation, screen: Size
  ) throws(SceneError) -> Rect {
    // Words for the messages, built only when one is thrown.
    let osLabel = { Scene.osLabel(of: device, release: release) }
    let listing = { windowListing(for: device, release: release, orientation: orientation, display: display.id) }
    func requireTablet(_ what: String) throws(SceneError) {
      guard device.family == .tablet else {
        throw SceneError(
          "\(what) is an iPad multitasking window; \(device.name) (a \(device.family.rawValue)) runs its apps full screen")
      }
    }
    switch choice {
    case .full:
      return Rect(size: screen)
    case .preset(let name, let side) where device.family != .tablet:
      // A phone's own Split View (the iPhone Duo's inner display): the device file's panes.
      let presets = device.presets(in: orientation, display: display.id)
      // A pane listed both ways (above and below, side by side): the one the side names.
      let shaped = side.flatMap { side in
        presets.first { $0.name == name && isStacked($0.frame, in: screen) == side.isStacked }
      }
      guard var frame = (shaped ?? presets.first(where: { $0.name == name }))?.frame else {
        let hasSplitView = device.portraitPresets.count + device.landscapePresets.count > 0
        guard hasSplitView else {
          throw SceneError(
            "\(name.rawValue) is an iPad multitasking window; \(device.name) (a \(device.family.rawValue)) runs its apps full screen")
        }
        let kind = orientation.isLandscape ? "landscape" : "portrait"
        throw SceneError(
          "\(device.name)'s \(display.id) display has no \(name.rawValue) window in \(kind) (windows: \(listing()))")
      }
      if let side {
        let stacked = isStacked(frame, in: screen)
        guard side.isStacked == stacked else {
          let kind = orientation.isLandscape ? "landscape" : "portrait"
          throw SceneError(
            "\(device.name)'s \(display.id) display puts its panes \(stacked ? "above and below" : "side by side") in \(kind): "
              + "no \(name.rawValue)-\(side.rawValue) (windows: \(listing()))")
        }
        switch side {
        case .left: frame.x = 0
        case .right: frame.x = screen.width - frame.width
        case .top: frame.y = 0
        case .bottom: frame.y = screen.height - frame.height
        }
      }
      return frame
    case .preset(let name, let side):
      try requireTablet(name.rawValue)
      let presets = device.presets(in: orientation)
      if name == .slideOver, let release, !release.hasSplitView {
        guard release.hasSlideOverWindow else {
          throw SceneError("\(osLabel()) has no Slide Over: it came back in iPadOS 26.1 (windows: \(listing()))")
        }
        return slideOverFrame(size: presets.first { $0.name == .slideOver }?.frame.size, screen: screen)
      }
      if let release, !release.hasSplitView {
        throw SceneError(
          "\(osLabel()) has no \(name.rawValue) window: iPadOS 26 replaced Split View with windows "
            + "(windows: \(listing()); --os 18 for Split View)")
      }
      guard let preset = presets.first(where: { $0.name == name }) else {
        let kind = orientation.isLandscape ? "landscape" : "portrait"
        throw SceneError("\(device.name) has no \(name.rawValue) window in \(kind) (windows: \(listing()))")
      }
      if let side, side.isStacked {
        throw SceneError("\(name.rawValue)-\(side.rawValue): iPad Split View panes are side by side (\(name.rawValue)-left or -right)")
      }
      var frame = preset.frame
      if let side { frame.x = side == .left ? 0 : screen.width - frame.width }
      return frame
    case .tiled(let side):
      try requireTablet("\(side.rawValue)-half")
      guard release?.hasWindowedApps ?? false else {
        throw SceneError("\(osLabel()) tiles no windows: tiled halves came with iPadOS 26 (windows: \(listing()))")
      }
      let half = screen.width / 2
      return Rect(x: side == .left ? 0 : half, y: 0, width: half, height: screen.height)
    case .free(let size), .slideOver(let size):
      let frame: Rect
      if case .slideOver = choice {
        try requireTablet("slide-over")
        guard release?.hasSlideOverWindow ?? false else {
          throw SceneError("\(osLabel()) has no resizable Slide Over window: it came with iPadOS 26.1 (windows: \(listing()))")
        }
        frame = slideOverFrame(size: size, screen: screen)
      } else {
        frame = Rect(
          x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width,
          height: size.height)
      }
      try checkFreeWindow(frame, device: device, release: release, orientation: orientation, screen: screen)
      return frame
    case .placed(let frame):
      try checkFreeWindow(frame, device: device, release: release, orientation: orientation, screen: screen)
      guard frame.minX >= 0, frame.minY >= 0, frame.maxX <= screen.width + 0.001, frame.maxY <= screen.height + 0.001
      else {
        throw SceneError(
          "a \(frame.size.label) window at \(formatPoints(frame.x)),\(formatPoints(frame.y)) leaves the "
            + "\(screen.label) screen of \(device.name) in \(orientation.rawValue)")
      }
      return frame
    }
  }

  /// The floating Slide Over window of iPadOS 26.1: the size asked for (or the device's
  /// iPadOS 18 Slide Over size, or the narrow-pane width the full height less the status bar
  /// and a margin), against the trailing edge, centred vertically. A model: Apple gives no
  /// default size.
  private static func slideOverFrame(size: Size?, screen: Size) -> Rect {
    let width = min(screen.width, size?.width ?? 320)
    let height = min(screen.height, size?.height ?? screen.height - 48)
    return Rect(x: screen.width - width, y: (screen.height - height) / 2, width: width, height: height)
  }

  /// `iPadOS 18`, or `iOS` without a release: how messages name what the device runs.
  private static func osLabel(of device: Device, release: OSRelease?) -> String {
    release.map { "\(device.osName) \($0.version)" } ?? device.osName
  }

  private static func checkFreeWindow(
    _ frame: Rect, device: Device, release: OSRelease?, orientation: Orientation, screen: Size
  ) throws(SceneError) {
    let osLabel = { Scene.osLabel(of: device, release: release) }
    let size = frame.size
    if device.family == .tablet {
      if let release, !release.hasStageManager && !release.hasWindowedApps {
        throw SceneError(
          "\(osLabel()) has no free-size windows: Stage Manager came with iPadOS 16 (windows: "
            + "\(windowListing(for: device, release: release, orientation: orientation)))")
      }
    } else if device.family == .phone || device.family == .foldable, device.runsAppleOS {
      guard release?.hasResizableIPhoneApps ?? false else {
        throw SceneError(
          "a WxH window on an iPhone is a resized iPhone app, which came with iOS 27; \(device.name) runs "
            + "\(osLabel()) here (--os 27 where it runs it)")
      }
    } else {
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
  }
}
