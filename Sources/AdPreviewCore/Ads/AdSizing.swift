import AdPreviewFormats

/// The size the SDK gives an ad in a scene, and how it was worked out.
public struct AdSizing: Hashable, Sendable {
  /// The ad size requested (`GADAdSize`), or the full-screen ad's content size.
  public var size: Size
  /// The creative shown inside a wider slot (a smart banner's centred creative), if narrower.
  public var creative: Size?
  /// One line per step, for people: where the width and the height came from.
  public var explanation: [String] {
    get { explanationText.value }
    set { explanationText = DeferredText(newValue) }
  }
  /// The explanation, built when it is read.
  public var explanationText: DeferredText<[String]>
  /// Whether the height comes from a model rather than a documented rule.
  public var isModel: Bool
  /// The reported SDK failure the size follows (`ObservedSDKFailure.id`), if any.
  public var observedFailure: String?

  public init(size: Size, creative: Size? = nil, explanation: [String], isModel: Bool = false) {
    self.init(size: size, creative: creative, explanationText: DeferredText(explanation), isModel: isModel)
  }

  /// A sizing whose explanation `explanationText` builds when it is read.
  public init(size: Size, creative: Size? = nil, explanationText: DeferredText<[String]>, isModel: Bool = false) {
    self.size = size
    self.creative = creative
    self.explanationText = explanationText
    self.isModel = isModel
  }
}

extension AdSizing {
  /// The size of `slot`'s ad in `scene`; nil for `none`.
  public static func of(_ slot: AdSlot, in scene: Scene, request: RequestSettings) -> AdSizing? {
    // The width the app hands the adaptive size: the safe area's (the seeds' way), or the
    // mistakes `asymmetric-insets` names.
    var width: Double
    switch slot.bannerWidth {
    case .safeArea: width = scene.contentRect.width
    case .screenWidth: width = scene.screen.width
    case .insetDoubled: width = max(1, scene.contentWindow.width - 2 * scene.safeArea.left)
    }
    // Android's adaptive sizes take a whole number of dp (`getCurrentOrientationAnchored…
    // AdSize(Context, int)`), and Google's banner sample hands them the width truncated,
    // `(int) (adWidthPixels / density)`: a pane 537.6 dp wide asks for 537.
    if scene.device.platform == .android { width = max(1, width.rounded(.down)) }
    switch slot.format.kind {
    case .none:
      return nil
    case .fixedBanner(let size):
      let format = slot.format
      return AdSizing(size: size, explanationText: DeferredText { ["fixed size \(size.label) (\(format.sdkName))"] })
    case .smartBanner:
      return smartBanner(in: scene, slot: slot)
    case .adaptiveBanner:
      switch slot.format {
      case .largeAnchoredAdaptive:
        return largeAnchoredAdaptive(width: width, cap: .of(scene), platform: scene.device.platform)
      case .inlineAdaptive:
        return inlineAdaptive(width: width, maxHeight: slot.maxHeight ?? scene.contentRect.height)
      default:
        return anchoredAdaptive(width: width, cap: .of(scene), platform: scene.device.platform)
      }
    case .native:
      return nativeSize(slot, in: scene)
    case .fullScreen:
      return fullScreen(slot.format, in: scene, request: request)
    }
  }

  /// Inline adaptive: the width given, a height chosen by the ad up to `maxHeight`. Model:
  /// the ad serves at most a medium-rectangle aspect (`w·250/300`), never under 32.
  public static func inlineAdaptive(width: Double, maxHeight: Double) -> AdSizing {
    let height = max(32, min((width * 250 / 300).rounded(), maxHeight.rounded(.down)))
    return AdSizing(
      size: Size(width: width, height: height),
      explanationText: DeferredText {
        [
          "width = safe-area width \(formatPoints(width)), max height \(formatPoints(maxHeight))",
          "height \(formatPoints(height)) = min(\(formatPoints(width))·250/300, max height) "
            + "(model: the served height varies)",
        ]
      }, isModel: true)
  }

  /// Smart banner (deprecated): the full width of the window (the content's pane) and a
  /// height from the platform's rule (`SmartBannerRule`). A standard creative is centred and
  /// the sides are filled.
  static func smartBanner(in scene: Scene, slot: AdSlot) -> AdSizing {
    let rule = SmartBannerRule(for: scene.device)
    let (height, why) = rule.height(in: scene)
    let isTablet = scene.device.family.isTablet
    let width = scene.contentWindow.width
    let slotWidth = AdPlacement.area(for: slot, in: scene).width
    let creativeWidth = [728.0, 468, 320].first { isTablet && $0 <= slotWidth } ?? 320
    return AdSizing(
      size: Size(width: width, height: height),
      creative: Size(width: min(creativeWidth, slotWidth), height: height),
      explanationText: DeferredText {
        [
          "full window width \(formatPoints(width)), height \(formatPoints(height)) (\(why))",
          "creative \(formatPoints(min(creativeWidth, slotWidth)))×\(formatPoints(height)) centred, "
            + "sides filled (model)",
        ]
      })
  }

