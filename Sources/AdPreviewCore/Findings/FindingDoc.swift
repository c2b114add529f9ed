/// What a finding code means, where its rule comes from and how to fix it: the one table
/// behind `adpreview findings`, `docs/findings.md` and the links from every report.
public struct FindingDoc: Sendable {
  public var code: Finding.Code
  /// The severity the code has, unless `lesser` says otherwise: the one table every rule,
  /// report, documentation entry and SARIF rule reads.
  public var severity: Finding.Severity
  /// The lower severity the code has in a named case (`overlaps-corner` is `info` for a
  /// shaved corner), if any.
  public var lesser: LesserSeverity? = nil
  public var meaning: String
  /// A Google or Apple page, an SDK header, or "model" (adpreview's own geometry).
  public var source: String
  public var fix: String
  /// What the rule reads: the placed scene (`layout`, `check`, the previewer) or the app's
  /// code (`lint`).
  public var origin: Origin = .scene

  /// Where a finding code's rule looks.
  public enum Origin: String, Sendable {
    /// The ad placed in a scene.
    case scene
    /// The app's Swift and Objective-C source.
    case source
  }

  /// The codes whose rules read `origin`, in `Finding.Code` order.
  public static func codes(_ origin: Origin) -> [Finding.Code] { all.filter { $0.origin == origin }.map(\.code) }

  /// The entry's anchor in `docs/findings.md` (`finding-outside-window`).
  public var anchor: String { "finding-\(code.rawValue)" }

  /// The entry's address in the repository's documentation, for outputs that link to it.
  public var documentationLink: String { "docs/findings.md#\(anchor)" }

  /// `code`'s entry, built once (the rules read a code's severity for every finding).
  public static func of(_ code: Finding.Code) -> FindingDoc { place(of: code).map { all[$0] } ?? entry(code) }

  /// `code`'s place in `all`: found by its case among the codes, which costs less than
  /// hashing its name as a dictionary of entries did.
  static func place(of code: Finding.Code) -> Int? { codes.firstIndex(of: code) }

  private static let codes = Finding.Code.allCases

  /// Each code's severity and lesser severity, in `all`'s order: what the rules read for
  /// every finding, without copying the entry's words.
  static let severities: [(severity: Finding.Severity, lesser: Finding.Severity?)] = all.map { ($0.severity, $0.lesser?.severity) }

  /// `error`, or `warning (info when the corner only shaves the ad, 6 pt or less)`: the
  /// severity as the README, `findings` and the panel's help say it.
  public var severityWords: String {
    guard let lesser else { return severity.rawValue }
    return "\(severity.rawValue); \(lesser.severity.rawValue) when \(lesser.when)"
  }

  private static let policy = "https://support.google.com/admob/answer/6329638 (native ad policies)"
  private static let hig = "https://developer.apple.com/design/human-interface-guidelines/layout (model for the overlap)"

  /// Every code, in `Finding.Code` order: the scene rules, then the source rules.
  public static let all: [FindingDoc] = Finding.Code.allCases.map(entry)

  /// Seed 000: Google's "iPhone X ad rendering" guide, the safe-area constraints (for
  /// Interface Builder and for code).
  static let safeAreaGuide = "https://developers.google.com/admob/ios/x-ad-rendering"
  /// Seed 001: Google's multi-scene guide, the request's scene, when to load and reload, and
  /// `canPresent(from:)` after a transition.
  static let multiSceneGuide = "https://developers.google.com/admob/ios/multiscene"

