import AdPreviewCore

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
  /// Methods called only from those ranges (the fallback of Google's iPhone X guide).
  var legacyScopes: Set<Int32> = []
  /// The project this file belongs to and its number there, when lint reads a project:
  /// calls into other files and types then count.
  var project: (index: SourceIndex, file: Int)?
  /// The plain one-line string literals, by token index (SourceTokens' `literals`): what a
  /// visual format string says.
  var literals: [Int: String] = [:]

  enum AdKind { case banner, fullScreen, native }

  static let bannerTypes: Set<String> = ["BannerView", "GADBannerView", "GAMBannerView", "AdManagerBannerView", "DFPBannerView"]
  static let fullScreenTypes: Set<String> = [
    "InterstitialAd", "GADInterstitialAd", "RewardedAd", "GADRewardedAd", "RewardedInterstitialAd", "GADRewardedInterstitialAd",
    "AppOpenAd", "GADAppOpenAd", "AdManagerInterstitialAd", "GAMInterstitialAd", "GADInterstitial", "DFPInterstitial",
  ]
  static let nativeTypes: Set<String> = ["AdLoader", "GADAdLoader", "NativeAdView", "GADNativeAdView", "GADUnifiedNativeAdView"]
  static let otherAdNames: Set<String> = ["MobileAds", "GADMobileAds", "Request", "GADRequest", "GAMRequest", "AdManagerRequest"]

  /// The file's classes that subclass a banner view (`class FooterBanner: GADBannerView`).
  var bannerSubclasses: Set<String> = []

  init(_ outline: SourceOutline, settings: LintSettings, imports: [String]) {
    self.outline = outline
    self.settings = settings
    var usesAds = imports.contains("GoogleMobileAds")
    let tokens = outline.tokens
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = tokens[index].text
      if (name == "import" || name == "@import") && index + 1 < tokens.count && tokens[index + 1].text == "GoogleMobileAds" { usesAds = true }
      if Self.bannerTypes.contains(name) || Self.fullScreenTypes.contains(name) || Self.nativeTypes.contains(name) { usesAds = true }
      if name == "class", index + 3 < tokens.count, outline.isPunctuation(index + 2, ":"), Self.bannerTypes.contains(tokens[index + 3].text) {
        bannerSubclasses.insert(tokens[index + 1].text)
      }
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
      layoutLibraryEdge(at: index)
      visualFormatEdge(at: index)
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

  /// The moments the code at `index` runs at: its file's own calls, and over the project the
  /// calls from other types and files.
  func moments(at index: Int) -> Set<SourceOutline.Moment> {
    var moments = outline.moments(at: index)
    if let project, outline.scopeOf[index] >= 0 { moments.formUnion(project.index.moments(file: project.file, scope: Int(outline.scopeOf[index]))) }
    return moments
  }

  /// How the code at `index` is reached from a moment when that takes a call into another
  /// method: ` (Home.viewDidLoad → AdManager.loadBanner)`; empty when it runs there directly.
  func via(_ index: Int, _ moment: SourceOutline.Moment) -> String {
    guard let project, outline.scopeOf[index] >= 0,
      let chain = project.index.chain(file: project.file, scope: Int(outline.scopeOf[index]), moment: moment), chain.count > 1
    else { return "" }
    return " (" + chain.joined(separator: " → ") + ")"
  }
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
}
