import AdPreviewFormats

/// The checks behind each finding code, with messages that name the rule and the numbers.
enum FindingRules {
  /// Appends the format's findings to `findings` (each rule appends to the evaluation's list:
  /// a list returned by each, mostly empty, was made and dropped for every slot of a sweep).
  static func formatFindings(_ slot: AdSlot, scene: Scene, request: RequestSettings, into findings: inout [Finding]) {
    let format = slot.format
    if format == .anchoredAdaptive && request.sdk >= .v13 {
      findings.append(
        Finding(.deprecatedFormat, lesser: true) {
          "the classic anchored adaptive size (currentOrientationAnchoredAdaptiveBanner(width:)) is deprecated in "
            + "SDK 13 (February 2026): use largeAnchoredAdaptiveBanner(width:), about twice as tall "
            + "(ad large-anchored-adaptive shows it)."
        })
    }
    if format.isTabletOnly && !scene.device.family.isTablet {
      let (name, family) = (scene.device.name, scene.device.family)
      findings.append(
        Finding(.tabletOnlySize) {
          "\(format.words) \(sizeLabel(format)) (\(format.sdkName)) is a tablet size; "
            + "\(name) is a \(family.rawValue). Use an adaptive banner or 320×50 on phones."
        })
    }
    if format == .skyscraper {
      findings.append(
        Finding(
          .mediationOnlySize,
          "skyscraper 120×600 (AdSizeSkyscraper) is for mediation only: Google demand does not "
            + "serve it."))
    }
    if format.isFullScreen, let before = FullScreenPresentation.of(format)?.before {
      findings.append(
        Finding(.introductionRequired) {
          "\(format.sdkName) is shown without an opt-in: before present(from:userDidEarnRewardHandler:) the app must show "
            + "\(before.text) (\(before.source))."
        })
    }
    if format == .smartBanner {
      let rule = SmartBannerRule(for: scene.device)
      let platform = scene.device.platform
      findings.append(
        Finding(.deprecatedFormat) {
          "smart banners (kGADAdSizeSmartBanner) are deprecated; use an anchored adaptive banner "
            + "(largeAnchoredAdaptiveBanner(width:) in SDK 13). Its height here follows "
            + "\(rule.source) (\(platform.words))."
        })
    }
  }

  /// Flags each anchored ad that overlaps other anchored ads, once, naming a few of them
  /// (full-screen ads cover everything by design; content ads scroll between the anchored
  /// ones and get their own rules). One finding a slot, not one a pair: a pair each made a
  /// screen of hundreds of slots quadratic in findings, time and memory.
  static func markOverlappingAds(_ evaluations: inout [AdEvaluation]) {
    guard evaluations.count > 1, shownCount(evaluations, .anchored) > 1 else { return }
    let frames = evaluations.map { $0.slot.effectiveKind == .anchored ? $0.placement?.frame : nil }
    markOverlaps(&evaluations, extents: frames, tolerance: 0, inFeed: false)
  }

  /// How many of the slots of `kind` show an ad: the overlap rules need two, and most
  /// scenes of a sweep have fewer, so they are counted before any list is built.
  static func shownCount(_ evaluations: [AdEvaluation], _ kind: SlotKind) -> Int {
    var count = 0
    for index in evaluations.indices where evaluations[index].slot.effectiveKind == kind && evaluations[index].placement != nil {
      count += 1
    }
    return count
  }

  /// Adds one `overlaps-ad` finding to each slot whose extent (its frame, or its rows of
  /// the feed across its columns) overlaps others by more than `tolerance` points.
  static func markOverlaps(_ evaluations: inout [AdEvaluation], extents: [Rect?], tolerance: Double, inFeed: Bool) {
    let overlaps = OverlapSweep.overlaps(extents, tolerance: tolerance, naming: namedOverlaps)
    for index in evaluations.indices where overlaps[index].count > 0 {
      guard let extent = extents[index] else { continue }
      let (others, commons) = named(overlaps[index].some, of: evaluations, extents: extents) { extent.intersection($0) }
      let slot = evaluations[index].slot
      evaluations[index].findings.append(
        overlapsAd(
          OverlappedAd(name: slot.name, format: slot.format, extent: extent), count: overlaps[index].count, others: others,
          commons: commons, inFeed: inFeed))
    }
  }

