import AdPreviewCore
import AdPreviewFormats

/// Where a banner created in code is pinned: anchors, layout-constraint items, SnapKit,
/// PureLayout and visual format strings, each read as the edge, target and constant of a pin.
extension CodeReader {
  /// One vertical constraint on a banner: its edge, what it is pinned to, the constant.
  struct Pin {
    enum Edge { case top, bottom, centerY }
    enum Target: Equatable {
      case guide(LayoutGuide)
      case tabBar
      /// Another view: not the screen's edge.
      case other(String)
    }
    var edge: Edge
    var target: Target
    var constant: Double
    var index: Int
  }

  static func edge(_ name: String) -> Pin.Edge? {
    switch name {
    case "topAnchor", "top", "NSLayoutAttributeTop", "ALEdgeTop": .top
    case "bottomAnchor", "bottom", "NSLayoutAttributeBottom", "ALEdgeBottom": .bottom
    case "centerYAnchor", "centerY", "NSLayoutAttributeCenterY", "ALAxisHorizontal", "horizontal": .centerY
    default: nil
    }
  }

  /// What a target expression is: a guide, a bar, the view's edges, or another view.
  func target(_ range: Range<Int>) -> Pin.Target {
    let names = range.map { text($0) }
    if names.contains("tabBar") { return .tabBar }
    if names.contains(where: { $0 == "safeAreaLayoutGuide" || $0 == "safeArea" || $0 == "layoutMarginsGuide" }) { return .guide(.safeArea) }
    if names.contains(where: SourceRules.legacyGuides.contains) { return .guide(.layoutGuides) }
    let subject = names.filter { !$0.hasSuffix("Anchor") && $0 != "snp" && Self.edge($0) == nil && $0 != "self" && $0 != "?" && $0 != "." }
    if subject.isEmpty || subject.last.map(SourceRules.rootViews.contains) == true || names.contains("equalToSuperview") {
      return .guide(.superview)
    }
    return .other(rules.code(range))
  }

  /// A numeric literal in `range` (with its sign), or 0.
  func constant(_ range: Range<Int>) -> Double {
    for position in range where tokens[position].kind == .number {
      let value = Double(text(position).replacing(every: "_", with: "")) ?? 0
      return isPunctuation(position - 1, "-") ? -value : value
    }
    return 0
  }

  /// The argument after `label:` in a call's parentheses.
  func argument(_ label: String, in open: Int) -> Range<Int>? {
    let close = outline.closing(open)
    var position = open + 1
    while position < close {
      if text(position) == label, isPunctuation(position + 1, ":") {
        var end = position + 2
        while end < close && !isPunctuation(end, ",") {
          if isPunctuation(end, "(") || isPunctuation(end, "[") { end = outline.closing(end) }
          end += 1
        }
        return (position + 2)..<end
      }
      if isPunctuation(position, "(") || isPunctuation(position, "[") { position = outline.closing(position) }
      position += 1
    }
    return nil
  }

