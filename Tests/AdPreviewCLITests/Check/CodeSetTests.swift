import Testing

@testable import AdPreviewCLI

@Suite struct CodeSetTests {
  @Test func insertsCountsAndComparesBelowAndPast64() {
    var set = CodeSet()
    let inserted = [set.insert(3), set.insert(3), set.insert(70), set.insert(200)]
    #expect(inserted == [true, false, true, true])
    #expect(set.contains(3) && set.contains(70) && set.contains(200))
    #expect(!set.contains(4) && !set.contains(71) && !set.contains(500))
    #expect(set.count == 3)
    var other = CodeSet()
    for code: Int32 in [200, 70, 3] { other.insert(code) }
    #expect(set == other)
    // A word of high codes made and left empty is the same as none.
    var low = CodeSet()
    low.insert(3)
    var grown = CodeSet()
    grown.insert(3)
    grown.insert(130)
    #expect(low != grown)
    var onlyLow = CodeSet()
    onlyLow.insert(3)
    #expect(low == onlyLow)
  }
}
