import AdPreviewCore
import AdPreviewFormats

/// What one source file says about the ads the app lays out in code, read from the same
/// outline `lint` reads: the banners it creates and pins to a view, the full-screen ads it
/// loads, the sizes it sets on banner views (its own or a storyboard's outlets), and the
/// navigation and tab bar controllers it shows its view controllers in.
public struct CodeFacts: Sendable {
  /// The ads the file places itself, each with the type (view controller) it lives in.
  public var placed: [PlacedAd] = []
  /// Every `banner.adSize = …` and size given at creation, for slots a storyboard lays out.
  public var sizes: [SizeSetting] = []
  /// View controllers shown as the root of a navigation controller, by type, with where.
  public var navigation: [String: SlotSource] = [:]
  /// View controllers shown as a tab of a tab bar controller, by type, with where.
  public var tabs: [String: SlotSource] = [:]
  /// Nibs the code loads (`loadNibNamed("NativeAdView", …)`, `UINib(nibName:bundle:)`), with
  /// the type that loads them: a component xib's ads join that type's screen.
  public var nibLoads: [NibLoad] = []
  /// Whether every ad load of a type sets the request's `scene`, by type.
  public var setsScene: [String: Bool] = [:]
  /// What kept the file from being read as code.
  public var problems: [SourceProblem] = []
}

/// An ad a view controller lays out in code: its slot (named after its variable, with its
/// `source`), the type it lives in, and what could not be read exactly.
public struct PlacedAd: Sendable {
  public var type: String
  public var slot: AdSlot
  /// Whether its screen has a tab bar: it is pinned to a tab bar's top, or it is in a tab
  /// bar controller's own view.
  public var aboveTabBar = false
  public var notes: [ImportNote] = []
}

/// A nib a type loads by name.
public struct NibLoad: Sendable {
  public var type: String
  public var name: String
  public var source: SlotSource
}

/// A size the code gives a banner view: `bannerView.adSize = AdSizeBanner`.
public struct SizeSetting: Sendable {
  public var type: String
  public var variable: String
  public var format: AdFormat
  /// `largeAnchoredAdaptiveBanner(width: UIScreen.main.bounds.width)`: where the width comes from.
  public var width: BannerWidthSource?
  public var source: SlotSource
  /// The size as written, for notes.
  public var written: String
}

/// Reads the ads a Swift or Objective-C file places in code.
public enum CodePlacement {
  /// The facts of one file's bytes (valid UTF-8).
  public static func read(_ bytes: [UInt8], language: SourceLanguage, file: String, sdk: SDKVersion = .current) -> CodeFacts {
    let tokens = SourceTokens(bytes, language: language)
    guard tokens.problems.isEmpty else { return CodeFacts(problems: tokens.problems) }
    var rules = SourceRules(SourceOutline(tokens.tokens, language: language), settings: LintSettings(sdk: sdk), imports: tokens.imports)
    rules.literals = tokens.literals
    var reader = CodeReader(rules, file: file, sdk: sdk)
    var facts = reader.read()
    // `loadNibNamed("X"`, `UINib(nibName: "X"`, `[… loadNibNamed:@"X"`, `[UINib nibWithNibName:@"X"`.
    let all = tokens.tokens
    for (index, name) in tokens.literals.sorted(by: { $0.key < $1.key }) where index >= 2 {
      let before = all[index - 1].text == "@" && index >= 3 ? index - 2 : index - 1
      let call = all[before].text == ":" ? all[before - 1].text : all[before].text == "(" ? all[before].text : ""
      let opener = all[before].text == "(" ? all[before - 1].text : ""
      guard ["nibName", "loadNibNamed", "nibWithNibName"].contains(call) || ["loadNibNamed", "UINib"].contains(opener),
        let type = reader.typeName(at: index)
      else { continue }
      facts.nibLoads.append(NibLoad(type: type, name: name, source: SlotSource(file: file, line: all[index].line, column: all[index].column)))
    }
    return facts
  }

