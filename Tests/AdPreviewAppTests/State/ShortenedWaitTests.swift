import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// A long wait in a presentation or an export: shown for a few seconds with how much time
/// passed, while the simulated clock, and what falls due in it, keep every millisecond.
@Suite struct ShortenedWaitTests {
  static let text = """
    device iphone-17-pro
    ad app-open
    appear
    wait 600
    background
    wait 4h
    foreground
    wait 600
    """

  func state(compressing: Bool) throws -> AppState {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("lunch.play", try PreviewScript.parse(Self.text, file: "lunch.play"))
    configuration.compressesWaits = compressing
    return try AppState(configuration: configuration, columns: 120, rows: 40)
  }

  @Test func fourHoursAreShownInThreeSecondsAndStillPass() throws {
    var state = try state(compressing: true)
    // 600 ms, then the 4 hours shown as 3 s: the foreground comes before 4 s of real time.
    state.advance(to: 4_000)
    #expect(state.session.now >= 4 * 3_600_000 + 600, "\(state.session.now)")
    let log = state.session.log.map(\.text).joined(separator: "\n")
    #expect(log.contains("… 4 hours later (the wait shown for 3 s)"), "\(log)")
    // The app-open ad loaded before lunch expired in the 4 hours.
    #expect(log.contains("more than 4 h: discarded"), "\(log)")
  }

  @Test func theFlashSaysHowMuchTimePassedWhileTheWaitShows() throws {
    var state = try state(compressing: true)
    state.advance(to: 1_500)
    let picture = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(picture.contains("… 4 hours later"), "\(picture)")
  }

  @Test func onScreenWithoutAPresentationAWaitIsItsLength() throws {
    var state = try state(compressing: false)
    state.advance(to: 4_000)
    #expect(state.session.now < 5_000)
    #expect(!state.session.log.map(\.text).joined().contains("later"))
  }

  @Test(arguments: [(4 * 3_600_000, "4 hours"), (5_400_000, "1 hour 30 minutes"), (125_000, "2 minutes 5 seconds"), (61_000, "1 minute 1 second")])
  func lengthsInWords(milliseconds: Int, words: String) {
    #expect(AppState.durationWords(milliseconds) == words)
  }
}
