/// One mistake `adpreview lint` found in a source file.
public struct LintFinding: Sendable, Equatable {
  public var code: Finding.Code
  public var severity: Finding.Severity
  public var message: String
  /// 1-based line and column (bytes) of the code it is about.
  public var line: Int
  public var column: Int

  public init(_ code: Finding.Code, _ severity: Finding.Severity, _ message: String, line: Int, column: Int) {
    self.code = code
    self.severity = severity
    self.message = message
    self.line = line
    self.column = column
  }
}

/// What the lint knows about the app beyond one file.
public struct LintSettings: Sendable {
  /// The SDK release the app links: 13 deprecates the classic anchored adaptive sizes, 12 and
  /// later have Swift names without the GAD prefix.
  public var sdk: SDKVersion
  /// Whether the app declares multiple scenes (`UIApplicationSupportsMultipleScenes`), which
  /// makes `request.scene` required.
  public var multiScene: Bool

  public init(sdk: SDKVersion = .current, multiScene: Bool = false) {
    self.sdk = sdk
    self.multiScene = multiScene
  }
}

/// A file's lint: the findings, those an `adpreview:ignore` comment silences (with its
/// reason), and what kept the file from being read.
public struct LintResult: Sendable {
  public var findings: [LintFinding] = []
  public var ignored: [(finding: LintFinding, reason: String)] = []
  public var problems: [SourceProblem] = []
}

/// The source rules (FindingDoc's `.source` codes) over one tokenized file.
public enum SourceLinter {
  /// Lints one file's bytes (valid UTF-8).
  public static func lint(_ bytes: [UInt8], language: SourceLanguage, settings: LintSettings) -> LintResult {
    let tokens = SourceTokens(bytes, language: language)
    var result = LintResult()
    result.problems = tokens.problems
    guard tokens.problems.isEmpty else { return result }
    var rules = SourceRules(SourceOutline(tokens.tokens, language: language), settings: settings, imports: tokens.imports)
    rules.run()
    // Silenced by a comment on the line or alone on the line before.
    var silenced: [Int: [(Finding.Code, String?)]] = [:]
    let lines = tokens.tokens.map(\.line)
    for directive in tokens.ignores {
      var target = directive.line
      if !directive.trailsCode {
        // The next line with code.
        var low = 0
        var high = lines.count
        while low < high {
          let middle = (low + high) / 2
          if lines[middle] <= directive.line { low = middle + 1 } else { high = middle }
        }
        target = low < lines.count ? lines[low] : directive.line
      }
      for code in directive.codes { silenced[target, default: []].append((code, directive.reason)) }
    }
    for finding in rules.findings.sorted(by: { ($0.line, $0.column, $0.code.rawValue) < ($1.line, $1.column, $1.code.rawValue) }) {
      if let entry = silenced[finding.line]?.first(where: { $0.0 == finding.code }) {
        result.ignored.append((finding, entry.1 ?? "adpreview:ignore in the source"))
      } else {
        result.findings.append(finding)
      }
    }
    return result
  }
}

/// The rules, reading one outline.
struct SourceRules {
  let outline: SourceOutline
  let settings: LintSettings
  var tokens: [SourceToken] { outline.tokens }
  var findings: [LintFinding] = []
  /// Variables declared with an ad type, by name.
  var declared: [String: AdKind] = [:]
  let usesAds: Bool
  /// Token ranges that run only on old systems (`if #available(iOS 11, *) {…} else {…}`'s
  /// else), where the layout guides are the right answer.
  var legacyRanges: [Range<Int>] = []

  enum AdKind { case banner, fullScreen, native }

  static let bannerTypes: Set<String> = ["BannerView", "GADBannerView", "GAMBannerView", "AdManagerBannerView", "DFPBannerView"]
  static let fullScreenTypes: Set<String> = [
    "InterstitialAd", "GADInterstitialAd", "RewardedAd", "GADRewardedAd", "RewardedInterstitialAd", "GADRewardedInterstitialAd",
    "AppOpenAd", "GADAppOpenAd", "AdManagerInterstitialAd", "GAMInterstitialAd", "GADInterstitial", "DFPInterstitial",
  ]
  static let nativeTypes: Set<String> = ["AdLoader", "GADAdLoader", "NativeAdView", "GADNativeAdView", "GADUnifiedNativeAdView"]
  static let otherAdNames: Set<String> = ["MobileAds", "GADMobileAds", "Request", "GADRequest", "GAMRequest", "AdManagerRequest"]

