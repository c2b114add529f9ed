extension Array where Element == String {
  /// The strings with `separator` between them, as the standard library's `joined(separator:)`
  /// gives them; this one is chosen for arrays in every module that imports Core.
  ///
  /// The standard library's is generic and reached through its unspecialised entry point,
  /// which on its first call in a process looks `Array`'s associated types up by demangling
  /// their names, a cost paid at every start of `render` (BENCHMARKS.md's history). This one
  /// measures the result first and copies the bytes into one string of that size, instead of
  /// appending string to string.
  public func joined(separator: String = "") -> String {
    guard let first else { return "" }
    if count == 1 { return first }
    var length = separator.utf8.count * (count - 1)
    for element in self { length += element.utf8.count }
    return String(unsafeUninitializedCapacity: length) { bytes in
      var end = 0
      func add(_ text: String) {
        if let copied = text.utf8.withContiguousStorageIfAvailable({ utf8 in
          UnsafeMutableBufferPointer(rebasing: bytes[end...]).initialize(fromContentsOf: utf8)
        }) {
          end += copied
          return
        }
        for byte in text.utf8 {
          bytes[end] = byte
          end += 1
        }
      }
      add(first)
      for element in self[1...] {
        add(separator)
        add(element)
      }
      return end
    }
  }
}
