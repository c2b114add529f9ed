import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// What a previewer session's GIF and SVG are made from: the frames the runtime drew, each
/// kept once, at the clock's times, within the limits, at the size the session started at.
@Suite struct FrameKeeperTests {
  typealias Loop = Runtime<TestBackend, ScriptedInput, ManualClock>

  /// A session driven by `events` on a manual clock; every frame drawn goes to `keeper` and
  /// to the returned list, as the previewer hands them to `--record` and the keeper.
  func session(
    _ events: [(time: Int, event: InputEvent)], keeper: inout FrameKeeper, columns: Int = 120, rows: Int = 40
  ) throws -> (drawn: [TimedFrame], end: Int) {
    let clock = ManualClock()
    var loop = Loop(
      state: try makeState(Selection(), columns: columns, rows: rows), backend: TestBackend(width: columns, height: rows),
      input: ScriptedInput(events, clock: clock), clock: clock, options: RenderOptions(color: false)
    ) { effect in
      switch effect {
      case .createFile(let path, _): .fileWritten(path: path)
      case .createBinaryFile(let path, _): .fileWritten(path: path)
      }
    }
    nonisolated(unsafe) var drawn: [TimedFrame] = []
    nonisolated(unsafe) var kept = keeper
    loop.onFrame = { time, frame in
      drawn.append(TimedFrame(time: time, buffer: frame))
      kept.keep(frame, at: time)
    }
    loop.run()
    keeper = kept
    return (drawn, clock.now())
  }

  /// The frames of `drawn` that differ from the one before.
  func distinct(_ drawn: [TimedFrame]) -> [TimedFrame] {
    var frames: [TimedFrame] = []
    for frame in drawn where frame.buffer != frames.last?.buffer { frames.append(frame) }
    return frames
  }

  @Test func theKeptFramesAreTheDistinctFramesDrawnAtTheirTimes() throws {
    var keeper = FrameKeeper(columns: 120, rows: 40)
    let keys: [(time: Int, event: InputEvent)] = [
      (1500, .key(.character("r"))), (3500, .key(.character("p"))), (5000, .key(.character("q"))),
    ]
    let (drawn, end) = try session(keys, keeper: &keeper)
    let kept = keeper.recording(endingAt: end)
    let expected = distinct(drawn)
    // Spinners, the rotation and the move each drew frames.
    #expect(expected.count > 5)
    #expect(kept.frames.frames.map(\.time) == expected.map(\.time))
    #expect(kept.frames.frames.map(\.buffer) == expected.map(\.buffer))
    #expect(kept.frames.frames.first?.time == 0)
    #expect(kept.frames.end == end)
    #expect(end == 5000)
    #expect(kept.limit == nil)
    #expect(!kept.fitted)
    #expect(kept.frames.columns == 120 && kept.frames.rows == 40)
    // The GIF's delays add up to the session, to the hundredth of a second.
    #expect(kept.frames.centiseconds.reduce(0, +) == 500)
  }

  @Test func aFrameTheSameAsTheOneBeforeIsNotKept() {
    var keeper = FrameKeeper(columns: 4, rows: 1)
    var frame = CellBuffer(width: 4, height: 1)
    frame.put("ab", x: 0, y: 0)
    keeper.keep(frame, at: 0)
    keeper.keep(frame, at: 40)
    frame.put("c", x: 2, y: 0)
    keeper.keep(frame, at: 80)
    keeper.keep(frame, at: 120)
    let kept = keeper.recording(endingAt: 1000)
    #expect(kept.frames.frames.map(\.time) == [0, 80])
    #expect(kept.frames.frames.last?.buffer.plainText() == "abc ")
    #expect(kept.frames.rendered == 4)
    #expect(kept.frames.centiseconds == [8, 92])
  }

