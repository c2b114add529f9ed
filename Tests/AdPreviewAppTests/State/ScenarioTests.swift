import AdPreviewCore
import Testing

@testable import AdPreviewApp

/// A scenario played on screen: its lines at their simulated times, pause, step, speed,
/// taking over — and the same log `play` prints.
@Suite struct ScenarioTests {
  static let text = """
    device ipad-pro-11
    os 18
    ad interstitial
    appear
    wait 1000
    window split-2/3
    wait 1000
    present
    """

  func watching(_ text: String = ScenarioTests.text, speed: Double = 1) throws -> AppState {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("demo.play", try PreviewScript.parse(text, file: "demo.play"))
    configuration.speed = speed
    return try AppState(configuration: configuration, columns: 120, rows: 40)
  }

  @Test func linesRunAtTheirTimesAndTheLogIsPlays() throws {
    var state = try watching()
    #expect(state.selection.deviceID == "ipad-pro-11")
    #expect(state.statusLine?.hasPrefix("▶ demo.play line 6 (6 of 8): window split-2/3") == true)
    state.advance(to: 999)
    #expect(state.selection.window == .full)
    state.advance(to: 1000)
    #expect(state.selection.window == .preset(.splitTwoThirds))
    state.advance(to: 2500)
    #expect(state.scenario == nil)
    #expect(state.status == "demo.play finished · the keys are yours")
    var played = try PreviewSession(catalog: catalog, selection: Selection())
    for (_, command) in try PreviewScript.parse(ScenarioTests.text, file: "demo.play").commands { played.perform(command) }
    played.advance(to: 2500)
    #expect(state.session.log == played.log)
  }

  @Test func spaceStopsTimeAndDotStepsOneLine() throws {
    var state = try watching()
    _ = state.handle(.key(.character(" ")), at: 200)
    #expect(state.paused)
    state.advance(to: 5000)
    #expect(state.session.now == 200)
    #expect(state.session.slots[0].phase == .loading(request: 1, size: Size(width: 834, height: 1194)))
    // A step: time jumps to the next command and runs it, as the script's waits say.
    _ = state.handle(.key(.character(".")), at: 5100)
    #expect(state.selection.window == .preset(.splitTwoThirds))
    #expect(state.session.now == 1000)
    _ = state.handle(.key(.character(".")), at: 5200)  // wait 1000, then present
    #expect(state.session.now == 2000)
    #expect(state.session.log.contains { $0.text == "present requested" })
    _ = state.handle(.key(.character(" ")), at: 5300)
    #expect(!state.paused)
    state.advance(to: 5400)
    #expect(state.session.now == 2100)
  }

  @Test func anyCommandKeyTakesOver() throws {
    var state = try watching()
    state.advance(to: 500)
    state.press("w", at: 600)
    #expect(state.scenario == nil)
    #expect(state.status?.hasPrefix("you have the controls: demo.play stopped before line 6") == true)
    #expect(state.selection.window == .preset(.splitTwoThirds))
    state.advance(to: 3000)
    #expect(!state.session.log.contains { $0.kind == .presented })
  }

  @Test func halfSpeedRunsSimulatedTimeAtHalfTheClock() throws {
    var state = try watching(speed: 0.5)
    state.advance(to: 1999)
    #expect(state.selection.window == .full)
    state.advance(to: 2000)
    #expect(state.session.now == 1000)
    #expect(state.selection.window == .preset(.splitTwoThirds))
  }

  @Test func aLineTheSessionRefusesStopsTheScenarioAndSaysWhich() throws {
    var state = try watching("device iphone-x\nappear\nwait 100\nfold\nwait 100\n")
    state.advance(to: 150)
    #expect(state.scenario == nil)
    #expect(
      state.status == "demo.play line 4: iPhone X does not fold (fold, unfold and f are for foldables and dual-screen devices) · the scenario stopped"
    )
  }

  @Test func theRecordingOfAWatchedSessionReplaysWithPlay() throws {
    var state = try watching()
    state.advance(to: 1500)
    state.press("W", at: 1600)
    let script = state.recorder.script(path: "s.play", configuration: state.configuration, until: state.session.now)
    var replayed = try PreviewSession(catalog: catalog, selection: Selection())
    for (_, command) in try PreviewScript.parse(script, file: "s.play").commands { replayed.perform(command) }
    #expect(replayed.log == state.session.log)
    #expect(replayed.selection == state.selection)
  }
}

/// The status line of a scenario named by a long path keeps room for where it is.
@Suite struct ScenarioStatusLineTests {
  @Test func aLongPathGivesWayToTheFileName() throws {
    var configuration = AppConfiguration(catalog: catalog)
    let path = "/home/someone/projects/a-very-long-folder-name/with/more/folders/examples/app-open.play"
    configuration.script = (path, try PreviewScript.parse("device iphone-17-pro\nwait 5000\nrotate\n", file: path))
    var narrow = try AppState(configuration: configuration, columns: 80, rows: 24)
    narrow.advance(to: 100)
    let line = try #require(narrow.statusLine)
    #expect(line.hasPrefix("▶ app-open.play line "), "\(line)")
    var wide = try AppState(configuration: configuration, columns: 250, rows: 40)
    wide.advance(to: 100)
    #expect(wide.statusLine?.contains(path) == true, "where it fits, the path as given")
  }
}
