import AdPreviewApp
import AdPreviewCore
import Testing

@testable import AdPreviewCLI

/// `play` and the previewer agree: random sessions driven through the previewer's reducer,
/// exported as scripts and replayed with `play`, give the same event log and the same scene.
@Suite struct PlayAgreementTests {
  static let appFile = """
    {"schemaVersion": 1, "name": "News reader",
     "slots": [
       {"name": "footer", "format": "anchored-adaptive"},
       {"name": "feed", "format": "native", "position": "top", "offset": 140,
        "native": {"media": "video", "width": 360}},
       {"name": "between-articles", "format": "interstitial"}]}
    """

  struct Run: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var seed: UInt64
    var testDescription: String { name }
  }

  static let runs = [
    Run(name: "iPhone X", arguments: [], seed: 1),
    Run(name: "iPad interstitial", arguments: ["--device", "ipad-pro-11", "--ad", "interstitial"], seed: 7),
    Run(name: "Fold native", arguments: ["--device", "galaxy-z-fold-5", "--ad", "native", "--orientation", "landscape-left"], seed: 3),
    Run(name: "app layout", arguments: ["--app", "app.json", "--device", "surface-duo-2"], seed: 11),
  ]

  /// Commands a user or a script may give, beside the keys.
  static func randomCommand(_ random: inout SeededRandom, catalog: DeviceCatalog) -> PreviewCommand {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    switch random.next() % 12 {
    case 0: return .device(.to(pick(catalog.devices).id))
    case 1: return .ad(.to(pick(AdFormat.allCases)))
    case 2: return .rotate(.to(pick(Orientation.allCases)))
    case 3: return .posture(.to(pick(PostureName.allCases)))
    case 4: return .window(.to(pick([WindowChoice.full, .preset(.splitHalf), .preset(.slideOver), .free(Size(width: 600, height: 700))])))
    case 5: return pick([.fold, .unfold, .present, .dismiss, .appear])
    case 6: return .refresh(pick([nil, 30, 60]))
    case 7: return .failures(pick([0, 0.25, 0.5]))
    case 8: return .latency(pick([0, 150, 400, 900]))
    case 9: return .reload(.toggle)
    case 10: return .slot(.step(.next))
    default: return .wait(Int(random.next() % 3000))
    }
  }

  @Test(arguments: runs)
  func aRecordedSessionReplaysToTheSameLogAndScene(run: Run) throws {
    let files = ["app.json": PlayAgreementTests.appFile]
    var configuration = try #require(adpreview(run.arguments, files: files, terminal: true).configuration)
    configuration.seed = run.seed
    let catalog = configuration.catalog
    var state = try AppState(configuration: configuration, columns: 120, rows: 40)
    var random = SeededRandom(seed: run.seed &+ 100)
    let keys = KeyTable.bindings.flatMap(\.keys).filter { if case .command = $0.action { true } else { false } }.map(\.key)
    var time = 0
    for _ in 0..<550 {
      time += Int(random.next() % 700)
      if random.next() % 2 == 0 {
        _ = state.handle(.key(keys[Int(random.next() % UInt64(keys.count))]), at: time)
      } else {
        state.advance(to: time)
        _ = state.perform(.command(PlayAgreementTests.randomCommand(&random, catalog: catalog)))
      }
    }
    let script = state.recorder.script(path: "session.play", configuration: configuration, until: state.session.now)
    var previewer = state.session
    previewer.settle()

    // The replay command printed in the script, run as printed.
    let replay = try #require(script.split(separator: "\n").first { $0.hasPrefix("# replay: ") })
    let words = replay.dropFirst("# replay: adpreview ".count).split(separator: " ").map(String.init)
    let played = adpreview(words, files: files.merging(["session.play": script]) { $1 })
    #expect(played.exitCode == 0, "\(played.stderr)")
    let lines = played.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(lines.count == previewer.entriesWritten)
    #expect(Array(lines.suffix(previewer.log.count)) == previewer.log.map(\.line))

    // The same scene and slots at the end.
    var replayed = try PreviewSession(catalog: catalog, selection: configuration.base, seed: run.seed)
    _ = try PlayCommand.play(PreviewScript.parse(script, file: "session.play"), file: "session.play", in: &replayed)
    #expect(replayed.selection == previewer.selection)
    #expect(replayed.resolved == previewer.resolved)
    #expect(replayed.slots == previewer.slots)
    #expect(replayed.now == previewer.now)
  }
}
