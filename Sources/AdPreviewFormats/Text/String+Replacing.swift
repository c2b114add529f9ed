/// Finding and replacing text byte for byte in its UTF-8. The standard library's generic
/// `replacing(_:with:)` and `contains(_:)` for strings live in its string-processing module,
/// which brings the regular-expression parser with it into the static binary and into what
/// every start processes (CONTRIBUTING.md); these two were all adpreview used of it.
///
/// Byte for byte is also what escaping for a shell needs: a quote followed by a combining
/// mark is one `Character`, which a character-wise replacement would pass over, leaving
/// the quote unescaped.
extension String {
  /// The string with every occurrence of `target` replaced by `replacement`, left to right
  /// and without overlaps; the string itself when `target` is empty.
  public func replacing(every target: String, with replacement: String) -> String {
    let target = Array(target.utf8)
    guard let first = target.first else { return self }
    let bytes = Array(utf8)
    guard bytes.count >= target.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      // A valid target starts on a scalar's first byte, so matches never split a scalar.
      if bytes[index] == first, index + target.count <= bytes.count,
        bytes[index..<index + target.count].elementsEqual(target)
      {
        result.append(contentsOf: replacement.utf8)
        index += target.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `other` occurs in the string, byte for byte; an empty `other` always does.
  public func contains(exactly other: String) -> Bool {
    let target = Array(other.utf8)
    guard let first = target.first else { return true }
    let bytes = Array(utf8)
    guard bytes.count >= target.count else { return false }
    for index in 0...(bytes.count - target.count)
    where bytes[index] == first && bytes[index..<index + target.count].elementsEqual(target) {
      return true
    }
    return false
  }
}
