/// Where a JSON value is written a piece at a time, in document order: into a tree of
/// `JSONValue`s (`JSONTreeBuilder`, for what is printed whole or indented) or straight into
/// compact bytes (`JSONByteWriter`, for a large report written a result at a time, where
/// making and freeing a tree for each result cost more than writing it). One description of
/// a value written against a sink serves both, so the two never differ.
public protocol JSONSink {
  mutating func null()
  mutating func bool(_ value: Bool)
  mutating func number(_ value: Double)
  mutating func string(_ value: String)
  /// A value made already (a tree).
  mutating func value(_ value: JSONValue)
  mutating func beginObject()
  /// The next member's key, inside an object; its value follows.
  mutating func key(_ key: String)
  mutating func endObject()
  mutating func beginArray()
  mutating func endArray()
}

extension JSONSink {
  /// An object whose members `body` writes.
  public mutating func object(_ body: (inout Self) -> Void) {
    beginObject()
    body(&self)
    endObject()
  }

  /// An array whose items `body` writes.
  public mutating func array(_ body: (inout Self) -> Void) {
    beginArray()
    body(&self)
    endArray()
  }

  /// A member whose value `body` writes.
  public mutating func member(_ key: String, _ body: (inout Self) -> Void) {
    self.key(key)
    body(&self)
  }

  public mutating func member(_ key: String, string: String) {
    self.key(key)
    self.string(string)
  }

  public mutating func member(_ key: String, number: Double) {
    self.key(key)
    self.number(number)
  }

  public mutating func member(_ key: String, bool: Bool) {
    self.key(key)
    self.bool(bool)
  }

  /// A member whose value is a string, or null.
  public mutating func member(_ key: String, optional: String?) {
    self.key(key)
    if let optional { string(optional) } else { null() }
  }
}

/// Builds the tree of `JSONValue`s a sink is given.
public struct JSONTreeBuilder: JSONSink {
  private enum Frame {
    case object([JSONMember], key: String?)
    case array([JSONValue])
  }

  private var stack: [Frame] = []
  /// The value written, once it is complete.
  public private(set) var result: JSONValue = .null

  public init() {}

  /// The value `body` writes, as a tree.
  public static func build(_ body: (inout JSONTreeBuilder) -> Void) -> JSONValue {
    var builder = JSONTreeBuilder()
    body(&builder)
    return builder.result
  }

  private mutating func emit(_ value: JSONValue) {
    guard let top = stack.popLast() else {
      result = value
      return
    }
    switch top {
    case .object(var members, let key):
      members.append(JSONMember(key ?? "", value))
      stack.append(.object(members, key: nil))
    case .array(var items):
      items.append(value)
      stack.append(.array(items))
    }
  }

  public mutating func null() { emit(.null) }
  public mutating func bool(_ value: Bool) { emit(.bool(value)) }
  public mutating func number(_ value: Double) { emit(.number(value)) }
  public mutating func string(_ value: String) { emit(.string(value)) }
  public mutating func value(_ value: JSONValue) { emit(value) }
  public mutating func beginObject() { stack.append(.object([], key: nil)) }

  public mutating func key(_ key: String) {
    if case .object(let members, _) = stack.popLast() { stack.append(.object(members, key: key)) }
  }

  public mutating func endObject() {
    if case .object(let members, _) = stack.popLast() { emit(.object(members)) }
  }

  public mutating func beginArray() { stack.append(.array([])) }

  public mutating func endArray() {
    if case .array(let items) = stack.popLast() { emit(.array(items)) }
  }
}

/// Writes what a sink is given as compact JSON bytes, as `JSONValue.appendCompact` writes
/// the same value (`{"a": 1, "b": [2, 3]}`), with no tree made.
public struct JSONByteWriter: JSONSink {
  public var bytes: [UInt8]
  /// For each open container, whether nothing has been written in it yet.
  private var empty: [Bool] = []
  /// Whether a key was just written (its value needs no separator).
  private var afterKey = false

  public init(bytes: [UInt8] = []) { self.bytes = bytes }

  /// Before a value: the separator when it is not the first in its array.
  private mutating func item() {
    if afterKey {
      afterKey = false
      return
    }
    guard let last = empty.indices.last else { return }
    if !empty[last] { Self.comma(&bytes) }
    empty[last] = false
  }

  /// `, `, a byte at a time: appending a String's bytes costs more than the two bytes.
  private static func comma(_ bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ","))
    bytes.append(UInt8(ascii: " "))
  }

  public mutating func null() {
    item()
    bytes.append(contentsOf: JSONValue.nullBytes)
  }

  public mutating func bool(_ value: Bool) {
    item()
    bytes.append(contentsOf: value ? JSONValue.trueBytes : JSONValue.falseBytes)
  }

  public mutating func number(_ value: Double) {
    item()
    JSONValue.writeNumber(value, into: &bytes)
  }

  public mutating func string(_ value: String) {
    item()
    JSONValue.writeString(value, into: &bytes)
  }

  public mutating func value(_ value: JSONValue) {
    item()
    value.appendCompact(to: &bytes)
  }

  public mutating func beginObject() {
    item()
    bytes.append(UInt8(ascii: "{"))
    empty.append(true)
  }

  public mutating func key(_ key: String) {
    if let last = empty.indices.last {
      if !empty[last] { Self.comma(&bytes) }
      empty[last] = false
    }
    JSONValue.writeString(key, into: &bytes)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
    afterKey = true
  }

  public mutating func endObject() {
    empty.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  public mutating func beginArray() {
    item()
    bytes.append(UInt8(ascii: "["))
    empty.append(true)
  }

  public mutating func endArray() {
    empty.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }
}
