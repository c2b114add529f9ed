import Testing

@testable import AdPreviewCore

@Suite struct ArrayCyclingTests {
  @Test func wrapsAroundAtEitherEnd() {
    let all = ["a", "b", "c"]
    #expect(all.cycling(from: 2, by: 1) == "a")
    #expect(all.cycling(from: 0, by: -1) == "c")
    #expect(all.cycling(from: 1, by: 4) == "c")
    #expect(all.next(after: "c") == "a")
    #expect(all.next(after: "z") == "a")
  }

  /// A step from a value not in the list: next is the first, previous the last.
  @Test func aStepFromOutsideTheListStartsAtAnEnd() {
    let all = [1, 2, 3]
    #expect(PreviewCommand.Choice<Int>.step(.next).value(in: all, current: 9) == 1)
    #expect(PreviewCommand.Choice<Int>.step(.previous).value(in: all, current: 9) == 3)
    #expect(PreviewCommand.Choice<Int>.step(.previous).value(in: all, current: 1) == 3)
  }
}
