import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCore

/// Between `viewWillTransition(to:with:)` and the coordinator's completion the ad still has
/// its old size. Where the app catches up at the completion, the session says what it is
/// doing and holds back the findings that belong to the finished scene; where it does not,
/// `stale-size` is there from the start.
@Suite struct InFlightTransitionTests {
  /// iPhone X, a large anchored adaptive banner loaded in portrait, then rotated.
  func rotated(_ setup: String = "") -> PreviewSession {
    var preview = session(Selection(deviceID: "iphone-x", slot: AdSlot(format: .largeAnchoredAdaptive)))
    preview.run("appear\nwait 500" + (setup.isEmpty ? "" : "\n" + setup) + "\nrotate landscape-left\nwait 100")
    return preview
  }

  @Test func aRotationWhoseReloadFollowsShowsNoFindingAndSaysWhatTheAppDoes() {
    var preview = rotated()
    #expect(preview.isTransitioning)
    let evaluation = preview.resolved.evaluations[0]
    #expect(evaluation.findings == [])
    #expect(evaluation.catchingUp == "reloading for 724×75 after the rotation")
    // The picture still shows the ad at its old width, as the app does mid-animation.
    #expect(evaluation.placement?.frame.width == 375)
    // The completion reloads; the new ad arrives and nothing was wrong.
    preview.advance(by: 220)
    #expect(!preview.isTransitioning)
    #expect(preview.resolved.evaluations[0].catchingUp == nil)
    preview.advance(by: 1000)
    #expect(preview.resolved.allFindings.filter { $0.code == .staleSize } == [])
    #expect(!preview.log.contains { $0.code == Finding.Code.staleSize.rawValue })
  }

  @Test func withTheReloadOffStaleSizeIsThereDuringAndAfterTheTransition() {
    var preview = rotated("reload off")
    let evaluation = preview.resolved.evaluations[0]
    #expect(evaluation.catchingUp == nil)
    #expect(evaluation.findings.contains { $0.code == .staleSize })
    preview.advance(by: 1000)
    #expect(preview.resolved.allFindings.contains { $0.code == .staleSize })
    #expect(preview.log.contains { $0.code == Finding.Code.staleSize.rawValue })
  }
}

/// The demos, stepped 20 ms at a time: whatever finding shows while a transition animates is
/// one the scene still has once the app has caught up (no false alarm flashes on a turn, a
/// fold or a window change).
@Suite struct InFlightDemoTests {
  @Test(arguments: ["demo", "iphone-duo"])
  func noFindingFlashesDuringATransition(name: String) throws {
    let text = try String(contentsOf: packageRoot().appendingPathComponent("examples/\(name).play"), encoding: .utf8)
    var preview = session()
    var flashes: [String] = []
    var checked = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
      let command = try #require(try PreviewCommand(parsing: String(line)), "\(line)")
      guard case .wait(let milliseconds) = command else {
        preview.perform(command)
        continue
      }
      let end = preview.now + milliseconds
      while preview.now < end {
        preview.advance(to: min(end, preview.now + 20))
        guard preview.isTransitioning else { continue }
        checked += 1
        var settled = preview
        settled.settle()
        let after = Set(
          settled.resolved.evaluations.enumerated().flatMap { index, evaluation in evaluation.findings.map { "\(index) \($0.code.rawValue)" } })
        for (index, evaluation) in preview.resolved.evaluations.enumerated() {
          for finding in evaluation.findings where !after.contains("\(index) \(finding.code.rawValue)") {
            flashes.append("\(line) at \(preview.now) ms: \(finding.code.rawValue)")
          }
        }
      }
    }
    #expect(checked > 10, "the demo has transitions to check")
    #expect(flashes == [])
  }
}