  init(_ outline: SourceOutline, settings: LintSettings, imports: [String]) {
    self.outline = outline
    self.settings = settings
    var usesAds = imports.contains("GoogleMobileAds")
    let tokens = outline.tokens
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = tokens[index].text
      if (name == "import" || name == "@import") && index + 1 < tokens.count && tokens[index + 1].text == "GoogleMobileAds" { usesAds = true }
      if Self.bannerTypes.contains(name) || Self.fullScreenTypes.contains(name) || Self.nativeTypes.contains(name) { usesAds = true }
    }
    self.usesAds = usesAds
  }

  mutating func run() {
    findDeclarations()
    findLegacyRanges()
    findLegacyMethods()
    deprecatedNames()
    guard usesAds else { return }
    for index in tokens.indices where tokens[index].kind == .identifier {
      constraint(at: index)
      adaptiveWidth(at: index)
      doubledInset(at: index)
      ignoresSafeArea(at: index)
    }
    loads()
  }

  /// A finding at the token `index`, with its code's severity from the table (its lesser one
  /// when `lesser`).
  mutating func add(_ code: Finding.Code, lesser: Bool = false, at index: Int, _ message: String) {
    let token = tokens[min(index, tokens.count - 1)]
    let doc = FindingDoc.of(code)
    let severity = lesser ? doc.lesser?.severity ?? doc.severity : doc.severity
    findings.append(LintFinding(code, severity, message, line: token.line, column: token.column))
  }

  func text(_ index: Int) -> String { outline.text(index) }
  func isPunctuation(_ index: Int, _ text: String) -> Bool { outline.isPunctuation(index, text) }

  /// The code of a token range as written, spaces only where words meet (`view.safeAreaLayoutGuide.bottomAnchor`).
  func code(_ range: Range<Int>) -> String {
    var out = ""
    for index in range where index < tokens.count {
      let token = tokens[index]
      if let last = out.last, last.isLetter || last.isNumber || last == "_", token.kind == .identifier || token.kind == .number {
        out += " "
      }
      out += token.kind == .string ? "\"…\"" : token.text
    }
    while out.hasSuffix("?") || out.hasSuffix("!") { out.removeLast() }
    return out.count > 80 ? String(out.prefix(77)) + "…" : out
  }

  // MARK: Declarations

  /// `var banner: BannerView!`, `let ad = InterstitialAd(…)`, `GADBannerView *bannerView`,
  /// `@property(nonatomic) GADBannerView *bannerView;`.
  mutating func findDeclarations() {
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = tokens[index].text
      guard let kind = Self.kind(ofType: name) else { continue }
      if isPunctuation(index - 1, ":"), index >= 2, tokens[index - 2].kind == .identifier {
        declared[tokens[index - 2].text] = kind
      } else if isPunctuation(index - 1, "="), index >= 2, tokens[index - 2].kind == .identifier {
        declared[tokens[index - 2].text] = kind
      } else if outline.language == .objectiveC, isPunctuation(index + 1, "*"), index + 2 < tokens.count, tokens[index + 2].kind == .identifier {
        declared[tokens[index + 2].text] = kind
      }
    }
  }

  static func kind(ofType name: String) -> AdKind? {
    if bannerTypes.contains(name) { return .banner }
    if fullScreenTypes.contains(name) { return .fullScreen }
    if nativeTypes.contains(name) { return .native }
    return nil
  }

  /// What kind of ad a receiver (`self.bannerView`, `interstitial`, `GADInterstitialAd`) is:
  /// its declared type, a type named directly, or its name.
  func kind(ofReceiver range: Range<Int>) -> AdKind? {
    guard let last = range.reversed().first(where: { tokens[$0].kind == .identifier }) else { return nil }
    let name = tokens[last].text
    if let kind = declared[name] ?? Self.kind(ofType: name) { return kind }
    let lower = name.lowercased()
    if lower.contains(exactly: "banner") { return .banner }
    if lower.contains(exactly: "interstitial") || lower.contains(exactly: "rewarded") || lower.contains(exactly: "appopen") { return .fullScreen }
    if lower.contains(exactly: "nativead") || lower.contains(exactly: "adloader") { return .native }
    return nil
  }

  /// The receiver of a Swift member call: the chain of names and calls before the `.` at `dot`.
  func receiver(beforeDot dot: Int) -> Range<Int> {
    var start = dot
    var position = dot - 1
    while position >= 0 {
      let token = tokens[position]
      if token.kind == .identifier {
        start = position
        if isPunctuation(position - 1, ".") {
          position -= 2
          continue
        }
        break
      }
      if token.kind == .punctuation, token.text == "?" || token.text == "!" {
        position -= 1
        continue
      }
      if isPunctuation(position, ")") || isPunctuation(position, "]") {
        let open = outline.partner[position]
        guard open >= 0 else { break }
        start = open
        position = open - 1
        continue
      }
      break
    }
    return start..<dot
  }

  /// The ranges after `if #available(…) { … } else` (Swift) or `if (@available(…)) { … } else`.
  mutating func findLegacyRanges() {
    for index in tokens.indices where tokens[index].text == "#available" || tokens[index].text == "@available" {
      guard let brace = (index..<min(index + 40, tokens.count)).first(where: { isPunctuation($0, "{") }) else { continue }
      let close = outline.closing(brace)
      guard text(close + 1) == "else", isPunctuation(close + 2, "{") else { continue }
      legacyRanges.append((close + 2)..<outline.closing(close + 2))
    }
  }

  /// Methods called only from those ranges (the fallback of Google's iPhone X guide).
  var legacyScopes: Set<Int32> = []

  mutating func findLegacyMethods() {
    var counts: [String: (legacy: Int, other: Int)] = [:]
    for call in outline.calls {
      let key = "\(outline.typeOf[call.index])|\(call.name)"
      if legacyRanges.contains(where: { $0.contains(call.index) }) {
        counts[key, default: (0, 0)].legacy += 1
      } else {
        counts[key, default: (0, 0)].other += 1
      }
    }
    for (index, scope) in outline.scopes.enumerated() where scope.callable {
      if let count = counts["\(scope.type)|\(scope.name)"], count.legacy > 0, count.other == 0 { legacyScopes.insert(Int32(index)) }
    }
  }

  func isLegacy(_ index: Int) -> Bool {
    legacyScopes.contains(outline.scopeOf[index]) || legacyRanges.contains { $0.contains(index) }
  }

  // MARK: Names

  static let classicAnchored: [String: String] = [
    "currentOrientationAnchoredAdaptiveBanner": "largeAnchoredAdaptiveBanner(width:)",
    "portraitAnchoredAdaptiveBanner": "largePortraitAnchoredAdaptiveBanner(width:)",
    "landscapeAnchoredAdaptiveBanner": "largeLandscapeAnchoredAdaptiveBanner(width:)",
    "GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth": "GADLargeAnchoredAdaptiveBannerAdSizeWithWidth",
    "GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth": "GADLargePortraitAnchoredAdaptiveBannerAdSizeWithWidth",
    "GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth": "GADLargeLandscapeAnchoredAdaptiveBannerAdSizeWithWidth",
  ]

  mutating func deprecatedNames() {
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = tokens[index].text
      // A member (`x.GADFoo`) or a label is someone else's name.
      if isPunctuation(index - 1, ".") && outline.language == .swift { continue }
      if name.contains(exactly: "SmartBanner") {
        add(
          .deprecatedSmartBanner, at: index,
          "\(name) is a smart banner size: deprecated, sized from the screen's full width instead of the safe area.")
      }
      if settings.sdk >= .v13, let replacement = Self.classicAnchored[name] {
        add(
          .deprecatedAnchoredAdaptive, at: index,
          "\(name) is deprecated in SDK 13: use \(replacement), which can also serve video (its banner is taller).")
      }
      if outline.language == .swift, settings.sdk >= .v12, let swiftName = Self.swiftName(name) {
        add(.gadPrefixedSwiftName, at: index, "\(name) is the Objective-C name: since SDK 12 Swift calls it \(swiftName).")
      }
    }
  }

  /// The SDK 12 Swift name of a prefixed one, or nil when `name` is not an SDK name.
  static func swiftName(_ name: String) -> String? {
    var rest = Substring(name)
    if rest.hasPrefix("k") { rest = rest.dropFirst() }
    let prefix: String
    if rest.hasPrefix("GAD") {
      prefix = ""
    } else if rest.hasPrefix("GAM") {
      prefix = "AdManager"
    } else {
      return nil
    }
    rest = rest.dropFirst(3)
    guard let first = rest.first, first.isUppercase, rest.count > 1 else { return nil }
    // The size functions became free functions: GADLargeAnchoredAdaptiveBannerAdSizeWithWidth → largeAnchoredAdaptiveBanner(width:).
    for (suffix, labels) in [("AdSizeWithWidthAndMaxHeight", "(width:maxHeight:)"), ("AdSizeWithWidth", "(width:)")] where rest.hasSuffix(suffix) {
      let stem = rest.dropLast(suffix.count)
      return stem.prefix(1).lowercased() + stem.dropFirst() + labels
    }
    return prefix + rest
  }

  // MARK: Constraints

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
    // Back along the modifier chain to the view it starts from.
    var position = index - 2
    while position >= 0 {
      if isPunctuation(position, ")") || isPunctuation(position, "}") {
        let open = outline.partner[position]
        guard open >= 0 else { return }
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
    guard view.lowercased().contains(exactly: "banner") || view.hasSuffix("AdView") || Self.kind(ofType: view) == .banner else { return }
    add(.edgeConstraint, at: index, "\(view) ignores the safe area: the banner reaches under the home indicator and into the corners.")
  }

  // MARK: Widths

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

  // MARK: Loads

  /// A call that loads an ad, presents one or sets a banner's size.
  struct Site {
    var index: Int
    var kind: AdKind?
    var verb: Verb
    /// The request argument's tokens, for the scene rule.
    var receiver: Range<Int>

    enum Verb { case load, present, canPresent, setSize }
  }

  func sites() -> [Site] {
    var sites: [Site] = []
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = text(index)
      if outline.language == .swift {
        guard isPunctuation(index - 1, ".") else { continue }
        let receiver = receiver(beforeDot: index - 1)
        switch name {
        case "load" where isPunctuation(index + 1, "("):
          if let kind = kind(ofReceiver: receiver) { sites.append(Site(index: index, kind: kind, verb: .load, receiver: receiver)) }
        case "present" where isPunctuation(index + 1, "(") && ["from", "fromRootViewController"].contains(text(index + 2)):
          sites.append(Site(index: index, kind: kind(ofReceiver: receiver) ?? .fullScreen, verb: .present, receiver: receiver))
        case "canPresent":
          sites.append(Site(index: index, kind: .fullScreen, verb: .canPresent, receiver: receiver))
        case "adSize" where isPunctuation(index + 1, "="):
          if kind(ofReceiver: receiver) == .banner { sites.append(Site(index: index, kind: .banner, verb: .setSize, receiver: receiver)) }
        default: break
        }
      } else {
        if name == "adSize", isPunctuation(index - 1, "."), isPunctuation(index + 1, "=") {
          let receiver = receiver(beforeDot: index - 1)
          if kind(ofReceiver: receiver) == .banner { sites.append(Site(index: index, kind: .banner, verb: .setSize, receiver: receiver)) }
          continue
        }
        guard isPunctuation(index + 1, ":"), let message = message(at: index) else { continue }
        let selector = message.selector
        let kind = kind(ofReceiver: message.receiver)
        if selector == "loadRequest:" || selector.hasPrefix("loadWithAdUnitID:") || selector.hasPrefix("loadWithRequest:") {
          if let kind { sites.append(Site(index: index, kind: kind, verb: .load, receiver: message.receiver)) }
        } else if selector.hasPrefix("presentFromRootViewController:") {
          sites.append(Site(index: index, kind: kind ?? .fullScreen, verb: .present, receiver: message.receiver))
        } else if selector.hasPrefix("canPresentFromRootViewController:") {
          sites.append(Site(index: index, kind: .fullScreen, verb: .canPresent, receiver: message.receiver))
        }
      }
    }
    return sites
  }

  mutating func loads() {
    let sites = sites()
    var byType: [Int32: [Site]] = [:]
    for site in sites { byType[outline.typeOf[site.index], default: []].append(site) }
    for site in sites where site.verb == .load {
      let moments = outline.moments(at: site.index)
      if moments.contains(.viewDidLoad) {
        add(
          .loadInViewDidLoad, at: site.index,
          "\(code(site.receiver)) loads from viewDidLoad: the view has no window scene and no safe area yet. Load in viewDidAppear.")
      }
      if moments.contains(.appear), !onceGuarded(site) {
        add(
          .loadWithoutOnceGuard, at: site.index,
          "\(code(site.receiver)) loads in viewDidAppear with no once-guard: every return to the screen sends another request.")
      }
      if settings.multiScene, !setsScene(site) {
        add(
          .requestWithoutScene, at: site.index,
          "\(code(site.receiver)) loads a request without request.scene, and the app declares multiple scenes: in test mode the request fails.")
      }
    }
    // Types whose banners are adaptive (or smart): their size depends on the width, so a new
    // width needs a new ad. A fixed 320×50 keeps its size.
    var adaptiveTypes = Set<Int32>()
    for index in tokens.indices where Self.adaptiveFunctions.contains(text(index)) || text(index).contains(exactly: "SmartBanner") {
      adaptiveTypes.insert(outline.typeOf[index])
    }
    for (type, sites) in byType.sorted(by: { $0.key < $1.key }) {
      let banners = sites.filter { $0.kind == .banner && ($0.verb == .load || $0.verb == .setSize) }
      if adaptiveTypes.contains(type), let first = banners.first(where: { $0.verb == .load }),
        !banners.contains(where: { outline.moments(at: $0.index).contains(.transition) })
      {
        if let trait = banners.first(where: { outline.moments(at: $0.index).contains(.traitChange) }) {
          add(
            .reloadOnTraitChangeOnly, at: trait.index,
            "\(code(trait.receiver)) reloads only on a trait change: a resize that keeps the size classes (iOS 27's resized iPhone windows, most iPad window resizes) leaves the old size."
          )
        } else {
          add(
            .noReloadOnTransition, at: first.index,
            "\(code(first.receiver)) is loaded but never reloaded when the view changes size: after a rotation or a window resize it keeps the old size."
          )
        }
      }
      if !sites.contains(where: { $0.verb == .canPresent }) {
        for present in sites where present.verb == .present {
          add(
            .presentWithoutCanPresent, at: present.index,
            "\(code(present.receiver)) is presented without canPresent(from:): after the window changed size the ad may not fit, and presenting fails."
          )
        }
      }
    }
  }

  /// Whether a load in `viewDidAppear` runs once: a flag tested on the way to it (in the
  /// load's method or an `appear` method) and set to true in the type, or `dispatch_once`.
  func onceGuarded(_ site: Site) -> Bool {
    let type = outline.typeOf[site.index]
    let own = outline.scopeOf[site.index]
    var flags: Set<String> = []
    var onceCall = false
    for (index, scope) in outline.scopes.enumerated() where scope.type == Int(type) && (Int32(index) == own || scope.moments.contains(.appear)) {
      for position in scope.open..<min(scope.close, tokens.count) {
        if text(position) == "dispatch_once" { onceCall = true }
        guard ["if", "guard", "while"].contains(text(position)) else { continue }
        var end = position + 1
        while end < scope.close && !isPunctuation(end, "{") && text(end) != "else" { end += 1 }
        for condition in (position + 1)..<end where tokens[condition].kind == .identifier { flags.insert(text(condition)) }
      }
    }
    if onceCall { return true }
    for index in tokens.indices where outline.typeOf[index] == type && isPunctuation(index, "=") {
      guard flags.contains(text(index - 1)), ["true", "YES", "1"].contains(text(index + 1)) else { continue }
      return true
    }
    return false
  }

  /// Whether the load's method, or one it calls, sets a request's `scene`.
  func setsScene(_ site: Site) -> Bool {
    for scope in outline.scopeAndCallees(at: site.index) {
      let body = outline.scopes[scope]
      for position in body.open..<min(body.close, tokens.count) {
        if text(position) == "scene", isPunctuation(position - 1, "."), isPunctuation(position + 1, "=") { return true }
        // Objective-C's setter, `[request setScene:scene]`.
        if text(position) == "setScene" { return true }
      }
    }
    return false
  }
}
