import AdPreviewCore
import AdPreviewFormats

/// A line of text to draw over the picture after the pixels are turned into cells.
struct PictureLabel {
  var text: String
  var cells: CellRect
  var paint: Paint
  /// Nil: the middle row.
  var row: Int?
}

/// Paints a resolved scene into a raster: device body, screen, safe area, windows, folds,
/// the ad and the findings.
struct DevicePainter {
  let scene: Scene
  /// Every slot's evaluation and display state, the primary first, side by side (an array of
  /// pairs cost every start the runtime's making of the pair's type and the array's).
  let evaluations: [AdEvaluation]
  let states: [AdDisplayState]
  /// The slots with both: `evaluations` and `states` indices.
  let slots: Range<Int>
  let projection: ScreenProjection
  let body: DeviceBody
  let ascii: Bool
  let flash: String?
  var labels: [PictureLabel] = []
  /// The native assets whose names did not fit the picture at this size.
  var leftOutAssets: [NativeAdLayout.RegionKind] = []
  /// Leaves the fold out, for a picture that draws it as a line of its own (a turning one).
  var omitsFold = false

  init(model: PreviewModel, area: CellRect, options: RenderOptions) {
    scene = model.resolved.scene
    evaluations = model.resolved.evaluations
    states = model.adStates
    slots = 0..<min(evaluations.count, states.count)
    body = DeviceBody(scene: scene)
    projection = ScreenProjection(
      area: area, screen: scene.screen, body: body.size, insets: body.insets, cellAspect: options.cellAspect, limit: model.scaleLimit)
    ascii = options.ascii
    flash = model.flash
  }

