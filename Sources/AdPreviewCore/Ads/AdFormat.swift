import AdPreviewFormats

/// The ad formats adpreview places, named as on the command line.
public enum AdFormat: String, CaseIterable, Sendable {
  case banner
  case largeBanner = "large-banner"
  case mediumRectangle = "medium-rectangle"
  case fullBanner = "full-banner"
  case leaderboard
  case skyscraper
  case smartBanner = "smart-banner"
  case anchoredAdaptive = "anchored-adaptive"
  case largeAnchoredAdaptive = "large-anchored-adaptive"
  case inlineAdaptive = "inline-adaptive"
  case native
  case nativeSmall = "native-small"
  case nativeMedium = "native-medium"
  case interstitial
  case rewarded
  /// Full screen between natural breaks, a reward without opting in
  /// (`RewardedInterstitialAd`).
  case rewardedInterstitial = "rewarded-interstitial"
  /// Full screen when the app starts or comes back to the foreground (`AppOpenAd`).
  case appOpen = "app-open"
  case none

  /// How the format behaves: which sizing rule applies and how it reacts to resizes.
  public enum Kind: Sendable {
    case fixedBanner(Size)
    case smartBanner
    case adaptiveBanner
    case native
    case fullScreen
    case none
  }

  public var kind: Kind {
    switch self {
    case .banner: .fixedBanner(Size(width: 320, height: 50))
    case .largeBanner: .fixedBanner(Size(width: 320, height: 100))
    case .mediumRectangle: .fixedBanner(Size(width: 300, height: 250))
    case .fullBanner: .fixedBanner(Size(width: 468, height: 60))
    case .leaderboard: .fixedBanner(Size(width: 728, height: 90))
    case .skyscraper: .fixedBanner(Size(width: 120, height: 600))
    case .smartBanner: .smartBanner
    case .anchoredAdaptive, .largeAnchoredAdaptive, .inlineAdaptive: .adaptiveBanner
    case .native, .nativeSmall, .nativeMedium: .native
    case .interstitial, .rewarded, .rewardedInterstitial, .appOpen: .fullScreen
    case .none: .none
    }
  }

  /// Banners of every kind: loaded by a `GADBannerView`, reloaded when their size changes.
  public var isBanner: Bool {
    switch kind {
    case .fixedBanner, .smartBanner, .adaptiveBanner: true
    default: false
    }
  }

  public var isNative: Bool {
    if case .native = kind { return true }
    return false
  }

  public var isFullScreen: Bool {
    if case .fullScreen = kind { return true }
    return false
  }

  /// `anchored adaptive`, for people.
  public var words: String { rawValue.replacingDashes() }

  /// The fixed size of a fixed-size banner (`banner`: 320×50); nil for every other format.
  public var fixedSize: Size? {
    if case .fixedBanner(let size) = kind { return size }
    return nil
  }

  /// A size Google documents for tablets only: `tablet-only-size` on a phone.
  public var isTabletOnly: Bool {
    switch self {
    case .fullBanner, .leaderboard: true
    case .banner, .largeBanner, .mediumRectangle, .skyscraper, .smartBanner, .anchoredAdaptive, .largeAnchoredAdaptive,
      .inlineAdaptive, .native, .nativeSmall, .nativeMedium, .interstitial, .rewarded, .rewardedInterstitial, .appOpen, .none:
      false
    }
  }

  /// The fixed-size banner formats by their size as Interface Builder and the code write it
  /// (`320x50`), for reading a banner view's frame.
  public static let byFixedSize: [String: AdFormat] = Dictionary(
    uniqueKeysWithValues: allCases.compactMap { format in
      format.fixedSize.map { ("\(formatPoints($0.width))x\(formatPoints($0.height))", format) }
    })

  /// The format in one line of help: its name, its size and what sets it apart
  /// (`full-banner 468×60 (tablets)`).
  public var helpLine: String {
    var line = rawValue
    let size = fixedSize ?? (self == .nativeSmall || self == .nativeMedium ? NativeAdLayout.templateSize(self) : nil)
    if let size { line += " \(formatPoints(size.width))×\(formatPoints(size.height))" }
    let note: String? =
      switch self {
      case .banner, .largeBanner, .mediumRectangle, .fullBanner, .leaderboard, .native, .interstitial, .rewarded, .none:
        isTabletOnly ? "tablets" : nil
      case .skyscraper: "mediation only"
      case .smartBanner: "deprecated; 50/32 on phones, 90 on iPads"
      case .anchoredAdaptive:
        "classic: width = safe-area width, height = the width's standard-banner aspect (w·50/320 up to 432) within 50 and min(90, 15% of the screen height) — the Android SDK's rule, a model on iOS"
      case .largeAnchoredAdaptive:
        "SDK 13: max(100, w·100/320) within 50 and min(150, 20% of the screen height) — the Android SDK's rule; iOS documents the caps"
      case .inlineAdaptive: "height up to --max-height; the served height is a model"
      case .nativeSmall, .nativeMedium: "Google's native template"
      case .rewardedInterstitial: "no opt-in: an introduction screen first"
      case .appOpen: "shown on foreground; expires after 4 hours"
      }
    if self == .native { line += " (a custom native ad view)" }
    if let note { line += " (\(note))" }
    return line
  }

  /// The SDK's name for the size: `GADAdSizeBanner`, `largeAnchoredAdaptiveBanner(width:)`.
  public var sdkName: String {
    switch self {
    case .banner: "AdSizeBanner"
    case .largeBanner: "AdSizeLargeBanner"
    case .mediumRectangle: "AdSizeMediumRectangle"
    case .fullBanner: "AdSizeFullBanner"
    case .leaderboard: "AdSizeLeaderboard"
    case .skyscraper: "AdSizeSkyscraper"
    case .smartBanner: "kGADAdSizeSmartBanner"
    case .anchoredAdaptive: "currentOrientationAnchoredAdaptiveBanner(width:)"
    case .largeAnchoredAdaptive: "largeAnchoredAdaptiveBanner(width:)"
    case .inlineAdaptive: "inlineAdaptiveBanner(width:maxHeight:)"
    case .native: "NativeAdView"
    case .nativeSmall: "GADTSmallTemplateView"
    case .nativeMedium: "GADTMediumTemplateView"
    case .interstitial: "InterstitialAd"
    case .rewarded: "RewardedAd"
    case .rewardedInterstitial: "RewardedInterstitialAd"
    case .appOpen: "AppOpenAd"
    case .none: "none"
    }
  }
}