  /// `the footer ad` for one; `3 other ads: a, b and c`, or `40 other ads, among them a, b
  /// and c` when `named` holds only some of the `count`.
  static func some(_ count: Int, of noun: String, named: [String]) -> String {
    let list = named.count < 2 ? named.joined() : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
    if count == 1 && named.count == 1 { return list }
    if named.isEmpty { return "\(count) \(noun)" }
    return "\(count) \(noun)\(named.count < count ? ", among them" : ":") \(list)"
  }

  /// The ads at `indices` (their `extents`), each with what it shares with the finding's
  /// slot (`common`, nil: nothing, left out), at most `namedOverlaps` of them, `skipping`
  /// one. Sized once: a sweep keeps these for every slot of every scene it reports.
  static func named(
    _ indices: [Int], of evaluations: [AdEvaluation], extents: [Rect?], skipping: Int? = nil, common: (Rect) -> Rect?
  ) -> (ads: [OverlappedAd], commons: [Rect]) {
    var ads: [OverlappedAd] = []
    var commons: [Rect] = []
    ads.reserveCapacity(min(indices.count, namedOverlaps))
    commons.reserveCapacity(min(indices.count, namedOverlaps))
    for index in indices where index != skipping && ads.count < namedOverlaps {
      guard let extent = extents[index], let shared = common(extent) else { continue }
      ads.append(OverlappedAd(name: evaluations[index].slot.name, format: evaluations[index].slot.format, extent: extent))
      commons.append(shared)
    }
    return (ads, commons)
  }

  /// How many of the ads a slot overlaps its `overlaps-ad` finding names; the count gives the rest.
  static let namedOverlaps = 3

  /// An ad as an overlap finding names it: only what the message needs, which is built
  /// when someone reads it (a sweep makes one a slot in every scene).
  struct OverlappedAd: Sendable {
    var name: String?
    var format: AdFormat
    /// Its frame; for a feed cell, its rows of the feed (y) across its columns (x).
    var extent: Rect
  }

  /// The one `overlaps-ad` finding of `slot`, which overlaps `count` other ads, `others`
  /// among them, sharing `commons` with each (the same way as the extents). Feed cells
  /// scroll, so their finding marks no place on the screen.
  static func overlapsAd(_ slot: OverlappedAd, count: Int, others: [OverlappedAd], commons: [Rect], inFeed: Bool) -> Finding {
    let marks = inFeed ? [] : commons
    return Finding(.overlapsAd, region: union(marks), marks: marks) {
      // One text gathered in place, with no string made for each part: a sweep's JSON
      // writes this message for every overlapping slot of every scene. It reads as `some`
      // words a list: `the a ad (…) overlaps 2 other ads: the b ad (…) by … and the c ad …`.
      var text = TextBuilder(capacity: 120 + 100 * others.count)
      func ad(_ ad: OverlappedAd) {
        text += "the "
        if let name = ad.name {
          text += name
          text += " ("
          text += ad.format.words
          text += ")"
        } else {
          text += ad.format.words
        }
        text += " ad ("
        let extent = ad.extent
        if inFeed {
          text.append(points: extent.minY)
          text += "–"
          text.append(points: extent.maxY)
          text += " pt down the feed"
        } else {
          text.append(x: extent.x, y: extent.y, width: extent.width, height: extent.height)
        }
        text += ")"
      }
      ad(slot)
      text += " overlaps "
      if !(count == 1 && others.count == 1) {
        text += String(count)
        text += " other ads"
        if !others.isEmpty { text += others.count < count ? ", among them " : ": " }
      }
      for (index, (other, common)) in zip(others, commons).enumerated() {
        if index > 0 { text += index == others.count - 1 ? " and " : ", " }
        ad(other)
        text += " by "
        if inFeed {
          text.append(points: common.height)
          text += " pt"
        } else {
          text.append(width: common.width, height: common.height)
        }
      }
      text += count == 1 ? ": neither is fully visible, and ads must not overlap." : ": none of them is fully visible, and ads must not overlap."
      return text.text
    }
  }

  static func sceneNotSet() -> Finding {
    Finding(
      .sceneNotSet,
      "The request fails (error code 0, invalid request): \"\(SDKMessage.sceneNotSet)\" "
        + "Set request.scene = view.window?.windowScene before loading.")
  }

