extension Array {
  /// The element `offset` places from `index`, wrapping around at either end: the one
  /// wrap-around step behind every `next` and `previous`.
  public func cycling(from index: Int, by offset: Int) -> Element {
    self[((index + offset) % count + count) % count]
  }
}

extension Array where Element: Equatable {
  /// The element after `element`, wrapping to the first (the first when it is not there).
  public func next(after element: Element) -> Element {
    guard let index = firstIndex(of: element) else { return self[0] }
    return cycling(from: index, by: 1)
  }
}
