extension Array where Element == String {
  /// The strings with `separator` between them, as the standard library's `joined(separator:)`
  /// gives them; this one is chosen for arrays in every module that imports Core.
  ///
  /// The standard library's is generic and reached through its unspecialised entry point,
  /// which on its first call in a process looks `Array`'s associated types up by demangling
  /// their names: 105,000 instructions at every start of `render`, more than drawing the
  /// device outline. This one is measured first and built in one allocation.
  public func joined(separator: String = "") -> String {
    guard let first else { return "" }
    var length = separator.utf8.count * (count - 1)
    for element in self { length += element.utf8.count }
    var result = first
    result.reserveCapacity(length)
    for element in self[1...] {
      result.append(separator)
      result.append(element)
    }
    return result
  }
}