  static func exceedsWindow(_ size: Size, scene: Scene, observedFailure: String? = nil) -> Finding? {
    let window = scene.window.size
    guard size.width > window.width + 0.5 || size.height > window.height + 0.5 else { return nil }
    if let failure = ObservedSDKFailure.all.first(where: { $0.id == observedFailure }) {
      return Finding(.exceedsWindow, region: scene.window) {
        "canPresent(from:) fails: \"\(ObservedSDKFailure.tooLargeMessage(ad: size, window: window))\" Observed, not "
          + "documented: on iPadOS \(failure.os.lowerBound)–\(failure.os.upperBound) SDK 12 sizes \(failure.format.words) ads "
          + "\(formatPoints(failure.heightExcess)) pt taller than the window, full screen included (\(failure.sources[0])). "
          + "Update to SDK 13 and test on the release, and load another format when presenting fails."
      }
    }
    return Finding(.exceedsWindow, region: scene.window) {
      "canPresent(from:) fails: \"\(SDKMessage.exceedsWindow)\" The ad was sized for "
        + "\(size.label) but the window is \(window.label); load a new ad for this window."
    }
  }

  /// A banner still showing the size it was loaded with, after the scene changed.
  static func staleSize(shown: Size, expected: Size, slot: AdSlot, scene: Scene) -> Finding {
    let trait = slot.reloadOn == .traitChange
    let os = scene.osLabel
    return Finding(.staleSize) {
      "the banner still shows \(shown.label) but the window now calls for \(expected.label): "
        + "reload it in viewWillTransition(to:with:) with the new adSize"
        + (trait
          ? " — the app reloads in \(ReloadTrigger.traitChange.callback), which \(os ?? "UIKit") does not call when a resize keeps the size classes (\(scene.sizeClasses))."
          : ".")
    }
  }

  /// A full-screen ad loaded for a smaller window than the one it is presented in: the
  /// check passes, and the ad does not fill the window.
  static func staleFullScreen(shown: Size, expected: Size, slot: AdSlot, scene: Scene) -> Finding {
    Finding(.staleSize) {
      "the \(slot.format.words) was loaded for \(shown.label) and the window is now \(scene.window.size.label): "
        + "canPresent(from:) only checks that it fits, so it is presented at \(shown.label), not filling the window "
        + "(a new one would be \(expected.label)); load again when the window grows."
    }
  }

  static func doesNotFit(_ slot: AdSlot, sizing: AdSizing, scene: Scene) -> Finding {
    let area = AdPlacement.area(for: slot, in: scene)
    let needed = slot.format == .smartBanner ? (sizing.creative ?? sizing.size) : sizing.size
    let space =
      slot.guide == .superview ? "the window" : scene.segments.count > 1 ? "the safe area on the content's pane" : "the safe area"
    if scene.device.platform == .android {
      return Finding(.doesNotFit) {
        // The Android SDK's own log line, in its format (`320x50 dp`).
        let log = "Not enough space to show ad. Needs \(dp(needed)), but only has \(dp(area.size))."
        return "the Android SDK logs \"\(log)\" (the room it has is \(space), in the SDK's whole dp); nothing is shown."
      }
    }
    let unit = scene.device.platform.lengthUnit
    return Finding(.doesNotFit) {
      "the ad needs \(needed.label) \(unit) but \(space) has only \(area.size.label) \(unit), so there is "
        + "not enough space to show it; nothing is shown."
    }
  }

  /// Appends the placed ad's findings to `findings`.
  static func placementFindings(_ placed: AdPlacement, slot: AdSlot, scene: Scene, into findings: inout [Finding]) {
    let frame = placed.frame
    let platform = scene.device.platform
    @Sendable func adView(_ frame: Rect) -> String { FindingRules.adView(frame, on: platform) }
    if !scene.window.contains(frame, tolerance: 0.5) {
      let window = scene.window
      let parts = outsideParts(of: frame, beyond: window)
      findings.append(
        Finding(.outsideWindow, region: union(parts) ?? frame, marks: parts) {
          "\(adView(frame)) reaches outside the window (\(platform.label(window))) by "
            + "\(overhang(frame, window, platform: platform)); that part is never seen and the SDK does not "
            + "count it as viewable."
        })
    }
    if !scene.safeRect.contains(frame, tolerance: 0.5) {
      let safeRect = scene.safeRect
      let guide = slot.guide
      let parts = outsideParts(of: frame, beyond: safeRect)
      findings.append(
        Finding(.outsideSafeArea, region: union(parts) ?? frame, marks: parts) {
          let pinned =
            guide == .superview
            ? " It is pinned to the view's edges (superview)."
            : guide == .layoutGuides
              ? " Its sides are pinned to the view's edges (topLayoutGuide / bottomLayoutGuide give only the top and bottom)." : ""
          return "\(adView(frame)) reaches outside the safe area (\(platform.label(safeRect))) by "
            + "\(overhang(frame, safeRect, platform: platform)).\(pinned) Pin it to safeAreaLayoutGuide."
        })
    }
    for obstruction in scene.obstructions {
      guard let overlap = obstruction.overlap(with: frame) else { continue }
      if obstruction.kind == .corner {
        findings.append(cornerFinding(obstruction, overlap: overlap, frame: frame, platform: platform) { adView(frame) })
      } else {
        findings.append(overlapFinding(obstruction, overlap: overlap, platform: platform) { adView(frame) })
      }
    }
    barEdgeFindings(frame, scene: scene, into: &findings)
    divisionMarginFindings(frame, scene: scene, into: &findings)
    if let finding = asymmetricInsets(frame, slot: slot, scene: scene) { findings.append(finding) }
  }

