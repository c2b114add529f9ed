/// The Google Mobile Ads SDK release an app links, which decides its default banner and what
/// is deprecated.
public enum SDKVersion: String, CaseIterable, Sendable, Comparable {
  /// 12.0 (Feb 2025): Swift names without the GAD prefix; the classic anchored adaptive sizes.
  case v12 = "12"
  /// 13.0 (Feb 2026): the classic anchored adaptive sizes deprecated for
  /// `largeAnchoredAdaptiveBanner(width:)`, which can carry video.
  case v13 = "13"

  /// The release adpreview assumes when none is named: the current one.
  public static let current = SDKVersion.v13

  /// The anchored banner the release's guide recommends, the default slot format.
  public var defaultBannerFormat: AdFormat { self >= .v13 ? .largeAnchoredAdaptive : .anchoredAdaptive }

  /// Where the release's changes are written down.
  public static let source = "https://developers.google.com/admob/ios/migration (v12 → v13)"

  public static func < (a: SDKVersion, b: SDKVersion) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