  /// Every vertical pin of the banner called by `names` in `type`, in the order written.
  func pins(of names: Set<String>, in type: Int32) -> (pins: [Pin], placedOtherwise: [ImportNote]) {
    var pins: [Pin] = []
    var others: [ImportNote] = []
    for index in placing[type] ?? [] {
      let name = text(index)
      if language == .swift, name == "constraint", isPunctuation(index - 1, "."), isPunctuation(index + 1, "(") {
        // `a.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: -8)`, either way round.
        let left = rules.receiver(beforeDot: index - 1)
        guard let relation = ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].first(where: { argument($0, in: index + 1) != nil }),
          let right = argument(relation, in: index + 1)
        else { continue }
        let value = argument("constant", in: index + 1).map(constant) ?? 0
        anchorPin(left, right, value, at: index, names: names, into: &pins)
      } else if language == .objectiveC, name.hasPrefix("constraint"), name.hasSuffix("ToAnchor"), isPunctuation(index + 1, ":"),
        let message = rules.message(at: index), let piece = message.pieces.first
      {
        let value = message.pieces.first { text($0.name) == "constant" }.map { constant($0.argument) } ?? 0
        anchorPin(message.receiver, piece.argument, value, at: index, names: names, into: &pins)
      } else if name == "NSLayoutConstraint" || name == "constraintWithItem" {
        itemPin(at: index, names: names, into: &pins)
      } else if name == "snp", isPunctuation(index - 1, "."), refers(rules.receiver(beforeDot: index - 1), to: names) {
        snapKitPins(at: index, into: &pins)
      } else if name.hasPrefix("autoPinEdge") || name.hasPrefix("autoAlignAxis") || name.hasPrefix("autoCenterInSuperview") {
        pureLayoutPin(at: index, names: names, into: &pins)
      } else if ["frame", "center", "setFrame", "setCenter"].contains(name), placesByFrame(index, names) {
        others.append(note(index, "placed by its frame, not by constraints: where it lands is not read; set its place in the app file"))
      } else if name == "constraints" || name == "constraintsWithVisualFormat", isPunctuation(index + 1, "(") || isPunctuation(index + 1, ":"),
        mentions(index, names)
      {
        if !visualFormatPins(at: index, names: names, into: &pins) {
          others.append(note(index, "pinned with a visual format string that is not a plain literal; set its place in the app file"))
        }
      } else if name == "addArrangedSubview", mentions(index, names) {
        others.append(note(index, "in a stack view: its place is the stack view's, which is not read; set its place in the app file"))
      }
    }
    return (pins, others)
  }

  /// The vertical pins of a visual format string (`V:[banner]-8-|`): `|` is the superview's
  /// edge, a view before is another view, `-` alone the standard spacing (8 pt to a view, 20 pt
  /// to the superview in Apple's Auto Layout Guide). False when the string is not read.
  func visualFormatPins(at index: Int, names: Set<String>, into pins: inout [Pin]) -> Bool {
    guard let call = rules.visualFormatCall(at: index) else { return false }
    guard call.format.axis == .vertical else { return true }
    func isBanner(_ name: String) -> Bool {
      let view = rules.visualFormatView(name, in: call.arguments)
      return names.contains(view.code) || names.contains(where: { view.code.hasSuffix("." + $0) }) || names.contains(name)
    }
    for placement in call.format.views where isBanner(placement.view) {
      if let after = placement.after {
        pins.append(
          Pin(
            edge: .top, target: .other(rules.visualFormatView(after, in: call.arguments).code), constant: placement.spacing ?? 8, index: call.string))
      } else if call.format.leading != nil {
        pins.append(Pin(edge: .top, target: .guide(.superview), constant: placement.spacing ?? 20, index: call.string))
      }
    }
    if let trailing = call.format.trailing, isBanner(trailing.view) {
      pins.append(Pin(edge: .bottom, target: .guide(.superview), constant: -(trailing.spacing ?? 20), index: call.string))
    }
    return true
  }

  func placesByFrame(_ index: Int, _ names: Set<String>) -> Bool {
    if language == .swift || isPunctuation(index - 1, ".") {
      return isPunctuation(index - 1, ".") && isPunctuation(index + 1, "=") && self.refers(rules.receiver(beforeDot: index - 1), to: names)
    }
    guard let message = rules.message(at: index) else { return false }
    return self.refers(message.receiver, to: names)
  }

  /// Whether the call at `index` mentions one of `names` in its parentheses or message.
  func mentions(_ index: Int, _ names: Set<String>) -> Bool {
    var open = index + 1
    if !isPunctuation(open, "(") {
      open = Int(outline.enclosing[index])
      guard open >= 0 else { return false }
    }
    return (open..<outline.closing(open)).contains { names.contains(text($0)) }
  }

  func anchorPin(_ left: Range<Int>, _ right: Range<Int>, _ value: Double, at index: Int, names: Set<String>, into pins: inout [Pin]) {
    guard let leftAnchor = left.last, let rightAnchor = right.last(where: { tokens[$0].kind == .identifier }) else { return }
    if let edge = Self.edge(text(leftAnchor)), self.refers(left.lowerBound..<max(left.lowerBound, leftAnchor - 1), to: names) {
      pins.append(Pin(edge: edge, target: target(right), constant: value, index: index))
    } else if let edge = Self.edge(text(rightAnchor)), self.refers(right.lowerBound..<max(right.lowerBound, rightAnchor - 1), to: names) {
      pins.append(Pin(edge: edge, target: target(left), constant: -value, index: index))
    }
  }

  /// `NSLayoutConstraint(item: banner, attribute: .bottom, relatedBy: .equal, toItem:
  /// view.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: 0)` and
  /// Objective-C's `constraintWithItem:…`.
  func itemPin(at index: Int, names: Set<String>, into pins: inout [Pin]) {
    var arguments: [(label: String, range: Range<Int>)] = []
    if language == .objectiveC {
      guard text(index) == "constraintWithItem", let message = rules.message(at: index) else { return }
      arguments = message.pieces.map { (text($0.name), $0.argument) }
    } else {
      guard isPunctuation(index + 1, "("), text(index + 2) == "item" else { return }
      let close = outline.closing(index + 1)
      var position = index + 2
      while position < close, isPunctuation(position + 1, ":") {
        var end = position + 2
        while end < close && !isPunctuation(end, ",") {
          if isPunctuation(end, "(") || isPunctuation(end, "[") { end = outline.closing(end) }
          end += 1
        }
        arguments.append((text(position), (position + 2)..<end))
        position = end + 1
      }
    }
    let items = arguments.filter { $0.label == "item" || $0.label == "constraintWithItem" || $0.label == "toItem" }
    let attributes = arguments.filter { $0.label == "attribute" }
    guard items.count == 2, attributes.count == 2 else { return }
    let value = arguments.first { $0.label == "constant" }.map { constant($0.range) } ?? 0
    func edge(_ range: Range<Int>) -> Pin.Edge? { range.lazy.compactMap { Self.edge(text($0)) }.first }
    if refers(items[0].range, to: names), let edge = edge(attributes[0].range) {
      pins.append(Pin(edge: edge, target: target(items[1].range), constant: value, index: index))
    } else if refers(items[1].range, to: names), let edge = edge(attributes[1].range) {
      pins.append(Pin(edge: edge, target: target(items[0].range), constant: -value, index: index))
    }
  }

  /// `banner.snp.makeConstraints { make in make.bottom.equalTo(view.safeAreaLayoutGuide); … }`.
  func snapKitPins(at index: Int, into pins: inout [Pin]) {
    guard isPunctuation(index + 1, "."), ["makeConstraints", "remakeConstraints"].contains(text(index + 2)) else { return }
    guard let open = (index + 3..<min(index + 6, tokens.count)).first(where: { isPunctuation($0, "{") }) else { return }
    let close = outline.closing(open)
    var position = open + 1
    while position < close {
      guard ["equalTo", "equalToSuperview"].contains(text(position)), isPunctuation(position - 1, "."), isPunctuation(position + 1, "(") else {
        position += 1
        continue
      }
      // Back along `make.bottom.centerX` to the edges.
      var edges: [Pin.Edge] = []
      var back = position - 2
      while back > open, tokens[back].kind == .identifier {
        if let edge = Self.edge(text(back)) { edges.append(edge) }
        if text(back) == "edges" || text(back) == "verticalEdges" { edges += [.top, .bottom] }
        guard isPunctuation(back - 1, ".") else { break }
        back -= 2
      }
      let argumentClose = outline.closing(position + 1)
      let target = text(position) == "equalToSuperview" ? Pin.Target.guide(.superview) : self.target((position + 2)..<argumentClose)
      var value = 0.0
      if isPunctuation(argumentClose + 1, "."), ["offset", "inset"].contains(text(argumentClose + 2)), isPunctuation(argumentClose + 3, "(") {
        value = constant((argumentClose + 4)..<outline.closing(argumentClose + 3))
        if text(argumentClose + 2) == "inset" { value = -value }
      }
      for edge in edges { pins.append(Pin(edge: edge, target: target, constant: value, index: position)) }
      position = argumentClose + 1
    }
  }

  /// PureLayout: `banner.autoPinEdge(toSuperviewSafeArea: .bottom)`, `autoPinEdge(toSuperviewEdge:
  /// .bottom, withInset: 8)`, `autoPinEdge(.bottom, to: .top, of: tabBar)`,
  /// `autoAlignAxis(toSuperviewAxis: .horizontal)`, and their Objective-C messages.
  func pureLayoutPin(at index: Int, names: Set<String>, into pins: inout [Pin]) {
    let receiver: Range<Int>
    let arguments: Range<Int>
    if language == .swift {
      guard isPunctuation(index - 1, "."), isPunctuation(index + 1, "(") else { return }
      receiver = rules.receiver(beforeDot: index - 1)
      arguments = (index + 2)..<outline.closing(index + 1)
    } else {
      guard let message = rules.message(at: index) else { return }
      receiver = message.receiver
      arguments = (index + 1)..<outline.closing(message.open)
    }
    guard refers(receiver, to: names) else { return }
    let name = text(index)
    let words = arguments.map { text($0) } + [name]
    guard let edge = arguments.lazy.compactMap({ Self.edge(self.text($0)) }).first ?? (name.hasPrefix("autoCenterInSuperview") ? .centerY : nil)
    else { return }
    let value = constant(arguments)
    let target: Pin.Target
    if words.contains(where: { $0.contains(exactly: "SafeArea") }) {
      target = .guide(.safeArea)
    } else if words.contains(where: { $0.contains(exactly: "Superview") }) {
      target = .guide(.superview)
    } else if let of = words.firstIndex(of: "of") {
      target = self.target((arguments.lowerBound + of)..<arguments.upperBound)
    } else {
      return
    }
    pins.append(Pin(edge: edge, target: target, constant: edge == .bottom ? -value : value, index: index))
  }
}