  /// The format a size expression names (`AdSizeBanner`, `kGADAdSizeMediumRectangle`,
  /// `largeAnchoredAdaptiveBanner(width:)`, `GADAdSizeFullWidthPortraitWithHeight`), and the
  /// token that says so; nil when none of its names is an SDK size.
  static func format(named name: String) -> AdFormat? {
    var stem = Substring(name)
    if stem.hasPrefix("k") { stem = stem.dropFirst() }
    if stem.hasPrefix("GAD") || stem.hasPrefix("GAM") { stem = stem.dropFirst(3) }
    let lower = stem.lowercased()
    if lower.contains(exactly: "smartbanner") { return .smartBanner }
    if lower.contains(exactly: "inlineadaptivebanner") { return .inlineAdaptive }
    if lower.contains(exactly: "anchoredadaptivebanner") {
      return lower.hasPrefix("large") ? .largeAnchoredAdaptive : .anchoredAdaptive
    }
    for format in AdFormat.allCases where format.fixedSize != nil {
      let camel = format.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      if stem == "AdSize" + camel { return format }
    }
    return nil
  }

  /// The full-screen format of an ad type (`InterstitialAd`, `GADRewardedAd`).
  static func fullScreenFormat(ofType name: String) -> AdFormat? {
    var stem = Substring(name)
    if stem.hasPrefix("GAD") || stem.hasPrefix("GAM") || stem.hasPrefix("DFP") { stem = stem.dropFirst(3) }
    if stem.hasPrefix("AdManager") { stem = stem.dropFirst("AdManager".count) }
    switch stem {
    case "InterstitialAd", "Interstitial": return .interstitial
    case "RewardedAd": return .rewarded
    case "RewardedInterstitialAd": return .rewardedInterstitial
    case "AppOpenAd": return .appOpen
    default: return nil
    }
  }
}

/// One file's reading.
struct CodeReader {
  var rules: SourceRules
  let file: String
  let sdk: SDKVersion
  var facts = CodeFacts()
  /// Every load, present and size setting, found once.
  var sites: [SourceRules.Site] = []
  /// By type, the tokens that can place a view (`constraint`, `snp`, `addSubview`, …): each
  /// banner looks only through its own type's, so a file of many types stays linear.
  var placing: [Int32: [Int]] = [:]
  var sitesByType: [Int32: [SourceRules.Site]] = [:]
  /// The last size set on each `type|variable`.
  var lastSize: [String: SizeSetting] = [:]
  /// The types declared as `UITabBarController` subclasses.
  var tabBarControllers: Set<String> = []

  init(_ rules: SourceRules, file: String, sdk: SDKVersion) {
    self.rules = rules
    self.file = file
    self.sdk = sdk
  }

  var outline: SourceOutline { rules.outline }
  var tokens: [SourceToken] { rules.tokens }
  var language: SourceLanguage { outline.language }
  func text(_ index: Int) -> String { outline.text(index) }
  func isPunctuation(_ index: Int, _ text: String) -> Bool { outline.isPunctuation(index, text) }

  func source(_ index: Int) -> SlotSource {
    let token = tokens[min(max(index, 0), tokens.count - 1)]
    return SlotSource(file: file, line: token.line, column: token.column)
  }

  func note(_ index: Int, _ message: String) -> ImportNote {
    let token = tokens[min(max(index, 0), tokens.count - 1)]
    return ImportNote(file: file, line: token.line, column: token.column, message: message)
  }

  func typeName(at index: Int) -> String? {
    let type = Int(outline.typeOf[index])
    return type >= 0 ? outline.typeNames[type] : nil
  }

  /// A banner view the file creates: where, the type it is in, and the names it goes by
  /// there (its variable, a closure's local, a helper's parameter).
  struct Creation {
    var index: Int
    var type: Int32
    var variable: String
    var names: Set<String>
    /// The size expression given at creation.
    var size: Range<Int>?
  }

