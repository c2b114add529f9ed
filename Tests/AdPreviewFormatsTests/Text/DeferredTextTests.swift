import AdPreviewFormats
import Testing

@Suite struct DeferredTextTests {
  @Test func deferredWordsAreEqualToTheSameWordsAtHand() {
    let ready = DeferredText("the ad view (x 0, y 778, 375×34)")
    let deferred = DeferredText<String> { "the ad view (x \(0), y \(778), \(375)×\(34))" }
    #expect(deferred.value == ready.value)
    #expect(deferred == ready)
    #expect(Set([ready, deferred]).count == 1)
    #expect(DeferredText<String> { "other" } != ready)
  }
}
