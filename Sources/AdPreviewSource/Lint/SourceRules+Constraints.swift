import AdPreviewCore
import AdPreviewFormats

/// The lint rules on what an ad view is pinned to: the safe area, the layout guides, or the view's edges.
extension SourceRules {
  static let edgeAnchors: [String: Axis] = [
    "topAnchor": .vertical, "bottomAnchor": .vertical, "leadingAnchor": .horizontal, "trailingAnchor": .horizontal,
    "leftAnchor": .horizontal, "rightAnchor": .horizontal,
  ]
  static let edgeAttributes: [String: Axis] = [
    "top": .vertical, "bottom": .vertical, "leading": .horizontal, "trailing": .horizontal, "left": .horizontal, "right": .horizontal,
    "NSLayoutAttributeTop": .vertical, "NSLayoutAttributeBottom": .vertical, "NSLayoutAttributeLeading": .horizontal,
    "NSLayoutAttributeTrailing": .horizontal, "NSLayoutAttributeLeft": .horizontal, "NSLayoutAttributeRight": .horizontal,
  ]
  static let safeGuides: Set<String> = ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide"]
  static let legacyGuides: Set<String> = ["topLayoutGuide", "bottomLayoutGuide"]
  /// What a view's edges are when they are the screen's: the controller's root view, a
  /// superview, the window.
  static let rootViews: Set<String> = ["view", "superview", "window"]

  enum Axis { case vertical, horizontal }

  /// Whether an ad view is the subject of an anchor chain (`bannerView.bottomAnchor`).
  func isAdView(_ range: Range<Int>) -> Bool {
    let subject = range.lowerBound..<max(range.lowerBound, range.upperBound - 1)
    guard let kind = kind(ofReceiver: subject) else {
      return range.contains { text($0).lowercased().hasSuffix("adview") }
    }
    return kind == .banner || kind == .native
  }

