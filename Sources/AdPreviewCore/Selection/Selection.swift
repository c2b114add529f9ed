/// Everything the user chose: the device and how it is held, the app's window, the ad slot
/// and how the app builds its requests.
public struct Selection: Hashable, Sendable {
  /// The device as named: its id, or a model it covers (`iphone-15`); resolved by
  /// `DeviceCatalog.resolve`.
  public var deviceID: String
  public var orientation: Orientation
  /// Nil: the device's default posture.
  public var posture: PostureName?
  public var window: WindowChoice
  /// The iOS / iPadOS release; nil: the newest the device runs.
  public var os: OSVersion?
  /// The app's ad slots, the first being the one the previewer's keys change. Never empty.
  public var slots: [AdSlot]
  public var request: RequestSettings
  /// The app's scrolling content runs under its anchored ads (app file
  /// `contentUnderAnchoredAds`): content ads then scroll beneath the banners.
  public var contentUnderAnchoredAds = false
  /// Whether the app keeps its content on one side of a separating fold (app file
  /// `foldAware`); false: it spans the fold.
  public var foldAware = true
  /// How the app reloads its banners (app file `integration`).
  public var integration = AppIntegration.uikit
  /// The bars around the screen with the ads (app file `chrome`); nil: none.
  public var chrome: AppChrome?
  /// Where a resized iPhone window is shown (`--host mac|ipad`); nil: on the device.
  public var host: WindowHost.Name?
  /// Whether the app lets its bars run along a side, as on the iPhone Duo
  /// (`--vertical-bars`, `preferredVerticalBarBehavior`).
  public var verticalBars = VerticalBarBehavior.automatic

  /// The scene the command line, the previewer and `play` start from: the default device
  /// with the banner the current SDK release recommends, in an app that links that release.
  public static var current: Selection {
    Selection(slot: AdSlot(format: SDKVersion.current.defaultBannerFormat), request: RequestSettings(sdk: .current))
  }

  /// The first (primary) slot.
  public var slot: AdSlot {
    get { slots[0] }
    // In place: changing a field of the slot copies nothing.
    _modify { yield &slots[0] }
  }

  public init(
    deviceID: String = "iphone-x", orientation: Orientation = .portrait,
    posture: PostureName? = nil, window: WindowChoice = .full, os: OSVersion? = nil, slot: AdSlot = AdSlot(),
    otherSlots: [AdSlot] = [], request: RequestSettings = RequestSettings()
  ) {
    self.deviceID = deviceID
    self.os = os
    self.orientation = orientation
    self.posture = posture
    self.window = window
    slots = [slot] + otherSlots
    self.request = request
  }

  /// Resolves the selection against a catalog. `loadedSizes` (one per slot, nil: none) are
  /// the sizes the slots' ads were loaded with, when they may differ from what the scene
  /// calls for (a banner that was not reloaded after a rotation: `stale-size`).
  ///
  /// - Throws: `SceneError` for an unknown device or a scene the device cannot take.
  public func resolve(in catalog: DeviceCatalog, loadedSizes: [Size?] = []) throws(SceneError) -> ResolvedScene {
    evaluate(in: try Scene(sceneRequest(for: try catalog.resolve(deviceID))), loadedSizes: loadedSizes)
  }

  /// The scene this selection asks of the device `match` found: its orientation, posture
  /// and window, no ads yet.
  public func sceneRequest(for match: DeviceMatch) -> SceneRequest {
    var request = SceneRequest(
      device: match.device, model: match.model, orientation: orientation, posture: posture, window: window, os: os)
    request.foldAware = foldAware
    request.chrome = chrome
    request.host = host
    request.verticalBars = verticalBars
    return request
  }

  /// The selection's slots worked out in `scene`, which must be the one `sceneRequest`
  /// gives: for sweeps that put many slots or formats in one scene.
  public func evaluate(in scene: Scene, loadedSizes: [Size?] = []) -> ResolvedScene {
    ResolvedScene(
      scene: scene, slots: slots, request: request, loadedSizes: loadedSizes,
      contentUnderAnchoredAds: contentUnderAnchoredAds)
  }

  /// The same app on another device: its default posture, full screen, portrait when the
  /// device does not support the current orientation, and the same OS release when the
  /// device runs it (else its default).
  public func moved(to device: Device) -> Selection { moved(to: DeviceMatch(device: device)) }

