import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// The previewer holding two scenes side by side (`compare --watch`, its recordings): a
/// second session on the same clock, the script's lines for the side they address.
@Suite struct AppStateComparisonTests {
  static let script = """
    right: posture half-open
    appear
    wait 1000
    left: rotate landscape-left
    say "turned"
    wait 1000
    fold
    wait 1000
    """

  func configuration(script: String? = AppStateComparisonTests.script) throws -> AppConfiguration {
    var configuration = AppConfiguration(catalog: catalog, selection: Selection(deviceID: "iphone-16-pro"))
    configuration.comparison = AppConfiguration.Comparison(right: Selection(deviceID: "iphone-duo"), leftNotes: ["a note"])
    if let script { configuration.script = ("s.play", try PreviewScript.parse(script, file: "s.play", sided: true)) }
    return configuration
  }

  @Test func eachSideEndsWhereItsLinesTookIt() throws {
    var state = try AppState(configuration: configuration(), columns: 160, rows: 50)
    state.advance(to: 5000)
    let other = try #require(state.other)
    #expect(state.scenario == nil)
    #expect(state.session.selection.orientation == .landscapeLeft && other.selection.orientation == .portrait)
    #expect(other.resolved.scene.posture?.name == .folded)
    #expect(state.session.caption?.text == "turned" && other.caption?.text == "turned")
    #expect(state.session.now == other.now)
    #expect(state.session.log.first?.text == "a note")
    #expect(state.session.log.contains { $0.text.hasPrefix("skipped here: ") })
  }

  @Test func theFramesShowBothScenesWithTheirFindingsInTheirHalves() throws {
    let frames = try CastRenderer.frames(configuration(), columns: 160, rows: 50, options: RenderOptions(color: false))
    let last = try #require(frames.frames.last).buffer.plainText()
    let rows = last.split(separator: "\n").map(Array.init)
    let left = rows.map { String($0.prefix(80)) }.joined(separator: "\n")
    let right = rows.map { String($0.dropFirst(80)) }.joined(separator: "\n")
    #expect(left.contains("left · iPhone 17") || left.contains("left · iPhone 16 Pro"))
    #expect(right.contains("right · iPhone Duo"))
    #expect(left.contains("Findings") && right.contains("Findings"))
    // The shared row under both: the keys once the scenario ended.
    #expect(rows.last.map { String($0) }?.contains("finished") == true || rows.last.map { String($0) }?.contains("?") == true)
  }

  @Test func aKeyDrivesBothScenes() throws {
    var state = try AppState(configuration: configuration(script: nil), columns: 160, rows: 50)
    _ = state.perform(.command(.rotate(.to(.landscapeLeft))))
    state.advance(to: 2000)
    #expect(state.session.selection.orientation == .landscapeLeft)
    #expect(state.other?.selection.orientation == .landscapeLeft)
  }

  @Test func goingBackPlaysBothScenesAgainToTheLine() throws {
    var state = try AppState(configuration: configuration(), columns: 160, rows: 50)
    state.advance(to: 5000)
    state.jump(toScriptLine: 4)
    #expect(state.session.selection.orientation == .portrait, "line 4 has not run yet")
    #expect(state.other?.resolved.scene.posture?.name == .halfOpen)
    #expect(state.scenario?.next?.side == .left)
  }

  /// `=` in the previewer: the scene as it was pinned on the left, the live one beside it.
  @Test func theEqualsKeyPinsTheSceneBesideTheLiveOne() throws {
    var state = try makeState(Selection(deviceID: "iphone-x"), columns: 160, rows: 50)
    state.advance(to: 1000)
    _ = state.handle(.key(.character("=")), at: 1000)
    #expect(state.pinned)
    _ = state.perform(.command(.rotate(.to(.landscapeLeft))))
    state.advance(to: 3000)
    #expect(state.session.selection.orientation == .landscapeLeft)
    #expect(state.other?.selection.orientation == .portrait, "the pinned scene stays as it was")
    let text = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(text.hasPrefix(" pinned · iPhone X") && text.contains(" live · iPhone X"))
    _ = state.handle(.key(.character("=")), at: 3000)
    #expect(state.other == nil && !state.pinned)
  }

  /// With a scene pinned, the free status row says what changed between the two.
  @Test func aPinnedSceneSaysWhatChanged() throws {
    var state = try makeState(Selection(deviceID: "iphone-x"), columns: 160, rows: 50)
    state.advance(to: 1000)
    _ = state.handle(.key(.character("=")), at: 1000)
    _ = state.perform(.command(.rotate(.to(.landscapeLeft))))
    // Past the messages of the key and the rotation.
    state.advance(to: 12_000)
    let text = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(text.contains("changed: orientation portrait → landscape-left"), "\(text)")
  }
}
