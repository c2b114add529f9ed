import Testing

@testable import AdPreviewRender

@Suite struct TimedFrameTests {
  /// Each time is rounded once, so the delays add up to the end to the hundredth.
  @Test func delaysAddUpToTheEnd() {
    let buffer = CellBuffer(width: 1, height: 1)
    let frames = TimedFrames(
      frames: [0, 33, 66, 99, 1234].map { TimedFrame(time: $0, buffer: buffer) }, end: 19_605, columns: 1, rows: 1)
    #expect(frames.centiseconds == [3, 4, 3, 113, 1838])
    #expect(frames.centiseconds.reduce(0, +) == 1961)
  }
}