  mutating func paint(into raster: inout Raster) {
    paintBody(&raster)
    let screenRect = Rect(size: scene.screen)
    fill(&raster, screenRect, scene.isFullScreen ? .screenInset : .otherPane)
    if !scene.isFullScreen {
      fill(&raster, scene.window, .screenInset)
      // Slide Over and free windows float over an app that fills the screen; Split View and
      // tiled halves share it with an app beside them.
      let floating = scene.windowChoice.isSlideOver || scene.windowChoice.isFreelySized
      label(floating ? "app behind, full screen" : "other app", in: otherPaneRect(), paint: .otherPane)
    }
    fill(&raster, scene.safeRect, .safeArea)
    for segment in scene.segments.dropFirst() where !scene.spansFold {
      fill(&raster, segment, .inactivePanel)
      label(scene.device.family == .dualScreen ? "other screen" : "no content", in: segment, paint: .inactivePanel)
    }
    // An active division's margins: where a fold-aware layout keeps nothing.
    let vertical = scene.fold?.isVertical ?? true
    for region in scene.reservedRegions where region.isActive {
      if let band = region.withMargins(vertical: vertical) { fill(&raster, band, .divisionMargin) }
    }
    // The app's bars over its content; a presented full-screen ad covers them too.
    for bar in scene.bars where !coversWindow {
      if let visible = bar.frame.intersection(screenRect) { fill(&raster, visible, .appBar) }
    }
    if let presented = slots.first(where: { isPresented(evaluations[$0], states[$0]) }) {
      // A presented full-screen ad covers the whole window: every slot and the app's content.
      paintAd(&raster, evaluations[presented], states[presented])
    } else {
      // Later slots first, so the first slot's ad is on top where two overlap.
      for slot in slots.reversed() { paintAd(&raster, evaluations[slot], states[slot]) }
      // A collapsible banner's expanded overlay lies over the app and every other ad.
      for slot in slots { paintOverlay(&raster, evaluations[slot], states[slot]) }
      for slot in slots {
        for finding in evaluations[slot].findings where finding.code != .exceedsWindow && finding.severity != .info {
          // Marked where it is on the screen: nothing is drawn past the glass.
          for mark in finding.marks where mark.width > 0 && mark.height > 0 {
            if let visible = mark.intersection(screenRect) { fill(&raster, visible, .finding) }
          }
        }
      }
    }
    clipScreenCorners(&raster, screenRect)
    for obstruction in scene.obstructions where obstruction.kind == .cutout {
      paintCutout(&raster, obstruction)
    }
    if let bar = homeBar(in: raster) {
      fillRounded(&raster, bar, radius: bar.height / 2, .homeBar, atLeastOne: true)
    }
    for obstruction in scene.obstructions where obstruction.kind == .windowControls && !coversWindow {
      // The three buttons as one capsule in the middle of their region, as iPadOS draws them.
      let region = obstruction.frame
      let capsule = Rect(x: region.minX + 8, y: region.midY - 7, width: max(1, region.width - 16), height: 14)
      fillRounded(&raster, capsule, radius: 7, .windowControls, atLeastOne: true)
    }
    if let fold = scene.fold, !omitsFold {
      // The fold is always visible: a hinge or separating fold as a band, a flat fold as a
      // thin crease.
      let band = fold.separating && fold.frame.width > 0 && fold.frame.height > 0
      fill(&raster, fold.frame, band ? .hinge : .foldLine, atLeastOne: true)
    }
    if let flash, !coversWindow {
      let band = Rect(x: scene.window.minX, y: scene.window.midY, width: scene.window.width, height: 0)
      fill(&raster, Rect(x: band.minX, y: band.minY - 1, width: band.width, height: 2), .adFailed, atLeastOne: true)
      label(
        flash, in: band, paint: .adFailed, middle: "✗ canPresent(from:): the ad is larger than the window",
        short: ascii ? "x canPresent" : "✗ canPresent")
    }
    if !coversWindow {
      for slot in slots {
        guard let adChoices = evaluations[slot].placement?.native?.adChoices, isShowing(states[slot]) else { continue }
        fill(&raster, adChoices, .adChoices, atLeastOne: true)
        // Its mark in its middle cell, so the corner reads as AdChoices without colour too.
        let cells = projection.cells(for: adChoices)
        let middle = CellRect(x: cells.x + (cells.width - 1) / 2, y: cells.y + (cells.height - 1) / 2, width: 1, height: 1)
        labels.append(PictureLabel(text: "i", cells: middle, paint: .adChoices, row: middle.y))
      }
    }
    if let button = body.homeButton {
      let rect = Rect(
        x: button.minX - body.insets.left, y: button.minY - body.insets.top, width: button.width,
        height: button.height)
      fillRounded(&raster, rect, radius: button.width / 2, .homeButton, atLeastOne: true)
    }
  }

  /// The paints of an ad in the app (a presented full-screen ad is meant to lie under the
  /// home indicator).
  static let appAdPaints: CaseSet<Paint> = [
    .adSides, .ad, .adLoading, .adFailed, .nativeView, .nativeLetterbox, .nativeMedia, .nativeText, .nativeButton,
    .nativeBadge, .adOverlay,
  ]

