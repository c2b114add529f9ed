import AdPreviewCore
import AdPreviewFormats

/// The lint rules on the variables that hold ads, and the code that runs only on systems before iOS 11.
extension SourceRules {
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
}
