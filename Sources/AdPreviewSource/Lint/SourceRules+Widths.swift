import AdPreviewCore

/// The lint rules on where an adaptive banner's width comes from, and an inset counted twice.
extension SourceRules {
  static let adaptiveFunctions: Set<String> = [
    "largeAnchoredAdaptiveBanner", "largePortraitAnchoredAdaptiveBanner", "largeLandscapeAnchoredAdaptiveBanner",
    "currentOrientationAnchoredAdaptiveBanner", "portraitAnchoredAdaptiveBanner", "landscapeAnchoredAdaptiveBanner",
    "currentOrientationInlineAdaptiveBanner", "portraitInlineAdaptiveBanner", "landscapeInlineAdaptiveBanner", "inlineAdaptiveBanner",
    "GADLargeAnchoredAdaptiveBannerAdSizeWithWidth", "GADLargePortraitAnchoredAdaptiveBannerAdSizeWithWidth",
    "GADLargeLandscapeAnchoredAdaptiveBannerAdSizeWithWidth", "GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth",
    "GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth", "GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth",
    "GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth", "GADPortraitInlineAdaptiveBannerAdSizeWithWidth",
    "GADLandscapeInlineAdaptiveBannerAdSizeWithWidth", "GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight",
  ]

  enum WidthSource: Int, Comparable {
    case unknown, safe, literal, frame, screen
    static func < (a: WidthSource, b: WidthSource) -> Bool { a.rawValue < b.rawValue }
  }

  /// An adaptive size function's width: from the screen, the root view's whole frame or a
  /// literal, following local variables a few assignments back.
  mutating func adaptiveWidth(at index: Int) {
    guard Self.adaptiveFunctions.contains(text(index)), isPunctuation(index + 1, "(") else { return }
    let close = outline.closing(index + 1)
    var start = index + 2
    if text(start) == "width", isPunctuation(start + 1, ":") { start += 2 }
    var end = start
    while end < close && !isPunctuation(end, ",") {
      if isPunctuation(end, "(") || isPunctuation(end, "[") { end = outline.closing(end) }
      end += 1
    }
    let argument = start..<min(end, close)
    guard !argument.isEmpty else { return }
    let (source, origin) = widthSource(argument, depth: 0)
    let written = origin == argument ? code(argument) : "\(code(argument)) (\(code(origin)))"
    switch source {
    case .screen:
      add(
        .widthFromScreen, at: argument.lowerBound,
        "the banner's width \(written) comes from the screen: in an iPad window, a Split View pane or landscape on a Face ID iPhone it is wider than the safe area."
      )
    case .frame:
      add(
        .widthFromScreen, lesser: true, at: argument.lowerBound,
        "the banner's width \(written) is the view's whole frame: in landscape it reaches under the cutout; take the safe-area inset frame's width.")
    case .literal:
      add(
        .widthFromScreen, lesser: true, at: argument.lowerBound,
        "the banner's width is the literal \(written): it is wrong on every device and window of another width.")
    case .unknown, .safe: break
    }
  }

  /// Where a width expression comes from, and the expression that says so. Names assigned in
  /// the same method are followed (to a depth of four); a safe-area inset anywhere on the way
  /// makes it safe; anything else is not guessed (`unknown`).
  func widthSource(_ range: Range<Int>, depth: Int) -> (WidthSource, Range<Int>) {
    let names = range.map { text($0) }
    if names.contains(where: { ["safeAreaInsets", "safeAreaLayoutGuide", "inset", "UIEdgeInsetsInsetRect", "layoutFrame"].contains($0) }) {
      return (.safe, range)
    }
    // Local names first: `bounds.width - insets.left - insets.right` is safe when `insets` is.
    var found = (WidthSource.unknown, range)
    if depth < 4 {
      let scope = outline.scopeOf[range.lowerBound]
      for position in range where tokens[position].kind == .identifier && !isPunctuation(position - 1, ".") {
        for assigned in assignments(of: text(position), before: range.lowerBound, scope: scope) {
          let source = widthSource(assigned, depth: depth + 1)
          if source.0 == .safe { return source }
          if source.0 > found.0 { found = source }
        }
      }
    }
    if names.contains(where: { $0 == "UIScreen" || $0 == "mainScreen" || $0 == "screen" || $0 == "nativeBounds" }) { return (.screen, range) }
    for position in range where Self.rootViews.contains(text(position)) {
      if isPunctuation(position + 1, "."), ["frame", "bounds"].contains(text(position + 2)) {
        return (max(found.0, .frame), found.0 > .frame ? found.1 : range)
      }
    }
    if range.allSatisfy({ tokens[$0].kind == .number || tokens[$0].kind == .punctuation || text($0) == "CGFloat" }),
      range.contains(where: { tokens[$0].kind == .number })
    {
      return (.literal, range)
    }
    return found
  }

  /// The right-hand sides of `name = …` (`let name = …`, `CGFloat name = …`) in a scope
  /// before `end`.
  func assignments(of name: String, before end: Int, scope: Int32) -> [Range<Int>] {
    guard scope >= 0 else { return [] }
    let body = outline.scopes[Int(scope)]
    var result: [Range<Int>] = []
    var position = body.open
    while position < end {
      if text(position) == name, tokens[position].kind == .identifier, isPunctuation(position + 1, "="),
        !isPunctuation(position - 1, ".") || text(position - 2) == "self"
      {
        result.append((position + 2)..<statementEnd(from: position + 2))
      }
      position += 1
    }
    return result
  }

  /// Where the statement starting at `start` ends: a `;`, a closing bracket it did not open,
  /// or a new line that does not continue it.
  func statementEnd(from start: Int) -> Int {
    var position = start
    while position < tokens.count {
      if isPunctuation(position, "(") || isPunctuation(position, "[") || isPunctuation(position, "{") {
        position = outline.closing(position) + 1
        continue
      }
      if isPunctuation(position, ";") || isPunctuation(position, ")") || isPunctuation(position, "]") || isPunctuation(position, "}") {
        return position
      }
      if position > start, tokens[position].line > tokens[position - 1].line, !isPunctuation(position, "."),
        !(tokens[position - 1].kind == .punctuation && tokens[position - 1].text != ")" && tokens[position - 1].text != "]")
      {
        return position
      }
      position += 1
    }
    return tokens.count
  }

  /// `safeAreaInsets.left * 2`, `2 * insets.right`.
  mutating func doubledInset(at index: Int) {
    guard text(index) == "safeAreaInsets", isPunctuation(index + 1, "."), ["left", "right"].contains(text(index + 2)) else { return }
    let side = index + 2
    let after = isPunctuation(side + 1, "*") && ["2", "2.0"].contains(text(side + 2))
    var head = index
    while isPunctuation(head - 1, ".") && head >= 2 { head -= 2 }
    let before = isPunctuation(head - 1, "*") && ["2", "2.0"].contains(text(head - 2))
    guard after || before else { return }
    add(
      .doubledInset, at: index,
      "safeAreaInsets.\(text(side)) is doubled, as if the other side's inset were the same: on the iPhone Duo, in Split View and in landscape they differ."
    )
  }
}
