import Testing

@testable import AdPreviewCore

/// The session in the perform-command / assert-state / advance-clock rhythm.
@Suite struct PreviewSessionTests {
  let size375 = Size(width: 375, height: 59)
  let size724 = Size(width: 724, height: 56)

  @Test func theFirstAppearSendsTheRequestAndASecondDoesNot() {
    var preview = session()
    let first = preview.run("appear")
    #expect(first.map(\.kind) == [.event, .request])
    #expect(first[1].text == "bannerView.load(request) #1 · adSize 375×59 (request.scene set)")
    #expect(preview.slots[0].phase == .loading(request: 1, size: size375))
    #expect(preview.nextDeadline == 400)
    let second = preview.run("wait 100\nappear")
    #expect(second.map(\.kind) == [.skipped])
    #expect(second[0].text.contains("requestInitialized guard"))
    preview.advance(to: 400)
    #expect(preview.slots[0].phase == .showing(request: 1, size: size375))
    #expect(preview.log.last?.text == "bannerViewDidReceiveAd · ad #1 375×59")
    #expect(preview.log.last?.time == 400)
  }

  @Test func aSizeChangeReloadsAndCancelsTheRequestInFlight() {
    var preview = session()
    // Rotated mid-load: the reload waits for the coordinator's completion, after the
    // animation, and supersedes the request still in flight then.
    let rotated = preview.run("appear\nwait 10\nrotate landscape-left\nwait 320").dropFirst(2)
    #expect(rotated.map(\.kind) == [.event, .event, .cancelled, .event, .request])
    #expect(rotated.map(\.text).first == "viewWillTransition(to: 812×375) · rotated to landscape-left")
    #expect(rotated.map(\.time) == [10, 330, 330, 330, 330])
    #expect(preview.slots[0].phase == .loading(request: 2, size: size724))
    preview.advance(by: 1000)
    #expect(preview.log.filter { $0.kind == .loaded }.map(\.request) == [2])
  }

  /// Seed 001: the UIKit sample reloads in every viewWillTransition, the SwiftUI sample's
  /// updateUIView only when the size changed (a 180° rotation, a fixed-size banner).
  @Test func theUIKitAppReloadsAtEveryTransitionTheSwiftUIAppOnlyWhenTheSizeChanges() {
    var uikit = session(Selection(slot: AdSlot(format: .banner)))
    let rotated = uikit.run("appear\nwait 500\nrotate landscape-left\nwait 320")
    #expect(rotated.contains { $0.text == "adSize unchanged (320×50); the UIKit app reloads at every transition" })
    #expect(rotated.last?.kind == .request)
    #expect(uikit.slots[0].phase == .loading(request: 2, size: Size(width: 320, height: 50)))
    var selection = Selection(slot: AdSlot(format: .banner))
    selection.integration = .swiftui
    var swiftUI = session(selection)
    let turned = swiftUI.run("appear\nwait 500\nrotate landscape-left\nwait 320")
    #expect(turned.last?.kind == .skipped)
    #expect(turned.last?.text == "updateUIView: adSize unchanged (320×50): no reload")
    #expect(swiftUI.slots[0].phase == .showing(request: 1, size: Size(width: 320, height: 50)))
    // Moving the ad view is no transition: the UIKit app does not reload for it either.
    let moved = uikit.run("wait 500\nposition top")
    #expect(!moved.contains { $0.kind == .request })
  }

  @Test func aBareRotateSkipsOrientationsTheDeviceRefuses() {
    var phone = session()
    phone.run("rotate\nrotate")  // portrait → landscape-right → (no upside-down) landscape-left
    #expect(phone.selection.orientation == .landscapeLeft)
    phone.run("rotate ccw")
    #expect(phone.selection.orientation == .landscapeRight)
    #expect(!phone.texts.contains { $0.contains("does not support") })
    var iPad = session(Selection(deviceID: "ipad-pro-11", os: iOS18))
    iPad.run("rotate\nrotate")
    #expect(iPad.selection.orientation == .portraitUpsideDown)
  }

