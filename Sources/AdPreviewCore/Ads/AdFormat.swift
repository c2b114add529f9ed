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
