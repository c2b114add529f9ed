import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// Input that comes faster than frames is folded, never queued: the picture is at most a
/// frame behind the last key, and `q` quits within a frame, after any storm.
@Suite struct InputCoalescingTests {
  static let r = InputEvent.key(.character("r"))

  @Test func theLastResizeWinsAndRepeatedKeysFold() {
    let events: [InputEvent] = [
      Self.r, .resized(columns: 100, rows: 30), Self.r, Self.r, .resized(columns: 120, rows: 40), .key(.character("a")),
      .clicked(x: 1, y: 2), .clicked(x: 1, y: 2), .key(.character("a")), .key(.character("q")),
    ]
    let out = InputCoalescing.coalesce(events)
    #expect(
      out.map(\.event) == [
        Self.r, .resized(columns: 120, rows: 40), .key(.character("a")), .clicked(x: 1, y: 2), .clicked(x: 1, y: 2), .key(.character("a")),
        .key(.character("q")),
      ])
    #expect(out.map(\.count) == [3, 1, 1, 1, 1, 1, 1])
    #expect(InputCoalescing.coalesce([]).isEmpty)
  }

  func runtime(_ events: [(time: Int, event: InputEvent)]) throws -> Runtime<TestBackend, ScriptedInput, ManualClock> {
    let clock = ManualClock()
    return Runtime(
      state: try makeState(columns: 120, rows: 40), backend: TestBackend(width: 120, height: 40), input: ScriptedInput(events, clock: clock),
      clock: clock, options: RenderOptions(color: false)
    ) { effect in
      switch effect {
      case .createFile(let path, _): .fileWritten(path: path)
      case .createBinaryFile(let path, _): .fileWritten(path: path)
      }
    }
  }

  /// 6,000 keys and 330 resizes that came while one frame was drawn, then `q`: one turn of
  /// the loop handles them all, and the previewer stops on that turn.
  @Test func aStormThenQuitStopsOnTheNextTurn() throws {
    let keys: [Character] = Array("rodawfvpgsclRDAW")
    var storm: [(time: Int, event: InputEvent)] = []
    for index in 0..<6000 {
      storm.append((1000, .key(.character(keys[index % keys.count]))))
      if index % 18 == 0 { storm.append((1000, .resized(columns: 100 + index % 40, rows: 30 + index % 11))) }
    }
    #expect(storm.count > 6330)
    storm.append((1000, .key(.character("q"))))
    var loop = try runtime(storm)
    while loop.clock.now() < 1000, loop.step() {}
    let frames = loop.framesDrawn
    var turns = 0
    while loop.step() { turns += 1 }
    #expect(turns <= 1, "the storm took \(turns) turns")
    #expect(loop.clock.now() == 1000)
    #expect(loop.framesDrawn - frames <= 1)
  }

  /// 3,001 `r`s that came together are one transition: the iPhone X turns round its three
  /// orientations, so they end a quarter turn on, and the log says so once.
  @Test func repeatedKeysThatCameTogetherAreOneTransition() throws {
    var loop = try runtime(Array(repeating: (time: 2000, event: Self.r), count: 3001) + [(2500, .key(.character("q")))])
    while loop.clock.now() < 2000, loop.step() {}
    let before = loop.state.session.entriesWritten
    loop.step()
    #expect(loop.state.selection.orientation == .landscapeRight)
    // One transition's entries (viewWillTransition and what follows), not 3,001 of them.
    #expect(loop.state.session.entriesWritten - before <= 5, "\(loop.state.session.log.suffix(8).map(\.text))")
    #expect(loop.state.recorder.commands.last == .rotate(.to(.landscapeRight)))
  }

  /// A held key (one a millisecond for a second) never puts the picture more than a frame
  /// behind the last key, and frames stay capped.
  @Test func aHeldKeyKeepsThePictureAFrameBehindAtMost() throws {
    let held = (0..<1000).map { (time: 2000 + $0, event: Self.r) }
    var loop = try runtime(held + [(4000, .key(.character("q")))])
    while loop.clock.now() < 2000, loop.step() {}
    let frames = loop.framesDrawn
    while loop.clock.now() < 2999 + loop.frameInterval, loop.step() {}
    // 1,000 quarter turns round three orientations end a quarter turn past portrait.
    #expect(loop.state.selection.orientation == .landscapeRight)
    #expect(loop.framesDrawn - frames <= 1000 / loop.frameInterval + 2)
    run(&loop, until: 2999 + loop.frameInterval + 400)
    #expect(loop.terminal.backend.screen.plainText().contains("landscape-right"))
  }

  func run(_ loop: inout Runtime<TestBackend, ScriptedInput, ManualClock>, until time: Int) {
    while loop.clock.now() < time, loop.step() {}
  }

  /// A storm over every device at once works the tiles out once a frame, not once a key.
  @Test func aStormOverTheGridWorksTheTilesOutOnceAFrame() throws {
    var storm: [(time: Int, event: InputEvent)] = [(1000, .key(.character("v")))]
    storm += (0..<400).map { (time: 1000, event: InputEvent.key(.character($0 % 2 == 0 ? "f" : "r"))) }
    var loop = try runtime(storm + [(1100, .key(.character("q")))])
    while loop.clock.now() < 1000, loop.step() {}
    loop.step()
    #expect(loop.state.isGrid)
    #expect(loop.state.gridTiles?.show(loop.state.selection, held: loop.state.grid) == true)
  }
}