  /// One rule, both forms: an orientation the device lacks is refused, named or stepped to,
  /// with the words `layout --orientation` uses, and nothing changes.
  @Test func anOrientationTheDeviceLacksIsRefusedNamedOrStepped() throws {
    var preview = session()
    let outcome = preview.perform(.rotate(.to(.portraitUpsideDown)))
    #expect(outcome == .refused("iPhone X does not support portrait-upside-down (it supports portrait, landscape-left, landscape-right)"))
    #expect(preview.log.isEmpty)
    #expect(preview.selection.orientation == .portrait)
    let scene = try? Scene(SceneRequest(device: device("iphone-x"), orientation: .portraitUpsideDown))
    #expect(scene == nil)
    #expect(preview.perform(.rotate(.clockwise)).applied == .rotate(.to(.landscapeRight)))
  }

  @Test func foldingAndWindowResizesReloadBanners() {
    var fold = session(Selection(deviceID: "galaxy-z-fold-5"))
    let folded = fold.run("appear\nwait 500\nfold\nwait 320").suffix(4)
    #expect(folded.map(\.text).first == "posture → folded · cover display 344×882")
    #expect(fold.slots[0].phase == .loading(request: 2, size: Size(width: 344, height: 54)))
    fold.run("unfold")
    #expect(fold.target.scene.posture?.name == .open)
    // `f` steps through every posture; fold and unfold go straight to folded and open.
    fold.run("posture next\nposture next")
    #expect(fold.target.scene.posture?.name == .halfOpen)

    var iPad = session(Selection(deviceID: "ipad-pro-11", os: iOS18))
    iPad.run("appear\nwait 500\nwindow slide-over\nwait 320")
    #expect(iPad.slots[0].phase == .loading(request: 2, size: Size(width: 320, height: 50)))
  }

  @Test func aSplitViewPresetTheNewOrientationLacksBecomesTheNearest() {
    var iPad = session(Selection(deviceID: "ipad-pro-11", orientation: .landscapeLeft, os: iOS18))
    iPad.run("window split-1/2\nrotate portrait")
    #expect(iPad.selection.orientation == .portrait)
    #expect(iPad.selection.window != .preset(.splitHalf))
    #expect(iPad.log.last?.text.contains("portrait has no split-1/2") == true)
  }

