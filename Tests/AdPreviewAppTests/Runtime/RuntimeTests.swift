import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// The loop with a scripted input source, a manual clock and an in-memory terminal.
@Suite struct RuntimeTests {
  func runtime(
    _ events: [(time: Int, event: InputEvent)], columns: Int = 120, rows: Int = 40,
    selection: Selection = Selection()
  ) throws -> Runtime<TestBackend, ScriptedInput, ManualClock> {
    let clock = ManualClock()
    return Runtime(
      state: try makeState(selection, columns: columns, rows: rows), backend: TestBackend(width: columns, height: rows),
      input: ScriptedInput(events, clock: clock), clock: clock, options: RenderOptions(color: false)
    ) { effect in
      switch effect {
      case .createFile(let path, _): .fileWritten(path: path)
      case .createBinaryFile(let path, _): .fileWritten(path: path)
      }
    }
  }

  /// Steps the loop until the clock reaches `time`.
  func run(_ runtime: inout Runtime<TestBackend, ScriptedInput, ManualClock>, until time: Int) {
    while runtime.clock.now() < time, runtime.step() {}
  }

  var screen: (Runtime<TestBackend, ScriptedInput, ManualClock>) -> String {
    { $0.terminal.backend.screen.plainText() }
  }

  @Test func aRotateShowsASpinnerThenTheNewSize() throws {
    var loop = try runtime([(1000, .key(.character("r")))])
    run(&loop, until: 900)
    #expect(screen(loop).contains("showing test ad #1 (375×59)"))
    // The device turns on screen; the app reloads in the coordinator's completion, once the
    // animation is over (the panel says which ad is on screen meanwhile).
    run(&loop, until: 1150)
    #expect(screen(loop).contains("↻ rotating to landscape-right"))
    #expect(screen(loop).contains("showing test ad #1 (375×59)"))
    // The picture turns as one (PictureStateTests follow the ad round); its labels wait for
    // the end of the turn, as text cannot turn with it.
    #expect(!screen(loop).contains("Test Ad"))
    run(&loop, until: 1360)
    #expect(screen(loop).contains("loading request #2"))
    #expect(screen(loop).contains("loading 724×56"))
    run(&loop, until: 1760)
    #expect(screen(loop).contains("Test Ad · anchored adaptive 724×56"))
    #expect(screen(loop).contains("bannerViewDidReceiveAd · ad #2 724×56"))
  }

  @Test func unchangedFramesWriteNothing() throws {
    var loop = try runtime([(5000, .key(.character("q")))])
    run(&loop, until: 1500)  // the first load has settled, and its highlight gone
    loop.terminal.backend.resetCounts()
    let frames = loop.framesDrawn
    run(&loop, until: 4000)
    #expect(loop.terminal.backend.cellsDrawn == 0)
    #expect(loop.terminal.backend.flushes == 0)
    #expect(loop.framesDrawn == frames)
  }

  @Test func aSpinnerTickRedrawsOnlyTheSpinner() throws {
    var loop = try runtime([], selection: Selection())
    run(&loop, until: 150)
    loop.terminal.backend.resetCounts()
    run(&loop, until: 250)
    // One spinner frame: the glyph on the ad and in the side panel.
    #expect(loop.terminal.backend.cellsDrawn > 0)
    #expect(loop.terminal.backend.cellsDrawn <= 4)
  }

  @Test func framesAreCappedAtAboutThirtyASecond() throws {
    let keys = (0..<20).map { (time: 2000 + $0, event: InputEvent.key(.character("p"))) }
    var loop = try runtime(keys)
    run(&loop, until: 1000)
    let before = loop.framesDrawn
    run(&loop, until: 2040)
    #expect(loop.framesDrawn - before <= 3)
    // Every key was handled (20 toggles: ten to the top, back at the bottom), in few frames.
    #expect(loop.state.session.log.filter { $0.text.hasPrefix("ad view → top") }.count == 10)
    #expect(loop.state.selection.slot.position == .bottom)
  }

  /// A key answered while a spinner turns: its frame is drawn at once, not held back by the
  /// spinner frame drawn just before (the frame cap is for what time moves). `d` starts a
  /// load on every device, so every press lagged up to a frame behind the other keys.
  @Test func aKeyRightAfterASpinnerFrameIsDrawnAtOnce() throws {
    // The first load's spinner draws a frame at 200 ms; `d` comes 5 ms later.
    var loop = try runtime([(205, .key(.character("d")))])
    run(&loop, until: 201)
    #expect(loop.state.session.isLoading)
    run(&loop, until: 206)
    let name = loop.state.device.name
    #expect(name != "iPhone X")
    #expect(screen(loop).contains("· \(name) ·"), "the press is drawn as it is handled, not at 233 ms")
  }

  @Test func aTerminalResizeRelaysOut() throws {
    var loop = try runtime([(1000, .resized(columns: 80, rows: 24))])
    run(&loop, until: 900)
    loop.terminal.backend.resize(width: 80, height: 24)
    run(&loop, until: 1100)
    let text = screen(loop)
    #expect(text.split(separator: "\n").count == 24)
    #expect(text.split(separator: "\n").first?.count == 80)
    #expect(text.contains(" iPhone X · iOS 16 · portrait"))
    #expect(loop.terminal.backend.clears >= 1)
  }

  @Test func aTinyTerminalGetsTheMessage() throws {
    var loop = try runtime([], columns: 20, rows: 8)
    run(&loop, until: 100)
    #expect(screen(loop).contains("larger"))
  }

  @Test func quittingEndsTheLoop() throws {
    var loop = try runtime([(300, .key(.character("q")))])
    var steps = 0
    while loop.step() { steps += 1 }
    #expect(loop.state.shouldQuit)
    #expect(loop.clock.now() == 300)
  }
}