  /// The same app on a device as named (a covered model keeps its name).
  public func moved(to match: DeviceMatch) -> Selection {
    var next = self
    next.deviceID = match.name
    next.posture = nil
    next.window = .full
    if !match.device.orientations.contains(next.orientation) { next.orientation = .portrait }
    if let os, match.device.releases(ofModel: match.model)?.contains(os) != true { next.os = nil }
    return next
  }
}

/// A selection resolved: the scene and its ads.
public struct ResolvedScene: Hashable, Sendable {
  public var scene: Scene
  /// One per slot, in the selection's order.
  public var evaluations: [AdEvaluation]

  /// The primary slot's evaluation.
  public var evaluation: AdEvaluation {
    get { evaluations[0] }
    set { evaluations[0] = newValue }
  }

  /// Whether the app's content runs under its anchored ads.
  public var contentUnderAnchoredAds = false

  /// Every slot's findings.
  public var allFindings: [Finding] { evaluations.flatMap(\.findings) }

  public init(scene: Scene, evaluations: [AdEvaluation]) {
    self.scene = scene
    self.evaluations = evaluations
  }

  public init(scene: Scene, evaluation: AdEvaluation) {
    self.init(scene: scene, evaluations: [evaluation])
  }

  /// Works out every slot in `scene`: sizes, placements, findings (overlaps between slots
  /// included).
  /// Content slots are placed after the anchored ones, between them.
  public init(
    scene: Scene, slots: [AdSlot], request: RequestSettings, loadedSizes: [Size?] = [],
    contentUnderAnchoredAds: Bool = false, collapsed: [Bool] = []
  ) {
    self.init(
      scene: scene,
      evaluations: Self.evaluations(
        scene: scene, slots: slots, request: request, loadedSizes: loadedSizes,
        contentUnderAnchoredAds: contentUnderAnchoredAds, collapsed: collapsed))
    self.contentUnderAnchoredAds = contentUnderAnchoredAds
  }

  /// Every slot worked out in `scene`, in the slots' order: what `init(scene:slots:…)` keeps.
  /// `collapsed` (one per slot) says which collapsible banners show no expanded overlay.
  public static func evaluations(
    scene: Scene, slots: [AdSlot], request: RequestSettings, loadedSizes: [Size?] = [],
    contentUnderAnchoredAds: Bool = false, collapsed: [Bool] = []
  ) -> [AdEvaluation] {
    // The scene is lent to each evaluation, never captured (a capture copies it).
    func evaluate(_ index: Int, in scene: Scene, anchoredEdges: ContentPlacement.AnchoredEdges = .none) -> AdEvaluation {
      AdEvaluation(
        slot: slots[index], request: request, scene: scene,
        loadedSize: index < loadedSizes.count ? loadedSizes[index] : nil,
        anchoredEdges: anchoredEdges, contentUnderAnchoredAds: contentUnderAnchoredAds,
        collapsed: index < collapsed.count && collapsed[index])
    }
    var evaluations: [AdEvaluation] = []
    evaluations.reserveCapacity(slots.count)
    if slots.contains(where: { $0.effectiveKind == .content }) {
      var first: [AdEvaluation?] = []
      for index in slots.indices {
        first.append(slots[index].effectiveKind == .content ? nil : evaluate(index, in: scene))
      }
      let edges = ContentPlacement.AnchoredEdges(first.compactMap { $0 })
      for index in slots.indices where first[index] == nil {
        first[index] = evaluate(index, in: scene, anchoredEdges: edges)
      }
      evaluations = first.map { $0! }
      ContentPlacement.markOverlappingContent(&evaluations)
      if contentUnderAnchoredAds { FindingRules.markContentUnderAds(&evaluations, in: scene) }
    } else {
      for index in slots.indices { evaluations.append(evaluate(index, in: scene)) }
    }
    FindingRules.markOverlappingAds(&evaluations)
    CollapsibleOverlay.markOverlaysOverAds(&evaluations)
    if slots.count > 1 {
      for index in evaluations.indices {
        for finding in evaluations[index].findings.indices {
          evaluations[index].findings[finding].slot = evaluations[index].slot.name ?? "slot \(index + 1)"
        }
      }
    }
    return evaluations
  }

  /// The same scene with the slots' ads at the sizes they were loaded with, and the
  /// `collapsed` collapsible banners without their overlay.
  public func showing(loadedSizes: [Size?], request: RequestSettings, collapsed: [Bool] = []) -> ResolvedScene {
    ResolvedScene(
      scene: scene, slots: evaluations.map(\.slot), request: request, loadedSizes: loadedSizes,
      contentUnderAnchoredAds: contentUnderAnchoredAds, collapsed: collapsed)
  }
}
