import AdPreviewCore
import Testing

@Suite struct DeferredTextTests {
  @Test func deferredWordsAreEqualToTheSameWordsAtHand() {
    let ready = DeferredText("the ad view (x 0, y 778, 375×34)")
    let deferred = DeferredText<String> { "the ad view (\(Rect(x: 0, y: 778, width: 375, height: 34).label))" }
    #expect(deferred.value == ready.value)
    #expect(deferred == ready)
    #expect(Set([ready, deferred]).count == 1)
    #expect(DeferredText<String> { "other" } != ready)
  }

  @Test func aFindingReadsAndReplacesItsMessage() {
    var finding = Finding(.staleSize) { "built when read" }
    #expect(finding.message == "built when read")
    #expect(finding == Finding(.staleSize, "built when read"))
    finding.message = "replaced"
    #expect(finding.message == "replaced")
    #expect(finding != Finding(.staleSize, "built when read"))
  }
}
