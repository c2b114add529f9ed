/// A set of a scene table's codes (the small numbers `SceneTable` gives each value of a
/// dimension), as bits: the failing combinations test and collect them by the thousand, and
/// a bit costs neither a hash nor, for the first 64 codes, an allocation.
struct CodeSet: Equatable {
  /// Codes 0 to 63.
  private var low: UInt64 = 0
  /// Codes from 64 on, 64 a word; empty until one is inserted.
  private var high: [UInt64] = []

  init() {}

  /// Inserts `code`; whether it was not there yet.
  @discardableResult
  mutating func insert(_ code: Int32) -> Bool {
    let index = Int(code)
    if index < 64 {
      let bit = UInt64(1) << UInt64(index)
      defer { low |= bit }
      return low & bit == 0
    }
    let word = index / 64 - 1
    let bit = UInt64(1) << UInt64(index % 64)
    if word >= high.count { high += repeatElement(0, count: word + 1 - high.count) }
    defer { high[word] |= bit }
    return high[word] & bit == 0
  }

  func contains(_ code: Int32) -> Bool {
    let index = Int(code)
    if index < 64 { return low & (UInt64(1) << UInt64(index)) != 0 }
    let word = index / 64 - 1
    return word < high.count && high[word] & (UInt64(1) << UInt64(index % 64)) != 0
  }

  var count: Int { high.reduce(low.nonzeroBitCount) { $0 + $1.nonzeroBitCount } }

  static func == (a: CodeSet, b: CodeSet) -> Bool {
    guard a.low == b.low else { return false }
    let words = max(a.high.count, b.high.count)
    return (0..<words).allSatisfy { (a.high.indices.contains($0) ? a.high[$0] : 0) == (b.high.indices.contains($0) ? b.high[$0] : 0) }
  }
}
