extension Int {
  /// The largest magnitude `Int(saturating:)` gives (about 1.1e12): far beyond any cell,
  /// pixel or millisecond adpreview uses, and small enough that adding many such values, or
  /// multiplying one by a screen-sized number, cannot overflow.
  public static let saturationLimit = 1 << 40

  /// The one conversion from `Double` to `Int`, and a total one: the value rounded toward
  /// zero (as `Int(_:)` does), clamped to ±`saturationLimit`; NaN gives 0. `Int(_:)` on a
  /// `Double` traps on NaN, infinities and anything past ±9.2e18, so no other conversion is
  /// used on a value that came from input, however it was validated on the way in.
  public init(saturating value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    let limit = Double(Int.saturationLimit)
    self.init(Swift.min(Swift.max(value, -limit), limit))
  }
}
