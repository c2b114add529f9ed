import Testing

@testable import AdPreviewCore

/// The lifecycle in the send-event / assert-state-and-effects / advance-clock rhythm.
@Suite struct AdLifecycleTests {
  func lifecycle(_ selection: Selection = Selection()) -> AdLifecycle {
    AdLifecycle(selection: selection, latency: 400)
  }

  let size375 = Size(width: 375, height: 59)
  let size724 = Size(width: 724, height: 56)

  @Test func theFirstAppearSendsTheRequestAndASecondDoesNot() {
    var ad = lifecycle()
    let first = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    #expect(first.effects == [.sendRequest(request: 1, size: size375, after: 400, failure: nil)])
    #expect(ad.phase == .loading(request: 1, size: size375))
    #expect(first.log.map(\.kind) == [.event, .request])
    #expect(first.log[1].text == "bannerView.load(request) #1 · adSize 375×59 (request.scene set)")

    let second = ad.handle(.appeared, at: 100, catalog: bundledCatalog)
    #expect(second.effects.isEmpty)
    #expect(second.log.map(\.kind) == [.skipped])
    #expect(second.log[0].text.contains("requestInitialized guard"))
  }

  @Test func aSizeChangeReloadsAndCancelsTheRequestInFlight() {
    var ad = lifecycle()
    _ = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    let rotated = ad.handle(.deviceRotated(.landscapeLeft), at: 100, catalog: bundledCatalog)
    #expect(rotated.effects == [
      .cancelRequest(request: 1), .sendRequest(request: 2, size: size724, after: 400, failure: nil),
    ])
    #expect(rotated.log.map(\.kind) == [.event, .cancelled, .event, .request])
    #expect(rotated.log[0].text == "viewWillTransition(to: 812×375) · rotated to landscape-left")
    #expect(rotated.log[2].text == "adSize 375×59 → 724×56")
    #expect(ad.phase == .loading(request: 2, size: size724))
  }

  @Test func anUnchangedSizeDoesNotReload() {
    var ad = lifecycle(Selection(slot: AdSlot(format: .banner)))
    _ = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    _ = ad.handle(.loadFinished(request: 1), at: 400, catalog: bundledCatalog)
    let rotated = ad.handle(.deviceRotated(.landscapeLeft), at: 500, catalog: bundledCatalog)
    #expect(rotated.effects.isEmpty)
    #expect(rotated.log.last?.kind == .skipped)
    #expect(rotated.log.last?.text == "adSize unchanged (320×50): no reload")
    #expect(ad.phase == .showing(request: 1, size: Size(width: 320, height: 50)))
  }

  @Test func foldingAndWindowResizesReloadBanners() {
    var fold = lifecycle(Selection(deviceID: "galaxy-z-fold-5"))
    _ = fold.handle(.appeared, at: 0, catalog: bundledCatalog)
    _ = fold.handle(.loadFinished(request: 1), at: 400, catalog: bundledCatalog)
    let folded = fold.handle(.postureChanged(.folded), at: 500, catalog: bundledCatalog)
    #expect(folded.effects == [.sendRequest(request: 2, size: Size(width: 344, height: 54), after: 400, failure: nil)])
    #expect(folded.log[0].text == "posture → folded · cover display 344×882")

    var iPad = lifecycle(Selection(deviceID: "ipad-pro-11"))
    _ = iPad.handle(.appeared, at: 0, catalog: bundledCatalog)
    let resized = iPad.handle(.windowResized(.preset(.slideOver)), at: 100, catalog: bundledCatalog)
    #expect(resized.effects.last == .sendRequest(request: 2, size: Size(width: 320, height: 50), after: 400, failure: nil))
  }

  @Test func aFullScreenAdIsCheckedAfterATransitionAndReloadedWhenTooLarge() {
    var ad = lifecycle(Selection(deviceID: "ipad-pro-11", slot: AdSlot(format: .interstitial)))
    _ = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    _ = ad.handle(.loadFinished(request: 1), at: 400, catalog: bundledCatalog)
    let resized = ad.handle(.windowResized(.preset(.splitTwoThirds)), at: 500, catalog: bundledCatalog)
    let check = resized.log.first { $0.kind == .presentCheck }
    #expect(check?.ok == false)
    #expect(check?.message == "Ad cannot be presented. The full screen ad content size exceeds the current window size.")
    #expect(resized.effects == [.sendRequest(request: 2, size: Size(width: 504, height: 1194), after: 400, failure: nil)])

    _ = ad.handle(.loadFinished(request: 2), at: 900, catalog: bundledCatalog)
    let presented = ad.handle(.presentRequested, at: 1000, catalog: bundledCatalog)
    #expect(presented.log.map(\.kind) == [.event, .presentCheck, .presented])
    #expect(presented.log[1].ok == true)
    #expect(ad.phase == .presented(request: 2, size: Size(width: 504, height: 1194)))
  }

  @Test func aFittingFullScreenAdPassesTheCheckWithoutReloading() {
    var ad = lifecycle(Selection(deviceID: "ipad-pro-11", window: .preset(.splitTwoThirds), slot: AdSlot(format: .interstitial)))
    _ = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    _ = ad.handle(.loadFinished(request: 1), at: 400, catalog: bundledCatalog)
    let full = ad.handle(.windowResized(.full), at: 500, catalog: bundledCatalog)
    #expect(full.effects.isEmpty)
    #expect(full.log.last?.kind == .presentCheck)
    #expect(full.log.last?.ok == true)
  }

  @Test func presentingBeforeTheAdLoadsIsSkipped() {
    var ad = lifecycle(Selection(slot: AdSlot(format: .rewarded)))
    _ = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    let early = ad.handle(.presentRequested, at: 100, catalog: bundledCatalog)
    #expect(early.log.last?.text == "present: no ad is loaded yet (AdNotReady, error code 15)")
  }

  @Test func aNativeAdReLaysOutWithoutARequest() {
    var ad = lifecycle(Selection(deviceID: "galaxy-z-fold-5", slot: AdSlot(format: .native)))
    _ = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    _ = ad.handle(.loadFinished(request: 1), at: 400, catalog: bundledCatalog)
    let folded = ad.handle(.postureChanged(.folded), at: 500, catalog: bundledCatalog)
    #expect(folded.effects.isEmpty)
    #expect(folded.log.map(\.kind) == [.event, .relayout])
    #expect(folded.log[1].text == "native ad view re-laid out at 344×360, no request")
    #expect(ad.phase == .showing(request: 1, size: Size(width: 400, height: 391)))
  }

  @Test func aMultiSceneAppWithoutASceneFailsInTestMode() {
    var ad = lifecycle(
      Selection(deviceID: "ipad-pro-11", slot: AdSlot(format: .interstitial), request: RequestSettings(scene: .unset, mode: .test)))
    let appeared = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    #expect(appeared.effects == [.sendRequest(request: 1, size: Size(width: 834, height: 1194), after: 400, failure: .sceneNotSet)])
    let failed = ad.handle(.loadFailed(request: 1, code: 0, message: SDKMessage.sceneNotSet), at: 400, catalog: bundledCatalog)
    #expect(failed.log[0].kind == .failed)
    #expect(failed.log[0].message == "Invalid Request. The GADRequest scene property should be set for applications that support multi-scene. Treating the unset property as an error while in test mode.")
    #expect(ad.phase == .failed(request: 1, code: 0, message: SDKMessage.sceneNotSet))
    // Setting the scene retries.
    let fixed = ad.handle(.sceneToggled(.set), at: 500, catalog: bundledCatalog)
    #expect(fixed.effects == [.sendRequest(request: 2, size: Size(width: 834, height: 1194), after: 400, failure: nil)])
  }

  @Test func inProductionItFillsAndPresentingInASmallerWindowFails() {
    var ad = lifecycle(
      Selection(deviceID: "ipad-pro-11", slot: AdSlot(format: .interstitial), request: RequestSettings(scene: .unset, mode: .production)))
    let appeared = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    #expect(appeared.effects == [.sendRequest(request: 1, size: Size(width: 834, height: 1194), after: 400, failure: nil)])
    _ = ad.handle(.loadFinished(request: 1), at: 400, catalog: bundledCatalog)
    _ = ad.handle(.windowResized(.preset(.splitOneThird)), at: 500, catalog: bundledCatalog)
    // The reload is again sized for the screen: without a scene the SDK cannot know the window.
    #expect(ad.phase == .loading(request: 2, size: Size(width: 834, height: 1194)))
    _ = ad.handle(.loadFinished(request: 2), at: 900, catalog: bundledCatalog)
    let present = ad.handle(.presentRequested, at: 1000, catalog: bundledCatalog)
    #expect(present.log.contains { $0.kind == .presentCheck && $0.ok == false && $0.message == SDKMessage.exceedsWindow })
  }

  @Test func aStaleSizeWhenTheAppDoesNotReload() throws {
    var ad = lifecycle()
    _ = ad.handle(.appeared, at: 0, catalog: bundledCatalog)
    _ = ad.handle(.loadFinished(request: 1), at: 400, catalog: bundledCatalog)
    _ = ad.handle(.reloadOnResizeChanged(false), at: 450, catalog: bundledCatalog)
    let rotated = ad.handle(.deviceRotated(.landscapeLeft), at: 500, catalog: bundledCatalog)
    #expect(rotated.effects.isEmpty)
    let resolved = try ad.selection.resolve(in: bundledCatalog)
    #expect(ad.staleSize(in: resolved)?.shown == size375)
    #expect(ad.staleSize(in: resolved)?.expected == size724)
  }

  @Test func anOrientationTheDeviceRefusesChangesNothing() {
    var ad = lifecycle()
    let outcome = ad.handle(.deviceRotated(.portraitUpsideDown), at: 0, catalog: bundledCatalog)
    #expect(outcome.rejected != nil)
    #expect(outcome.log.first?.kind == .skipped)
    #expect(ad.selection.orientation == .portrait)
  }
}
