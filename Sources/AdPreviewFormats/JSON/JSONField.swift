/// A value read from a JSON document together with its path, so every complaint about it
/// can say where it is.
public struct JSONField: Sendable {
  public var value: JSONValue
  public var path: JSONPath

  public init(_ value: JSONValue, path: JSONPath = .root) {
    self.value = value
    self.path = path
  }

  /// A required member of an object.
  public func member(_ key: String) throws(JSONDecodeProblem) -> JSONField {
    _ = try object()
    guard let field = optionalMember(key) else {
      throw problem("missing \"\(key)\"")
    }
    return field
  }

  /// An optional member; `null` counts as absent.
  public func optionalMember(_ key: String) -> JSONField? {
    guard let value = value[key], value != .null else { return nil }
    return JSONField(value, path: path.appending(.key(key)))
  }

  public func object() throws(JSONDecodeProblem) -> [JSONMember] {
    guard case .object(let members) = value else { throw mismatch("an object") }
    return members
  }

  /// Rejects members not in `known`, which catches typos such as `cornerRadious`.
  public func rejectUnknownKeys(_ known: [String]) throws(JSONDecodeProblem) {
    for member in try object() where !known.contains(member.key) {
      throw JSONField(member.value, path: path.appending(.key(member.key))).problem(
        "unknown key \(member.key.quotedForMessage) (expected one of: \(known.joined(separator: ", ")))"
          + didYouMean(member.key, among: known))
    }
  }

  public func array() throws(JSONDecodeProblem) -> [JSONField] {
    guard case .array(let items) = value else { throw mismatch("an array") }
    return items.enumerated().map { JSONField($1, path: path.appending(.index($0))) }
  }

  public func number() throws(JSONDecodeProblem) -> Double {
    guard case .number(let number) = value else { throw mismatch("a number") }
    return number
  }

  /// A number within `range`; the message names the bound it breaks.
  public func number(in range: ClosedRange<Double>) throws(JSONDecodeProblem) -> Double {
    let value = try number()
    if value < range.lowerBound { throw problem("\(formatPoints(value)) is less than \(formatPoints(range.lowerBound))") }
    if value > range.upperBound {
      throw problem("\(formatPoints(value)) is more than the limit of \(formatPoints(range.upperBound))")
    }
    return value
  }

  public func string() throws(JSONDecodeProblem) -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  public func bool() throws(JSONDecodeProblem) -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("true or false") }
    return flag
  }

  /// A string that must be one of an enumeration's raw values.
  public func oneOf<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type
  ) throws(JSONDecodeProblem) -> Value where Value.RawValue == String {
    let text = try string()
    guard let result = Value(rawValue: text) else {
      let names = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw problem("\(text.quotedForMessage) is not one of \(names)" + didYouMean(text, among: Value.allCases.map(\.rawValue)))
    }
    return result
  }

  public func problem(_ message: String) -> JSONDecodeProblem {
    JSONDecodeProblem(path: path, message: message)
  }

  private func mismatch(_ expected: String) -> JSONDecodeProblem {
    problem("expected \(expected), found \(value.typeDescription)")
  }
}
