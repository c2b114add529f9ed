import Testing

@testable import AdPreviewCore

/// App open and rewarded interstitial ads through the session, in simulated time.
@Suite struct FullScreenFormatSessionTests {
  func appOpen(_ device: String = "iphone-17-pro", os: OSVersion? = nil, sdk: SDKVersion = .v13) -> PreviewSession {
    session(Selection(deviceID: device, os: os, slot: AdSlot(format: .appOpen), request: RequestSettings(sdk: sdk)))
  }

  /// The guide's sample: shown when the app comes back, discarded after 4 hours and loaded
  /// again, never shown while still loading.
  @Test func anAppOpenAdShowsOnForegroundAndExpiresAfterFourHours() {
    var preview = appOpen()
    preview.run("appear\nwait 400\nbackground\nwait 1m")
    #expect(preview.inBackground)
    let back = preview.run("foreground")
    #expect(back.map(\.text).contains("showAdIfAvailable: an app open ad is ready"))
    #expect(preview.slots[0].phase == .presented(request: 1, size: Size(width: 402, height: 874)))
    preview.run("dismiss\nwait 400")
    #expect(preview.slots[0].phase == .showing(request: 2, size: Size(width: 402, height: 874)))
    preview.run("background")
    let early = preview.run("wait 3h\nforeground")
    #expect(!early.contains { $0.text.contains("discarded") })
    preview.run("dismiss\nwait 400\nbackground")
    let late = preview.run("wait 4h\nforeground")
    let expiry = late.first { $0.text.contains("discarded") }
    #expect(expiry?.text.hasPrefix("ad #3 was loaded 4 h ago, more than 4 h: discarded, a new one is loaded") == true)
    #expect(expiry?.time == 400 + 60_000 + 400 + 3 * 3_600_000 + 400 + 4 * 3_600_000)
    #expect(preview.slots[0].phase == .loading(request: 4, size: Size(width: 402, height: 874)))
    // Still loading when the app comes back again: the app goes on without it.
    let loading = preview.run("background\nforeground")
    #expect(loading.last?.text == "showAdIfAvailable: request #4 is still loading; the app goes on without it")
    #expect(preview.run("foreground").last?.text == "the app is already in the foreground")
  }

  /// swift-package-manager-google-mobile-ads#138: iPad (A16), iPadOS 26.1, SDK 12: "Ad too
  /// large for window. Ad size: {820, 1200}, window size {820, 1180}". Not with SDK 13, nor
  /// on iPadOS 27, nor for an interstitial.
  @Test func theObservedIPadOS26FailureIsReproducedWhereItWasReported() throws {
    var preview = appOpen("ipad-air-11", os: OSVersion(26, 1), sdk: .v12)
    preview.run("appear\nwait 400\nbackground\nforeground")
    let check = try #require(preview.log.last { $0.kind == .presentCheck })
    #expect(check.ok == false)
    #expect(check.message == "Ad too large for window. Ad size: {820, 1200}, window size {820, 1180}.")
    #expect(check.text.hasSuffix("(observed on this release, not documented)"))
    #expect(preview.resolved.evaluation.findings.map(\.code) == [.exceedsWindow])
    #expect(preview.resolved.evaluation.sizing?.explanation.first?.hasPrefix("observed, not documented") == true)
    for (os, sdk, format) in [
      (OSVersion(26, 1), SDKVersion.v13, AdFormat.appOpen), (OSVersion(27), .v12, .appOpen), (OSVersion(26, 1), .v12, .interstitial),
    ] {
      let evaluation = try evaluate("ipad-air-11", slot: AdSlot(format: format), request: RequestSettings(sdk: sdk), os: os)
      #expect(evaluation.size == Size(width: 820, height: 1180), "\(os) \(sdk) \(format)")
      #expect(evaluation.findings.isEmpty)
    }
  }

  /// No opt-in: the introduction screen is an info finding with its source, and the log
  /// says it came before the ad.
  @Test func aRewardedInterstitialNeedsItsIntroductionScreen() throws {
    let evaluation = try evaluate("iphone-16-pro", slot: AdSlot(format: .rewardedInterstitial))
    let finding = try #require(evaluation.findings.first)
    #expect(finding.code == .introductionRequired && finding.severity == .info)
    #expect(finding.message.contains("https://support.google.com/admob/answer/9884467"))
    var preview = session(Selection(deviceID: "iphone-17-pro", slot: AdSlot(format: .rewardedInterstitial)))
    let shown = preview.run("appear\nwait 400\npresent").map(\.text)
    #expect(shown.contains { $0.hasPrefix("the app shows its introduction screen first") })
    #expect(shown.last == "present(from:userDidEarnRewardHandler:) · adWillPresentFullScreenContent · 402×874")
    #expect(shown.contains("RewardedInterstitialAd.load completion: ad #1 ready, 402×874"))
  }
}
