import AdPreviewCore
import Testing

@testable import AdPreviewApp

/// Whole-state steps: state before, input, and every change the step makes.
@Suite struct AppStepTests {
  @Test func aResizeChangesOnlyTheSizeAndTheVersion() throws {
    var state = try makeState()
    state.assertStep(.resized(columns: 80, rows: 24), at: 0) {
      $0.columns = 80
      $0.rows = 24
      $0.version += 1
    }
  }

  @Test func turningReloadOffIsOneRecordedSessionCommand() throws {
    var state = try makeState()
    state.advance(to: 500)
    state.assertStep(.key(.character("n")), at: 600) {
      $0.now = 600
      $0.session.advance(to: 600)
      $0.session.perform(.reload(.to(false)))
      $0.recorder.record(.reload(.to(false)), at: 600)
      $0.version += 1
    }
    #expect(state.session.slots[0].reloadOnResize == false)
  }

  @Test func aRefusedKeyTellsWhyAndRecordsNothing() throws {
    var state = try makeState()
    state.assertStep(.key(.character("f")), at: 100) {
      $0.now = 100
      $0.session.advance(to: 100)
      $0.status = "iPhone X does not fold (fold, unfold and f are for foldables and dual-screen devices)"
      $0.statusUntil = 4100
      $0.version += 2
    }
  }

  @Test func aWrittenExportIsNamedInTheLogAndTheStatus() throws {
    var state = try makeState()
    state.assertStep(.key(.character("e")), at: 50, effects: [
      .createFile(path: "adpreview-session.play", contents: state.recorder.script(path: "adpreview-session.play", configuration: state.configuration, until: 50))
    ]) {
      $0.now = 50
      $0.session.advance(to: 50)
      $0.exportAttempt = 1
    }
    state.assertStep(.fileWritten(path: "adpreview-session.play"), at: 60) {
      $0.now = 60
      $0.session.advance(to: 60)
      $0.status = "session written to adpreview-session.play · replay: adpreview play adpreview-session.play"
      $0.statusUntil = 4060
      $0.session.note("session written to adpreview-session.play (replay: adpreview play adpreview-session.play)")
      $0.version += 2
    }
  }

  @Test func quittingSetsOneFlag() throws {
    var state = try makeState()
    state.assertStep(.key(.character("q")), at: 0) { $0.shouldQuit = true }
  }
}
