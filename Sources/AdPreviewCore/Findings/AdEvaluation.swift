/// An ad slot worked out in one scene: its size, where it lands, and what is wrong.
public struct AdEvaluation: Hashable, Sendable {
  public var slot: AdSlot
  public var sizing: AdSizing?
  /// Nil when nothing is shown: no ad, a failed request, or an ad that does not fit.
  public var placement: AdPlacement?
  public var findings: [Finding]
  /// The SDK's message when the request itself fails (test mode without a scene).
  public var requestError: String?
  /// What the app is doing for the scene a transition leads to, while the transition runs
  /// and the ad still has its old size ("reloading for 669×150 after the rotation"): the
  /// slot's findings belong to the finished scene and wait for it. Nil otherwise.
  public var catchingUp: String? = nil

  /// Sizes, places and checks `slot` in `scene`. `loadedSize` is the size the slot's ad was
  /// loaded with, when it may differ from what the scene calls for: a banner is then placed
  /// at that size (overflowing where it no longer fits) and flagged `stale-size`; a
  /// full-screen ad is checked against the window at that size. A `content` slot is placed
  /// in the scrolling content between the anchored ads, which end at `anchoredEdges` (all
  /// of the guide's area when `contentUnderAnchoredAds`).
  ///
  /// A collapsible banner shows its expanded overlay, as it does as soon as it is placed,
  /// unless `collapsed` (the user collapsed it, or a refresh brought a plain banner).
  public init(
    slot: consuming AdSlot, request: RequestSettings, scene: borrowing Scene, loadedSize: Size? = nil,
    anchoredEdges: ContentPlacement.AnchoredEdges = .none, contentUnderAnchoredAds: Bool = false, collapsed: Bool = false
  ) {
    // Worked out in locals and stored once: assigning `self`'s fields along the way made
    // the optimiser copy the whole evaluation.
    var sizing: AdSizing?
    var placement: AdPlacement?
    var findings: [Finding] = []
    var requestError: String?
    Self.evaluate(
      slot, request: request, scene: scene, loadedSize: loadedSize, anchoredEdges: anchoredEdges,
      contentUnderAnchoredAds: contentUnderAnchoredAds, sizing: &sizing, placement: &placement,
      findings: &findings, requestError: &requestError)
    if !collapsed, let anchoring = slot.collapsible, slot.format.isBanner, slot.effectiveKind == .anchored,
      placement != nil
    {
      let overlay = CollapsibleOverlay.frame(of: placement!.creative, placement: anchoring, in: scene)
      placement!.overlay = overlay
      findings += CollapsibleOverlay.findings(overlay, slot: slot, placement: anchoring, scene: scene)
    }
    self.slot = slot
    self.sizing = sizing
    self.placement = placement
    self.findings = findings
    self.requestError = requestError
  }

