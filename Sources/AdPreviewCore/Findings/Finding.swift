import AdPreviewFormats

/// A rule a placement breaks.
public struct Finding: Hashable, Sendable {
  /// The binding finding codes.
  public enum Code: String, CaseIterable, Sendable {
    case outsideWindow = "outside-window"
    case outsideSafeArea = "outside-safe-area"
    case overlapsCutout = "overlaps-cutout"
    case overlapsCorner = "overlaps-corner"
    case overlapsStatusBar = "overlaps-status-bar"
    case overlapsHomeIndicator = "overlaps-home-indicator"
    case overlapsHinge = "overlaps-hinge"
    case doesNotFit = "does-not-fit"
    case tabletOnlySize = "tablet-only-size"
    case deprecatedFormat = "deprecated-format"
    case mediationOnlySize = "mediation-only-size"
    case adChoicesObscured = "adchoices-obscured"
    case attributionMissing = "attribution-missing"
    case mediaTooSmall = "media-too-small"
    case nativeTooSmall = "native-too-small"
    case assetOutsideAdView = "asset-outside-ad-view"
    case sceneNotSet = "scene-not-set"
    case exceedsWindow = "exceeds-window"
    case staleSize = "stale-size"
    /// Two of the app's ads cover each other.
    case overlapsAd = "overlaps-ad"
    /// The app's content scrolls under an anchored ad, taking a content ad with it.
    case contentUnderAd = "content-under-ad"
    /// A content ad taller than the visible content: it scrolls, never seen whole.
    case neverFullyVisible = "never-fully-visible"
    /// An ad under iPadOS 26's window controls, which the safe area does not include.
    case overlapsWindowControls = "overlaps-window-controls"
    /// An ad inside the margins of an active division (a fold's reserved region).
    case insideDivisionMargins = "inside-division-margins"
    /// A banner sized from the screen width or one inset doubled where the insets differ.
    case asymmetricInsets = "asymmetric-insets"
    /// The AdChoices overlay covers one of the native ad's assets (the call to action: error).
    case adChoicesOverAsset = "adchoices-over-asset"
    /// The native ad's "Ad" attribution badge is under system UI.
    case attributionObscured = "attribution-obscured"
    /// A rewarded interstitial: the app must show an introduction screen before it.
    case introductionRequired = "introduction-required"
    /// A collapsible banner's expanded overlay under system UI.
    case overlayCoversSystemUI = "overlay-covers-system-ui"
    /// A collapsible banner's expanded overlay past the safe area or the window.
    case overlayOutsideSafeArea = "overlay-outside-safe-area"
    /// A collapsible banner's expanded overlay over another of the app's ads.
    case overlayCoversAd = "overlay-covers-ad"
    /// An ad under one of the app's bars (navigation bar, tab bar, toolbar).
    case overlapsBar = "overlaps-bar"
    /// An ad between one of the app's bars and the screen edge beyond it.
    case betweenBarAndEdge = "between-bar-and-edge"

    // What `adpreview lint` reads in the app's Swift and Objective-C code (FindingDoc's
    // `origin` is `.source`): the same mistakes, found where they are written.

    /// A banner constrained to its view's edges instead of the safe-area layout guide.
    case edgeConstraint = "edge-constraint"
    /// A banner constrained to `topLayoutGuide` / `bottomLayoutGuide`, deprecated since iOS 11.
    case layoutGuideConstraint = "layout-guide-constraint"
    /// An adaptive banner's width taken from the screen, the whole frame or a literal.
    case widthFromScreen = "width-from-screen"
    /// One safe-area inset doubled, as if left and right were always equal.
    case doubledInset = "doubled-inset"
    /// A request loaded without `request.scene` in an app that declares multiple scenes.
    case requestWithoutScene = "request-without-scene"
    /// An ad loaded in `viewDidLoad`, before the view has a window scene and a safe area.
    case loadInViewDidLoad = "load-in-view-did-load"
    /// An ad loaded in `viewDidAppear` with no guard against its second call.
    case loadWithoutOnceGuard = "load-without-once-guard"
    /// A banner that is never reloaded when the view changes size.
    case noReloadOnTransition = "no-reload-on-transition"
    /// A full-screen ad presented without `canPresent(from:)`.
    case presentWithoutCanPresent = "present-without-can-present"
    /// A banner reloaded only from trait-change callbacks, which iOS 27 resizes never call.
    case reloadOnTraitChangeOnly = "reload-on-trait-change-only"
    /// The deprecated smart banner sizes.
    case deprecatedSmartBanner = "deprecated-smart-banner"
    /// The classic anchored adaptive size functions, deprecated by SDK 13.
    case deprecatedAnchoredAdaptive = "deprecated-anchored-adaptive"
    /// A `GAD`-prefixed type name in Swift, which SDK 12 renamed.
    case gadPrefixedSwiftName = "gad-prefixed-swift-name"
  }

