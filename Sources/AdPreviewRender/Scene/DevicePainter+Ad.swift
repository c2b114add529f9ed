import AdPreviewCore

/// The ad in the picture: a banner or native ad in its frame with its label, a collapsible
/// banner's overlay, a full-screen ad over the window, and the native ad's assets, each named
/// where it fits.
extension DevicePainter {
  func isShowing(_ state: AdDisplayState) -> Bool {
    switch state {
    case .showing, .presented: true
    default: false
    }
  }

  func isPresented(_ evaluation: AdEvaluation, _ state: AdDisplayState) -> Bool {
    if case .presented = state { return evaluation.slot.format.isFullScreen }
    return false
  }

  /// Whether a presented full-screen ad covers the window (the status bar is hidden too).
  var coversWindow: Bool { slots.contains { isPresented(evaluations[$0], states[$0]) } }

  mutating func paintAd(_ raster: inout Raster, _ evaluation: AdEvaluation, _ state: AdDisplayState) {
    let format = evaluation.slot.format
    let name = slots.count > 1 ? evaluation.slot.name.map { "\($0): " } ?? "" : ""
    if format.isFullScreen {
      paintFullScreen(&raster, evaluation, state, name: name)
      return
    }
    guard let placement = evaluation.placement else { return }
    // The window clips what reaches past it (a stale ad wider than a new window).
    let frame = placement.frame.intersection(scene.window) ?? Rect(x: placement.frame.x, y: placement.frame.y, width: 0, height: 0)
    switch state {
    case .notRequested, .presented:
      return
    case .loading(_, let size, let spinner):
      fill(&raster, frame, .adLoading)
      let glyph = ascii ? Spinner.asciiFrames[spinner % 4] : Spinner.frames[spinner % Spinner.frames.count]
      label("\(glyph) \(name)loading \(size.label)", in: frame, paint: .adLoading, short: "\(glyph)")
    case .failed(_, let message):
      fill(&raster, frame, .adFailed)
      label("\(name)failed: \(message)", in: frame, paint: .adFailed, short: "failed")
    case .showing:
      if let native = placement.native {
        paintNative(&raster, native)
        return
      }
      let creative = placement.creative.intersection(scene.window) ?? frame
      if placement.creative != placement.frame {
        fill(&raster, frame, .adSides)
      }
      fill(&raster, creative, .ad)
      label(
        "\(name)Test Ad · \(format.words) \(placement.size.label)", in: creative, paint: .ad,
        middle: "\(name)Test Ad \(placement.size.label)", short: placement.size.label)
    }
  }

  mutating func paintOverlay(_ raster: inout Raster, _ evaluation: AdEvaluation, _ state: AdDisplayState) {
    guard case .showing = state, let overlay = evaluation.placement?.overlay,
      let visible = overlay.intersection(scene.window)
    else { return }
    let name = slots.count > 1 ? evaluation.slot.name.map { "\($0): " } ?? "" : ""
    fill(&raster, visible, .adOverlay)
    label(
      "\(name)Test Ad · expanded \(overlay.size.label) (model) · k collapses", in: visible, paint: .adOverlay,
      middle: "\(name)expanded \(overlay.size.label) · k collapses", short: "expanded")
  }

  /// The middle of the tallest stretch of the safe area no other ad covers, for the badge.
  func badgeY() -> Double {
    let safe = scene.contentRect
    let taken = slots.compactMap { evaluations[$0].slot.format.isFullScreen ? nil : evaluations[$0].placement?.frame }
      .map { (max(safe.minY, $0.minY), min(safe.maxY, $0.maxY)) }.filter { $0.0 < $0.1 }.sorted { $0.0 < $1.0 }
    var best = (length: -1.0, middle: safe.midY)
    var top = safe.minY
    for (start, end) in taken + [(safe.maxY, safe.maxY)] {
      if start - top > best.length { best = (start - top, (top + start) / 2) }
      top = max(top, end)
    }
    return best.middle
  }

