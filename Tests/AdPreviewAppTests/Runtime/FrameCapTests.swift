import Testing

@testable import AdPreviewApp

/// The cap a GIF or SVG recording follows, in the previewer and in `play`'s exports.
@Suite struct FrameCapTests {
  @Test func theDurationEndsTheRecordingAtItsLimit() {
    var cap = FrameCap(maximumDuration: 1000, maximumFrames: 10)
    let taken0 = cap.takes(at: 0)
    let taken400 = cap.takes(at: 400)
    #expect(taken0 && taken400)
    let taken1200 = cap.takes(at: 1200)
    #expect(!taken1200)
    #expect(cap.limit == .duration)
    #expect(cap.end(sessionEnd: 5000) == 1000)
    let taken1300 = cap.takes(at: 1300)
    #expect(!taken1300, "nothing is taken after the limit")
  }

  @Test func theFramesEndTheRecordingAtTheFrameRefused() {
    var cap = FrameCap(maximumDuration: 100_000, maximumFrames: 2)
    let taken0 = cap.takes(at: 0)
    let taken300 = cap.takes(at: 300)
    #expect(taken0 && taken300)
    let taken700 = cap.takes(at: 700)
    #expect(!taken700)
    #expect(cap.limit == .frames)
    #expect(cap.stoppedAt == 700)
    #expect(cap.end(sessionEnd: 9000) == 700)
  }

  /// A session that changes nothing after the limit is still cut there.
  @Test func aQuietSessionPastTheDurationIsCutToo() {
    var cap = FrameCap(maximumDuration: 1000, maximumFrames: 10)
    let taken0 = cap.takes(at: 0)
    #expect(taken0)
    #expect(cap.limit(sessionEnd: 800) == nil)
    #expect(cap.limit(sessionEnd: 5000) == .duration)
    #expect(cap.end(sessionEnd: 5000) == 1000)
  }

  @Test func theNoteSaysWhatWasKept() {
    #expect(
      FrameCap.note(.duration, end: 600_000, length: 5_702_400, of: "scenario")
        == "it holds the first 10 minutes of the 5702.4 s scenario (the most kept)")
    #expect(
      FrameCap.note(.frames, end: 61_250, length: nil, of: "scenario")
        == "it holds the first 1000 different frames, to 61.3 s of the scenario, whose rest was not played (the most kept)")
    #expect(FrameCap.note(nil, end: 1, length: 1, of: "session") == nil)
  }
}