  static func nativeSize(_ slot: AdSlot, in scene: Scene) -> AdSizing {
    let area = AdPlacement.area(for: slot, in: scene)
    switch slot.format {
    case .nativeSmall, .nativeMedium:
      let template = NativeAdLayout.templateSize(slot.format)
      let xib = slot.format == .nativeSmall ? "GADTSmallTemplateView.xib" : "GADTMediumTemplateView.xib"
      let narrower = template.width > area.width + 0.001
      if slot.effectiveAlignment == .fill || narrower {
        let width = slot.effectiveAlignment == .fill ? slot.native.width ?? area.width : area.width
        let height = (width * template.height / template.width).rounded()
        let format = slot.format
        let guideWidth = narrower && slot.effectiveAlignment != .fill
        return AdSizing(
          size: Size(width: width, height: height),
          explanationText: DeferredText {
            [
              "\(format.sdkName) \(template.label) (Google's \(xib)) scaled to width "
                + "\(formatPoints(width))\(guideWidth ? ", the guide's width" : "") "
                + "(fixed aspect: model)"
            ]
          }, isModel: true)
      }
      let format = slot.format
      return AdSizing(
        size: template, explanationText: DeferredText { ["\(format.sdkName) \(template.label), as Google's \(xib) draws it"] })
    default:
      let width =
        slot.effectiveAlignment == .fill ? area.width : (slot.native.width ?? min(area.width, 400))
      let layout = NativeAdLayout.custom(slot.native, in: Rect(x: 0, y: 0, width: width, height: 0))
      // An anchored native ad view pinned to the safe area is held inside it by its
      // constraints: taller content is compressed (the media view gives way), as Auto Layout
      // lays it out, rather than pushed past the safe area.
      let pinnedInside = slot.effectiveKind == .anchored && slot.guide == .safeArea && slot.offset == 0
      let natural = slot.native.height ?? layout.contentHeight
      let compressed = slot.native.height == nil && pinnedInside && natural > area.height + 0.5
      // Compressed to the whole points the safe area holds: a fractional height is a mistake
      // (`asset-outside-ad-view`) an app makes, not one the previewer makes for it.
      let height = compressed ? area.height.rounded(.down) : natural
      let fill = slot.effectiveAlignment == .fill
      let options = slot.native
      return AdSizing(
        size: Size(width: width, height: height),
        explanationText: DeferredText {
          [
            "native ad view \(formatPoints(width)) wide ("
              + (fill ? "the guide's width" : options.width == nil ? "the guide's width, at most 400" : "set")
              + ")",
            compressed
              ? "height \(formatPoints(height)): its assets want \(formatPoints(natural)), and the safe area it is pinned to holds "
                + "\(formatPoints(area.height))\(area.height == height ? "" : ", in whole points \(formatPoints(height))") (the media view gives way)"
              : options.height == nil
                ? "height \(formatPoints(height)) from its assets (media \(formatRatio(options.mediaAspectRatio)))"
                : "height \(formatPoints(height)) (set)",
          ]
        })
    }
  }

  static func fullScreen(_ format: AdFormat, in scene: Scene, request: RequestSettings) -> AdSizing {
    let screen = scene.screen
    let window = scene.window.size
    if request.multiScene && request.scene == .unset {
      return AdSizing(
        size: screen,
        explanationText: DeferredText {
          ["no request.scene: sized for the whole screen \(screen.label), not the window \(window.label)"]
        })
    }
    if let failure = ObservedSDKFailure.applying(to: format, in: scene, sdk: request.sdk) {
      let size = Size(width: window.width, height: window.height + failure.heightExcess)
      let release = scene.osLabel ?? "this release"
      var sizing = AdSizing(
        size: size,
        explanationText: DeferredText {
          [
            "observed, not documented: on \(release) SDK 12 sizes \(format.words) ads \(formatPoints(failure.heightExcess)) pt taller "
              + "than the window \(window.label), so \(size.label) (\(failure.sources[0]))"
          ]
        })
      sizing.observedFailure = failure.id
      return sizing
    }
    return AdSizing(
      size: window, explanationText: DeferredText { ["sized for the requesting scene's window \(window.label)"] })
  }
}

/// `16:9`-style text for an aspect ratio, or its decimal.
public func formatRatio(_ ratio: Double) -> String {
  for (w, h) in [(16, 9), (9, 16), (4, 3), (3, 4), (1, 1), (3, 2), (2, 3), (1.91, 1)] as [(Double, Double)]
  where abs(ratio - w / h) < 0.005 {
    return "\(formatPoints(w)):\(formatPoints(h))"
  }
  return formatPoints(ratio)
}
