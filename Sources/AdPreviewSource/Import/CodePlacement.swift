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
