import AdPreviewFormats

/// Anchored adaptive banners, classic and large: the width given, a height from the width
/// within 50 and a cap.
///
/// The Android SDK's code gives the rule whole (the classic and the large one alike): the
/// height the width asks for, from the aspect of the standard banner that width is closest
/// to (320×50, 468×60, 728×90, with two flat steps between), then held within 50 and the
/// smaller of the cap's maximum and its share of the height `AdaptiveCapHeight` reads. The
/// iOS SDK documents only the bounds (50–90 and 15 %; 20 % and 150 for the large banner)
/// and is taken to follow the same rule: every size known from either SDK fits it.
extension AdSizing {
  /// Classic anchored adaptive (`currentOrientationAnchoredAdaptiveBanner(width:)`):
  /// `clamp(the width's height, 50, min(90, round(15 % of the cap's height)))`.
  public static func anchoredAdaptive(width: Double, cap: AdaptiveCapHeight, platform: Platform = .ios) -> AdSizing {
    let term = AnchoredTerm.classic(width: width)
    return anchored(width: width, natural: term.height(width), term: term, capShare: 15, capMaximum: 90, cap: cap, platform: platform)
  }

  /// The classic banner with the cap read from the screen's height, as the iOS header says.
  public static func anchoredAdaptive(width: Double, screenHeight: Double, orientation: Orientation = .portrait) -> AdSizing {
    anchoredAdaptive(width: width, cap: .screen(screenHeight, orientation))
  }

  /// Large anchored adaptive (SDK 13+, `largeAnchoredAdaptiveBanner(width:)`): the width's
  /// height `max(100, round(w·100/320))` within 50 and `min(150, round(20 % of the cap's
  /// height))`. iOS documents only the 20 % and the 150.
  public static func largeAnchoredAdaptive(width: Double, cap: AdaptiveCapHeight, platform: Platform = .ios) -> AdSizing {
    let term = width * 100 / 320 < 100 ? AnchoredTerm.least(100) : .aspect(100, 320)
    return anchored(width: width, natural: term.height(width), term: term, capShare: 20, capMaximum: 150, cap: cap, platform: platform)
  }

  /// The large banner with the cap read from the screen's height.
  public static func largeAnchoredAdaptive(width: Double, screenHeight: Double, orientation: Orientation = .portrait) -> AdSizing {
    largeAnchoredAdaptive(width: width, cap: .screen(screenHeight, orientation))
  }

  /// The height a width asks for before the bounds, kept as what it is so that its words
  /// are made only when the explanation is read.
  enum AnchoredTerm: Hashable, Sendable {
    /// `w·height/width`: the aspect of a standard banner.
    case aspect(Double, Double)
    /// A flat height for the widths between two standard banners' aspects.
    case step(Double, ClosedRange<Int>)
    /// The least a large banner asks for.
    case least(Double)

    /// The classic banner's: the aspect of the standard banner the width is nearest
    /// (`w·50/320` up to 432, `w·60/468` from 527 to 632, `w·90/728` past 655), 68 and 81
    /// on the steps between.
    static func classic(width: Double) -> AnchoredTerm {
      if width > 655 { return .aspect(90, 728) }
      if width > 632 { return .step(81, 633...655) }
      if width > 526 { return .aspect(60, 468) }
      if width > 432 { return .step(68, 433...526) }
      return .aspect(50, 320)
    }

    func height(_ width: Double) -> Double {
      switch self {
      case .aspect(let height, let of): (width * height / of).rounded()
      case .step(let height, _), .least(let height): height
      }
    }

    /// `690·90/728`, `68 (a width 433–526)`, `100 (the least it asks)`.
    func words(_ width: Double) -> String {
      switch self {
      case .aspect(let height, let of): "\(formatPoints(width))·\(formatPoints(height))/\(formatPoints(of))"
      case .step(let height, let widths): "\(formatPoints(height)) (a width \(widths.lowerBound)–\(widths.upperBound))"
      case .least(let height): "\(formatPoints(height)) (the least it asks)"
      }
    }
  }

  /// An anchored banner's size: the width given, `natural` within 50 and
  /// `min(capMaximum, round(capShare % of the cap's height))`; the explanation says the
  /// other reading of the cap where it gives another height, and whose rule it is: Android's
  /// own, a model on iOS.
  private static func anchored(
    width: Double, natural: Double, term: AnchoredTerm, capShare: Double, capMaximum: Double, cap: AdaptiveCapHeight,
    platform: Platform
  ) -> AdSizing {
    func height(under capHeight: Double) -> Double {
      // A whole share: `15 × 410 / 100` is 61.5 exactly and rounds up, as the SDK's float does.
      max(50, min(natural, min(capMaximum, (capHeight * capShare / 100).rounded())))
    }
    let used = height(under: cap.height)
    let other = cap.other.map { (reading: $0, height: height(under: $0.height)) }
    return AdSizing(
      size: Size(width: width, height: used),
      explanationText: DeferredText {
        let note =
          platform == .android
          ? "the SDK's rule; \(cap.isModel ? "the app's height a model" : "from its code")" : "model: the Android SDK's rule"
        var lines = [
          "width = safe-area width \(formatPoints(width))",
          "height \(formatPoints(used)) = clamp(\(term.words(width)), 50, min(\(formatPoints(capMaximum)), "
            + "\(formatPoints(capShare))% of \(cap.words))) (\(note))",
        ]
        if let other, other.height != used {
          lines.append(
            "other reading: \(formatPoints(capShare))% of \(other.reading.words) gives \(formatPoints(other.height)) (\(other.reading.note))")
        }
        return lines
      }, isModel: true)
  }

  /// The classic anchored adaptive size a large anchored adaptive slot would have had
  /// (SDK 12's `currentOrientationAnchoredAdaptiveBanner(width:)`), to show the jump; nil
  /// for other formats.
  public static func classicComparison(for slot: AdSlot, sized sizing: AdSizing, in scene: Scene) -> Size? {
    guard slot.format == .largeAnchoredAdaptive else { return nil }
    return anchoredAdaptive(width: sizing.size.width, cap: .of(scene), platform: scene.device.platform).size
  }
}
