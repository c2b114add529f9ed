extension Array where Element == String {
  /// The strings with `separator` between them, as the standard library's
  /// `joined(separator:)` gives them, made in one piece of known size. The standard
  /// library's is generic and unspecialised: its first call at every start costs more than
  /// the text (BENCHMARKS.md, the start-up rows), and every command joins something.
  public func joined(separator: String = "") -> String {
    guard count > 1 else { return first ?? "" }
    var separator = separator
    var total = separator.utf8.count * (count - 1)
    for item in self { total += item.utf8.count }
    return separator.withUTF8 { between in
      String(unsafeUninitializedCapacity: total) { buffer in
        var at = 0
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
          guard let base = bytes.baseAddress, bytes.count > 0 else { return }
          (buffer.baseAddress! + at).initialize(from: base, count: bytes.count)
          at += bytes.count
        }
        for (index, item) in self.enumerated() {
          if index > 0 { copy(between) }
          var item = item
          item.withUTF8(copy)
        }
        return at
      }
    }
  }
}
