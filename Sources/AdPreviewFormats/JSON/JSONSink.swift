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