  /// Where the home indicator bar is drawn: a pixel of screen above the bezel where there is
  /// room, never lifted out of its strip, and never in a cell that holds an ad which does
  /// not overlap it (a shared cell would paint the bar on the ad's background); nil when
  /// there is no such place at this size.
  func homeBar(in raster: Raster) -> Rect? {
    guard var bar = scene.homeIndicatorBar else { return nil }
    let p = projection
    let strip = scene.obstructions.first { $0.kind == .homeIndicator }?.frame.minY ?? bar.minY
    let lowest = (p.py(scene.screen.height) - 1.5 - p.screenOriginY) / p.pixelsPerPointY
    if bar.midY > lowest { bar.y -= min(bar.midY - lowest, max(0, bar.minY - strip)) }
    let overlapsAnAd = slots.contains { evaluations[$0].findings.contains { $0.code == .overlapsHomeIndicator } }
    guard !overlapsAnAd, !coversWindow else { return bar }
    let (x0, x1) = Raster.span(p.px(bar.minX), p.px(bar.maxX), atLeastOne: true)
    guard let adBottom = raster.lowestRow(of: DevicePainter.appAdPaints, x0: x0, x1: x1) else { return bar }
    let (y0, y1) = Raster.span(p.py(bar.minY), p.py(bar.maxY), atLeastOne: true)
    let firstFree = (adBottom / 2 + 1) * 2
    guard y0 < firstFree else { return bar }
    let shift = firstFree - y0
    let screenBottom = Raster.span(p.py(0), p.py(scene.screen.height), atLeastOne: true).1
    guard y1 + shift <= screenBottom else {
      // No free row of glass below the ad at this scale (an iPad's 20-pt strip is a third
      // of a pixel at 80×24): the bar goes on the bezel just below, one pixel tall, rather
      // than vanish under the banner.
      let bodyBottom = Raster.span(p.py(p.bodyRect.minY), p.py(p.bodyRect.maxY), atLeastOne: true).1
      guard firstFree < bodyBottom else { return nil }
      return Rect(
        x: bar.minX, y: (Double(firstFree) - p.screenOriginY) / p.pixelsPerPointY, width: bar.width,
        height: 1 / p.pixelsPerPointY)
    }
    bar.y += Double(shift) / p.pixelsPerPointY
    return bar
  }

  // MARK: - Body and screen

  /// The body around the screen, its corners following the screen's own (each its radius
  /// plus the bezel, where a display's corners differ).
  private func paintBody(_ raster: inout Raster) {
    guard scene.display.cornerRadii != nil else {
      fillRounded(&raster, projection.bodyRect, radius: body.outerRadius, .bezel)
      return
    }
    let extra = body.outerRadius - scene.display.cornerRadius
    func radius(_ corner: Obstruction.Corner) -> Double {
      (scene.obstructions.first { $0.kind == .corner && $0.corner == corner }?.radius ?? 0) + extra
    }
    let rect = projection.bodyRect
    let p = projection
    raster.fillRows(y0: p.py(rect.minY), y1: p.py(rect.maxY), .bezel) { y in
      let point = (y - p.screenOriginY) / p.pixelsPerPointY
      let upper = point < rect.midY
      let left = Self.cornerInset(atPoint: point, in: rect, radius: radius(upper ? .topLeft : .bottomLeft))
      let right = Self.cornerInset(atPoint: point, in: rect, radius: radius(upper ? .topRight : .bottomRight))
      return (p.px(rect.minX + left), p.px(rect.maxX - right))
    }
  }

  /// Paints bezel over the parts of the screen rectangle outside its rounded corners, each
  /// corner at its own radius (the iPhone Duo's cover is small on the hinge side).
  private func clipScreenCorners(_ raster: inout Raster, _ screen: Rect) {
    guard scene.display.cornerRadius > 0 else { return }
    func radius(_ corner: Obstruction.Corner) -> Double {
      scene.obstructions.first { $0.kind == .corner && $0.corner == corner }?.radius ?? 0
    }
    let left = (top: radius(.topLeft), bottom: radius(.bottomLeft))
    let right = (top: radius(.topRight), bottom: radius(.bottomRight))
    let p = projection
    func inset(_ y: Double, _ radii: (top: Double, bottom: Double)) -> Double {
      let point = (y - p.screenOriginY) / p.pixelsPerPointY
      let upper = point < screen.midY
      return Self.cornerInset(atPoint: point, in: screen, radius: upper ? radii.top : radii.bottom)
    }
    raster.fillRows(y0: p.py(0), y1: p.py(screen.maxY), .bezel) { y in
      let inset = inset(y, left)
      return inset > 0 ? (p.px(0), p.px(inset)) : nil
    }
    raster.fillRows(y0: p.py(0), y1: p.py(screen.maxY), .bezel) { y in
      let inset = inset(y, right)
      return inset > 0 ? (p.px(screen.maxX - inset), p.px(screen.maxX)) : nil
    }
  }