  public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info
    case warning
    case error

    /// The severity's mark wherever findings are listed: ✗ error, ▲ warning, · info.
    public var mark: String {
      switch self {
      case .error: "✗"
      case .warning: "▲"
      case .info: "·"
      }
    }

    /// The mark in ASCII: x, !, -.
    public var asciiMark: String {
      switch self {
      case .error: "x"
      case .warning: "!"
      case .info: "-"
      }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    /// Its place in `allCases`, without making the list: severities are compared for every
    /// finding a sweep gates.
    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  public var code: Code
  public var severity: Severity
  /// What is wrong and what to do, for people.
  public var message: String {
    get { messageText.value }
    set { messageText = DeferredText(newValue) }
  }
  /// The message, built when it is read.
  public var messageText: DeferredText<String>
  /// The part of the screen the finding is about (an overlap), for marking on the picture.
  public var region: Rect?
  /// The pieces of `region` to mark, where it is not one rectangle (an ad reaching past
  /// both sides of a window).
  public var marks: [Rect]
  /// The slot's name, in an app with several.
  public var slot: String?

  /// A finding with the severity `FindingDoc` gives its code, or the code's lesser one
  /// when `lesser` (a shaved corner, say).
  public init(_ code: Code, lesser: Bool = false, _ message: String, region: Rect? = nil, marks: [Rect]? = nil) {
    self.init(code, Self.severity(of: code, lesser: lesser), region: region, marks: marks, messageText: DeferredText(message))
  }

  /// A finding whose message `message` builds when it is read (the rules' numbers are
  /// formatted only for findings someone shows).
  public init(
    _ code: Code, lesser: Bool = false, region: Rect? = nil, marks: [Rect]? = nil,
    message: @escaping @Sendable () -> String
  ) {
    self.init(code, Self.severity(of: code, lesser: lesser), region: region, marks: marks, messageText: DeferredText(deferred: message))
  }

  /// The table's severity for `code`: its lesser one only where the table names one.
  static func severity(of code: Code, lesser: Bool) -> Severity {
    guard let place = FindingDoc.place(of: code) else {
      let doc = FindingDoc.of(code)
      return lesser ? doc.lesser?.severity ?? doc.severity : doc.severity
    }
    let entry = FindingDoc.severities[place]
    return lesser ? entry.lesser ?? entry.severity : entry.severity
  }

  private init(_ code: Code, _ severity: Severity, region: Rect?, marks: [Rect]?, messageText: DeferredText<String>) {
    self.code = code
    self.severity = severity
    self.messageText = messageText
    self.region = region
    self.marks = marks ?? region.map { [$0] } ?? []
  }
}

/// The SDK's exact texts.
public enum SDKMessage {
  /// `canPresent(from:)` for a full-screen ad larger than the window.
  public static let exceedsWindow =
    "Ad cannot be presented. The full screen ad content size exceeds the current window size."
  /// A test-mode request without `scene` from a multi-scene app.
  public static let sceneNotSet =
    "Invalid Request. The GADRequest scene property should be set for applications that support multi-scene. Treating the unset property as an error while in test mode."
  public static let noFill = "Request Error: No ad to show."
  public static let timeout = "Request Error: The request timed out."
}