  mutating func read() -> CodeFacts {
    guard !tokens.isEmpty else { return facts }
    rules.findDeclarations()
    rules.findLegacyRanges()
    rules.findLegacyMethods()
    sites = rules.sites()
    for site in sites { sitesByType[outline.typeOf[site.index], default: []].append(site) }
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = text(index)
      if Self.placingNames.contains(name) || name.hasPrefix("constraint") || name.hasPrefix("autoPinEdge") || name.hasPrefix("autoAlignAxis")
        || name.hasPrefix("autoCenterInSuperview")
      {
        placing[outline.typeOf[index], default: []].append(index)
      }
      if name == "UITabBarController", isPunctuation(index - 1, ":"), index >= 3,
        ["class", "@interface"].contains(text(index - 3))
      {
        tabBarControllers.insert(text(index - 2))
      }
    }
    var creations = findCreations()
    // A type that creates one banner calls it by every banner-typed name it uses (the
    // sample's `addBannerViewToView(_ bannerView:)` helper).
    var perType: [Int32: Int] = [:]
    for creation in creations { perType[creation.type, default: 0] += 1 }
    let bannerNames = Set(rules.declared.filter { $0.value == .banner }.keys)
    for index in creations.indices where perType[creations[index].type] == 1 {
      creations[index].names.formUnion(bannerNames)
    }
    findSizes(creations)
    for size in facts.sizes { lastSize["\(size.type)|\(size.variable)"] = size }
    for creation in creations { place(creation) }
    findFullScreenLoads()
    findContainers()
    var scened: [Int32: Bool] = [:]
    for site in sites where site.verb == .load {
      guard let type = typeName(at: site.index) else { continue }
      let scope = outline.scopeOf[site.index]
      let sets = scened[scope] ?? rules.setsScene(site)
      scened[scope] = sets
      facts.setsScene[type] = (facts.setsScene[type] ?? true) && sets
    }
    return facts
  }

  // MARK: Banners created in code

  func findCreations() -> [Creation] {
    var found: [Creation] = []
    for index in tokens.indices where tokens[index].kind == .identifier && SourceRules.bannerTypes.contains(text(index)) {
      var start = index
      var size: Range<Int>?
      if language == .swift {
        guard isPunctuation(index + 1, "("), !isPunctuation(index - 1, "."), !isPunctuation(index - 1, ":") else { continue }
        let close = outline.closing(index + 1)
        if text(index + 2) == "adSize", isPunctuation(index + 3, ":") { size = (index + 4)..<close }
      } else {
        guard isPunctuation(index - 1, "["), text(index + 1) == "alloc", isPunctuation(index - 2, "[") else { continue }
        start = index - 2
        let close = outline.closing(start)
        if let piece = (index + 3..<close).first(where: { text($0).hasPrefix("initWithAdSize") && isPunctuation($0 + 1, ":") }) {
          size = (piece + 2)..<close
        }
      }
      var variable = "banner"
      var names: Set<String> = []
      if isPunctuation(start - 1, "="), start >= 2, tokens[start - 2].kind == .identifier {
        variable = Self.propertyName(text(start - 2))
        names.insert(text(start - 2))
        // `lazy var bannerView: BannerView = { let view = BannerView(…); …; return view }()`.
        if let property = closureProperty(around: start) { variable = property }
      } else if let property = closureProperty(around: start) {
        variable = property
      }
      names.insert(variable)
      names.insert("_" + variable)
      found.append(Creation(index: index, type: outline.typeOf[index], variable: variable, names: names, size: size))
    }
    return found
  }

  static let placingNames: Set<String> = [
    "NSLayoutConstraint", "snp", "frame", "center", "setFrame", "setCenter", "addArrangedSubview", "addSubview",
  ]

  /// `_bannerView` is the ivar of `bannerView`.
  static func propertyName(_ name: String) -> String { name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name }

  /// The property a closure initialiser around `index` sets (`var banner: BannerView = { … }()`).
  func closureProperty(around index: Int) -> String? {
    var open = Int(outline.enclosing[index])
    while open >= 0 && !isPunctuation(open, "{") { open = Int(outline.enclosing[open]) }
    guard open >= 1, isPunctuation(open - 1, "="), isPunctuation(outline.closing(open) + 1, "(") else { return nil }
    var position = open - 2
    while position >= 0 && position > open - 8 {
      if text(position) == "var" || text(position) == "let" { return text(position + 1) }
      position -= 1
    }
    return nil
  }

  /// Whether the receiver range names one of `names` (its last identifier).
  func refers(_ range: Range<Int>, to names: Set<String>) -> Bool {
    guard let last = range.reversed().first(where: { tokens[$0].kind == .identifier }) else { return false }
    return names.contains(text(last))
  }

  // MARK: Sizes

  /// The format of a size expression and the token naming it.
  func sizeFormat(_ range: Range<Int>) -> (format: AdFormat, at: Int)? {
    for position in range where tokens[position].kind == .identifier {
      if let format = CodePlacement.format(named: text(position)) { return (format, position) }
    }
    return nil
  }

  /// Where an adaptive size's width comes from, as `check` models it.
  func widthSource(_ range: Range<Int>) -> BannerWidthSource? {
    guard let function = range.first(where: { SourceRules.adaptiveFunctions.contains(text($0)) }), isPunctuation(function + 1, "(") else {
      return nil
    }
    var start = function + 2
    if text(start) == "width", isPunctuation(start + 1, ":") { start += 2 }
    let close = outline.closing(function + 1)
    var end = start
    while end < close && !isPunctuation(end, ",") { end += 1 }
    guard start < end else { return nil }
    switch rules.widthSource(start..<end, depth: 0).0 {
    case .screen: return .screenWidth
    case .safe: return .safeArea
    case .frame, .literal, .unknown: return nil
    }
  }

  mutating func findSizes(_ creations: [Creation]) {
    for creation in creations {
      guard let range = creation.size, let (format, at) = sizeFormat(range), let type = typeName(at: creation.index) else { continue }
      facts.sizes.append(
        SizeSetting(
          type: type, variable: creation.variable, format: format, width: widthSource(range), source: source(at),
          written: rules.code(range)))
    }
    for site in sites where site.verb == .setSize {
      let end = rules.statementEnd(from: site.index + 2)
      let value = (site.index + 2)..<end
      guard let (format, at) = sizeFormat(value), let type = typeName(at: site.index),
        let last = site.receiver.reversed().first(where: { tokens[$0].kind == .identifier })
      else { continue }
      facts.sizes.append(
        SizeSetting(
          type: type, variable: CodeReader.propertyName(text(last)), format: format, width: widthSource(value), source: source(at),
          written: rules.code(value)))
    }
  }

  // MARK: Where a banner is pinned

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

  // MARK: The slot

  mutating func place(_ creation: Creation) {
    guard let type = typeName(at: creation.index) else { return }
    var slot = AdSlot(name: creation.variable, format: sdk.defaultBannerFormat)
    slot.source = source(creation.index)
    var placed = PlacedAd(type: type, slot: slot)
    if let size = lastSize["\(type)|\(creation.variable)"] {
      placed.slot.format = size.format
      if let width = size.width { placed.slot.bannerWidth = width }
    } else {
      placed.notes.append(
        note(
          creation.index,
          "\(creation.variable): its size is not set in this file: taken as \(sdk.defaultBannerFormat.rawValue), SDK \(sdk.rawValue)'s default"))
    }
    let (pins, others) = self.pins(of: creation.names, in: creation.type)
    placed.notes += others
    if let pin = pins.first(where: { if case .other = $0.target { false } else { true } }) {
      switch pin.edge {
      case .top:
        placed.slot.position = .top
        placed.slot.offset = max(0, pin.constant)
      case .bottom:
        placed.slot.position = .bottom
        placed.slot.offset = max(0, -pin.constant)
      case .centerY:
        placed.slot.centered = true
        placed.slot.offset = pin.constant
      }
      switch pin.target {
      case .guide(let guide): placed.slot.guide = guide
      case .tabBar:
        placed.slot.guide = .safeArea
        placed.aboveTabBar = true
        placed.notes.append(
          note(
            pin.index, "\(creation.variable) is pinned to the tab bar's top: placed at the bottom of the tab's safe area, where the tab bar starts"))
      case .other: break
      }
      placed.slot.source = source(pin.index)
      if addedToContainer(creation.names, in: creation.type) { placed.slot.container = .root }
      // A tab bar controller's own view holds its tabs and its tab bar: a banner on it is
      // outside the tabs' safe area, and its screen has the tab bar.
      if isTabBarController(type) {
        placed.aboveTabBar = true
        if pin.target != .tabBar { placed.slot.container = .root }
      }
    } else if let pin = pins.first, case .other(let view) = pin.target {
      placed.notes.append(
        note(
          pin.index,
          "\(creation.variable) is pinned to \(view), another view: placed at the safe area's \(placed.slot.position.rawValue); set its place in the app file"
        ))
    } else if others.isEmpty {
      placed.notes.append(
        note(
          creation.index,
          "no constraint in this file pins \(creation.variable)'s top, bottom or centre: placed at the safe area's bottom; set its place in the app file"
        ))
    }
    if placed.slot.format.isBanner { placed.slot.reloadOn = reloadTrigger(creation, format: placed.slot.format, &placed.notes) }
    facts.placed.append(placed)
  }

  /// Whether `type` is declared as a `UITabBarController` subclass (`class Main:
  /// UITabBarController`, `@interface Main : UITabBarController`).
  func isTabBarController(_ type: String) -> Bool { tabBarControllers.contains(type) }

  /// Whether the banner is added to a container's view (the tab bar or navigation
  /// controller's, the window) rather than the screen's own.
  func addedToContainer(_ names: Set<String>, in type: Int32) -> Bool {
    for index in placing[type] ?? [] where text(index) == "addSubview" {
      guard mentions(index, names) else { continue }
      let receiver = language == .swift ? rules.receiver(beforeDot: max(index - 1, 0)) : (rules.message(at: index)?.receiver ?? index..<index)
      let words = receiver.map { text($0) }
      if words.contains(where: { ["tabBarController", "navigationController", "window", "keyWindow"].contains($0) }) { return true }
    }
    return false
  }

  /// What the app reloads the banner from, from where its loads run.
  func reloadTrigger(_ creation: Creation, format: AdFormat, _ notes: inout [ImportNote]) -> ReloadTrigger {
    var moments = Set<SourceOutline.Moment>()
    for site in sitesByType[creation.type] ?? [] where site.verb == .load || site.verb == .setSize {
      guard refers(site.receiver, to: creation.names) else { continue }
      moments.formUnion(outline.moments(at: site.index))
    }
    if moments.contains(.transition) { return .viewWillTransition }
    if moments.contains(.traitChange) { return .traitChange }
    // A fixed size is the same after any resize: no reload to miss, nothing to say.
    if case .fixedBanner = format.kind { return .viewWillTransition }
    notes.append(
      note(
        creation.index,
        "\(creation.variable) is not reloaded when the view changes size (lint: no-reload-on-transition); check models the reload the app should make"
      ))
    return .viewWillTransition
  }

  // MARK: Full-screen ads

  mutating func findFullScreenLoads() {
    var seen: Set<String> = []
    for site in sites where site.verb == .load && site.kind == .fullScreen {
      guard let type = typeName(at: site.index),
        let format = site.receiver.compactMap({ CodePlacement.fullScreenFormat(ofType: outline.text($0)) }).first
      else { continue }
      guard seen.insert("\(type)|\(format.rawValue)").inserted else { continue }
      var slot = AdSlot(name: format.rawValue, format: format, kind: .fullscreen)
      slot.source = source(site.index)
      facts.placed.append(PlacedAd(type: type, slot: slot))
    }
  }

  // MARK: Navigation and tab bar controllers

  /// `UINavigationController(rootViewController: FeedViewController())`, `[[UINavigationController
  /// alloc] initWithRootViewController:feed]`, and `viewControllers = [a, b]` of a tab bar
  /// controller.
  mutating func findContainers() {
    for index in tokens.indices where tokens[index].kind == .identifier {
      switch text(index) {
      case "rootViewController" where isPunctuation(index + 1, ":") && language == .swift && text(index - 2) == "UINavigationController":
        if let type = controllerType(in: (index + 2)..<rules.statementEnd(from: index + 2), before: index) {
          facts.navigation[type] = facts.navigation[type] ?? source(index)
        }
      case "initWithRootViewController" where isPunctuation(index + 1, ":"):
        guard let message = rules.message(at: index), message.receiver.contains(where: { text($0) == "UINavigationController" }) else { break }
        if let type = controllerType(in: message.pieces[0].argument, before: index) {
          facts.navigation[type] = facts.navigation[type] ?? source(index)
        }
      case "viewControllers" where isPunctuation(index + 1, "=") || text(index - 1) == "setViewControllers":
        var open = index + 2
        if text(index) == "viewControllers", isPunctuation(index + 1, "="), text(open) == "@" { open += 1 }
        if !isPunctuation(open, "[") { open = index + 2 }
        guard isPunctuation(open, "[") || isPunctuation(open, "(") else { break }
        for element in elements(of: open) {
          guard let type = controllerType(in: element, before: index) else { continue }
          facts.tabs[type] = facts.tabs[type] ?? source(element.lowerBound)
          if element.contains(where: { text($0) == "UINavigationController" }) {
            facts.navigation[type] = facts.navigation[type] ?? source(element.lowerBound)
          }
        }
      default: break
      }
    }
  }

  /// The comma-separated elements inside the bracket at `open`.
  func elements(of open: Int) -> [Range<Int>] {
    var open = open
    if isPunctuation(open, "("), isPunctuation(open + 1, "[") || isPunctuation(open + 1, "@") {
      open = isPunctuation(open + 1, "@") ? open + 2 : open + 1
    }
    let close = outline.closing(open)
    var result: [Range<Int>] = []
    var start = open + 1
    var position = start
    while position < close {
      if isPunctuation(position, "(") || isPunctuation(position, "[") || isPunctuation(position, "{") {
        position = outline.closing(position) + 1
        continue
      }
      if isPunctuation(position, ",") {
        result.append(start..<position)
        start = position + 1
      }
      position += 1
    }
    if start < close { result.append(start..<close) }
    return result
  }

  /// The view controller type an expression makes (`FeedViewController()`, `[[Feed alloc]
  /// init]`, a navigation controller around one), or that a local variable was made as.
  func controllerType(in range: Range<Int>, before: Int, depth: Int = 0) -> String? {
    for position in range where tokens[position].kind == .identifier {
      let name = text(position)
      guard name != "UINavigationController", let first = name.first, first.isUppercase else { continue }
      // What a navigation controller's root or a tab holds is a view controller, whatever its name.
      if (isPunctuation(position + 1, "(") && !isPunctuation(position - 1, ".")) || text(position + 1) == "alloc" || text(position + 1) == "new" {
        return name
      }
    }
    // A variable: what it was assigned in the same scope.
    guard depth < 3, let variable = range.first(where: { tokens[$0].kind == .identifier }) else { return nil }
    for assigned in rules.assignments(of: text(variable), before: before, scope: outline.scopeOf[before]) {
      if let type = controllerType(in: assigned, before: before, depth: depth + 1) { return type }
    }
    // `let feed: FeedViewController = …` / `FeedViewController *feed = …`: its declared type.
    return nil
  }
}
