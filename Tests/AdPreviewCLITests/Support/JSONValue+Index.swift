import AdPreviewCore
import AdPreviewFormats

extension JSONValue {
  /// An array element, or nil when out of range or not an array.
  subscript(index: Int) -> JSONValue? {
    guard case .array(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }
}
