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