  @Test func aFullScreenAdIsCheckedAfterATransitionAndReloadedWhenTooLarge() {
    var preview = session(Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial)))
    let resized = preview.run("appear\nwait 500\nwindow split-2/3\nwait 320")
    let check = resized.first { $0.kind == .presentCheck }
    #expect(check?.ok == false)
    #expect(check?.message == "Ad cannot be presented. The full screen ad content size exceeds the current window size.")
    #expect(preview.slots[0].phase == .loading(request: 2, size: Size(width: 504, height: 1194)))
    let presented = preview.run("wait 500\npresent").filter { $0.kind != .loaded }
    #expect(presented.map(\.kind) == [.event, .presentCheck, .presented])
    #expect(preview.slots[0].phase == .presented(request: 2, size: Size(width: 504, height: 1194)))
  }

  @Test func presentingBeforeTheAdLoadsIsSkipped() {
    var preview = session(Selection(slot: AdSlot(format: .rewarded)))
    preview.run("appear\nwait 100\npresent")
    #expect(preview.log.last?.text == "present: no ad is loaded yet (AdNotReady, error code 15)")
  }

  @Test func aNativeAdReLaysOutWithoutARequest() {
    var preview = session(Selection(deviceID: "galaxy-z-fold-5", slot: AdSlot(format: .native)))
    let folded = preview.run("appear\nwait 500\nfold\nwait 320").suffix(2)
    #expect(folded.map(\.kind) == [.event, .relayout])
    #expect(folded.last?.text == "native ad view re-laid out at 344×360, no request")
    // The same ad #1, now at its new layout's size: the State line reads it.
    #expect(preview.slots[0].phase == .showing(request: 1, size: Size(width: 344, height: 360)))
    #expect(preview.nextDeadline == nil)
  }

  @Test func aMultiSceneAppWithoutASceneFailsInTestModeAndRetriesWhenSet() {
    var preview = session(
      Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial), request: RequestSettings(scene: .unset, mode: .test)))
    preview.run("appear\nwait 400")
    let failed = preview.log.first { $0.kind == .failed }
    #expect(failed?.message == SDKMessage.sceneNotSet)
    #expect(preview.slots[0].phase == .failed(request: 1, code: 0, message: SDKMessage.sceneNotSet))
    preview.run("scene set")
    #expect(preview.slots[0].phase == .loading(request: 2, size: Size(width: 834, height: 1194)))
  }

  @Test func inProductionItFillsAndPresentingInASmallerWindowFails() {
    var preview = session(
      Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial), request: RequestSettings(scene: .unset, mode: .production)))
    preview.run("appear\nwait 500\nwindow split-1/3\nwait 320")
    // The reload is again sized for the screen: without a scene the SDK cannot know the window.
    #expect(preview.slots[0].phase == .loading(request: 2, size: Size(width: 834, height: 1194)))
    let present = preview.run("wait 500\npresent")
    #expect(present.contains { $0.kind == .presentCheck && $0.ok == false && $0.message == SDKMessage.exceedsWindow })
  }

  @Test func injectedFailuresFollowTheSeed() {
    func failures(seed: UInt64) -> [String] {
      var preview = session(latency: 100, seed: seed)
      preview.run("failures 50%\nappear")
      for orientation in ["landscape-left", "portrait", "landscape-right", "portrait", "landscape-left", "portrait"] {
        preview.run("wait 200\nrotate \(orientation)")
      }
      preview.settle()
      return preview.log.filter { $0.kind == .failed || $0.kind == .loaded }.map(\.text)
    }
    #expect(failures(seed: 7) == failures(seed: 7))
    #expect(failures(seed: 7) != failures(seed: 8))
    let all = failures(seed: 7)
    #expect(all.contains { $0.contains("code 1: Request Error: No ad to show.") || $0.contains("code 5:") })
    #expect(all.contains { $0.hasPrefix("bannerViewDidReceiveAd") })
  }

  @Test func bannersRefreshOnTheirInterval() {
    var preview = session()
    preview.run("refresh 60\nappear")
    preview.advance(to: 60_399)
    #expect(preview.log.filter { $0.kind == .request }.count == 1)
    preview.advance(to: 60_400)
    #expect(preview.log.filter { $0.kind == .request }.count == 2)
    #expect(preview.texts.contains("refresh timer (60 s) · ad #1 on screen"))
    preview.advance(to: 121_200)
    #expect(preview.log.filter { $0.kind == .loaded }.count == 3)
  }

  @Test func settleCompletesLoadsButNotRefreshes() {
    var preview = session()
    preview.run("refresh 30\nappear")
    preview.settle()
    #expect(preview.now == 400)
    #expect(preview.nextDeadline == 30_400)
  }

  @Test func refusalsLeaveTheStateAlone() {
    var preview = session()
    let before = preview
    #expect(preview.perform(.fold).refusal == "iPhone X does not fold (fold, unfold and f are for foldables and dual-screen devices)")
    #expect(
      preview.perform(.window(.to(.preset(.splitOneThird)))).refusal
        == "iPhone X runs apps full screen (windows are for iPads, and for iPhone apps from iOS 27)")
    #expect(preview.perform(.device(.to("iphone-99"))).refusal?.hasPrefix("no device \"iphone-99\"") == true)
    #expect(preview.perform(.slot(.to("feed"))).refusal == "no slot \"feed\" (slots: 1)")
    #expect(preview == before)
  }

  @Test func aDeviceChangeStartsOverOnTheNewDevice() {
    var preview = session(Selection(deviceID: "ipad-pro-11", orientation: .portraitUpsideDown, window: .preset(.slideOver), os: iOS18))
    preview.run("appear\nwait 100\ndevice iphone-x")
    #expect(preview.selection.orientation == .portrait)
    #expect(preview.selection.window == .full)
    #expect(preview.log.contains { $0.kind == .cancelled })
    #expect(preview.slots[0].phase == .loading(request: 2, size: size375))
  }

  /// The session's `device` command resolves names through the catalog's one function: a
  /// covered model is accepted, kept as named, and logged as what is drawn.
  @Test func aCoveredModelIsAcceptedByTheDeviceCommand() {
    var preview = session()
    let lines = preview.run("device iPhone-15")
    #expect(preview.selection.deviceID == "iphone-15")
    #expect(preview.target.scene.device.id == "iphone-14-pro")
    #expect(lines.contains { $0.text == "device → iPhone 15 (drawn as iPhone 14 Pro: same screen, safe area and island)" })
    // Naming it again changes nothing; the next device steps on from the device drawn.
    #expect(preview.run("device iphone-15").isEmpty)
    #expect(preview.perform(.device(.to("iphone-15-pro-mx"))).refusal?.contains("did you mean iphone-15-pro-max?") == true)
  }

  @Test func aSettingThatChangesNothingWritesNothing() {
    var preview = session()
    let lines = preview.run("device iphone-x\nmode test\nscene set\nmulti-scene on\nposition bottom\nreload on")
    #expect(lines.isEmpty)
  }
}

