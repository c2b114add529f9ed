import AdPreviewFormats

/// Where a banner or native ad is anchored.
public enum AdPosition: String, CaseIterable, Sendable {
  case top
  case bottom
}

/// Whether the ad view keeps its own width, centred, or spans the safe-area width.
public enum AdAlignment: String, CaseIterable, Sendable {
  case center
  case fill
}

/// The layout guide the ad is pinned to, as UIKit has them.
public enum LayoutGuide: String, CaseIterable, Sendable {
  /// `safeAreaLayoutGuide` (iOS 11 and later): the seeds' way.
  case safeArea = "safe-area"
  /// `topLayoutGuide` / `bottomLayoutGuide` for the top and bottom, the view's leading and
  /// trailing edges for the sides. Before iOS 11 they sat below the status bar and above a
  /// toolbar; from iOS 11 on they follow the safe area's top and bottom (every modelled
  /// release), so only the sides can reach under a notch or a strip.
  case layoutGuides = "layout-guides"
  /// The view's own edges: the real mistake, which puts the ad under the notch or the home
  /// indicator.
  case superview

  /// The old name of `superview`, still read (`--guide legacy`, `guide legacy`, app files).
  public static let legacy = LayoutGuide.superview

  /// Reads a guide's name, `legacy` included.
  public init?(named text: String) {
    if text == "legacy" {
      self = .superview
    } else {
      self.init(rawValue: text)
    }
  }

  /// `safe area`, `layout guides`, `superview edges`: for titles and the panel.
  public var words: String {
    switch self {
    case .safeArea: "safe area"
    case .layoutGuides: "layout guides"
    case .superview: "superview edges"
    }
  }
}

/// Which callback the app reloads a banner from after its window changes.
public enum ReloadTrigger: String, CaseIterable, Sendable {
  /// `viewWillTransition(to:with:)`: called for every size change (seed 001's way).
  case viewWillTransition
  /// `traitCollectionDidChange(_:)` / `registerForTraitChanges`: only when a size class
  /// changes, so not for an iOS 27 iPhone window resize or most iPad window resizes.
  case traitChange

  /// The callback's Swift name, for the log.
  public var callback: String {
    switch self {
    case .viewWillTransition: "viewWillTransition(to:with:)"
    case .traitChange: "traitCollectionDidChange(_:)"
    }
  }
}

/// A place in one of the app's files: the file as given, 1-based line and column.
public struct SlotSource: Hashable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }
}

/// Whose view an ad is in, which decides whether the app's bars inset it.
public enum SlotContainer: String, CaseIterable, Sendable {
  /// The view of the screen's view controller, the child of the navigation and tab bar
  /// controllers: its safe area excludes their bars.
  case content
  /// The container's view (the tab bar controller's, the window): its safe area is the
  /// window's, so an ad pinned to it lies under the bars.
  case root
}

/// What an app takes a banner's width from (app file `sizedFor` on a banner slot).
public enum BannerWidthSource: String, CaseIterable, Sendable {
  /// `view.frame.inset(by: view.safeAreaInsets).width`: the seeds' way.
  case safeArea = "safe-area"
  /// `UIScreen.main.bounds.width` or the window's width: the typical mistake.
  case screenWidth = "screen-width"
  /// The width less `safeAreaInsets.left * 2`: right only where both sides are equal.
  case insetDoubled = "inset-doubled"
}

/// The corner of the native ad view that holds the AdChoices overlay
/// (`GADNativeAdViewAdOptions.preferredAdChoicesPosition`).
public enum AdChoicesCorner: String, CaseIterable, Sendable {
  case topRight = "top-right"
  case topLeft = "top-left"
  case bottomRight = "bottom-right"
  case bottomLeft = "bottom-left"

  public var isTop: Bool { self == .topRight || self == .topLeft }
  public var isLeft: Bool { self == .topLeft || self == .bottomLeft }
}

