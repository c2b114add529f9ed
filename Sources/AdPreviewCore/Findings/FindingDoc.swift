/// What a finding code means, where its rule comes from and how to fix it: the one table
/// behind `adpreview findings`, the README's finding list and the links from every report.
public struct FindingDoc: Sendable {
  public var code: Finding.Code
  /// The severity the code has, unless `lesser` says otherwise: the one table every rule,
  /// report, README entry and SARIF rule reads.
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

  /// The README anchor of the entry (`finding-outside-window`).
  public var anchor: String { "finding-\(code.rawValue)" }

  /// The entry's address in the README, for reports that link to it.
  public var readmeLink: String { "README.md#\(anchor)" }

  public static func of(_ code: Finding.Code) -> FindingDoc { all[ordinals[code]!] }

  /// Each code's place in `all`, which follows `Finding.Code`'s order.
  private static let ordinals = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($0.element.code, $0.offset) })

  /// `error`, or `warning (info when the corner only shaves the ad, 6 pt or less)`: the
  /// severity as the README, `findings` and the panel's help say it.
  public var severityWords: String {
    guard let lesser else { return severity.rawValue }
    return "\(severity.rawValue); \(lesser.severity.rawValue) when \(lesser.when)"
  }

  private static let policy = "https://support.google.com/admob/answer/6329638 (native ad policies)"
  private static let hig = "https://developer.apple.com/design/human-interface-guidelines/layout (model for the overlap)"

  /// Every code, in `Finding.Code` order: the scene rules, then the source rules
  /// (`FindingDoc+Source.swift`).
  public static let all: [FindingDoc] = scene + source

  private static let scene: [FindingDoc] = [
    FindingDoc(
      code: .outsideWindow, severity: .error,
      meaning: "Part of the ad view lies outside the app's window: that part is never seen and does not count as viewable.",
      source: "model",
      fix: "Constrain the ad view inside the window's safe area; size adaptive banners from the safe-area width."),
    FindingDoc(
      code: .outsideSafeArea, severity: .warning,
      meaning: "The ad view reaches outside the safe area, under the status bar, cutout, home indicator or rounded corners.",
      source: "https://developers.google.com/admob/ios/banner (pin to safeAreaLayoutGuide); "
        + "https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide",
      fix: "Pin the banner to view.safeAreaLayoutGuide, not to the view's edges or the legacy layout guides."),
    FindingDoc(
      code: .overlapsCutout, severity: .error,
      meaning: "The ad view covers the notch, Dynamic Island or camera punch-hole: that part of the ad cannot be seen.",
      source: hig, fix: "Keep the ad in the safe area (landscape: the cutout side has an inset)."),
    FindingDoc(
      code: .overlapsCorner, severity: .warning,
      lesser: LesserSeverity(.info, when: "the corner only shaves the ad (6 pt or less)"),
      meaning: "The ad view reaches into a rounded display corner, which hides part of the ad or shaves its corner.",
      source: hig, fix: "Keep the ad in the safe area, or inset it from the corners."),
    FindingDoc(
      code: .overlapsStatusBar, severity: .warning,
      meaning: "The ad view lies under the status bar, which draws over it.",
      source: hig, fix: "Pin a top banner to the safe area's top anchor."),
    FindingDoc(
      code: .overlapsHomeIndicator, severity: .error,
      meaning: "The ad view lies under the home indicator: swipes there go to the system and taps become accidental clicks.",
      source: hig, fix: "Pin a bottom banner to safeAreaLayoutGuide.bottomAnchor."),
    FindingDoc(
      code: .overlapsHinge, severity: .error,
      meaning: "The ad view crosses a foldable's fold or a dual-screen device's hinge: it is split across the two sides.",
      source: "model (the device files' fold and hinge geometry)",
      fix: "Place the ad in one segment of the screen (the side the content is on)."),
    FindingDoc(
      code: .doesNotFit, severity: .error,
      meaning: "A banner is larger than its space: the SDK logs \"Not enough space to show ad\" and shows nothing.",
      source: "https://developers.google.com/admob/ios/banner/fixed-size",
      fix: "Use an adaptive banner sized from the available width, or a smaller fixed size."),
    FindingDoc(
      code: .tabletOnlySize, severity: .warning,
      meaning: "Full banner 468×60 and leaderboard 728×90 are tablet sizes.",
      source: "https://developers.google.com/admob/ios/banner/fixed-size",
      fix: "Use an adaptive banner, or 320×50 on phones."),
    FindingDoc(
      code: .deprecatedFormat, severity: .warning,
      lesser: LesserSeverity(.info, when: "the format is a classic anchored adaptive size under SDK 13"),
      meaning: "Smart banners are deprecated; under SDK 13 the classic anchored adaptive sizes are too.",
      source: "https://developers.google.com/admob/ios/banner/smart; https://developers.google.com/admob/ios/migration (v12 → v13)",
      fix: "Use largeAnchoredAdaptiveBanner(width:) (SDK 13), anchored to the safe area; leave room for its larger height."),
    FindingDoc(
      code: .mediationOnlySize, severity: .warning,
      meaning: "Skyscraper 120×600 is for mediation only: Google demand does not serve it.",
      source: "GADAdSize.h (header: kGADAdSizeSkyscraper)",
      fix: "Use a size Google demand serves (medium rectangle, adaptive banner)."),
    FindingDoc(
      code: .adChoicesObscured, severity: .error,
      meaning: "The AdChoices overlay is cut off or covered (cutout, corner, hinge, status bar); it must be fully visible.",
      source: policy + "; https://developers.google.com/admob/ios/api/reference/Classes/GADNativeAdViewAdOptions",
      fix: "Choose another corner (preferredAdChoicesPosition) or keep the native view in the safe area."),
    FindingDoc(
      code: .attributionMissing, severity: .error,
      meaning: "The native ad shows no \"Ad\" attribution.",
      source: policy, fix: "Draw an \"Ad\" badge (at least 15×15) or the word \"Ad\", \"Advertisement\" or \"Sponsored\"."),
    FindingDoc(
      code: .mediaTooSmall, severity: .error,
      meaning: "The MediaView is smaller than 120×120 pt: video is not served to it.",
      source: policy + "; https://developers.google.com/admob/ios/api/reference/Classes/GADMediaView",
      fix: "Give the media view at least 120×120 pt (a wider aspect needs a wider view), or request images only."),
    FindingDoc(
      code: .nativeTooSmall, severity: .error,
      meaning: "The native ad view is smaller than 32×32 pt: such ads are not served.",
      source: policy, fix: "Make the native ad view at least 32×32 pt."),
    FindingDoc(
      code: .assetOutsideAdView, severity: .error,
      meaning: "An asset view lies outside the native ad view (\"Not all asset views lie inside the native ad view\").",
      source: "https://developers.google.com/admob/ios/native/validator",
      fix: "Make the native ad view tall enough for its assets, round its height, or drop assets."),
    FindingDoc(
      code: .sceneNotSet, severity: .error,
      meaning: "A multi-scene app sends requests without GADRequest.scene: in test mode they fail.",
      source: "https://developers.google.com/admob/ios/multiscene",
      fix: "Set request.scene = view.window?.windowScene before loading."),
    FindingDoc(
      code: .exceedsWindow, severity: .error,
      meaning:
        "A full-screen ad sized for a larger window cannot be presented (\"The full screen ad content size exceeds the current window size.\").",
      source: "https://developers.google.com/admob/ios/multiscene; "
        + "https://developers.google.com/admob/ios/api/reference/Classes/GADInterstitialAd (canPresent)",
      fix: "Load full-screen ads for the scene that presents them, and load again when its window changes size."),
    FindingDoc(
      code: .staleSize, severity: .warning,
      meaning:
        "A banner still shows the size it was loaded with after the window changed (or a full-screen ad loaded for a smaller window is presented at that size, not filling it).",
      source: "https://developers.google.com/admob/ios/banner (model for when the app reloads)",
      fix:
        "Reload the banner with the new adSize in viewWillTransition(to:with:). A reload from traitCollectionDidChange(_:) misses resizes that keep the size classes: iOS 27's resized iPhone windows (compact throughout) and most iPadOS 26 window resizes. Load a full-screen ad again when its window grows: canPresent(from:) only checks that it fits."
    ),
    FindingDoc(
      code: .overlapsAd, severity: .error,
      meaning: "Two of the app's ads cover each other: neither is fully visible.",
      source: policy + " (ads must not be covered); model for the geometry",
      fix: "Move one of the slots, or give the feed slots offsets that do not share rows."),
    FindingDoc(
      code: .contentUnderAd, severity: .error,
      meaning: "The app's content scrolls under an anchored banner (contentUnderAnchoredAds), taking a content ad beneath it.",
      source: policy + " (ads must not be covered); model for the scrolling",
      fix: "Inset the scroll view by the banner's height (contentInset or additionalSafeAreaInsets), or end the content above the banner."),
    FindingDoc(
      code: .neverFullyVisible, severity: .info,
      meaning: "A content ad is taller than the visible content: it scrolls and is never seen whole at once.",
      source: "model",
      fix: "Usually fine in a feed; give the media a wider aspect or a fixed height if the whole ad should fit."),
    FindingDoc(
      code: .overlapsWindowControls, severity: .error,
      meaning: "On iPadOS 26 and later an ad sits under the window controls at a window's top-leading corner; the safe area does not include them.",
      source: "https://developer.apple.com/documentation/uikit/uiview/layoutregion (safeArea(cornerAdaptation:)); "
        + "tauri-apps/tauri#15521, erik-sutton95/OpenZCine#91 (the controls add no inset); size a model",
      fix:
        "Pin a top banner to view.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)) instead of the plain safe area, or place it at the bottom."
    ),
    FindingDoc(
      code: .insideDivisionMargins, severity: .warning,
      meaning:
        "An ad clear of an active fold but inside the margins of its .division reserved region (the iPhone Duo half-open: 20 pt either side of the fold's line, Apple's 40-pt division frame).",
      source:
        "https://developer.apple.com/documentation/uikit/uiview (reservedRegions(kind:)); the iPhone Duo layout guidance as summarised in https://github.com/d-date/iphone-duo-skill (layout.md; Xcode 27.1 simulator)",
      fix: "Lay the ad out from view.reservedRegions(kind: .division) with the margins, or keep it to one pane."),
    FindingDoc(
      code: .asymmetricInsets, severity: .error,
      meaning:
        "A banner is sized from the screen width or from safeAreaInsets.left doubled, where the left and right insets differ (the iPhone Duo's side status strip, a Split View pane).",
      source:
        "Apple's iPhone Duo guidance 'Assume asymmetry' (https://github.com/d-date/iphone-duo-skill, layout.md); https://github.com/skedgo/TGCardViewController/pull/31, https://github.com/readest/readest/pull/6312",
      fix:
        "Take the adaptive width from view.frame.inset(by: view.safeAreaInsets).width and pin the banner to the safe area's leading and trailing edges."
    ),
    FindingDoc(
      code: .adChoicesOverAsset, severity: .error,
      lesser: LesserSeverity(.warning, when: "the asset is the \"Ad\" badge"),
      meaning:
        "The AdChoices overlay the SDK draws lies over one of the native ad's assets: over the call to action, taps meant for one reach the other; over the \"Ad\" badge, the badge is hidden.",
      source:
        "https://developers.google.com/admob/ios/native/advanced (AdChoices overlay; preferredAdChoicesPosition); https://support.google.com/admob/answer/6329638 (native ads policy: accidental clicks)",
      fix: "Leave the AdChoices corner of the native ad view free of assets, or move AdChoices with preferredAdChoicesPosition."),
    FindingDoc(
      code: .attributionObscured, severity: .error,
      meaning: "The native ad's \"Ad\" attribution badge lies under system UI (status bar, cutout, home indicator, a fold, window controls).",
      source: "https://support.google.com/admob/answer/6329638 (native ads policy: the ad attribution must be clearly visible)",
      fix: "Keep the native ad view inside the safe area, or put the badge where no system UI covers it."),
    FindingDoc(
      code: .introductionRequired, severity: .info,
      meaning:
        "A rewarded interstitial is shown without the user opting in, so the app must first show an introduction screen: the reward, a clear option to skip the ad before it starts, and time to decide.",
      source:
        "https://support.google.com/admob/answer/9884467 (rewarded interstitial policy); https://developers.google.com/admob/ios/rewarded-interstitial",
      fix:
        "Present the introduction screen (with its skip button and a countdown) before present(from:userDidEarnRewardHandler:), and present only if the user did not skip."
    ),
    FindingDoc(
      code: .overlayCoversSystemUI, severity: .error,
      meaning:
        "A collapsible banner's expanded overlay lies under system UI (status bar, cutout, home indicator, a fold, window controls): its collapse button or creative may be out of reach.",
      source:
        "https://developers.google.com/admob/ios/banner/collapsible (the overlay is anchored to the collapsed banner's top or bottom edge); overlay size a model",
      fix:
        "Anchor the overlay away from the screen edge it would cross: collapsible top for a banner at the top, bottom for one at the bottom, with the banner pinned to the safe area."
    ),
    FindingDoc(
      code: .overlayOutsideSafeArea, severity: .warning,
      meaning: "A collapsible banner's expanded overlay reaches past the safe area or out of the window.",
      source: "https://developers.google.com/admob/ios/banner/collapsible (placement top or bottom); overlay size a model",
      fix:
        "Use the placement that matches where the banner sits (top: the overlay grows down; bottom: it grows up), and pin the banner to the safe area."
    ),
    FindingDoc(
      code: .overlayCoversAd, severity: .error,
      meaning: "A collapsible banner's expanded overlay covers another of the app's ads.",
      source: "https://support.google.com/admob/answer/6329638 (ads must not cover each other); overlay size a model",
      fix: "Keep other ads out of the overlay's reach while it is expanded, or do not request a collapsible ad on this screen."),
    FindingDoc(
      code: .overlapsBar, severity: .error,
      meaning:
        "The ad view lies under one of the app's bars (its navigation bar, tab bar or toolbar, from the app file's chrome): the bar draws over it and taps meant for the bar reach the ad.",
      source:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/safearealayoutguide (a child view controller's safe area excludes its container's bars); bar heights: BarHeight.table, each with its source",
      fix:
        "Pin the banner to the safe area of the view controller inside the bars (view.safeAreaLayoutGuide), not to the view's edges or the tab bar controller's view."
    ),
    FindingDoc(
      code: .betweenBarAndEdge, severity: .warning,
      meaning:
        "The ad view lies between one of the app's bars and the screen edge beyond it (under a tab bar, above a navigation bar): next to the controls people tap most, and outside the content.",
      source: "https://support.google.com/admob/answer/6275335 (ads next to navigation and buttons invite accidental clicks); model for the geometry",
      fix: "Place the banner inside the content, on the content's side of the bar: pinned to the safe area of the view controller the bars inset."),
  ]
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
