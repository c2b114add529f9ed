import Testing

@testable import AdPreviewFormats

@Suite struct ArrayCyclingTests {
  @Test func wrapsAroundAtEitherEnd() {
    let all = ["a", "b", "c"]
    #expect(all.cycling(from: 2, by: 1) == "a")
    #expect(all.cycling(from: 0, by: -1) == "c")
    #expect(all.cycling(from: 1, by: 4) == "c")
    #expect(all.next(after: "c") == "a")
    #expect(all.next(after: "z") == "a")
  }
}
