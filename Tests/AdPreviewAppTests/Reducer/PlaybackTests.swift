import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// Playback control while a scenario plays on screen: faster and slower, a command back and
/// on, a jump to a line, from the top, looping — the position and speed on the status line,
/// and none of these keys taking the controls from the scenario.
@Suite struct PlaybackTests {
  static let text = """
    device ipad-pro-11
    ad interstitial
    appear
    wait 1000
    window left-half
    wait 1000
    present
    wait 500
    """

  func watching(_ text: String = PlaybackTests.text) throws -> AppState {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("demo.play", try PreviewScript.parse(text, file: "demo.play"))
    return try AppState(configuration: configuration, columns: 120, rows: 40)
  }

  @Test func fasterAndSlowerStepThroughTheSpeedsAndShowOnTheStatusLine() throws {
    var state = try watching()
    state.press(">", at: 10)
    #expect(state.speed == 2)
    #expect(state.statusLine?.contains("· 2×") == true)
    state.press(">>>>", at: 20)
    #expect(state.speed == 8, "the fastest is 8×")
    state.press("<<<<<<<", at: 30)
    #expect(state.speed == 0.25)
    #expect(state.scenario != nil, "speed keys do not take over")
    // At 2×, a second of real time is two of the scenario.
    var fast = try watching()
    fast.press(">", at: 0)
    fast.advance(to: 1000)
    #expect(fast.session.now == 2000)
    #expect(fast.selection.window == .tiled(.left))
  }

  /// `?` over a playing scenario pauses it while the keys are read; closing the help goes on
  /// where it stood. Over a paused one it stays paused.
  @Test func theHelpPausesAPlayingScenarioAndClosingItResumes() throws {
    var state = try watching()
    state.advance(to: 500)
    state.press("?", at: 500)
    #expect(state.showHelp && state.paused)
    state.advance(to: 3000)
    #expect(state.session.now == 500, "time stands still under the help")
    state.press("?", at: 3000)
    #expect(!state.showHelp && !state.paused)
    #expect(state.scenario != nil, "the help does not take the controls")
    var paused = try watching()
    paused.press(" ", at: 100)
    paused.press("?", at: 200)
    paused.press("?", at: 300)
    #expect(paused.paused)
  }

  /// A command back plays the scenario again up to it: the session is the one `play` has
  /// at that line, paused there; `.` then runs it again.
  @Test func aCommandBackIsTheScenarioPlayedUpToIt() throws {
    var state = try watching()
    state.advance(to: 2600)  // presented at 2000
    #expect(state.session.slots[0].phase == .presented(request: 2, size: Size(width: 417, height: 1194)))
    state.press(",", at: 2700)
    #expect(state.paused)
    #expect(state.scenario?.next?.number == 7, "present is next again")
    #expect(state.session.now == 2000)
    if case .presented = state.session.slots[0].phase { Issue.record("the scenario did not go back before present") }
    state.press(",", at: 2800)
    #expect(state.scenario?.next?.number == 5)
    #expect(state.selection.window == .full)
    state.press(".", at: 2900)
    #expect(state.selection.window == .tiled(.left))
    #expect(state.scenario != nil)
    // What was played up to a line is what `play` logs for those lines.
    var direct = try watching()
    direct.advance(to: 999)
    var back = try watching()
    back.advance(to: 2600)
    back.press(",,", at: 2700)
    #expect(back.session.log.map(\.line) == direct.session.log.map(\.line))
  }

  @Test func aLineNumberTypedAfterAColonJumpsToIt() throws {
    var state = try watching()
    state.press(":", at: 10)
    #expect(state.prompt == .line(""))
    state.press("7x", at: 20)
    #expect(state.prompt == .line("7"), "only digits are typed")
    #expect(state.statusLine?.hasPrefix(": go to line 7") == true)
    _ = state.handle(.key(.enter), at: 30)
    #expect(state.prompt == nil)
    #expect(state.scenario?.next?.number == 7)
    #expect(state.selection.window == .tiled(.left))
    state.press(":99", at: 40)
    _ = state.handle(.key(.enter), at: 50)
    #expect(state.status?.contains("has no line 99") == true)
  }

  @Test func restartAndLoopStartTheScenarioAgain() throws {
    var state = try watching()
    state.advance(to: 1500)
    state.press("0", at: 1500)
    #expect(state.scenario?.next?.number == 5, "from the top: the lines at 0 ms ran, the window is next")
    #expect(!state.paused)
    #expect(state.session.now == 0)
    state.press("*", at: 1600)
    #expect(state.loops)
    #expect(state.statusLine?.contains("· loop") == true)
    state.advance(to: 1600 + 3000)
    #expect(state.scenario != nil, "it started again at its end")
    #expect(state.session.now < 1500)
    state.press("*", at: 4700)
    state.advance(to: 20_000)
    #expect(state.scenario == nil)
  }

  @Test func withoutAScenarioThePlaybackKeysSaySo() throws {
    var state = try makeState()
    state.press(",", at: 0)
    #expect(state.status?.contains("no scenario") == true)
    state.press(":", at: 0)
    #expect(state.prompt == nil)
  }
}
