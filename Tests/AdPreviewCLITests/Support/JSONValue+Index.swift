import AdPreviewCore
import AdPreviewFormats

extension JSONValue {
  /// An array element, or nil when out of range or not an array.
  subscript(index: Int) -> JSONValue? {
    guard case .array(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }
}

extension JSONValue {
  /// The number, or nil when it is not one.
  var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
}