/// One ad in the app: its format and how the app lays it out.
public struct AdSlot: Hashable, Sendable {
  /// The slot's name in an app layout file (`footer`, `feed`); nil for the one slot of the
  /// command-line options.
  public var name: String?
  public var format: AdFormat
  public var position: AdPosition
  /// Nil: `fill` for the smart banner, `center` for everything else.
  public var alignment: AdAlignment?
  public var guide: LayoutGuide
  /// Centred on its guide's vertical middle (a `centerY` constraint; app file `"position":
  /// "center"`) instead of pinned to an edge: `position` is then not used, and `offset` moves
  /// it down from the middle (up when negative).
  public var centered = false
  /// Points the ad is moved in from its anchor edge (down from the top, up from the bottom),
  /// as an inline ad in scrolled content would be.
  public var offset: Double
  /// The inline adaptive banner's maximum height (`inlineAdaptiveBanner(width:maxHeight:)`).
  public var maxHeight: Double?
  /// The native ad's options (kept out of line: most slots are not native).
  public var native: NativeAdOptions {
    get { nativeOptions.value }
    set { nativeOptions.value = newValue }
  }
  private var nativeOptions: OutOfLine<NativeAdOptions>
  /// Anchored (default), content (in the scrolling feed) or full screen.
  public var kind: SlotKind
  /// What a full-screen ad was loaded for (default: the presenting window).
  public var sizedFor: FullScreenSizing
  /// Findings the app file accepts for this slot.
  public var ignore: [FindingIgnore]
  /// The callback the app reloads this banner from (app file `reloadOn`).
  public var reloadOn: ReloadTrigger = .viewWillTransition
  /// What the app takes a banner's width from (app file `sizedFor` on a banner slot).
  public var bannerWidth: BannerWidthSource = .safeArea
  /// The `collapsible` request extra (`top` or `bottom`) of a banner, nil when not set.
  public var collapsible: CollapsiblePlacement?
  /// The line of the slot in its app file, for reports that point at it.
  public var line: Int?
  /// Where the ad view is laid out in the app's own files (an Interface Builder file's
  /// element, from `adpreview import`): reports point there rather than at the app file.
  public var source: SlotSource?
  /// Whose view the ad is added to (app file `in`): the screen's view controller inside the
  /// app's bars (the default), or the container around them.
  public var container: SlotContainer = .content

  public init(
    name: String? = nil, format: AdFormat = .anchoredAdaptive, position: AdPosition = .bottom,
    alignment: AdAlignment? = nil, guide: LayoutGuide = .safeArea, offset: Double = 0,
    maxHeight: Double? = nil, native: NativeAdOptions = NativeAdOptions(), kind: SlotKind = .anchored,
    sizedFor: FullScreenSizing = .window, ignore: [FindingIgnore] = [], line: Int? = nil
  ) {
    self.kind = kind
    self.sizedFor = sizedFor
    self.ignore = ignore
    self.line = line
    self.name = name
    self.format = format
    self.position = position
    self.alignment = alignment
    self.guide = guide
    self.offset = offset
    self.maxHeight = maxHeight
    nativeOptions = OutOfLine(native)
  }

  /// `feed (native)`, or the format alone.
  public var label: String { Self.label(name: name, format: format) }

  /// The label of a slot called `name` showing `format`, for messages built after the slot is gone.
  static func label(name: String?, format: AdFormat) -> String { name.map { "\($0) (\(format.words))" } ?? format.words }

  /// The kind in effect: a full-screen format is always `fullscreen`, and only a
  /// full-screen format can be.
  public var effectiveKind: SlotKind {
    if format.isFullScreen { return .fullscreen }
    return kind == .fullscreen ? .anchored : kind
  }

  /// `top`, `bottom` or `center`: where the slot is anchored, for people and app files.
  public var anchorWord: String { centered ? "center" : position.rawValue }

  /// The alignment in effect.
  public var effectiveAlignment: AdAlignment {
    alignment ?? (format == .smartBanner ? .fill : .center)
  }
}

/// Test or production requests: the SDK treats some mistakes as errors only in test mode.
public enum RequestMode: String, CaseIterable, Sendable {
  case test
  case production
}

/// Whether the app sets `GADRequest.scene`.
public enum SceneSetting: String, CaseIterable, Sendable {
  case set
  case unset
}

/// How the app builds its requests.
public struct RequestSettings: Hashable, Sendable {
  public var scene: SceneSetting
  public var mode: RequestMode
  /// Whether the app supports multiple scenes (`UIApplicationSupportsMultipleScenes`).
  public var multiScene: Bool
  /// The SDK release the app links. A value built without one is an SDK 12 app, as the
  /// classic default slot (`AdSlot()`, anchored adaptive) is; the command line, the previewer
  /// and app files default to `SDKVersion.current` and its banner.
  public var sdk: SDKVersion

  public init(scene: SceneSetting = .set, mode: RequestMode = .test, multiScene: Bool = true, sdk: SDKVersion = .v12) {
    self.scene = scene
    self.mode = mode
    self.multiScene = multiScene
    self.sdk = sdk
  }

  /// A test-mode request without a scene from a multi-scene app fails.
  public var failsForMissingScene: Bool { multiScene && scene == .unset && mode == .test }
}