  /// What `init` stores, worked out: the sizing, then the placement and the findings.
  private static func evaluate(
    _ slot: borrowing AdSlot, request: RequestSettings, scene: borrowing Scene, loadedSize: Size?, anchoredEdges: ContentPlacement.AnchoredEdges,
    contentUnderAnchoredAds: Bool, sizing sized: inout AdSizing?, placement: inout AdPlacement?,
    findings: inout [Finding], requestError: inout String?
  ) {
    let kind = slot.effectiveKind
    // Two calls, not one on `content ? sizingSlot(slot) : slot`, which copies the slot.
    if kind == .content {
      sized = AdSizing.of(ContentPlacement.sizingSlot(slot), in: scene, request: request)
    } else {
      sized = AdSizing.of(slot, in: scene, request: request)
    }
    guard let sizing = sized else { return }
    FindingRules.formatFindings(slot, scene: scene, request: request, into: &findings)
    if request.failsForMissingScene {
      requestError = SDKMessage.sceneNotSet
      findings.append(FindingRules.sceneNotSet())
      return
    }
    if kind == .content {
      let area = ContentPlacement.area(
        for: slot, in: scene, edges: anchoredEdges, runsUnder: contentUnderAnchoredAds)
      let placed = ContentPlacement.place(slot, sizing: sizing, in: area)
      // The banner rule: a banner wider than its space is not shown. Native views re-lay out.
      if slot.format.isBanner && placed.creative.width > area.width + 0.5 {
        findings.append(FindingRules.doesNotFit(slot, sizing: sizing, scene: scene))
        return
      }
      placement = placed
      FindingRules.contentFindings(placed, slot: slot, area: area, scene: scene, into: &findings)
      if let native = placed.native {
        FindingRules.nativeFindings(native, slot: slot, scene: scene, scrollArea: area, into: &findings)
      }
      return
    }
    if slot.format.isFullScreen {
      let shown = loadedSize ?? (slot.sizedFor == .screen ? scene.screen : sizing.size)
      if let finding = FindingRules.exceedsWindow(shown, scene: scene, observedFailure: sizing.observedFailure) {
        findings.append(finding)
        return
      }
      // Loaded for a smaller window, it still passes canPresent(from:), which checks only
      // that the ad fits: it is presented at the size it was loaded with.
      if let loadedSize, loadedSize != sizing.size {
        findings.append(FindingRules.staleFullScreen(shown: loadedSize, expected: sizing.size, slot: slot, scene: scene))
        let stale = AdSizing(size: loadedSize, explanationText: sizing.explanationText, isModel: sizing.isModel)
        placement = AdPlacement.place(slot, sizing: stale, in: scene)
        return
      }
    }
    if slot.format.isBanner, let loadedSize, loadedSize != sizing.size {
      findings.append(FindingRules.staleSize(shown: loadedSize, expected: sizing.size, slot: slot, scene: scene))
      let stale = AdSizing(size: loadedSize, explanationText: sizing.explanationText, isModel: sizing.isModel)
      let placed = AdPlacement.place(slot, sizing: stale, in: scene, overflowing: true)!
      placement = placed
      FindingRules.placementFindings(placed, slot: slot, scene: scene, into: &findings)
      return
    }
    // Native views have no "not enough space" rule: they lay out at their size; nor has a
    // banner whose width the app took from elsewhere than the safe area (its constraints set
    // that width, and the view overflows).
    let overflowing = slot.format.isNative || slot.bannerWidth != .safeArea
    guard let placed = AdPlacement.place(slot, sizing: sizing, in: scene, overflowing: overflowing) else {
      findings.append(FindingRules.doesNotFit(slot, sizing: sizing, scene: scene))
      return
    }
    placement = placed
    if !slot.format.isFullScreen {
      FindingRules.placementFindings(placed, slot: slot, scene: scene, into: &findings)
    }
    if let native = placed.native {
      FindingRules.nativeFindings(native, slot: slot, scene: scene, into: &findings)
    }
  }

  /// Whether a rule reads the scene's release, not only its geometry, when `slots` (the
  /// first with each of `firstSlotFormats`) are worked out in `scene`: an observed SDK
  /// failure of the release, or a stale size whose message names it. Where none does, the
  /// ads are the same on every release that gives the same scene (`ReleaseCarryOver`); a
  /// rule that starts reading `scene.os` or `scene.release` says so here.
  public static func readsRelease(
    slots: [AdSlot], firstSlotFormats: [AdFormat], in scene: borrowing Scene, request: RequestSettings, loadedSizes: [Size?]
  ) -> Bool {
    if loadedSizes.contains(where: { $0 != nil }) { return true }
    for format in firstSlotFormats where ObservedSDKFailure.applies(to: format, in: scene, sdk: request.sdk) { return true }
    for index in slots.indices.dropFirst() where ObservedSDKFailure.applies(to: slots[index].format, in: scene, sdk: request.sdk) {
      return true
    }
    return false
  }

  /// The most severe finding, if any.
  public var worstSeverity: Finding.Severity? { findings.lazy.map(\.severity).max() }
}