  /// `banner.bottomAnchor.constraint(equalTo: view.bottomAnchor)` (Swift),
  /// `[banner.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor]`, and
  /// `NSLayoutConstraint(item: banner, attribute: .bottom, …, toItem: view, …)` in both.
  mutating func constraint(at index: Int) {
    let name = text(index)
    if name == "constraint", outline.language == .swift, isPunctuation(index - 1, "."), isPunctuation(index + 1, "(") {
      let left = receiver(beforeDot: index - 1)
      let close = outline.closing(index + 1)
      guard ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].contains(text(index + 2)), isPunctuation(index + 3, ":") else { return }
      var end = index + 4
      while end < close && !isPunctuation(end, ",") {
        if isPunctuation(end, "(") { end = outline.closing(end) }
        end += 1
      }
      anchors(left, (index + 4)..<min(end, close), at: index)
    } else if outline.language == .objectiveC, name.hasPrefix("constraint"), name.hasSuffix("ToAnchor"), isPunctuation(index + 1, ":") {
      guard let message = message(at: index), let piece = message.pieces.first else { return }
      anchors(message.receiver, piece.argument, at: index)
    } else if name == "NSLayoutConstraint" || name == "constraintWithItem" {
      itemConstraint(at: index)
    }
  }

  /// The message whose first selector piece is at `index`.
  func message(at index: Int) -> SourceOutline.Message? { outline.messages[index] }

  mutating func anchors(_ left: Range<Int>, _ right: Range<Int>, at index: Int) {
    guard let leftAnchor = left.last, let axis = Self.edgeAnchors[text(leftAnchor)], isAdView(left), !isLegacy(index) else { return }
    let names = right.map { text($0) }
    guard let rightAnchor = right.last(where: { tokens[$0].kind == .identifier }), Self.edgeAnchors[text(rightAnchor)] == axis else { return }
    if names.contains(where: Self.safeGuides.contains) { return }
    if let guide = names.first(where: Self.legacyGuides.contains) {
      add(
        .layoutGuideConstraint, at: right.lowerBound,
        "\(code(left)) is constrained to \(code(right)): \(guide) is deprecated since iOS 11 and leaves the sides of the safe area out.")
      return
    }
    let subject = right.lowerBound..<rightAnchor
    guard let last = subject.last(where: { tokens[$0].kind == .identifier }), Self.rootViews.contains(text(last)) else { return }
    add(
      .edgeConstraint, at: right.lowerBound,
      "\(code(left)) is constrained to \(code(right)), the view's edge: on Face ID devices the ad lies under "
        + (axis == .vertical ? "the home indicator or the status bar" : "the landscape cutout and rounded corners")
        + ". Constrain it to the safe area's \(text(rightAnchor).replacing(every: "Anchor", with: "")) anchor.")
  }

  /// `NSLayoutConstraint(item: banner, attribute: .bottom, relatedBy: .equal, toItem: view,
  /// attribute: .bottom, …)` and `[NSLayoutConstraint constraintWithItem:… toItem:…]`.
  mutating func itemConstraint(at index: Int) {
    var arguments: [(label: String, range: Range<Int>)] = []
    if outline.language == .objectiveC {
      guard text(index) == "constraintWithItem", let message = message(at: index) else { return }
      arguments = message.pieces.map { (text($0.name), $0.argument) }
    } else {
      guard isPunctuation(index + 1, "("), text(index + 2) == "item" else { return }
      let close = outline.closing(index + 1)
      var position = index + 2
      while position < close {
        let label = text(position)
        guard isPunctuation(position + 1, ":") else { break }
        var end = position + 2
        while end < close && !isPunctuation(end, ",") {
          if isPunctuation(end, "(") || isPunctuation(end, "[") { end = outline.closing(end) }
          end += 1
        }
        arguments.append((label, (position + 2)..<end))
        position = end + 1
      }
    }
    func argument(_ label: String, _ occurrence: Int = 0) -> Range<Int>? {
      let matching = arguments.filter { $0.label.hasPrefix(label) || $0.label == "constraintWithItem" && label == "item" }
      return occurrence < matching.count ? matching[occurrence].range : nil
    }
    guard let item = argument("item"), let toItem = argument("toItem"), let attribute = argument("attribute"),
      let toAttribute = argument("attribute", 1),
      let axis = attribute.compactMap({ Self.edgeAttributes[text($0)] }).first,
      toAttribute.compactMap({ Self.edgeAttributes[text($0)] }).first == axis,
      kind(ofReceiver: item) == .banner || kind(ofReceiver: item) == .native, !isLegacy(index)
    else { return }
    let names = toItem.map { text($0) }
    if names.contains(where: Self.safeGuides.contains) { return }
    if let guide = names.first(where: Self.legacyGuides.contains) {
      add(
        .layoutGuideConstraint, at: toItem.lowerBound,
        "\(code(item)) is constrained to \(guide), deprecated since iOS 11, which leaves the sides of the safe area out.")
    } else if let last = toItem.last(where: { tokens[$0].kind == .identifier }), Self.rootViews.contains(text(last)) {
      add(.edgeConstraint, at: toItem.lowerBound, "\(code(item)) is constrained to the edge of \(code(toItem)), not to its safe-area layout guide.")
    }
  }

  static let snapKitEdges: Set<String> = [
    "top", "bottom", "leading", "trailing", "left", "right", "edges", "horizontalEdges", "verticalEdges", "directionalEdges",
  ]

  /// SnapKit (`banner.snp.makeConstraints { $0.bottom.equalToSuperview() }`, `equalTo(view)`,
  /// `equalTo(view.snp.bottom)`) and PureLayout (`banner.autoPinEdge(toSuperviewEdge: .bottom)`,
  /// `autoPinEdgesToSuperviewEdges()`): an ad view pinned to the view's edges, not its safe area.
  mutating func layoutLibraryEdge(at index: Int) {
    let name = text(index)
    func isAd(_ range: Range<Int>) -> Bool { kind(ofReceiver: range) == .banner || kind(ofReceiver: range) == .native }
    if name == "snp", isPunctuation(index - 1, "."), isAd(receiver(beforeDot: index - 1)), isPunctuation(index + 1, "."),
      ["makeConstraints", "remakeConstraints"].contains(text(index + 2)),
      let open = (index + 3..<min(index + 6, tokens.count)).first(where: { isPunctuation($0, "{") })
    {
      let ad = code(receiver(beforeDot: index - 1))
      let close = outline.closing(open)
      for position in (open + 1)..<close where isPunctuation(position - 1, ".") && isPunctuation(position + 1, "(") {
        guard text(position) == "equalToSuperview" || text(position) == "equalTo" else { continue }
        var back = position - 2
        var edges: [String] = []
        while back > open, tokens[back].kind == .identifier {
          if Self.snapKitEdges.contains(text(back)) { edges.append(text(back)) }
          guard isPunctuation(back - 1, ".") else { break }
          back -= 2
        }
        guard let edge = edges.last, !isLegacy(position) else { continue }
        let argument = (position + 2)..<outline.closing(position + 1)
        let names = argument.map { text($0) }
        if text(position) == "equalTo" {
          guard !names.contains(where: { Self.safeGuides.contains($0) || $0 == "safeArea" }),
            let subject = names.first(where: { !$0.isEmpty && $0 != "self" && $0 != "." }), Self.rootViews.contains(subject)
          else { continue }
        }
        add(
          .edgeConstraint, at: position,
          "\(ad)'s \(edge) is pinned with SnapKit to the view's edge (\(code(back..<outline.closing(position + 1) + 1))): on Face ID devices the ad lies under the home indicator, the status bar or the cutout. Pin it to view.safeAreaLayoutGuide."
        )
      }
    } else if name == "autoPinEdge" || name == "autoPinEdgesToSuperviewEdges" || name == "autoPinEdgeToSuperviewEdge" {
      let receiver: Range<Int>
      if outline.language == .swift {
        guard isPunctuation(index - 1, "."), isPunctuation(index + 1, "(") else { return }
        receiver = self.receiver(beforeDot: index - 1)
        if name == "autoPinEdge", text(index + 2) != "toSuperviewEdge" { return }
      } else {
        guard let message = message(at: index) else { return }
        receiver = message.receiver
      }
      guard isAd(receiver), !isLegacy(index) else { return }
      add(
        .edgeConstraint, at: index,
        "\(code(receiver)) is pinned with PureLayout to its superview's edge: on Face ID devices the ad lies under the home indicator or the status bar. Use autoPinEdge(toSuperviewSafeArea:)."
      )
    }
  }

  /// SwiftUI: a banner view with `.ignoresSafeArea()` or `.edgesIgnoringSafeArea(…)` (other
  /// than for the keyboard) reaches under the home indicator.
  mutating func ignoresSafeArea(at index: Int) {
    let name = text(index)
    guard outline.language == .swift, name == "ignoresSafeArea" || name == "edgesIgnoringSafeArea", isPunctuation(index - 1, ".") else { return }
    if isPunctuation(index + 1, "(") {
      let arguments = (index + 2)..<outline.closing(index + 1)
      if arguments.contains(where: { text($0) == "keyboard" }) && !arguments.contains(where: { text($0) == "container" || text($0) == "all" }) {
        return
      }
    }
    // Back along the modifier chain to the view it starts from, noting a banner inside a
    // container's content (`VStack { …; BannerView() }.ignoresSafeArea()`).
    var position = index - 2
    var contained: String?
    while position >= 0 {
      if isPunctuation(position, ")") || isPunctuation(position, "}") {
        let open = outline.partner[position]
        guard open >= 0 else { return }
        if isPunctuation(position, "}"), contained == nil {
          contained = (open..<position).map { outline.text($0) }.first { Self.isBannerViewName($0) }
        }
        position = open - 1
        continue
      }
      if tokens[position].kind == .identifier, isPunctuation(position - 1, ".") {
        position -= 2
        continue
      }
      break
    }
    guard position >= 0, tokens[position].kind == .identifier else { return }
    let view = text(position)
    if Self.isBannerViewName(view) {
      add(.edgeConstraint, at: index, "\(view) ignores the safe area: the banner reaches under the home indicator and into the corners.")
    } else if let contained {
      add(
        .edgeConstraint, at: index,
        "\(view) ignores the safe area, and \(contained) is in it: the banner reaches under the home indicator and into the corners. Keep the modifier on the background, not the banner's container."
      )
    }
  }

  /// A SwiftUI view or UIKit type named as a banner (`BannerView`, `AdBannerView`, `GADBannerViewRepresentable`).
  static func isBannerViewName(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase else { return false }
    return name.lowercased().contains(exactly: "banner") || name.hasSuffix("AdView") || kind(ofType: name) == .banner
  }
}
