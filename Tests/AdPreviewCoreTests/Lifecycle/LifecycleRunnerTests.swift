import Testing

@testable import AdPreviewCore

@Suite struct LifecycleRunnerTests {
  @Test func effectsBecomeDeadlinesOnTheManualClock() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: Selection(), latency: 400)
    runner.send(.appeared)
    #expect(runner.nextDeadline == 400)
    runner.advance(by: 399)
    #expect(runner.lifecycle.phase == .loading(request: 1, size: Size(width: 375, height: 59)))
    runner.advance(by: 1)
    #expect(runner.lifecycle.phase == .showing(request: 1, size: Size(width: 375, height: 59)))
    #expect(runner.log.last?.time == 400)
    #expect(runner.log.last?.text == "bannerViewDidReceiveAd · ad #1 375×59")
  }

  @Test func aCancelledRequestNeverCompletes() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: Selection(), latency: 400)
    runner.send(.appeared)
    runner.advance(by: 100)
    runner.send(.deviceRotated(.landscapeLeft))
    runner.advance(by: 1000)
    #expect(runner.log.filter { $0.kind == .loaded }.map(\.request) == [2])
  }

  @Test func injectedFailuresFollowTheSeed() {
    func failures(seed: UInt64) -> [String] {
      var runner = LifecycleRunner(catalog: bundledCatalog, selection: Selection(), latency: 100, seed: seed, failureRate: 0.5)
      runner.send(.appeared)
      for orientation in [Orientation.landscapeLeft, .portrait, .landscapeRight, .portrait, .landscapeLeft, .portrait] {
        runner.advance(by: 200)
        runner.send(.deviceRotated(orientation))
      }
      runner.settle()
      return runner.log.filter { $0.kind == .failed || $0.kind == .loaded }.map(\.text)
    }
    #expect(failures(seed: 7) == failures(seed: 7))
    #expect(failures(seed: 7) != failures(seed: 8))
    let all = failures(seed: 7)
    #expect(all.contains { $0.contains("code 1: Request Error: No ad to show.") || $0.contains("code 5:") })
    #expect(all.contains { $0.hasPrefix("bannerViewDidReceiveAd") })
  }

  @Test func bannersRefreshOnTheirInterval() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: Selection(), latency: 400)
    runner.send(.refreshChanged(seconds: 60))
    runner.send(.appeared)
    runner.advance(to: 60_399)
    #expect(runner.log.filter { $0.kind == .request }.count == 1)
    runner.advance(to: 60_400)
    #expect(runner.log.filter { $0.kind == .request }.count == 2)
    #expect(runner.log.contains { $0.text == "refresh timer (60 s) · ad #1 on screen" })
    runner.advance(to: 121_200)  // loaded at 60.8 s, refreshed at 120.8 s, loaded at 121.2 s
    #expect(runner.log.filter { $0.kind == .loaded }.count == 3)
  }

  @Test func settleCompletesLoadsButNotRefreshes() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: Selection(), latency: 400)
    runner.send(.refreshChanged(seconds: 30))
    runner.send(.appeared)
    runner.settle()
    #expect(runner.now == 400)
    #expect(runner.nextDeadline == 30_400)
  }
}

@Suite struct MultiSlotLifecycleTests {
  let selection = Selection(
    slot: AdSlot(name: "footer", format: .anchoredAdaptive),
    otherSlots: [AdSlot(name: "feed", format: .native, position: .top), AdSlot(name: "break", format: .interstitial)])

  @Test func everySlotLoadsWithItsOwnRequest() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: selection, latency: 400)
    runner.send(.appeared)
    #expect(runner.log.filter { $0.text == "viewDidAppear" }.count == 1)
    #expect(runner.log.filter { $0.kind == .request }.map(\.request) == [1, 2, 3])
    #expect(runner.log.filter { $0.kind == .request }.map(\.slot) == ["footer", "feed", "break"])
    runner.advance(by: 400)
    #expect(runner.lifecycles.map(\.phase.requestID) == [1, 2, 3])
    #expect(runner.lifecycles.allSatisfy { if case .showing = $0.phase { true } else { false } })
  }

  @Test func aRotationReachesEverySlotOnce() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: selection, latency: 400)
    runner.send(.appeared)
    runner.advance(by: 500)
    runner.send(.deviceRotated(.landscapeLeft))
    #expect(runner.log.filter { $0.text.hasPrefix("viewWillTransition") }.count == 1)
    #expect(runner.log.contains { $0.slot == "footer" && $0.text == "adSize 375×59 → 724×56" })
    #expect(runner.log.contains { $0.slot == "feed" && $0.kind == .relayout })
    #expect(runner.log.contains { $0.slot == "break" && $0.kind == .presentCheck })
    #expect(runner.lifecycles.allSatisfy { $0.selection.orientation == .landscapeLeft })
  }

  @Test func presentGoesToTheFullScreenSlot() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: selection, latency: 400)
    runner.send(.appeared)
    runner.advance(by: 500)
    runner.send(.presentRequested)
    #expect(runner.lifecycles[2].phase == .presented(request: 3, size: Size(width: 375, height: 812)))
    #expect(runner.lifecycles[0].phase == .showing(request: 1, size: Size(width: 375, height: 59)))
  }

  @Test func aFormatChangeOnlyRebuildsTheFirstSlot() {
    var runner = LifecycleRunner(catalog: bundledCatalog, selection: selection, latency: 400)
    runner.send(.appeared)
    runner.advance(by: 500)
    runner.send(.formatChanged(.banner))
    #expect(runner.lifecycles[0].phase == .loading(request: 4, size: Size(width: 320, height: 50)))
    #expect(runner.lifecycles[1].phase == .showing(request: 2, size: Size(width: 375, height: 377)))
    #expect(runner.lifecycles.allSatisfy { $0.selection.slot.format == .banner })
  }
}