  /// How far a rounded rectangle's edge is pulled in at height `y` by its corners.
  static func cornerInset(atPoint y: Double, in rect: Rect, radius: Double) -> Double {
    let dy: Double
    if y < rect.minY + radius {
      dy = rect.minY + radius - y
    } else if y > rect.maxY - radius {
      dy = y - (rect.maxY - radius)
    } else {
      return 0
    }
    guard dy < radius else { return radius }
    return radius - (radius * radius - dy * dy).squareRoot()
  }

  private func paintCutout(_ raster: inout Raster, _ cutout: Obstruction) {
    let frame = cutout.frame
    switch cutout.cutoutShape {
    case .pill, .circle:
      fillRounded(&raster, frame, radius: min(frame.width, frame.height) / 2, .cutout, atLeastOne: true)
    case .notch:
      // Rounded on the side away from the screen edge it hangs from.
      let radius = min(scene.display.cutouts.first { $0.shape == .notch }?.radius ?? 0, min(frame.width, frame.height))
      let screen = scene.screen
      let p = projection
      raster.fillRows(y0: p.py(frame.minY), y1: p.py(frame.maxY), .cutout, atLeastOne: true) { y in
        let pointY = (y - p.screenOriginY) / p.pixelsPerPointY
        var left = frame.minX
        var right = frame.maxX
        if frame.minY <= 0.5 || frame.maxY >= screen.height - 0.5 {
          // Hanging from the top (or, upside down, the bottom): round the far corners only,
          // by letting the near corners fall far outside the frame.
          let reach = 10_000.0
          let band =
            frame.minY <= 0.5
            ? Rect(x: frame.minX, y: frame.minY - reach, width: frame.width, height: frame.height + reach)
            : Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + reach)
          let inset = Self.cornerInset(atPoint: pointY, in: band, radius: radius)
          left += inset
          right -= inset
        } else {
          // Hanging from the left or right edge (landscape).
          let inset = Self.cornerInset(atPoint: pointY, in: frame, radius: radius)
          if frame.minX <= 0.5 { right -= inset } else { left += inset }
        }
        return (p.px(left), p.px(right))
      }
    default:
      fill(&raster, frame, .cutout, atLeastOne: true)
    }
  }

  private func otherPaneRect() -> Rect {
    let screen = scene.screen
    let window = scene.window
    if window.minX > screen.width - window.maxX {
      return Rect(x: 0, y: 0, width: window.minX, height: screen.height)
    }
    return Rect(x: window.maxX, y: 0, width: screen.width - window.maxX, height: screen.height)
  }

  // MARK: - Helpers

  func fill(_ raster: inout Raster, _ rect: Rect, _ paint: Paint, atLeastOne: Bool = false) {
    let p = projection
    raster.fill(x0: p.px(rect.minX), y0: p.py(rect.minY), x1: p.px(rect.maxX), y1: p.py(rect.maxY), paint, atLeastOne: atLeastOne)
  }

  func fillRounded(_ raster: inout Raster, _ rect: Rect, radius: Double, _ paint: Paint, atLeastOne: Bool = false) {
    let p = projection
    raster.fillRows(y0: p.py(rect.minY), y1: p.py(rect.maxY), paint, atLeastOne: atLeastOne) { y in
      let inset = Self.cornerInset(atPoint: (y - p.screenOriginY) / p.pixelsPerPointY, in: rect, radius: radius)
      return (p.px(rect.minX + inset), p.px(rect.maxX - inset))
    }
  }

  mutating func label(_ text: String, in rect: Rect, paint: Paint, middle: String? = nil, short: String? = nil) {
    let cells = projection.cells(for: rect)
    guard !cells.isEmpty else { return }
    let candidates = [" \(text) ", text, middle.map { " \($0) " }, middle, short.map { " \($0) " }, short].compactMap { $0 }
    guard let fitting = candidates.first(where: { DisplayWidth.of($0) <= cells.width }) else { return }
    labels.append(PictureLabel(text: fitting, cells: cells, paint: paint))
  }
}