  /// `code`'s entry: a case for every code, so a code does not compile without its meaning,
  /// source and fix. The scene rules' codes come first, then those `lint` reads code for
  /// (`origin: .source`).
  static func entry(_ code: Finding.Code) -> FindingDoc {
    switch code {
    case .outsideWindow:
      FindingDoc(
        code: code, severity: .error,
        meaning: "Part of the ad view lies outside the app's window: that part is never seen and does not count as viewable.",
        source: "model",
        fix: "Constrain the ad view inside the window's safe area; size adaptive banners from the safe-area width.")
    case .outsideSafeArea:
      FindingDoc(
        code: code, severity: .warning,
        meaning: "The ad view reaches outside the safe area, under the status bar, cutout, home indicator or rounded corners.",
        source: "https://developers.google.com/admob/ios/banner (pin to safeAreaLayoutGuide); "
          + "https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide",
        fix: "Pin the banner to view.safeAreaLayoutGuide, not to the view's edges or the legacy layout guides.")
    case .overlapsCutout:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The ad view covers the notch, Dynamic Island or camera punch-hole: that part of the ad cannot be seen.",
        source: hig, fix: "Keep the ad in the safe area (landscape: the cutout side has an inset).")
    case .overlapsCorner:
      FindingDoc(
        code: code, severity: .warning,
        lesser: LesserSeverity(.info, when: "the corner only shaves the ad (6 pt or less)"),
        meaning: "The ad view reaches into a rounded display corner, which hides part of the ad or shaves its corner.",
        source: hig, fix: "Keep the ad in the safe area, or inset it from the corners.")
    case .overlapsStatusBar:
      FindingDoc(
        code: code, severity: .warning,
        meaning: "The ad view lies under the status bar, which draws over it.",
        source: hig, fix: "Pin a top banner to the safe area's top anchor.")
    case .overlapsHomeIndicator:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The ad view lies under the home indicator: swipes there go to the system and taps become accidental clicks.",
        source: hig, fix: "Pin a bottom banner to safeAreaLayoutGuide.bottomAnchor.")
    case .overlapsHinge:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The ad view crosses a foldable's fold or a dual-screen device's hinge: it is split across the two sides.",
        source: "model (the device files' fold and hinge geometry)",
        fix: "Place the ad in one segment of the screen (the side the content is on).")
    case .doesNotFit:
      FindingDoc(
        code: code, severity: .error,
        meaning: "A banner is larger than its space: the SDK logs \"Not enough space to show ad\" and shows nothing.",
        source: "https://developers.google.com/admob/ios/banner/fixed-size",
        fix: "Use an adaptive banner sized from the available width, or a smaller fixed size.")
    case .tabletOnlySize:
      FindingDoc(
        code: code, severity: .warning,
        meaning: "Full banner 468×60 and leaderboard 728×90 are tablet sizes.",
        source: "https://developers.google.com/admob/ios/banner/fixed-size",
        fix: "Use an adaptive banner, or 320×50 on phones.")
    case .deprecatedFormat:
      FindingDoc(
        code: code, severity: .warning,
        lesser: LesserSeverity(.info, when: "the format is a classic anchored adaptive size under SDK 13"),
        meaning: "Smart banners are deprecated; under SDK 13 the classic anchored adaptive sizes are too.",
        source: "https://developers.google.com/admob/ios/banner/smart; https://developers.google.com/admob/ios/migration (v12 → v13)",
        fix: "Use largeAnchoredAdaptiveBanner(width:) (SDK 13), anchored to the safe area; leave room for its larger height.")
    case .mediationOnlySize:
      FindingDoc(
        code: code, severity: .warning,
        meaning: "Skyscraper 120×600 is for mediation only: Google demand does not serve it.",
        source: "GADAdSize.h (header: kGADAdSizeSkyscraper)",
        fix: "Use a size Google demand serves (medium rectangle, adaptive banner).")
    case .adChoicesObscured:
      FindingDoc(
        code: code, severity: .error,
        lesser: LesserSeverity(.info, when: "a rounded corner only shaves the overlay's outer corner, 2 pt or less (model)"),
        meaning: "The AdChoices overlay is cut off or covered (cutout, corner, hinge, status bar); it must be fully visible.",
        source: policy + "; https://developers.google.com/admob/ios/api/reference/Classes/GADNativeAdViewAdOptions",
        fix: "Choose another corner (preferredAdChoicesPosition) or keep the native view in the safe area.")
    case .attributionMissing:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The native ad shows no \"Ad\" attribution.",
        source: policy, fix: "Draw an \"Ad\" badge (at least 15×15) or the word \"Ad\", \"Advertisement\" or \"Sponsored\".")
    case .mediaTooSmall:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The MediaView is smaller than 120×120 pt: video is not served to it.",
        source: policy + "; https://developers.google.com/admob/ios/api/reference/Classes/GADMediaView",
        fix: "Give the media view at least 120×120 pt (a wider aspect needs a wider view), or request images only.")
    case .nativeTooSmall:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The native ad view is smaller than 32×32 pt: such ads are not served.",
        source: policy, fix: "Make the native ad view at least 32×32 pt.")
    case .assetOutsideAdView:
      FindingDoc(
        code: code, severity: .error,
        meaning: "An asset view lies outside the native ad view (\"Not all asset views lie inside the native ad view\").",
        source: "https://developers.google.com/admob/ios/native/validator",
        fix: "Make the native ad view tall enough for its assets, round its height, or drop assets.")
    case .sceneNotSet:
      FindingDoc(
        code: code, severity: .error,
        meaning: "A multi-scene app sends requests without GADRequest.scene: in test mode they fail.",
        source: "https://developers.google.com/admob/ios/multiscene",
        fix: "Set request.scene = view.window?.windowScene before loading.")
    case .exceedsWindow:
      FindingDoc(
        code: code, severity: .error,
        meaning:
          "A full-screen ad sized for a larger window cannot be presented (\"The full screen ad content size exceeds the current window size.\").",
        source: "https://developers.google.com/admob/ios/multiscene; "
          + "https://developers.google.com/admob/ios/api/reference/Classes/GADInterstitialAd (canPresent)",
        fix: "Load full-screen ads for the scene that presents them, and load again when its window changes size.")
    case .staleSize:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "A banner still shows the size it was loaded with after the window changed (or a full-screen ad loaded for a smaller window is presented at that size, not filling it).",
        source: "https://developers.google.com/admob/ios/banner (model for when the app reloads)",
        fix:
          "Reload the banner with the new adSize in viewWillTransition(to:with:). A reload from traitCollectionDidChange(_:) misses resizes that keep the size classes: iOS 27's resized iPhone windows (compact throughout) and most iPadOS 26 window resizes. Load a full-screen ad again when its window grows: canPresent(from:) only checks that it fits."
      )
    case .overlapsAd:
      FindingDoc(
        code: code, severity: .error,
        meaning: "Two of the app's ads cover each other: neither is fully visible.",
        source: policy + " (ads must not be covered); model for the geometry",
        fix: "Move one of the slots, or give the feed slots offsets that do not share rows.")
    case .contentUnderAd:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The app's content scrolls under an anchored banner (contentUnderAnchoredAds), taking a content ad beneath it.",
        source: policy + " (ads must not be covered); model for the scrolling",
        fix: "Inset the scroll view by the banner's height (contentInset or additionalSafeAreaInsets), or end the content above the banner.")
    case .neverFullyVisible:
      FindingDoc(
        code: code, severity: .info,
        meaning: "A content ad is taller than the visible content: it scrolls and is never seen whole at once.",
        source: "model",
        fix: "Usually fine in a feed; give the media a wider aspect or a fixed height if the whole ad should fit.")
    case .overlapsWindowControls:
      FindingDoc(
        code: code, severity: .error,
        meaning: "On iPadOS 26 and later an ad sits under the window controls at a window's top-leading corner; the safe area does not include them.",
        source: "https://developer.apple.com/documentation/uikit/uiview/layoutregion (safeArea(cornerAdaptation:)); "
          + "tauri-apps/tauri#15521, erik-sutton95/OpenZCine#91 (the controls add no inset); size a model",
        fix:
          "Pin a top banner to view.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)) instead of the plain safe area, or place it at the bottom."
      )
    case .insideDivisionMargins:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "An ad clear of an active fold but inside the margins of its .division reserved region (the iPhone Duo half-open: 20 pt either side of the fold's line, Apple's 40-pt division frame).",
        source:
          "https://developer.apple.com/documentation/uikit/uiview (reservedRegions(kind:)); the iPhone Duo layout guidance as summarised in https://github.com/d-date/iphone-duo-skill (layout.md; Xcode 27.1 simulator)",
        fix: "Lay the ad out from view.reservedRegions(kind: .division) with the margins, or keep it to one pane.")
    case .asymmetricInsets:
      FindingDoc(
        code: code, severity: .error,
        meaning:
          "A banner is sized from the screen width or from safeAreaInsets.left doubled, where the left and right insets differ (the iPhone Duo's side status strip, a Split View pane).",
        source:
          "Apple's iPhone Duo guidance 'Assume asymmetry' (https://github.com/d-date/iphone-duo-skill, layout.md); https://github.com/skedgo/TGCardViewController/pull/31, https://github.com/readest/readest/pull/6312",
        fix:
          "Take the adaptive width from view.frame.inset(by: view.safeAreaInsets).width and pin the banner to the safe area's leading and trailing edges."
      )
    case .adChoicesOverAsset:
      FindingDoc(
        code: code, severity: .error,
        lesser: LesserSeverity(.warning, when: "the asset is the \"Ad\" badge"),
        meaning:
          "The AdChoices overlay the SDK draws lies over one of the native ad's assets: over the call to action, taps meant for one reach the other; over the \"Ad\" badge, the badge is hidden.",
        source:
          "https://developers.google.com/admob/ios/native/advanced (AdChoices overlay; preferredAdChoicesPosition); https://support.google.com/admob/answer/6329638 (native ads policy: accidental clicks)",
        fix: "Leave the AdChoices corner of the native ad view free of assets, or move AdChoices with preferredAdChoicesPosition.")
    case .attributionObscured:
      FindingDoc(
        code: code, severity: .error,
        meaning: "The native ad's \"Ad\" attribution badge lies under system UI (status bar, cutout, home indicator, a fold, window controls).",
        source: "https://support.google.com/admob/answer/6329638 (native ads policy: the ad attribution must be clearly visible)",
        fix: "Keep the native ad view inside the safe area, or put the badge where no system UI covers it.")
    case .introductionRequired:
      FindingDoc(
        code: code, severity: .info,
        meaning:
          "A rewarded interstitial is shown without the user opting in, so the app must first show an introduction screen: the reward, a clear option to skip the ad before it starts, and time to decide.",
        source:
          "https://support.google.com/admob/answer/9884467 (rewarded interstitial policy); https://developers.google.com/admob/ios/rewarded-interstitial",
        fix:
          "Present the introduction screen (with its skip button and a countdown) before present(from:userDidEarnRewardHandler:), and present only if the user did not skip."
      )
    case .overlayCoversSystemUI:
      FindingDoc(
        code: code, severity: .error,
        meaning:
          "A collapsible banner's expanded overlay lies under system UI (status bar, cutout, home indicator, a fold, window controls): its collapse button or creative may be out of reach.",
        source:
          "https://developers.google.com/admob/ios/banner/collapsible (the overlay is anchored to the collapsed banner's top or bottom edge); overlay size a model",
        fix:
          "Anchor the overlay away from the screen edge it would cross: collapsible top for a banner at the top, bottom for one at the bottom, with the banner pinned to the safe area."
      )
    case .overlayOutsideSafeArea:
      FindingDoc(
        code: code, severity: .warning,
        meaning: "A collapsible banner's expanded overlay reaches past the safe area or out of the window.",
        source: "https://developers.google.com/admob/ios/banner/collapsible (placement top or bottom); overlay size a model",
        fix:
          "Use the placement that matches where the banner sits (top: the overlay grows down; bottom: it grows up), and pin the banner to the safe area."
      )
    case .overlayCoversAd:
      FindingDoc(
        code: code, severity: .error,
        meaning: "A collapsible banner's expanded overlay covers another of the app's ads.",
        source: "https://support.google.com/admob/answer/6329638 (ads must not cover each other); overlay size a model",
        fix: "Keep other ads out of the overlay's reach while it is expanded, or do not request a collapsible ad on this screen.")
    case .overlapsBar:
      FindingDoc(
        code: code, severity: .error,
        meaning:
          "The ad view lies under one of the app's bars (its navigation bar, tab bar or toolbar, from the app file's chrome): the bar draws over it and taps meant for the bar reach the ad.",
        source:
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/safearealayoutguide (a child view controller's safe area excludes its container's bars); bar heights: BarHeight.table, each with its source",
        fix:
          "Pin the banner to the safe area of the view controller inside the bars (view.safeAreaLayoutGuide), not to the view's edges or the tab bar controller's view."
      )
    case .betweenBarAndEdge:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "The ad view lies between one of the app's bars and the screen edge beyond it (under a tab bar, above a navigation bar): next to the controls people tap most, and outside the content.",
        source:
          "https://support.google.com/admob/answer/6275335 (ads next to navigation and buttons invite accidental clicks); model for the geometry",
        fix: "Place the banner inside the content, on the content's side of the bar: pinned to the safe area of the view controller the bars inset.")
    case .edgeConstraint:
      FindingDoc(
        code: code, severity: .error,
        meaning:
          "A banner's top, bottom, leading or trailing edge is constrained to its view's edge (view.bottomAnchor), not to the safe-area layout guide: on Face ID devices it sits under the home indicator, the status bar or the landscape cutout. SwiftUI: a banner that ignores the safe area.",
        source: safeAreaGuide + " (constrain the banner to the safe area's top or bottom, and its sides to the safe area's edges)",
        fix:
          "Constrain to view.safeAreaLayoutGuide (bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)); in SwiftUI drop .ignoresSafeArea() from the banner.",
        origin: .source)
    case .layoutGuideConstraint:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "A banner is constrained to topLayoutGuide or bottomLayoutGuide, deprecated since iOS 11: they ignore the sides of the safe area (the landscape cutout) and the home indicator's inset on some layouts.",
        source: safeAreaGuide + "; https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide (deprecated)",
        fix: "Constrain to view.safeAreaLayoutGuide's top or bottom anchor instead.",
        origin: .source)
    case .widthFromScreen:
      FindingDoc(
        code: code, severity: .error,
        lesser: LesserSeverity(.warning, when: "the width is the view's whole frame or a literal, not the screen's"),
        meaning:
          "An adaptive banner's width comes from the screen (UIScreen.main.bounds, wrong in every iPad window and on landscape Face ID iPhones), the view's whole frame or a literal, not from the safe-area inset frame: the banner reaches under the cutout or is sized for a window the app is not in.",
        source: "https://developers.google.com/admob/ios/banner (view.frame.inset(by: view.safeAreaInsets).width); " + multiSceneGuide,
        fix:
          "Take the width from view.frame.inset(by: view.safeAreaInsets).width (Objective-C: UIEdgeInsetsInsetRect(self.view.frame, self.view.safeAreaInsets).size.width); in SwiftUI from a GeometryReader's size.",
        origin: .source)
    case .doubledInset:
      FindingDoc(
        code: code, severity: .error,
        meaning:
          "One safe-area inset is doubled (safeAreaInsets.left * 2) as if the left and right insets were always equal: they differ on the iPhone Duo's side status strip, in landscape on some devices and in Split View panes.",
        source:
          "Apple's iPhone Duo guidance 'Assume asymmetry' (https://github.com/d-date/iphone-duo-skill, layout.md); https://github.com/readest/readest/pull/6312",
        fix: "Subtract both insets (safeAreaInsets.left + safeAreaInsets.right), or use view.frame.inset(by: view.safeAreaInsets).",
        origin: .source)
    case .requestWithoutScene:
      FindingDoc(
        code: code, severity: .error,
        meaning:
          "An ad request is loaded without request.scene in an app that declares multiple scenes (UIApplicationSupportsMultipleScenes in Info.plist): in test mode the SDK refuses it, in production the ad is sized for the wrong window.",
        source: multiSceneGuide,
        fix: "Set request.scene = view.window?.windowScene before loading (Objective-C: request.scene = self.view.window.windowScene).",
        origin: .source)
    case .loadInViewDidLoad:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "An ad is loaded in viewDidLoad (or a method it calls): the view has no window scene and no safe area yet, so the request has no scene and an adaptive width is the storyboard's.",
        source: multiSceneGuide + " (build the request in viewDidAppear)",
        fix: "Load in viewDidAppear(_:), behind a once-guard (a requestInitialized flag).",
        origin: .source)
    case .loadWithoutOnceGuard:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "An ad is loaded in viewDidAppear (or SwiftUI's onAppear) with no guard: viewDidAppear runs again after every modal and tab switch, and each run sends another request.",
        source: multiSceneGuide + " (guard with a requestInitialized boolean)",
        fix: "Guard the first load with a flag: guard !requestInitialized else { return }; requestInitialized = true.",
        origin: .source)
    case .noReloadOnTransition:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "A banner is loaded but never reloaded when the view changes size (rotation, an iPad window resize, a fold, an iOS 27 resized iPhone window): it keeps the old size (stale-size).",
        source: multiSceneGuide + " (request a new ad when the window size changes); https://developers.google.com/admob/ios/banner",
        fix:
          "Override viewWillTransition(to:with:) and, in the coordinator's completion, set the new adaptive adSize and load again; in SwiftUI, reload from updateUIView when the size changed.",
        origin: .source)
    case .presentWithoutCanPresent:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "A full-screen ad is presented without canPresent(from:): after a window change it may no longer fit (\"The full screen ad content size exceeds the current window size.\") and presenting fails.",
        source: multiSceneGuide + " (in the transition's completion, call canPresent(from:) and load a new ad if it throws)",
        fix: "Call try ad.canPresent(from: self) before present(from:), and load a new ad for the current window when it throws.",
        origin: .source)
    case .reloadOnTraitChangeOnly:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "A banner is reloaded only from trait-change callbacks (traitCollectionDidChange, registerForTraitChanges, willTransition(to: UITraitCollection)): resizes that keep the size classes never call them — iOS 27's resized iPhone windows call only viewWillTransition(to:with:).",
        source: "https://developer.apple.com/forums/thread/836088 (iOS 27: only viewWillTransition(to:with:) is invoked); " + multiSceneGuide,
        fix: "Reload from viewWillTransition(to:with:), in the coordinator's completion.",
        origin: .source)
    case .deprecatedSmartBanner:
      FindingDoc(
        code: code, severity: .warning,
        meaning: "A smart banner size (kGADAdSizeSmartBannerPortrait / Landscape): deprecated, full screen width rather than the safe area's.",
        source: "https://developers.google.com/admob/ios/banner/smart",
        fix: "Use largeAnchoredAdaptiveBanner(width:) (SDK 13) with the safe-area width.",
        origin: .source)
    case .deprecatedAnchoredAdaptive:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "A classic anchored adaptive size function (currentOrientationAnchoredAdaptiveBanner(width:), GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth…), deprecated by SDK 13 (lint --sdk 13, the default).",
        source: "https://developers.google.com/admob/ios/migration (v12 → v13)",
        fix:
          "Use the large variant, one for one: largeAnchoredAdaptiveBanner(width:), largePortraitAnchoredAdaptiveBanner(width:), largeLandscapeAnchoredAdaptiveBanner(width:); leave room for its larger height.",
        origin: .source)
    case .gadPrefixedSwiftName:
      FindingDoc(
        code: code, severity: .warning,
        meaning:
          "A GAD- or GAM-prefixed name in Swift (GADBannerView, GADRequest): SDK 12 removed the prefix from the Swift names (lint --sdk 12 or later, the default); Objective-C keeps it.",
        source: "https://developers.google.com/admob/ios/migration (v11 → v12: \"Removed the GAD prefix from all type names\")",
        fix: "Use the Swift name: drop GAD (BannerView, Request), GAM becomes AdManager (AdManagerBannerView).",
        origin: .source)
    }
  }
}

/// A lower severity a finding code has in one named case.
public struct LesserSeverity: Sendable {
  public var severity: Finding.Severity
  /// The case, in words: `the corner only shaves the ad (6 pt or less)`.
  public var when: String

  public init(_ severity: Finding.Severity, when: String) {
    self.severity = severity
    self.when = when
  }
}
