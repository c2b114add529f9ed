/// An enum whose cases each have a place in a `CaseSet`.
public protocol SetIndexed: CaseIterable, Hashable, Sendable where AllCases == [Self] {
  /// The case's place, 0 to 63: its position in `allCases`.
  var setIndex: Int { get }
}

/// A set of an enum's cases as one bit a case. `contains` costs no hashing and a copy no
/// allocation, where a `Set` hashes at every look-up and builds storage whose generic
/// metadata the runtime instantiates at the first use. Iterates in `allCases`
/// order.
///
/// Inlinable, so that other modules' code is specialised for their own enums: called through
/// its generic entry points, a set instantiated its metadata at the first use and built
/// `allCases` at every step of an iteration.
public struct CaseSet<Element: SetIndexed>: SetAlgebra, Hashable, Sendable, Sequence {
  @usableFromInline var bits: UInt64

  @inlinable public init() { bits = 0 }

  @inlinable init(bits: UInt64) { self.bits = bits }

  /// Every case.
  @inlinable public static var all: CaseSet { CaseSet(Element.allCases) }

  @inlinable public var count: Int { bits.nonzeroBitCount }
  @inlinable public var isEmpty: Bool { bits == 0 }
  @inlinable public var underestimatedCount: Int { count }

  @inlinable public func contains(_ member: Element) -> Bool { bits & Self.bit(member) != 0 }

  @inlinable public func union(_ other: CaseSet) -> CaseSet { CaseSet(bits: bits | other.bits) }
  @inlinable public func intersection(_ other: CaseSet) -> CaseSet { CaseSet(bits: bits & other.bits) }
  @inlinable public func symmetricDifference(_ other: CaseSet) -> CaseSet { CaseSet(bits: bits ^ other.bits) }
  @inlinable public mutating func formUnion(_ other: CaseSet) { bits |= other.bits }
  @inlinable public mutating func formIntersection(_ other: CaseSet) { bits &= other.bits }
  @inlinable public mutating func formSymmetricDifference(_ other: CaseSet) { bits ^= other.bits }

  @discardableResult
  @inlinable public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element) {
    let inserted = !contains(newMember)
    bits |= Self.bit(newMember)
    return (inserted, newMember)
  }

  @discardableResult
  @inlinable public mutating func remove(_ member: Element) -> Element? {
    guard contains(member) else { return nil }
    bits &= ~Self.bit(member)
    return member
  }

  @discardableResult
  @inlinable public mutating func update(with newMember: Element) -> Element? {
    let present = contains(newMember)
    bits |= Self.bit(newMember)
    return present ? newMember : nil
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(remaining: bits) }

  /// The members, lowest place first.
  public struct Iterator: IteratorProtocol {
    @usableFromInline var remaining: UInt64

    @inlinable init(remaining: UInt64) { self.remaining = remaining }

    @inlinable public mutating func next() -> Element? {
      guard remaining != 0 else { return nil }
      let index = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      return Element.allCases[index]
    }
  }

  @inlinable static func bit(_ member: Element) -> UInt64 { 1 << UInt64(member.setIndex) }
}
