/// The edge rule for constraints written in the visual format language, which has no way to
/// name the safe area: `|` is always the superview's edge.
extension SourceRules {
  /// A call that makes constraints from a visual format string, and where the string and the
  /// call's arguments are: `NSLayoutConstraint.constraints(withVisualFormat: "V:[b]|", …)`,
  /// `[NSLayoutConstraint constraintsWithVisualFormat:@"V:[b]|" …]`.
  func visualFormatCall(at index: Int) -> (format: VisualFormat, string: Int, arguments: Range<Int>)? {
    let name = text(index)
    var string = -1
    var arguments = 0..<0
    if outline.language == .swift {
      guard name == "constraints", isPunctuation(index + 1, "("), text(index + 2) == "withVisualFormat", isPunctuation(index + 3, ":") else {
        return nil
      }
      string = index + 4
      arguments = (index + 2)..<outline.closing(index + 1)
    } else {
      guard name == "constraintsWithVisualFormat", isPunctuation(index + 1, ":"), let message = message(at: index) else { return nil }
      string = index + 2
      arguments = (message.open + 1)..<outline.closing(message.open)
    }
    guard string < tokens.count, tokens[string].kind == .string, let text = literals[string], let format = VisualFormat(text) else {
      return nil
    }
    return (format, string, arguments)
  }

  /// The code a visual format's view name stands for: its entry in the `views` dictionary
  /// (`["banner": bannerView]`, `@{@"banner": self.bannerView}`), else the name itself
  /// (`NSDictionaryOfVariableBindings(bannerView)`).
  func visualFormatView(_ name: String, in arguments: Range<Int>) -> (code: String, isAd: Bool) {
    for position in arguments where tokens[position].kind == .string && literals[position] == name && isPunctuation(position + 1, ":") {
      var end = position + 2
      while end < arguments.upperBound, !isPunctuation(end, ","), !isPunctuation(end, "]"), !isPunctuation(end, "}") {
        if isPunctuation(end, "(") || isPunctuation(end, "[") { end = outline.closing(end) }
        end += 1
      }
      let range = (position + 2)..<end
      return (code(range), kind(ofReceiver: range) == .banner || kind(ofReceiver: range) == .native)
    }
    let lower = name.lowercased()
    return (name, declared[name] == .banner || declared[name] == .native || lower.contains(exactly: "banner") || lower.hasSuffix("adview"))
  }

  mutating func visualFormatEdge(at index: Int) {
    guard let call = visualFormatCall(at: index), !isLegacy(index) else { return }
    let written = "\"\(literals[call.string] ?? "")\""
    var edges: [(view: String, edge: String)] = []
    if let first = call.format.leading { edges.append((first.view, call.format.axis == .vertical ? "top" : "leading")) }
    if let last = call.format.trailing { edges.append((last.view, call.format.axis == .vertical ? "bottom" : "trailing")) }
    for (name, edge) in edges {
      let view = visualFormatView(name, in: call.arguments)
      guard view.isAd else { continue }
      let under =
        call.format.axis == .horizontal
        ? "in landscape the ad lies under the cutout and the rounded corners"
        : edge == "top" ? "on Face ID devices the ad lies under the status bar" : "on Face ID devices the ad lies under the home indicator"
      add(
        .edgeConstraint, at: call.string,
        "\(view.code)'s \(edge) is pinned to its superview's edge by the visual format \(written), which cannot reach the safe area: "
          + "\(under). Constrain its \(edge)Anchor to view.safeAreaLayoutGuide.\(edge)Anchor.")
    }
  }
}
