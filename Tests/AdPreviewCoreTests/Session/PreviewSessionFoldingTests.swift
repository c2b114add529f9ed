import Testing

@testable import AdPreviewCore

/// A storm of one step key folds into one transition that ends where the steps would.
@Suite struct PreviewSessionFoldingTests {
  static let steps: [PreviewCommand] = [
    .rotate(.clockwise), .rotate(.counterClockwise), .device(.step(.next)), .device(.step(.previous)), .ad(.step(.next)),
    .ad(.step(.previous)),
  ]

  static let starts: [Selection] = [
    Selection(), Selection(deviceID: "iphone-se-1"), Selection(deviceID: "ipad-pro-11", window: .preset(.splitOneThird), os: OSVersion(18)),
    Selection(deviceID: "ipad-pro-11", orientation: .landscapeLeft), Selection(deviceID: "galaxy-z-fold-5", posture: .folded),
    Selection(deviceID: "surface-duo"), Selection(deviceID: "iphone-x", os: OSVersion(15)),
  ]

  /// Where a fold is offered, it ends on the same selection as the steps one by one, and the
  /// log says one transition instead of one a step.
  @Test(arguments: steps)
  func aFoldEndsWhereTheStepsWould(command: PreviewCommand) throws {
    for start in Self.starts {
      for times in [2, 3, 4, 5, 7, 41] {
        var stepped = session(start)
        for _ in 0..<times { stepped.perform(command) }
        var folded = session(start)
        guard let one = folded.folded(command, times: times) else { continue }
        let before = folded.log.count
        #expect(folded.perform(one).refusal == nil)
        #expect(folded.selection == stepped.selection, "\(start.deviceID) \(command.scriptLine) ×\(times) → \(one.scriptLine)")
        #expect(folded.log.count - before <= stepped.log.count - before)
      }
    }
  }

  @Test func theDefaultScenesStepKeysFold() throws {
    let phone = session()
    // The iPhone X turns round its three orientations: portrait, landscape-right, landscape-left.
    #expect(phone.folded(.rotate(.clockwise), times: 3) == .rotate(.to(.portrait)))
    #expect(phone.folded(.rotate(.clockwise), times: 2) == .rotate(.to(.landscapeLeft)))
    #expect(phone.folded(.rotate(.clockwise), times: 6001) == .rotate(.to(.landscapeRight)))
    #expect(phone.folded(.device(.step(.next)), times: 6000) != nil)
    #expect(phone.folded(.ad(.step(.previous)), times: 6000) != nil)
    // One press, or a step that is not a walk round a fixed cycle, does not fold.
    #expect(phone.folded(.rotate(.clockwise), times: 1) == nil)
    #expect(phone.folded(.position(.toggle), times: 2) == nil)
    #expect(phone.folded(.window(.step(.next)), times: 3) == nil)
    // Where a step on the way could change more than the step (a preset window fitted to each
    // orientation, a device without the orientation), the steps run one by one.
    #expect(
      session(Selection(deviceID: "ipad-pro-11", window: .preset(.splitOneThird), os: OSVersion(18))).folded(.rotate(.clockwise), times: 3) == nil)
    #expect(session(Selection(orientation: .landscapeLeft)).folded(.device(.step(.next)), times: 3) == nil)
  }
}