/// Stale sizes: a banner the app does not reload keeps the size it was loaded with, and the
/// scene shows it at that size, with the findings that follow.
@Suite struct StaleSizeTests {
  @Test func aRotatedBannerKeepsItsSizeAndIsFlagged() {
    var preview = session()
    preview.run("appear\nwait 400\nreload off\nrotate landscape-left\nwait 320")
    #expect(preview.slots[0].phase == .showing(request: 1, size: Size(width: 375, height: 59)))
    let evaluation = preview.resolved.evaluation
    #expect(evaluation.placement?.size == Size(width: 375, height: 59))
    #expect(evaluation.sizing?.size == Size(width: 724, height: 56))
    let stale = evaluation.findings.first { $0.code == .staleSize }
    #expect(stale?.severity == .warning)
    #expect(stale?.message.hasPrefix("the banner still shows 375×59 but the window now calls for 724×56") == true)
    // The finding is logged once, when it appears.
    #expect(preview.log.filter { $0.kind == .finding && $0.code == "stale-size" }.count == 1)
  }

  @Test func aStaleBannerWiderThanANewWindowOverflowsIt() {
    var iPad = session(Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .anchoredAdaptive)))
    iPad.run("appear\nwait 400\nreload off\nwindow split-2/3")
    let evaluation = iPad.resolved.evaluation
    #expect(evaluation.placement?.frame.width == 834)
    let codes = evaluation.findings.map(\.code)
    #expect(codes.contains(.staleSize))
    #expect(codes.contains(.outsideWindow))
    let overflow = evaluation.findings.first { $0.code == .outsideWindow }?.region
    #expect(overflow != nil && overflow!.width > 0)
  }

  @Test func layoutReportsAStaleSizeWhenGivenOne() throws {
    let selection = Selection(orientation: .landscapeLeft)
    let resolved = try selection.resolve(in: bundledCatalog, loadedSizes: [Size(width: 375, height: 59)])
    #expect(resolved.allFindings.contains { $0.code == .staleSize })
    let fresh = try selection.resolve(in: bundledCatalog, loadedSizes: [Size(width: 724, height: 56)])
    #expect(!fresh.allFindings.contains { $0.code == .staleSize })
  }
}

@Suite struct MultiSlotSessionTests {
  let selection = Selection(
    slot: AdSlot(name: "footer", format: .anchoredAdaptive),
    otherSlots: [AdSlot(name: "feed", format: .native, position: .top), AdSlot(name: "break", format: .interstitial)])

  @Test func everySlotLoadsWithItsOwnRequest() {
    var preview = session(selection)
    preview.run("appear")
    #expect(preview.texts.filter { $0 == "viewDidAppear" }.count == 1)
    #expect(preview.log.filter { $0.kind == .request }.map(\.request) == [1, 2, 3])
    #expect(preview.log.filter { $0.kind == .request }.map(\.slot) == ["footer", "feed", "break"])
    preview.advance(by: 400)
    #expect(preview.slots.map(\.phase.requestID) == [1, 2, 3])
  }

