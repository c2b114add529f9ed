/// An enum whose cases each have a place in a `CaseSet`.
public protocol SetIndexed: CaseIterable, Hashable, Sendable where AllCases == [Self] {
  /// The case's place, 0 to 63: its position in `allCases`.
  var setIndex: Int { get }
}

/// A set of an enum's cases as one bit a case. `contains` costs no hashing and a copy no
/// allocation, where a `Set` hashes at every look-up and builds storage whose generic
/// metadata a start pays thousands of instructions to instantiate. Iterates in `allCases`
/// order.
public struct CaseSet<Element: SetIndexed>: SetAlgebra, Hashable, Sendable, Sequence {
  private var bits: UInt64

  public init() { bits = 0 }

  private init(bits: UInt64) { self.bits = bits }

  /// Every case.
  public static var all: CaseSet { CaseSet(Element.allCases) }

  public var count: Int { bits.nonzeroBitCount }
  public var isEmpty: Bool { bits == 0 }
  public var underestimatedCount: Int { count }

  public func contains(_ member: Element) -> Bool { bits & Self.bit(member) != 0 }

  public func union(_ other: CaseSet) -> CaseSet { CaseSet(bits: bits | other.bits) }
  public func intersection(_ other: CaseSet) -> CaseSet { CaseSet(bits: bits & other.bits) }
  public func symmetricDifference(_ other: CaseSet) -> CaseSet { CaseSet(bits: bits ^ other.bits) }
  public mutating func formUnion(_ other: CaseSet) { bits |= other.bits }
  public mutating func formIntersection(_ other: CaseSet) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: CaseSet) { bits ^= other.bits }

  @discardableResult
  public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element) {
    let inserted = !contains(newMember)
    bits |= Self.bit(newMember)
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: Element) -> Element? {
    guard contains(member) else { return nil }
    bits &= ~Self.bit(member)
    return member
  }

  @discardableResult
  public mutating func update(with newMember: Element) -> Element? {
    let present = contains(newMember)
    bits |= Self.bit(newMember)
    return present ? newMember : nil
  }

  public func makeIterator() -> Iterator { Iterator(remaining: bits) }

  /// The members, lowest place first.
  public struct Iterator: IteratorProtocol {
    var remaining: UInt64

    public mutating func next() -> Element? {
      guard remaining != 0 else { return nil }
      let index = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      return Element.allCases[index]
    }
  }

  private static func bit(_ member: Element) -> UInt64 { 1 << UInt64(member.setIndex) }
}