  /// An ad clear of the app's bars but beyond one of them, in the band between the bar and
  /// its edge of the window (under a tab bar, above a navigation bar).
  private static func barEdgeFindings(_ frame: Rect, scene: Scene, into findings: inout [Finding]) {
    let platform = scene.device.platform
    for bar in scene.bars where !frame.overlaps(bar.frame) {
      let band =
        bar.edge == .top
        ? Rect(x: bar.frame.minX, y: scene.window.minY, width: bar.frame.width, height: bar.frame.minY - scene.window.minY)
        : Rect(x: bar.frame.minX, y: bar.frame.maxY, width: bar.frame.width, height: scene.window.maxY - bar.frame.maxY)
      guard let common = band.intersection(frame), common.width > 0.5, common.height > 0.5 else { continue }
      let kind = bar.kind
      findings.append(
        Finding(.betweenBarAndEdge, region: common) {
          "\(adView(frame, on: platform)) sits between the app's \(kind.words) and the \(bar.edge.rawValue) edge of the window: "
            + "outside the content, next to the controls people tap most."
        })
    }
  }

  /// An ad clear of an active division but inside its margins (the iPhone Duo's 20 pt either
  /// side of the fold), where Apple asks content to keep away.
  private static func divisionMarginFindings(_ frame: Rect, scene: Scene, into findings: inout [Finding]) {
    let vertical = scene.fold?.isVertical ?? true
    let platform = scene.device.platform
    let unit = platform.lengthUnit
    for region in scene.reservedRegions {
      guard region.isActive, let band = region.withMargins(vertical: vertical), band.intersection(frame) != nil,
        !(region.frame.intersection(frame).map { $0.width > 0 && $0.height > 0 } ?? false)
      else { continue }
      let overlap = band.intersection(frame)!
      let depth = vertical ? overlap.width : overlap.height
      findings.append(
        Finding(.insideDivisionMargins, region: overlap) {
          "\(adView(frame, on: platform)) reaches \(platform.depth(depth)) \(unit) into the "
            + "\(platform.length(region.margins))-\(unit) margins of "
            + "\(region.words) (a .division reserved region \(platform.label(region.frame))): keep content clear of them "
            + "(UIView.reservedRegions(kind: .division))."
        })
    }
  }

  /// A banner sized from the screen width or from one inset doubled, on a safe area whose
  /// left and right insets differ (the iPhone Duo's side status strip).
  private static func asymmetricInsets(_ frame: Rect, slot: AdSlot, scene: Scene) -> Finding? {
    let insets = scene.safeArea
    guard slot.bannerWidth != .safeArea, slot.format.isBanner, abs(insets.left - insets.right) > 0.5 else { return nil }
    let how = slot.bannerWidth == .screenWidth ? "the screen width" : "safeAreaInsets.left × 2"
    return Finding(.asymmetricInsets, region: frame) {
      "the banner is sized from \(how) (\(formatPoints(frame.width)) pt), but the safe area is "
        + "\(formatPoints(scene.safeRect.width)) pt wide with left \(formatPoints(insets.left)) and right "
        + "\(formatPoints(insets.right)): assume asymmetry and take the width from view.frame.inset(by: view.safeAreaInsets)."
    }
  }

  /// `the ad view (0,778 375×34)`: how messages name a placed ad.
  private static func adView(_ frame: Rect, on platform: Platform) -> String { "the ad view (\(platform.label(frame)))" }