  @Test func aRotationReachesEverySlotOnceAndTheSceneIsResolvedOnce() {
    var preview = session(selection)
    preview.run("appear\nwait 500\nrotate landscape-left\nwait 320")
    #expect(preview.texts.filter { $0.hasPrefix("viewWillTransition") }.count == 1)
    #expect(preview.log.contains { $0.slot == "footer" && $0.text == "adSize 375×59 → 724×56" })
    #expect(preview.log.contains { $0.slot == "feed" && $0.kind == .relayout })
    #expect(preview.log.contains { $0.slot == "break" && $0.kind == .presentCheck })
    #expect(preview.target.scene.orientation == .landscapeLeft)
  }

  @Test func presentGoesToTheFullScreenSlot() {
    var preview = session(selection)
    preview.run("appear\nwait 500\npresent")
    #expect(preview.slots[2].phase == .presented(request: 3, size: Size(width: 375, height: 812)))
    #expect(preview.slots[0].phase == .showing(request: 1, size: Size(width: 375, height: 59)))
  }

  @Test func slotCommandsChangeTheFocusedSlot() {
    var preview = session(selection)
    preview.run("appear\nwait 500\nad banner")
    #expect(preview.slots[0].phase == .loading(request: 4, size: Size(width: 320, height: 50)))
    #expect(preview.slots[1].phase == .showing(request: 2, size: Size(width: 375, height: 377)))
    preview.run("slot feed\nposition bottom")
    #expect(preview.selection.slots[1].position == .bottom)
    #expect(preview.selection.slots[0].format == .banner)
    #expect(preview.perform(.slot(.step(.next))).applied == .slot(.to("break")))
  }

  /// Row 7 of the hardening issue: 200 banner slots took 15 s to play and a key 1.4 s at 100;
  /// the scene is now resolved once per change and each moment's loads are placed once.
  @Test(.timeLimit(.minutes(5))) func fourHundredSlotsPlayInLinearTime() {
    let slots = (0..<400).map { AdSlot(name: "s\($0)", format: .banner, offset: Double($0 % 100) * 3) }
    var preview = session(Selection(slot: slots[0], otherSlots: Array(slots.dropFirst())))
    preview.run("appear\nwait 500\nrotate\nwait 800\nrotate\nwait 800")
    // The UIKit app reloads every banner at both rotations: three loads a slot.
    #expect(preview.log.filter { $0.kind == .loaded }.count == 1200)
    #expect(preview.slots.allSatisfy { if case .showing = $0.phase { true } else { false } })
  }
}

/// Captions and the moments an ad changes: what the picture draws over the scene for a demo.
@Suite struct CaptionSessionTests {
  @Test func aCaptionLastsUntilTheNextAndChangesNothingInTheScene() {
    var preview = session()
    let before = preview.resolved
    let said = preview.run("say Rotate it\nappear\nwait 500")
    #expect(said.first?.kind == .caption)
    #expect(said.first?.text == "“Rotate it”")
    #expect(preview.caption == Caption(text: "Rotate it", since: 0))
    #expect(preview.resolved.scene == before.scene)
    preview.run("say \"now in landscape\"")
    #expect(preview.caption == Caption(text: "now in landscape", since: 500))
    preview.run("say \"\"")
    #expect(preview.caption == nil)
    #expect(preview.log.last?.text == "caption cleared")
  }

  /// A load and a re-layout mark the slot as just changed, for 800 ms.
  @Test func anAdIsHighlightedForAMomentAfterItChanges() {
    var preview = session(Selection(deviceID: "galaxy-z-fold-5", slot: AdSlot(format: .native)))
    preview.run("appear\nwait 399")
    #expect(preview.highlightedSlots.isEmpty)
    preview.run("wait 1")
    #expect(preview.highlightedSlots == [0])
    #expect(preview.nextHighlightEnd == 1200)
    preview.run("wait 800")
    #expect(preview.highlightedSlots.isEmpty)
    #expect(preview.nextHighlightEnd == nil)
    preview.run("fold\nwait 320")
    #expect(preview.highlightedSlots == [0], "the re-layout after the fold")
  }
}
