/// Words for people, worked out only when they are read.
///
/// Every scene gets its findings' messages and its sizing's explanation, but most scenes'
/// words are never shown (`check`'s passing rows, the previewer's sweeps, the benchmark).
/// Building them as they are needed keeps scene resolution free of string formatting; the
/// words are the same either way. Two values are equal when their words are.
///
/// Made and read inlinable, so the module that makes one (Core, for every finding) has its
/// own copy for its value's type: through the generic one, each finding looked up the
/// storage's type at run time.
public struct DeferredText<Value: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline enum Storage: Sendable {
    case ready(Value)
    case deferred(@Sendable () -> Value)
  }

  @usableFromInline var storage: Storage

  /// Words already at hand.
  @inlinable public init(_ value: Value) { storage = .ready(value) }

  /// Words `make` builds each time they are read; it must build the same value every time.
  @inlinable public init(deferred make: @escaping @Sendable () -> Value) { storage = .deferred(make) }

  /// The words.
  @inlinable public var value: Value {
    switch storage {
    case .ready(let value): value
    case .deferred(let make): make()
    }
  }

  public static func == (a: DeferredText, b: DeferredText) -> Bool { a.value == b.value }

  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