  /// A full-screen ad covers the window only once presented; before that the app is drawn
  /// as it is, with a small badge saying how the ad is doing.
  mutating func paintFullScreen(
    _ raster: inout Raster, _ evaluation: AdEvaluation, _ state: AdDisplayState, name: String
  ) {
    let words = evaluation.slot.format.words
    let badge = Rect(x: scene.contentRect.minX, y: badgeY(), width: scene.contentRect.width, height: 0)
    switch state {
    case .notRequested:
      return
    case .loading(_, let size, let spinner):
      let glyph = ascii ? Spinner.asciiFrames[spinner % 4] : Spinner.frames[spinner % Spinner.frames.count]
      label("\(glyph) \(name)\(words) loading \(size.label)", in: badge, paint: .adLoading, short: "\(glyph) \(words)")
    case .failed:
      label("\(name)\(words) failed", in: badge, paint: .adFailed, short: "failed")
    case .showing(_, let size):
      label("\(name)\(words) ready · \(size.label)", in: badge, paint: .interstitial, short: "\(words) ready")
    case .presented(_, let loaded):
      labels.removeAll()
      leftOutAssets.removeAll()
      // An ad loaded for a smaller window is shown at its own size, the window black
      // around it.
      var creative = evaluation.placement?.creative.intersection(scene.window) ?? scene.window
      if creative != scene.window { fill(&raster, scene.window, .nativeLetterbox) }
      fill(&raster, creative, .interstitial)
      let presentation = FullScreenPresentation.of(evaluation.slot.format)
      let title = presentation?.title ?? "Full screen"
      if let branding = presentation?.brandingHeight, branding < creative.height {
        // App open: the SDK's branding area under the creative, the app's name and a way back.
        creative.height -= branding
        let band = Rect(x: creative.minX, y: creative.maxY, width: creative.width, height: branding)
        fill(&raster, band, .safeArea)
        label("Your app · Continue to app ›", in: band, paint: .safeArea, middle: "Continue to app ›", short: "app ›")
      }
      label(
        "\(name)\(title) · Test Ad \(loaded.label)", in: creative, paint: .interstitial, middle: "Test Ad \(loaded.label)",
        short: "Test Ad")
    }
  }

  mutating func paintNative(_ raster: inout Raster, _ native: NativeAdLayout) {
    fill(&raster, native.view, .nativeView)
    for region in native.regions {
      switch region.kind {
      case .media:
        fill(&raster, region.frame, .nativeLetterbox)
        if let content = native.mediaContent, let visible = content.intersection(region.frame) {
          fill(&raster, visible, .nativeMedia)
        }
      case .attribution:
        fill(&raster, region.frame, .nativeBadge, atLeastOne: true)
      case .callToAction:
        fill(&raster, region.frame, .nativeButton, atLeastOne: true)
      default:
        fill(&raster, region.frame, .nativeText)
      }
    }
    labelNative(native)
  }

  /// The assets' names over the native ad, each on a row of its own cells and never touching
  /// another: what a policy reviewer looks for first (the "Ad" badge, the call to action),
  /// then the headline, then the rest. The badge and the button are never dropped: a region
  /// narrower than its word is drawn as wide as the word, inside the ad view, from its own
  /// edge. Whatever else does not fit is named in `leftOutAssets`, for the panel to say.
  mutating func labelNative(_ native: NativeAdLayout) {
    let view = projection.cells(for: native.view)
    func rank(_ kind: NativeAdLayout.RegionKind) -> Int {
      switch kind {
      case .attribution: 0
      case .callToAction: 1
      case .headline: 2
      case .media: 3
      default: 4
      }
    }
    let ordered = native.regions.enumerated().sorted { (rank($0.element.kind), $0.offset) < (rank($1.element.kind), $1.offset) }
    var taken: [CellRect] = []
    for (_, region) in ordered {
      let kept = region.kind == .attribution || region.kind == .callToAction
      let word =
        region.kind == .media || region.kind == .attribution || region.kind == .callToAction || !ascii ? region.kind.label : region.kind.rawValue
      let paint: Paint =
        switch region.kind {
        case .media: .nativeMedia
        case .attribution: .nativeBadge
        case .callToAction: .nativeButton
        default: .nativeText
        }
      var cells = projection.cells(for: region.frame)
      if kept {
        // As wide as its word within the ad view, from the region's own side.
        let width = min(view.width, max(cells.width, DisplayWidth.of(word)))
        let x = region.frame.midX > native.view.midX ? min(cells.maxX, view.maxX) - width : max(cells.x, view.x)
        cells = CellRect(x: min(max(x, view.x), view.maxX - width), y: cells.y, width: width, height: max(1, cells.height))
      }
      // The word with a blank each side, or bare; a kept asset shortens to what fits.
      let candidates = [" \(word) ", word] + (region.kind == .media ? ["M"] : [])
      let fitting = candidates.first { DisplayWidth.of($0) <= cells.width }
      let text = fitting ?? (kept ? String(word.prefix(max(1, cells.width))) : nil)
      guard let text, !cells.isEmpty else {
        leftOutAssets.append(region.kind)
        continue
      }
      let width = DisplayWidth.of(text)
      let x = cells.x + (cells.width - width) / 2
      // The middle row first, then the others outward.
      let middle = cells.y + (cells.height - 1) / 2
      let rows = [middle] + (1..<max(1, cells.height)).flatMap { [middle - $0, middle + $0] }.filter { $0 >= cells.y && $0 < cells.maxY }
      // One blank cell between two words on a row, so neighbours never run together.
      let free = rows.first { row in
        let spot = CellRect(x: x - 1, y: row, width: width + 2, height: 1)
        return !taken.contains { $0.intersection(spot).isEmpty == false }
      }
      guard let row = free ?? (kept ? middle : nil) else {
        leftOutAssets.append(region.kind)
        continue
      }
      let spot = CellRect(x: x, y: row, width: width, height: 1)
      taken.append(spot)
      labels.append(PictureLabel(text: text, cells: spot, paint: paint, row: row))
    }
  }
}
