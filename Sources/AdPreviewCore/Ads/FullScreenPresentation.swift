import AdPreviewFormats

/// How the SDK shows one full-screen format and what the app must do around it: the one
/// table the lifecycle, the picture and the findings read.
public struct FullScreenPresentation: Sendable {
  public var format: AdFormat
  /// `Interstitial`, `App open`: the picture's title for the presented ad.
  public var title: String
  /// The call that shows the ad, as the SDK spells it.
  public var presentCall: String
  /// How long a loaded ad stays usable, in milliseconds, if the SDK's guide says; the app
  /// discards an older one and loads again.
  public var expiry: Int?
  /// Where `expiry` comes from.
  public var expirySource: String?
  /// The branding area the SDK adds below the creative (app open: the app's icon and name,
  /// "Continue to app"), in points. Its height is a model: Google shows it, never sizes it.
  public var brandingHeight: Double?
  /// What the app must show before presenting, in words, with its source.
  public var before: (text: String, source: String)?
  /// When the app presents the ad.
  public var when: String

  /// The presentation of `format`; nil for a format that is not full screen.
  public static func of(_ format: AdFormat) -> FullScreenPresentation? {
    all.first { $0.format == format }
  }

  /// An hour in milliseconds.
  static let hour = 3_600_000

  /// Every full-screen format.
  public static let all: [FullScreenPresentation] = [
    FullScreenPresentation(
      format: .interstitial, title: "Interstitial", presentCall: "present(from:)",
      when: "at a natural break in the app (https://developers.google.com/admob/ios/interstitial)"),
    FullScreenPresentation(
      format: .rewarded, title: "Rewarded", presentCall: "present(from:userDidEarnRewardHandler:)",
      when: "when the user opts in to watch it for a reward (https://developers.google.com/admob/ios/rewarded)"),
    FullScreenPresentation(
      format: .rewardedInterstitial, title: "Rewarded interstitial", presentCall: "present(from:userDidEarnRewardHandler:)",
      before: (
        "an introduction screen with the reward, a clear option to skip the ad before it starts, and time to decide: "
          + "users do not opt in to a rewarded interstitial",
        "https://support.google.com/admob/answer/9884467"
      ),
      when: "at a natural break, without the user opting in (https://developers.google.com/admob/ios/rewarded-interstitial)"),
    FullScreenPresentation(
      format: .appOpen, title: "App open", presentCall: "present(from:)",
      expiry: 4 * hour,
      expirySource: "https://developers.google.com/admob/ios/app-open (the guide's sample discards an ad loaded more than 4 hours ago)",
      brandingHeight: 72,
      when: "when the app starts or comes back to the foreground (https://developers.google.com/admob/ios/app-open)"),
  ]
}

/// A failure users report from the SDK that Google's pages do not document, with the
/// releases, devices and SDK versions it was seen on. Modelled, labelled as observed.
public struct ObservedSDKFailure: Sendable {
  /// A stable name, for the log and the tests.
  public var id: String
  public var format: AdFormat
  public var family: DeviceFamily
  /// The iOS / iPadOS releases the reports come from, first and last.
  public var os: ClosedRange<OSVersion>
  public var sdk: [SDKVersion]
  /// How much taller than the window the SDK sizes the ad, in points.
  public var heightExcess: Double
  public var sources: [String]
  /// Why it is modelled the way it is, and how sure the reports are.
  public var confidence: String

  /// The failures that apply to a `format` ad in `scene` for an app on `sdk`.
  public static func applying(to format: AdFormat, in scene: borrowing Scene, sdk: SDKVersion) -> ObservedSDKFailure? {
    index(for: format, in: scene, sdk: sdk).map { all[$0] }
  }

  /// Whether a failure applies to a `format` ad in `scene`: `applying` without copying it.
  public static func applies(to format: AdFormat, in scene: borrowing Scene, sdk: SDKVersion) -> Bool {
    index(for: format, in: scene, sdk: sdk) != nil
  }

  private static func index(for format: AdFormat, in scene: borrowing Scene, sdk: SDKVersion) -> Int? {
    guard let os = scene.os else { return nil }
    let family = scene.device.family
    return all.firstIndex { $0.format == format && $0.family == family && $0.os.contains(os) && $0.sdk.contains(sdk) }
  }

  /// `Ad too large for window. Ad size: {439, 840}, window size {439, 820}.`: the SDK's
  /// words in the reports.
  public static func tooLargeMessage(ad: Size, window: Size) -> String {
    func pair(_ size: Size) -> String { "{\(formatPoints(size.width)), \(formatPoints(size.height))}" }
    return "Ad too large for window. Ad size: \(pair(ad)), window size \(pair(window))."
  }

  public static let all: [ObservedSDKFailure] = [
    ObservedSDKFailure(
      id: "ipados-26-app-open-too-large", format: .appOpen, family: .tablet,
      os: OSVersion(26)...OSVersion(26, 2), sdk: [.v12], heightExcess: 20,
      sources: [
        "https://github.com/googleads/swift-package-manager-google-mobile-ads/issues/131 (iPadOS 26 RC, SDK 12.11.0: ad {439, 840}, window {439, 820}, also in full screen)",
        "https://github.com/googleads/swift-package-manager-google-mobile-ads/issues/138 (iPadOS 26.1–26.2, the guide's AppOpenExample: ad {820, 1200}, window {820, 1180})",
        "https://github.com/googleads/googleads-mobile-ios-examples/issues/574 (iPad simulator, iOS 26)",
      ],
      confidence:
        "observed: three reports from iPadOS 26.0 to 26.2, all with SDK 12 (before SDK 13 shipped); no fix announced, "
        + "no report from later releases or SDK 13, so the model stops there. In every report the ad is 20 pt taller than the window.")
  ]
}
