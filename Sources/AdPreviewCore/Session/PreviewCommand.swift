/// Every action a user or a script can take on a preview session: the previewer's keys map
/// to these, `play` scripts parse to them, and the session recorder prints them back.
///
/// Relative forms (`next`, `toggle`, a bare `rotate`) are turned into absolute ones by
/// `PreviewSession.perform(_:)`, which returns the absolute command it applied.
public enum PreviewCommand: Hashable, Sendable {
  /// A step through a list: the next or previous entry.
  public enum Step: String, Hashable, Sendable, CaseIterable {
    case next
    case previous
  }

  /// A value, or a step through the values in the session's order.
  public enum Choice<Value: Hashable & Sendable>: Hashable, Sendable {
    case to(Value)
    case step(Step)
  }

  /// A setting with two values, or the other one.
  public enum Toggle<Value: Hashable & Sendable>: Hashable, Sendable {
    case to(Value)
    case toggle
  }

  /// Which way to rotate: to an orientation, or a quarter turn.
  public enum Rotation: Hashable, Sendable {
    case to(Orientation)
    case clockwise
    case counterClockwise
  }

  /// Which slot the slot commands change.
  case slot(Choice<String>)
  case device(Choice<String>)
  /// The iOS / iPadOS release the scene runs (a different launch of the app: its ad views
  /// are rebuilt).
  case os(Choice<OSVersion>)
  case ad(Choice<AdFormat>)
  case mode(Toggle<RequestMode>)
  case multiScene(Bool)
  /// The Google Mobile Ads SDK release the app links (the app is built again with it).
  case sdk(SDKVersion)
  /// Where a resized iPhone window is shown (`--host`): in a host, or on the phone (nil);
  /// a step goes phone → Mac → iPad → phone.
  case host(Choice<WindowHost.Name?>)
  /// The app's `preferredVerticalBarBehavior` (`--vertical-bars`): the iPhone Duo's bars
  /// along a side, or horizontal.
  case verticalBars(Toggle<VerticalBarBehavior>)
  case scene(Toggle<SceneSetting>)
  /// `viewDidAppear`: the first request goes out.
  case appear
  case rotate(Rotation)
  /// Folded (foldables) or single screen (dual-screen devices).
  case fold
  /// Open (foldables) or spanned (dual-screen devices).
  case unfold
  case posture(Choice<PostureName>)
  case window(Choice<WindowChoice>)
  /// Resizes a Stage Manager window by so many points (absolute form: `window WxH`).
  case resize(dx: Double, dy: Double)
  /// Lets simulated time pass, in milliseconds.
  case wait(Int)
  case present
  case dismiss
  /// The app moves to the background (`sceneDidEnterBackground`).
  case background
  /// The app comes back (`sceneWillEnterForeground`): where app open ads are shown.
  case foreground
  /// The user taps a collapsible banner's collapse button.
  case collapse
  /// The focused banner's `collapsible` request extra, or none (a new request).
  case collapsible(CollapsiblePlacement?)
  case position(Toggle<AdPosition>)
  case align(Toggle<AdAlignment>)
  case guide(Toggle<LayoutGuide>)
  case adChoices(Choice<AdChoicesCorner>)
  /// Banner refresh every N seconds (30–120), or off.
  case refresh(Int?)
  /// Whether the app reloads banners on resize (off: the stale-size bug).
  case reload(Toggle<Bool>)
  /// The share of requests that fail, 0–1.
  case failures(Double)
  /// The simulated load latency in milliseconds.
  case latency(Int)
  /// A caption over the picture, from now until the next one (empty: none), for a demo: it
  /// changes nothing in the scene.
  case say(String)
  /// Holds the scenario where it is, its caption on screen, until the viewer presses a key
  /// (in an export, which has no viewer: `pauseHold` of time). It changes nothing in the scene.
  case pause
}

extension PreviewCommand {
  /// The longest `wait` and `latency`: a day.
  public static let maximumMilliseconds = 86_400_000

  /// How long a `pause` holds in a recording or an export, where no key ends it: long
  /// enough to read a two-line caption aloud.
  public static let pauseHold = 4000

  /// The command's script spelling, from its entry in `CommandSpec.all`;
  /// `PreviewCommand(parsing:)` reads it back.
  public var scriptLine: String {
    for spec in CommandSpec.all {
      if let arguments = spec.spell(self) { return arguments.isEmpty ? spec.word : "\(spec.word) \(arguments)" }
    }
    preconditionFailure("\(self) has no entry in CommandSpec.all")
  }

  /// Whether the command only lets time pass.
  public var isWait: Bool {
    if case .wait = self { return true }
    return false
  }
}

extension PreviewCommand.Step {
  /// One place on (`next`) or back (`previous`).
  public var offset: Int { self == .next ? 1 : -1 }
}
