/// A value kept out of line, in a shared immutable box: the struct holding it is smaller by
/// the value's size and copying it costs one reference count. Setting the value gives the
/// holder a box of its own. Compared and hashed by value.
///
/// For the large, rarely set parts of values that are copied and kept by the thousand: a
/// device's fields (copied into every scene), a slot's native options and a placement's
/// native layout (`check` keeps one per flagged scene).
struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
  private final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) { box = Box(value) }

  var value: Value {
    get { box.value }
    set { box = Box(newValue) }
  }

  static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.value == b.box.value }

  /// Whether both hold the very same box (a copy, not an equal value built apart).
  func sharesBox(with other: Self) -> Bool { box === other.box }

  func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
