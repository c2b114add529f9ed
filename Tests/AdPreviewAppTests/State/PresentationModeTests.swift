import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// Presentation mode (`--present`) and a script's `pause`: what an audience sees is the
/// story, not the console.
@Suite struct PresentationModeTests {
  static let text = """
    device iphone-duo
    ad large-anchored-adaptive
    appear
    say "The iPhone Duo, closed"
    wait 1000
    pause
    unfold
    say "Unfolded: the banner reloads for the inner display"
    wait 2000
    """

  func presenting(_ present: Bool = true, columns: Int = 120, rows: Int = 40) throws -> AppState {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("duo.play", try PreviewScript.parse(PresentationModeTests.text, file: "duo.play"))
    configuration.present = present
    return try AppState(configuration: configuration, columns: columns, rows: rows)
  }

  func rows(_ state: AppState) -> [String] {
    AppView.render(state, options: RenderOptions(color: false)).plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  @Test func noKeyBarNoHelpAndNoPlaybackHints() throws {
    var state = try presenting()
    state.advance(to: 500)
    let picture = rows(state).joined(separator: "\n")
    #expect(!picture.contains("? help") && !picture.contains("q quit") && !picture.contains("space pauses"))
    var console = try presenting(false)
    console.advance(to: 500)
    let consolePicture = rows(console).joined(separator: "\n")
    #expect(consolePicture.contains("? help") && consolePicture.contains("space pauses"), "outside presentation mode they stay")
  }

  /// The caption has a band of its own above the device: no row of the caption holds any
  /// of the device's drawing, and the device starts below it.
  @Test func theCaptionIsInABandAboveTheDevice() throws {
    for (columns, height) in [(120, 40), (220, 60)] {
      var state = try presenting(columns: columns, rows: height)
      state.advance(to: 500)
      let lines = rows(state)
      let captionRow = try #require(lines.firstIndex { $0.contains("The iPhone Duo, closed") })
      // The device's side: left of the panel's divider.
      let side = try #require(lines[1].firstIndex(of: "┬").map { lines[1].distance(from: lines[1].startIndex, to: $0) })
      let drawing = lines.firstIndex { line in line.prefix(side).contains { "▀▄█▐▌▗▖▝▘▙▟▛▜".contains($0) } }
      #expect(try #require(drawing) > captionRow, "at \(columns)×\(height)")
      let captionLine = String(lines[captionRow].prefix(side))
      #expect(!captionLine.contains { "▀▄█▐▌".contains($0) })
    }
    var console = try presenting(false)
    console.advance(to: 500)
    let lines = rows(console)
    let captionRow = try #require(lines.firstIndex { $0.contains("The iPhone Duo, closed") })
    #expect(captionRow == 3, "outside presentation mode the caption covers the device's top rows, as before")
  }

  /// `pause` holds the scenario (and its clock) until a key; the key only resumes.
  @Test func aPauseHoldsUntilAKeyAndTheKeyOnlyResumes() throws {
    var state = try presenting()
    state.advance(to: 10_000)
    #expect(state.heldAtPause && state.paused)
    #expect(state.resolved.scene.posture?.name == .folded, "unfold waits behind the pause")
    #expect(state.statusLine == "⏸ any key goes on")
    _ = state.handle(.key(.character("r")), at: 10_100)
    #expect(!state.heldAtPause && state.scenario != nil)
    #expect(state.resolved.scene.orientation == .portrait, "the key did not rotate")
    state.advance(to: 10_200)
    #expect(state.resolved.scene.posture?.name == .open)
    #expect(state.statusLine?.hasPrefix("▶ unfold") == true || state.statusLine?.hasPrefix("↻") == true)
    state.advance(to: 11_000)
    #expect(state.statusLine == "▶ unfold", "the status line says what just happened, not what comes next")
  }

  /// A recording has no viewer: the pause holds a fixed time and the scenario goes on.
  @Test func aRecordingHoldsAPauseForItsFixedTime() throws {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("duo.play", try PreviewScript.parse(PresentationModeTests.text, file: "duo.play"))
    configuration.present = true
    let frames = try CastRenderer.frames(configuration, columns: 120, rows: 40, options: RenderOptions(color: false))
    let unfolded = try #require(frames.frames.first { $0.buffer.plainText().contains("Unfolded: the banner reloads") })
    #expect(unfolded.time >= 1000 + PreviewCommand.pauseHold && unfolded.time < 1000 + PreviewCommand.pauseHold + 200)
    #expect(!frames.frames.contains { $0.buffer.plainText().contains("any key") })
  }
}