  @Test func theSameSessionKeepsTheSameFrames() throws {
    let keys: [(time: Int, event: InputEvent)] = [(800, .key(.character("f"))), (2000, .key(.character("q")))]
    var first = FrameKeeper(columns: 100, rows: 30)
    var second = FrameKeeper(columns: 100, rows: 30)
    let one = try session(keys, keeper: &first, columns: 100, rows: 30)
    let two = try session(keys, keeper: &second, columns: 100, rows: 30)
    let a = first.recording(endingAt: one.end).frames
    let b = second.recording(endingAt: two.end).frames
    #expect(a.frames.map(\.time) == b.frames.map(\.time))
    #expect(a.frames.map(\.buffer) == b.frames.map(\.buffer))
    #expect(GIFWriter.write(a) == GIFWriter.write(b))
  }

  @Test func keepingStopsAtTheFrameLimitAndTheRecordingEndsWhenTheNextFrameCame() throws {
    var keeper = FrameKeeper(columns: 120, rows: 40, maximumFrames: 3)
    let (drawn, end) = try session([(1500, .key(.character("r"))), (4000, .key(.character("q")))], keeper: &keeper)
    let all = distinct(drawn)
    #expect(all.count > 4)
    let kept = keeper.recording(endingAt: end)
    #expect(kept.limit == .frames)
    #expect(kept.frames.frames.map(\.time) == all.prefix(3).map(\.time))
    // The third frame shows until the fourth replaced it on screen, not to the end of the session.
    #expect(kept.frames.end == all[3].time)
    #expect(kept.sessionLength == end)
  }

  @Test func keepingStopsAtTheDurationLimit() throws {
    var keeper = FrameKeeper(columns: 120, rows: 40, maximumDuration: 2000)
    let (drawn, end) = try session([(1000, .key(.character("p"))), (2500, .key(.character("p"))), (3000, .key(.character("q")))], keeper: &keeper)
    let kept = keeper.recording(endingAt: end)
    #expect(kept.limit == .duration)
    #expect(kept.frames.end == 2000)
    #expect(kept.frames.frames.map(\.time) == distinct(drawn).filter { $0.time < 2000 }.map(\.time))
    #expect(kept.frames.frames.allSatisfy { $0.time < 2000 })
    #expect(kept.sessionLength == 3000)
  }

  @Test func aSessionThatEndsPastTheDurationLimitWithNoNewFrameSaysSo() {
    var keeper = FrameKeeper(columns: 4, rows: 1, maximumDuration: 2000)
    var frame = CellBuffer(width: 4, height: 1)
    frame.put("ab", x: 0, y: 0)
    keeper.keep(frame, at: 0)
    keeper.keep(frame, at: 1000)
    let kept = keeper.recording(endingAt: 5000)
    #expect(kept.limit == .duration)
    #expect(kept.frames.end == 2000)
    #expect(kept.frames.frames.count == 1)
    #expect(keeper.recording(endingAt: 1500).limit == nil)
    #expect(keeper.recording(endingAt: 1500).frames.end == 1500)
  }

  @Test func framesAfterAResizeAreFittedToTheStartingSize() throws {
    var keeper = FrameKeeper(columns: 120, rows: 40)
    let (drawn, end) = try session(
      [(1000, .resized(columns: 80, rows: 24)), (2000, .resized(columns: 150, rows: 50)), (3000, .key(.character("q")))], keeper: &keeper)
    let kept = keeper.recording(endingAt: end)
    #expect(kept.fitted)
    #expect(drawn.contains { $0.buffer.width == 80 } && drawn.contains { $0.buffer.width == 150 })
    #expect(kept.frames.frames.allSatisfy { $0.buffer.width == 120 && $0.buffer.height == 40 })
    // The 80×24 picture in the corner, blanks around it; the 150×50 one cut to 120×40.
    let small = try #require(drawn.last { $0.buffer.width == 80 })
    let smallKept = try #require(kept.frames.frames.last { $0.time <= small.time })
    #expect(smallKept.buffer == small.buffer.fitted(width: 120, height: 40))
    #expect(smallKept.buffer[100, 30] == .blank)
    let large = try #require(drawn.last)
    #expect(kept.frames.frames.last?.buffer == large.buffer.fitted(width: 120, height: 40))
  }
}
