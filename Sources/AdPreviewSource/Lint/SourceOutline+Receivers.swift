/// Who a call is made on: what the project index needs to follow a call into another type.
extension SourceOutline {
  /// For each identifier, the first name of the member chain it ends (`AdManager` for
  /// `AdManager.shared.loadBanner`); its own index when it starts one. Worked out in one pass,
  /// each member from the one before it, so a long chain costs its length.
  func chainHeads() -> [Int32] {
    var heads = [Int32](repeating: -1, count: tokens.count)
    for index in tokens.indices where tokens[index].kind == .identifier {
      heads[index] = Int32(index)
      guard isPunctuation(index - 1, ".") else { continue }
      var before = index - 2
      while isPunctuation(before, "?") || isPunctuation(before, "!") { before -= 1 }
      if isPunctuation(before, ")") || isPunctuation(before, "]") {
        let open = partner[before]
        guard open >= 0, open < before else { continue }
        before = open - 1
      }
      if before >= 0, tokens[before].kind == .identifier, heads[before] >= 0 { heads[index] = heads[before] }
    }
    return heads
  }

  /// The receiver's name for a Swift call at `callee` whose chain starts at `head`: nil for a
  /// call on nothing or on `self` itself (`load()`, `self.load()`), else the chain's first name
  /// after `self` (`self.ads.load()` → `ads`, `AdManager.shared.load()` → `AdManager`).
  func receiverName(head: Int, callee: Int) -> String? {
    guard head >= 0, head != callee else { return nil }
    guard text(head) == "self" else { return text(head) }
    var next = head + 1
    while isPunctuation(next, "?") || isPunctuation(next, "!") { next += 1 }
    guard isPunctuation(next, "."), next + 1 < callee else { return nil }
    return text(next + 1)
  }

  /// The receiver's name of an Objective-C message: nil for `self`, else its first name
  /// (`[[AdManager shared] load]` → `AdManager`, `[self.ads load]` → `ads`).
  func receiverName(of receiver: Range<Int>) -> String? {
    guard let first = receiver.first(where: { tokens[$0].kind == .identifier }) else { return nil }
    guard text(first) == "self" else { return text(first) }
    guard isPunctuation(first + 1, "."), first + 2 < receiver.upperBound else { return nil }
    return text(first + 2)
  }
}
