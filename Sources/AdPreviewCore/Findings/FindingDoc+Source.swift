extension FindingDoc {
  /// Seed 000: Google's "iPhone X ad rendering" guide, the safe-area constraints (for
  /// Interface Builder and for code).
  static let safeAreaGuide = "https://developers.google.com/admob/ios/x-ad-rendering"
  /// Seed 001: Google's multi-scene guide, the request's scene, when to load and reload, and
  /// `canPresent(from:)` after a transition.
  static let multiSceneGuide = "https://developers.google.com/admob/ios/multiscene"

  /// The rules `adpreview lint` applies to Swift and Objective-C code, in `Finding.Code` order.
  static let source: [FindingDoc] = [
    FindingDoc(
      code: .edgeConstraint, severity: .error,
      meaning:
        "A banner's top, bottom, leading or trailing edge is constrained to its view's edge (view.bottomAnchor), not to the safe-area layout guide: on Face ID devices it sits under the home indicator, the status bar or the landscape cutout. SwiftUI: a banner that ignores the safe area.",
      source: safeAreaGuide + " (constrain the banner to the safe area's top or bottom, and its sides to the safe area's edges)",
      fix:
        "Constrain to view.safeAreaLayoutGuide (bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)); in SwiftUI drop .ignoresSafeArea() from the banner.",
      origin: .source),
    FindingDoc(
      code: .layoutGuideConstraint, severity: .warning,
      meaning:
        "A banner is constrained to topLayoutGuide or bottomLayoutGuide, deprecated since iOS 11: they ignore the sides of the safe area (the landscape cutout) and the home indicator's inset on some layouts.",
      source: safeAreaGuide + "; https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide (deprecated)",
      fix: "Constrain to view.safeAreaLayoutGuide's top or bottom anchor instead.",
      origin: .source),
    FindingDoc(
      code: .widthFromScreen, severity: .error,
      lesser: LesserSeverity(.warning, when: "the width is the view's whole frame or a literal, not the screen's"),
      meaning:
        "An adaptive banner's width comes from the screen (UIScreen.main.bounds, wrong in every iPad window and on landscape Face ID iPhones), the view's whole frame or a literal, not from the safe-area inset frame: the banner reaches under the cutout or is sized for a window the app is not in.",
      source: "https://developers.google.com/admob/ios/banner (view.frame.inset(by: view.safeAreaInsets).width); " + multiSceneGuide,
      fix:
        "Take the width from view.frame.inset(by: view.safeAreaInsets).width (Objective-C: UIEdgeInsetsInsetRect(self.view.frame, self.view.safeAreaInsets).size.width); in SwiftUI from a GeometryReader's size.",
      origin: .source),
    FindingDoc(
      code: .doubledInset, severity: .error,
      meaning:
        "One safe-area inset is doubled (safeAreaInsets.left * 2) as if the left and right insets were always equal: they differ on the iPhone Duo's side status strip, in landscape on some devices and in Split View panes.",
      source:
        "Apple's iPhone Duo guidance 'Assume asymmetry' (https://github.com/d-date/iphone-duo-skill, layout.md); https://github.com/readest/readest/pull/6312",
      fix: "Subtract both insets (safeAreaInsets.left + safeAreaInsets.right), or use view.frame.inset(by: view.safeAreaInsets).",
      origin: .source),
    FindingDoc(
      code: .requestWithoutScene, severity: .error,
      meaning:
        "An ad request is loaded without request.scene in an app that declares multiple scenes (UIApplicationSupportsMultipleScenes in Info.plist): in test mode the SDK refuses it, in production the ad is sized for the wrong window.",
      source: multiSceneGuide,
      fix: "Set request.scene = view.window?.windowScene before loading (Objective-C: request.scene = self.view.window.windowScene).",
      origin: .source),
    FindingDoc(
      code: .loadInViewDidLoad, severity: .warning,
      meaning:
        "An ad is loaded in viewDidLoad (or a method it calls): the view has no window scene and no safe area yet, so the request has no scene and an adaptive width is the storyboard's.",
      source: multiSceneGuide + " (build the request in viewDidAppear)",
      fix: "Load in viewDidAppear(_:), behind a once-guard (a requestInitialized flag).",
      origin: .source),
    FindingDoc(
      code: .loadWithoutOnceGuard, severity: .warning,
      meaning:
        "An ad is loaded in viewDidAppear (or SwiftUI's onAppear) with no guard: viewDidAppear runs again after every modal and tab switch, and each run sends another request.",
      source: multiSceneGuide + " (guard with a requestInitialized boolean)",
      fix: "Guard the first load with a flag: guard !requestInitialized else { return }; requestInitialized = true.",
      origin: .source),
    FindingDoc(
      code: .noReloadOnTransition, severity: .warning,
      meaning:
        "A banner is loaded but never reloaded when the view changes size (rotation, an iPad window resize, a fold, an iOS 27 resized iPhone window): it keeps the old size (stale-size).",
      source: multiSceneGuide + " (request a new ad when the window size changes); https://developers.google.com/admob/ios/banner",
      fix:
        "Override viewWillTransition(to:with:) and, in the coordinator's completion, set the new adaptive adSize and load again; in SwiftUI, reload from updateUIView when the size changed.",
      origin: .source),
    FindingDoc(
      code: .presentWithoutCanPresent, severity: .warning,
      meaning:
        "A full-screen ad is presented without canPresent(from:): after a window change it may no longer fit (\"The full screen ad content size exceeds the current window size.\") and presenting fails.",
      source: multiSceneGuide + " (in the transition's completion, call canPresent(from:) and load a new ad if it throws)",
      fix: "Call try ad.canPresent(from: self) before present(from:), and load a new ad for the current window when it throws.",
      origin: .source),
    FindingDoc(
      code: .reloadOnTraitChangeOnly, severity: .warning,
      meaning:
        "A banner is reloaded only from trait-change callbacks (traitCollectionDidChange, registerForTraitChanges, willTransition(to: UITraitCollection)): resizes that keep the size classes never call them — iOS 27's resized iPhone windows call only viewWillTransition(to:with:).",
      source: "https://developer.apple.com/forums/thread/836088 (iOS 27: only viewWillTransition(to:with:) is invoked); " + multiSceneGuide,
      fix: "Reload from viewWillTransition(to:with:), in the coordinator's completion.",
      origin: .source),
    FindingDoc(
      code: .deprecatedSmartBanner, severity: .warning,
      meaning: "A smart banner size (kGADAdSizeSmartBannerPortrait / Landscape): deprecated, full screen width rather than the safe area's.",
      source: "https://developers.google.com/admob/ios/banner/smart",
      fix: "Use largeAnchoredAdaptiveBanner(width:) (SDK 13) with the safe-area width.",
      origin: .source),
    FindingDoc(
      code: .deprecatedAnchoredAdaptive, severity: .warning,
      meaning:
        "A classic anchored adaptive size function (currentOrientationAnchoredAdaptiveBanner(width:), GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth…), deprecated by SDK 13 (lint --sdk 13, the default).",
      source: "https://developers.google.com/admob/ios/migration (v12 → v13)",
      fix:
        "Use the large variant, one for one: largeAnchoredAdaptiveBanner(width:), largePortraitAnchoredAdaptiveBanner(width:), largeLandscapeAnchoredAdaptiveBanner(width:); leave room for its larger height.",
      origin: .source),
    FindingDoc(
      code: .gadPrefixedSwiftName, severity: .warning,
      meaning:
        "A GAD- or GAM-prefixed name in Swift (GADBannerView, GADRequest): SDK 12 removed the prefix from the Swift names (lint --sdk 12 or later, the default); Objective-C keeps it.",
      source: "https://developers.google.com/admob/ios/migration (v11 → v12: \"Removed the GAD prefix from all type names\")",
      fix: "Use the Swift name: drop GAD (BannerView, Request), GAM becomes AdManager (AdManagerBannerView).",
      origin: .source),
  ]
}
