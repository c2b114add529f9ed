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
