/// A value kept out of line, in a shared immutable box: the struct holding it is smaller by
/// the value's size and copying it costs one reference count. Setting the value gives the
/// holder a box of its own. Compared and hashed by value.
///
/// For the large, rarely set parts of values that are copied and kept by the thousand: a
/// device's fields (copied into every scene), a slot's native options and a placement's
/// native layout (`check` keeps one per flagged scene).
///
/// Inlinable, so that the modules holding such values are specialised for them rather than
/// reaching the box through generic entry points on every read.
public struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline final class Box: Sendable {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }
  }

  @usableFromInline var box: Box

  @inlinable public init(_ value: Value) { box = Box(value) }

  @inlinable public var value: Value {
    get { box.value }
    set { box = Box(newValue) }
  }

  @inlinable public static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.value == b.box.value }

  /// Whether both hold the very same box (a copy, not an equal value built apart).
  @inlinable public func sharesBox(with other: Self) -> Bool { box === other.box }

  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
