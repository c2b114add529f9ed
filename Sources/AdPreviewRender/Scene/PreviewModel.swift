import AdPreviewCore

/// The state of an ad slot on screen, as the previewer shows it.
public enum AdDisplayState: Hashable, Sendable {
  /// No request sent yet (before `appear`).
  case notRequested
  /// A request is in flight; `spinner` picks the spinner's frame.
  case loading(request: Int, size: Size, spinner: Int)
  /// A test ad is showing (a full-screen ad: loaded, ready to present).
  case showing(request: Int, size: Size)
  /// The last request failed.
  case failed(request: Int, message: String)
  /// A full-screen ad is presented, at the size it was loaded with.
  case presented(request: Int, size: Size)
}

/// Everything one frame of the previewer shows: plain data taken from a preview session.
public struct PreviewModel: Hashable, Sendable {
  /// The scene as shown: each ad at the size it was loaded with, every finding.
  public var resolved: ResolvedScene
  public var request: RequestSettings
  /// Each slot's state, in the selection's order.
  public var adStates: [AdDisplayState]
  /// The primary slot's state.
  public var adState: AdDisplayState { adStates.first ?? .notRequested }
  /// The event log, oldest first.
  public var log: [String]
  /// A one-line message (what a key did, a file written).
  public var status: String?
  /// The hint line at the bottom (the previewer's keys), from the longest spelling to the
  /// shortest; empty: none.
  public var hints: [String]
  /// The slot the previewer's slot keys change.
  public var focus: Int
  /// How many of the newest log entries are scrolled out of view.
  public var logScroll = 0
  /// The finding picked in the panel (in the panel's order, the most severe first), and
  /// whether its whole text shows.
  public var selectedFinding: Int?
  public var expandedFinding = false
  /// A change of scene the picture is catching up with, if any.
  public var transition: SceneTransition?
  /// A message flashed across the window for a moment (a failed `canPresent`).
  public var flash: String?
  /// The demo's caption (`say`), drawn as a band over the picture; nil: none.
  public var caption: String?
  /// The slots whose ad just changed (loaded, re-laid out), outlined for a moment.
  public var highlighted: [Int] = []
  /// What the title bar starts with in place of "adpreview" (the side of a comparison:
  /// "left", "right"); kept however short the bar is.
  public var label: String?
  /// The native assets the picture had no room to name (worked out while drawing it), for
  /// the panel to list.
  public var leftOutAssets: [String] = []
  /// A still for a file (`render --format png`, `check --images`, the previewer's `S`): no
  /// key hints and no "? help", which mean nothing off screen.
  public var still = false
  /// Presentation mode: no "? help" in the title, and the caption in a band of its own above
  /// the device, which shrinks to make room, instead of over the picture's top rows.
  public var presenting = false
  /// The most cells a point may take: two devices side by side drawn at one scale
  /// (`compare --same-scale`); nil: the device fills its area.
  public var scaleLimit: Double?

  /// What the device picture draws: the scene, or the transition's in-between scene with
  /// the ads and the marks on the glass carried along as the window changes (a rotation or
  /// a change of display is drawn by `TurningPicture`).
  var picture: PreviewModel {
    guard let transition else { return self }
    var model = self
    let scene = transition.scene(toward: resolved.scene)
    model.resolved = ResolvedScene(scene: scene, evaluations: transition.evaluations(toward: resolved, in: scene))
    model.transition = nil
    model.flash = nil
    model.highlighted = []
    return model
  }

  public init(
    resolved: ResolvedScene, request: RequestSettings = RequestSettings(), adStates: [AdDisplayState],
    log: [String] = [], status: String? = nil, hints: [String] = [], focus: Int = 0
  ) {
    self.resolved = resolved
    self.request = request
    self.adStates = adStates
    self.log = log
    self.status = status
    self.hints = hints
    self.focus = focus
  }

  /// The frame of a session: its scene as shown, its slots' states and the newest
  /// `logLimit` log entries.
  public init(
    session: PreviewSession, spinner: Int = 0, status: String? = nil, hints: [String] = [], logLimit: Int = 200
  ) {
    self.init(
      resolved: session.resolved, request: session.selection.request,
      adStates: session.slots.map { AdDisplayState($0.phase, spinner: spinner) },
      log: session.log.suffix(logLimit).map(\.line), status: status, hints: hints, focus: session.focus)
  }
}

extension AdDisplayState {
  /// The display state of a slot's phase; `spinner` animates a load.
  public init(_ phase: AdPhase, spinner: Int = 0) {
    switch phase {
    case .idle: self = .notRequested
    case .loading(let id, let size): self = .loading(request: id, size: size, spinner: spinner)
    case .showing(let id, let size): self = .showing(request: id, size: size)
    case .failed(let id, _, let message): self = .failed(request: id, message: message)
    case .presented(let id, let size): self = .presented(request: id, size: size)
    }
  }
}

/// The braille spinner of a loading ad.
public enum Spinner {
  public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  public static let asciiFrames: [Character] = ["|", "/", "-", "\\"]
}