  /// A corner that shaves a few points off the ad's corner is cosmetic (`info`); one that
  /// cuts deeper hides part of the creative (`warning`).
  private static func cornerFinding(
    _ corner: Obstruction, overlap: Rect, frame: Rect, platform: Platform, what: @escaping @Sendable () -> String
  ) -> Finding {
    // Judged at the precision the message shows: "6 pt" is the shave README calls info.
    let depth = (corner.cornerDepth(of: frame) * 10).rounded() / 10
    let deep = (platform == .android ? depth.rounded() : depth) > 6
    return Finding(.overlapsCorner, lesser: !deep, region: overlap) {
      "\(what()) reaches \(platform.depth(depth)) \(platform.lengthUnit) into \(corner.words(on: platform)): the rounded corner "
        + (deep ? "hides part of the ad." : "shaves the ad's corner.")
    }
  }

  private static func overlapFinding(
    _ obstruction: Obstruction, overlap: Rect, platform: Platform, what: @escaping @Sendable () -> String
  ) -> Finding {
    let code: Finding.Code
    let consequence: String
    switch obstruction.kind {
    case .cutout:
      (code, consequence) = (.overlapsCutout, "that part of the ad cannot be seen")
    case .corner:
      (code, consequence) = (.overlapsCorner, "the rounded corner hides part of it")
    case .statusBar:
      (code, consequence) = (.overlapsStatusBar, "the status bar draws over it")
    case .homeIndicator:
      (code, consequence) = (.overlapsHomeIndicator, "swipes there go to the system and taps become accidental clicks")
    case .hinge:
      (code, consequence) = (.overlapsHinge, "the ad is split across the two sides")
    case .windowControls:
      (code, consequence) = (.overlapsWindowControls, "the system draws its close, minimise and resize buttons over it")
    case .navigationBar, .tabBar, .toolbar:
      (code, consequence) = (.overlapsBar, "the bar draws over it, and taps meant for the bar reach the ad")
    }
    return Finding(code, region: overlap) {
      let amount = overlap.width == 0 || overlap.height == 0 ? "" : " (\(platform.label(overlap.size)) of it)"
      return "\(what()) covers \(obstruction.words(on: platform))\(amount): \(consequence)."
    }
  }

  /// `320x50 dp`, as the Android SDK writes sizes (whole dp).
  private static func dp(_ size: Size) -> String {
    "\(Int(size.width.rounded(.down)))x\(Int(size.height.rounded(.down))) dp"
  }

  private static func sizeLabel(_ format: AdFormat) -> String {
    if case .fixedBanner(let size) = format.kind { return size.label }
    return ""
  }

  /// `34 pt at the bottom, 44 pt on the left`.
  private static func overhang(_ frame: Rect, _ bounds: Rect, platform: Platform) -> String {
    var parts: [String] = []
    let sides = [
      ("at the top", bounds.minY - frame.minY), ("on the left", bounds.minX - frame.minX),
      ("at the bottom", frame.maxY - bounds.maxY), ("on the right", frame.maxX - bounds.maxX),
    ]
    for (side, amount) in sides where amount > 0.5 {
      parts.append("\(platform.length(amount)) \(platform.lengthUnit) \(side)")
    }
    return parts.joined(separator: ", ")
  }

  /// The bounding box of `parts`; nil for none.
  static func union(_ parts: [Rect]) -> Rect? {
    guard let first = parts.first else { return nil }
    return parts.dropFirst().reduce(first, union)
  }

  /// The parts of `frame` outside `bounds`: above, below, then left and right of it.
  static func outsideParts(of frame: Rect, beyond bounds: Rect) -> [Rect] {
    var parts: [Rect] = []
    if frame.minY < bounds.minY {
      parts.append(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.maxY, bounds.minY) - frame.minY))
    }
    if frame.maxY > bounds.maxY {
      let top = max(frame.minY, bounds.maxY)
      parts.append(Rect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top))
    }
    if frame.minX < bounds.minX {
      parts.append(Rect(x: frame.minX, y: frame.minY, width: min(frame.maxX, bounds.minX) - frame.minX, height: frame.height))
    }
    if frame.maxX > bounds.maxX {
      let left = max(frame.minX, bounds.maxX)
      parts.append(Rect(x: left, y: frame.minY, width: frame.maxX - left, height: frame.height))
    }
    return parts
  }

  static func union(_ a: Rect, _ b: Rect) -> Rect {
    let x = min(a.minX, b.minX)
    let y = min(a.minY, b.minY)
    return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
  }
}
