import AdPreviewCore
import Testing

@testable import AdPreviewApp

/// Whole-state steps: state before, input, and every change the step makes.
@Suite struct AppStepTests {
  @Test func aResizeChangesOnlyTheSize() throws {
    var state = try makeState()
    state.assertStep(.resized(columns: 80, rows: 24), at: 0) {
      $0.columns = 80
      $0.rows = 24
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
    }
  }

  @Test func aWrittenExportIsNamedInTheLogAndTheStatus() throws {
    var state = try makeState()
    state.assertStep(
      .key(.character("e")), at: 50,
      effects: [
        .createFile(
          path: "adpreview-session.play",
          contents: state.recorder.script(path: "adpreview-session.play", configuration: state.configuration, until: 50))
      ]
    ) {
      $0.now = 50
      $0.session.advance(to: 50)
      $0.export = .session(attempt: 1)
    }
    state.assertStep(.fileWritten(path: "adpreview-session.play"), at: 60) {
      $0.now = 60
      $0.session.advance(to: 60)
      $0.status = "session written to adpreview-session.play · replay: adpreview play adpreview-session.play"
      $0.statusUntil = 4060
      $0.session.note("session written to adpreview-session.play (replay: adpreview play adpreview-session.play)")
      $0.export = nil
    }
  }

  @Test func quittingSetsOneFlag() throws {
    var state = try makeState()
    state.assertStep(.key(.character("q")), at: 0) { $0.shouldQuit = true }
  }

  @Test func aFrameIsWrittenAsADrawingThenAsTextUnderOneFreeNumber() throws {
    var state = try makeState()
    state.advance(to: 500)
    let drawing = state.handle(.key(.character("S")), at: 600)
    guard case .createFile(let svgPath, let svg) = drawing.first else {
      Issue.record("no drawing asked for")
      return
    }
    #expect(svgPath == "adpreview-frame.svg")
    #expect(svg.hasPrefix("<svg") && svg.contains("Test Ad"))
    // The first name is taken: the next number, for both files.
    let retry = state.handle(.fileNotWritten(path: svgPath, reason: "File exists", exists: true), at: 610)
    guard case .createFile("adpreview-frame-2.svg", _) = retry.first else {
      Issue.record("no second name: \(retry)")
      return
    }
    let text = state.handle(.fileWritten(path: "adpreview-frame-2.svg"), at: 620)
    guard case .createFile("adpreview-frame-2.txt", let contents) = text.first else {
      Issue.record("no text asked for: \(text)")
      return
    }
    #expect(contents.contains("adpreview · iPhone X · iOS 16 · portrait"))
    #expect(!state.logText.contains("frame written"))
    let image = state.handle(.fileWritten(path: "adpreview-frame-2.txt"), at: 630)
    guard case .createBinaryFile("adpreview-frame-2.png", let png) = image.first else {
      Issue.record("no image asked for: \(image)")
      return
    }
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    _ = state.handle(.fileWritten(path: "adpreview-frame-2.png"), at: 640)
    #expect(state.logText.contains("frame written to adpreview-frame-2.svg, adpreview-frame-2.txt and adpreview-frame-2.png"))
  }
}
