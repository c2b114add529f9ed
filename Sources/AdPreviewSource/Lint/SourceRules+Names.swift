import AdPreviewCore
import AdPreviewFormats

/// The lint rules on the SDK names a release deprecated or renamed.
extension SourceRules {
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
      if settings.release >= 13, let replacement = Self.classicAnchored[name] {
        add(
          .deprecatedAnchoredAdaptive, at: index,
          "\(name) is deprecated in SDK 13: use \(replacement), which can also serve video (its banner is taller).")
      }
      if outline.language == .swift, settings.release >= 12, let swiftName = Self.swiftName(name) {
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
}
