extension Array where Element: Equatable {
  /// The element after `element`, wrapping to the first (the first when it is not there).
  public func next(after element: Element) -> Element {
    guard let index = firstIndex(of: element) else { return self[0] }
    return self[(index + 1) % count]
  }
}
