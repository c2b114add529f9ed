import Testing

@testable import AdPreviewFormats

@Suite struct IntSaturatingTests {
  @Test func convertsEveryDoubleWithoutTrapping() {
    let limit = Int.saturationLimit
    #expect(Int(saturating: 1e308) == limit)
    #expect(Int(saturating: -1e308) == -limit)
    #expect(Int(saturating: .infinity) == limit)
    #expect(Int(saturating: -.infinity) == -limit)
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: Double(Int.max)) == limit)  // 2^63: Int.max rounds up as a Double
    #expect(Int(saturating: Double(bitPattern: 0x7E8)) == 0)  // 1e-320, a subnormal
  }

  @Test func keepsOrdinaryValuesAsIntDoes() {
    #expect(Int(saturating: 812) == 812)
    #expect(Int(saturating: -3.7) == -3)
    #expect(Int(saturating: 86_400_000) == 86_400_000)
  }

  @Test func formatsAnyLength() {
    #expect(formatPoints(1e308) == "1e+308")
    #expect(formatPoints(.nan) == "nan")
    #expect(formatPoints(375) == "375")
  }
}
