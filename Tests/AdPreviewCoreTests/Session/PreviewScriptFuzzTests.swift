import AdPreviewCatalog
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCore

/// Mutated play scripts, seeded from examples/*.play, never crash the parser or the session
/// they drive; a rejected line is named with its file and line, and no message carries a
/// control character. More inputs with ADPREVIEW_FUZZ_ITERATIONS.
@Suite(.tags(.fuzz), .timeLimit(.minutes(5))) struct PreviewScriptFuzzTests {
  static let iterations = JSONMutator.iterations(standard: 5_000)

  static let seeds: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".play") }.sorted().compactMap { name in
      FileManager.default.contents(atPath: examplesFolder.appendingPathComponent(name).path).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }()

  static let words =
    PreviewCommand.names + AdFormat.allCases.map(\.rawValue) + Orientation.allCases.map(\.rawValue)
    + PostureName.allCases.map(\.rawValue) + [
      "next", "previous", "toggle", "on", "off", "cw", "ccw", "full", "split-1/3", "slide-over", "600x800", "1e30x5",
      "-1", "0", "86400001", "99999999999999999999", "+5", "0x10", "nan", "inf", "50%", "iphone-x", "galaxy-z-fold-5",
      "ipad-pro-11", "\u{1B}[2J", "\u{9B}31m", "\u{202E}evil", "#", "\t", "\r", "\u{FEFF}",
    ]

  static let catalog: DeviceCatalog = BundledDevices.catalog

  /// A script with lines dropped, repeated, swapped, cut, or with words replaced.
  static func mutate(_ script: String, _ random: inout FuzzRandom) -> String {
    var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<(1 + random.below(4)) {
      guard !lines.isEmpty else { break }
      let index = random.below(lines.count)
      switch random.below(6) {
      case 0: lines.remove(at: index)
      case 1: lines.insert(lines[index], at: random.below(lines.count))
      case 2: lines.swapAt(index, random.below(lines.count))
      case 3: lines[index] = String(lines[index].prefix(random.below(lines[index].count + 1)))
      case 4:
        var words = lines[index].split(separator: " ").map(String.init)
        if words.isEmpty { words = [""] }
        words[random.below(words.count)] = random.pick(Self.words)
        lines[index] = words.joined(separator: " ")
      default:
        lines.insert((0..<(1 + random.below(3))).map { _ in random.pick(Self.words) }.joined(separator: " "), at: index)
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func theSeedsAreThere() throws {
    #expect(Self.seeds.count >= 5)
    // Side-by-side scripts (`compare`) among them: read as such, a plain script reads the same.
    for seed in Self.seeds { _ = try PreviewScript.parse(seed, file: "seed.play", sided: true) }
  }

  @Test func mutatedScriptsAreReadOrRejectedCleanly() {
    var random = FuzzRandom(seed: 0x91A7)
    var ran = 0
    for index in 0..<Self.iterations where !Self.seeds.isEmpty {
      let text = Self.mutate(Self.seeds[index % Self.seeds.count], &random)
      do {
        let script = try PreviewScript.parse(text, file: "fuzz.play", sided: true)
        var session = try PreviewSession(catalog: Self.catalog, selection: Selection())
        for (_, command) in script.commands {
          // play refuses a scenario past a day of simulated time; the fuzzer keeps it short.
          if case .wait(let ms) = command, session.now + ms > 600_000 { continue }
          let outcome = session.perform(command)
          if let refusal = outcome.refusal { #expect(!containsControls(refusal), "input \(index): \(refusal.debugDescription)") }
        }
        session.settle()
        ran += 1
        #expect(session.log.allSatisfy { !containsControls($0.line) }, "input \(index)")
      } catch let error as ScriptError {
        #expect(error.file == "fuzz.play" && error.line >= 1, "input \(index)")
        #expect(!containsControls(error.description), "input \(index): \(error.description.debugDescription)")
      } catch {
        Issue.record("input \(index): \(error)")
      }
    }
    #expect(ran > Self.iterations / 10)
  }
}
