import AdPreviewCore
import AdPreviewFormats

/// The slot options every scene-showing subcommand, `check` and the previewer take: where the
/// ad is pinned, the request, and the native ad's options. Defaults come from Core's own
/// (`AdSlot()`, `RequestSettings()`, `NativeAdOptions()`).
enum SlotOptions: DeclaresOptions {
  private static let selection = Selection()
  private static let native = NativeAdOptions()

  // The slot.
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    position, align, guide, collapsible, offset, scene, mode, multiScene, sdk, maxHeight, adChoices, media, mediaAspect, mediaViewAspect, mediaMode,
    assets, demand, nativeWidth, nativeHeight)

  static let position = Option.choice("--position", value: "P", help: "top or bottom of the guide", default: selection.slot.position)
  static let align = Option<AdAlignment?>.choice(
    "--align", value: "A",
    help: "center (the ad's own width) or fill (the guide's width); when not given, fill for smart-banner and center for the rest")
  static let guide = Option(
    "--guide", value: "G",
    help: "safe-area (safeAreaLayoutGuide), layout-guides (topLayoutGuide / bottomLayoutGuide, the sides at the view's edges) "
      + "or superview (the view's edges: the mistake); legacy is superview's old name",
    default: selection.slot.guide, defaultLabel: selection.slot.guide.rawValue,
    completion: .words(LayoutGuide.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in
      try ValueParser.named(
        text, LayoutGuide.init(named:), what: "a layout guide", names: LayoutGuide.allCases.map(\.rawValue) + ["legacy"])
    })
  static let collapsible = Option<CollapsiblePlacement?>.choice(
    "--collapsible", value: "EDGE",
    help: "banners: request a collapsible ad (the collapsible extra), its expanded overlay aligned to the banner's top or bottom; "
      + "when not given, a plain banner")
  static let offset = Option.number(
    "--offset", value: "PT", help: "move the ad PT points in from its edge, as inline content would be",
    default: selection.slot.offset, range: Limits.offsets, unit: " pt")
  // The request.
  static let scene = Option.choice(
    "--scene", value: "S", help: "set or unset: whether the request carries request.scene", default: selection.request.scene)
  static let mode = Option.choice("--mode", value: "M", help: "test or production requests", default: selection.request.mode)
  static let multiScene = Option(
    "--multi-scene", value: "on|off", help: "whether the app supports multiple scenes", default: selection.request.multiScene,
    defaultLabel: selection.request.multiScene ? "on" : "off", completion: .words(["on", "off"]), parse: ValueParser.onOff)
  static let sdk = Option<SDKVersion>(
    "--sdk", value: "RELEASE",
    help: "the Google Mobile Ads SDK release the app links: "
      + SDKVersion.allCases.map(\.rawValue).joined(separator: " or ")
      + " (13 deprecates the classic anchored adaptive sizes for large anchored adaptive)",
    default: SDKVersion.current, defaultLabel: SDKVersion.current.rawValue,
    completion: .words(SDKVersion.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in
      try ValueParser.named(
        text, SDKVersion.init(rawValue:), what: "an SDK release adpreview models", names: SDKVersion.allCases.map(\.rawValue))
    })
  static let maxHeight = Option<Double?>(
    "--max-height", value: "PT", help: "inline-adaptive: the maximum height, at least 32; when not given, the safe-area height",
    parse: { text throws(CommandError) in
      let value = try ValueParser.number(text, in: Limits.lengths, unit: " pt")
      guard value >= 32 else {
        throw CommandError("\(formatPoints(value)) is under 32; the SDK needs a max height of at least 32 (50 or more is recommended)")
      }
      return value
    })
  // The native ad.
  static let adChoices = Option.choice(
    "--adchoices", value: "C", help: "native: the AdChoices corner, top-right, top-left, bottom-right or bottom-left",
    default: native.adChoices)
  static let media = Option.choice("--media", value: "M", help: "native: image or video", default: native.media)
  static let mediaAspect = Option(
    "--media-aspect", value: "R", help: "native: the media's aspect ratio, W:H or a number", default: native.mediaAspectRatio,
    defaultLabel: ValueParser.ratioLabel(native.mediaAspectRatio), parse: ValueParser.ratio)
  static let mediaViewAspect = Option<Double?>(
    "--media-view-aspect", value: "R", help: "native: lay the media view out at this ratio; when not given, the media's own",
    parse: ValueParser.ratio)
  static let mediaMode = Option.choice(
    "--media-mode", value: "M", help: "native: fit (letterbox) or fill (crop) the media into its view", default: native.contentMode)
  static let assets = Option(
    "--assets", value: "LIST",
    help: "native: the optional assets the ad carries, comma-separated, `all` or `none`: "
      + NativeAsset.allCases.map(\.rawValue).joined(separator: ", "),
    default: native.assets, defaultLabel: assetsLabel(native.assets),
    completion: .words(["all", "none"] + NativeAsset.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in
      switch text {
      case "all": return .all
      case "none": return []
      default:
        // An empty list is no list: `none` says no assets.
        guard !text.trimmingSpaces.isEmpty,
          !text.split(separator: ",", omittingEmptySubsequences: false).contains(where: { $0.allSatisfy { $0 == " " } })
        else {
          throw CommandError("\(text.quotedForMessage) has an empty entry (give all, none, or assets separated by commas)")
        }
        var assets = CaseSet<NativeAsset>()
        for name in text.split(separator: ",") {
          assets.insert(try ValueParser.choice(String(name).trimmingSpaces, as: NativeAsset.self))
        }
        return assets
      }
    })
  static let demand = Option.choice(
    "--demand", value: "D", help: "native: indirect (AdChoices always), direct (no AdChoices) or direct-eea (AdChoices in the EEA)",
    default: native.demand)
  static let nativeWidth = Option<Double?>.number(
    "--native-width", value: "PT", help: "native: the native ad view's width; when not given, the guide's width, at most 400 (a model)",
    range: 1...Limits.maximumLength, unit: " pt")
  static let nativeHeight = Option<Double?>.number(
    "--native-height", value: "PT", help: "native: a fixed native ad view height; when not given, as tall as its assets",
    range: 1...Limits.maximumLength, unit: " pt")

  /// Reads the slot options into a slot of `format` (nil: the banner the SDK release
  /// recommends) and its request; options the command does not take read as their defaults.
  static func slot(format: AdFormat?, from arguments: ParsedArguments) -> (AdSlot, RequestSettings) {
    let native = NativeAdOptions(
      mediaAspectRatio: arguments.valueIfTaken(mediaAspect), media: arguments.valueIfTaken(media), contentMode: arguments.valueIfTaken(mediaMode),
      assets: arguments.valueIfTaken(assets), demand: arguments.valueIfTaken(demand), adChoices: arguments.valueIfTaken(adChoices),
      width: arguments.valueIfTaken(nativeWidth), height: arguments.valueIfTaken(nativeHeight),
      mediaViewAspectRatio: arguments.valueIfTaken(mediaViewAspect))
    let sdk = arguments.valueIfTaken(sdk)
    var slot = AdSlot(
      format: format ?? sdk.defaultBannerFormat, position: arguments.valueIfTaken(position), alignment: arguments.valueIfTaken(align),
      guide: arguments.valueIfTaken(guide), offset: arguments.valueIfTaken(offset), maxHeight: arguments.valueIfTaken(maxHeight), native: native)
    slot.collapsible = arguments.valueIfTaken(collapsible)
    let request = RequestSettings(
      scene: arguments.valueIfTaken(scene), mode: arguments.valueIfTaken(mode), multiScene: arguments.valueIfTaken(multiScene), sdk: sdk)
    return (slot, request)
  }

  /// How a set of native assets reads in help: `all`, `none` or the list.
  private static func assetsLabel(_ assets: CaseSet<NativeAsset>) -> String {
    if assets.count == NativeAsset.allCases.count { return "all" }
    if assets.isEmpty { return "none" }
    return NativeAsset.allCases.filter(assets.contains).map(\.rawValue).joined(separator: ",")
  }
}
