import AdPreviewCore

/// The scene options every scene-showing subcommand and the previewer accept: the device and
/// its state, the ad slot, the request, and the native ad's options. Defaults come from
/// Core's own (`Selection()`, `AdSlot()`, `NativeAdOptions()`, `RequestSettings()`).
enum SceneOptions {
  private static let selection = Selection()
  private static let native = NativeAdOptions()

  // The device and its state.
  static let device = Option(
    "--device", value: "ID", help: "a device id or model name from `adpreview devices`", default: selection.deviceID,
    completion: .devices,
    parse: { text throws(CommandError) in
      // An id or a model's name (`iphone-15`, "iPhone 15"); the catalog resolves it.
      guard text.count <= 80, !text.isEmpty else {
        throw CommandError("\(text.quotedForMessage) is not a device id or model name; `adpreview devices` lists them")
      }
      return text
    })
  static let app = Option<String?>(
    "--app", value: "FILE", help: "an app layout file with the app's ad slots (overrides the slot options; format in the README)",
    completion: .path, parse: { $0 })
  static let devices = Option<String?>(
    "--devices", value: "DIR", help: "also load the device files in DIR (after $ADPREVIEW_DEVICES)", completion: .path,
    parse: { $0 })
  static let orientation = Option.choice(
    "--orientation", value: "O",
    help: "portrait, landscape-left (cutout on the left), landscape-right, portrait-upside-down",
    default: selection.orientation)
  static let posture = Option<PostureName?>.choice(
    "--posture", value: "P", help: "folded, half-open, open (foldables); single, spanned (dual-screen); when not given, the device's own")
  static let window = Option(
    "--window", value: "W",
    help: "full; iPadOS 18 and earlier: split-1/3, split-1/2, split-2/3 (each also -left or -right: the app's pane), "
      + "slide-over, WxH (Stage Manager, 16+); iPadOS 26 and later: left-half, right-half (tiled), slide-over "
      + "(26.1+, floating; slide-over:WxH resized), WxH or WxH@X,Y (a free window); iOS 27 iPhones: WxH (a resized iPhone app)",
    default: selection.window,
    completion: .words(["full"] + WindowPresetName.allCases.map(\.rawValue) + ["left-half", "right-half"]),
    parse: ValueParser.window)
  static let os = Option<OSVersion?>(
    "--os", value: "RELEASE",
    help: "the iOS / iPadOS release, one the device runs (`adpreview devices` lists them): "
      + OSRelease.listing + "; when not given, the device's newest major release",
    completion: .words(OSRelease.all.map(\.version.description)),
    parse: { text throws(CommandError) in
      guard let version = OSVersion(parsing: text), OSRelease.named(version) != nil else {
        throw CommandError("\(text.quotedForMessage) is not a release adpreview models (\(OSRelease.listing))")
      }
      return version
    })

  // The slot.
  static let ad = Option<AdFormat>(
    "--ad", value: "FORMAT", help: "the ad format: " + AdFormat.allCases.map(\.rawValue).joined(separator: ", "),
    default: SDKVersion.current.defaultBannerFormat,
    defaultLabel: "\(SDKVersion.current.defaultBannerFormat.rawValue); \(SDKVersion.v12.defaultBannerFormat.rawValue) with --sdk 12",
    completion: .words(AdFormat.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in try ValueParser.choice(text, as: AdFormat.self) })
  static let sdk = Option<SDKVersion>(
    "--sdk", value: "RELEASE",
    help: "the Google Mobile Ads SDK release the app links: "
      + SDKVersion.allCases.map(\.rawValue).joined(separator: " or ")
      + " (13 deprecates the classic anchored adaptive sizes for large anchored adaptive)",
    default: SDKVersion.current, defaultLabel: SDKVersion.current.rawValue,
    completion: .words(SDKVersion.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in
      guard let version = SDKVersion(rawValue: text) else {
        throw CommandError(
          "\(text.quotedForMessage) is not an SDK release adpreview models (\(SDKVersion.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      return version
    })
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
      guard let guide = LayoutGuide(named: text) else {
        throw CommandError(
          "\(text.quotedForMessage) is not one of \(LayoutGuide.allCases.map(\.rawValue).joined(separator: ", ")) (legacy: superview's old name)")
      }
      return guide
    })
  static let collapsible = Option<CollapsiblePlacement?>.choice(
    "--collapsible", value: "EDGE",
    help: "banners: request a collapsible ad (the collapsible extra), its expanded overlay aligned to the banner's top or bottom; "
      + "when not given, a plain banner")
  static let offset = Option.number(
    "--offset", value: "PT", help: "move the ad PT points in from its edge, as inline content would be",
    default: selection.slot.offset, range: Limits.offsets, unit: " pt")
  static let maxHeight = Option<Double?>(
    "--max-height", value: "PT", help: "inline-adaptive: the maximum height, at least 32; when not given, the safe-area height",
    parse: { text throws(CommandError) in
      let value = try ValueParser.number(text, in: Limits.lengths, unit: " pt")
      guard value >= 32 else {
        throw CommandError("\(formatPoints(value)) is under 32; the SDK needs a max height of at least 32 (50 or more is recommended)")
      }
      return value
    })

  // The request.
  static let scene = Option.choice(
    "--scene", value: "S", help: "set or unset: whether the request carries request.scene", default: selection.request.scene)
  static let mode = Option.choice("--mode", value: "M", help: "test or production requests", default: selection.request.mode)
  static let multiScene = Option(
    "--multi-scene", value: "on|off", help: "whether the app supports multiple scenes", default: selection.request.multiScene,
    defaultLabel: selection.request.multiScene ? "on" : "off", completion: .words(["on", "off"]), parse: ValueParser.onOff)

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

  /// `--loaded-size`, for the commands that show one scene.
  static let loadedSize = Option<Size?>(
    "--loaded-size", value: "WxH",
    help:
      "the size the (first) banner was loaded with, as before a rotation the app did not reload for: a size other than the scene's gives the stale-size finding",
    parse: { text throws(CommandError) in
      guard case .free(let size)? = WindowChoice(parsing: text), size.width >= 1, size.height >= 1,
        size.width <= Limits.maximumLength, size.height <= Limits.maximumLength
      else {
        throw CommandError("\(text.quotedForMessage) is not WxH in points (like 834x90)")
      }
      return size
    })

  /// Where the device is and how it is held.
  static let deviceSpecs = [device.spec, orientation.spec, posture.spec, window.spec, os.spec]
  /// Every scene option but the device's state, in help order.
  static let slotSpecs = [
    ad.spec, position.spec, align.spec, guide.spec, collapsible.spec, offset.spec, scene.spec, mode.spec, multiScene.spec, sdk.spec, maxHeight.spec,
    adChoices.spec, media.spec, mediaAspect.spec, mediaViewAspect.spec, mediaMode.spec, assets.spec, demand.spec,
    nativeWidth.spec, nativeHeight.spec,
  ]
  /// Every scene option, in help order.
  static let specs = [device.spec, app.spec, devices.spec] + Array(deviceSpecs.dropFirst()) + slotSpecs

  /// The slots' loaded sizes from `--loaded-size` (the first slot's), for `resolve`.
  static func loadedSizes(from arguments: ParsedArguments) -> [Size?] {
    arguments.value(loadedSize).map { [$0] } ?? []
  }

  /// The formats, for help texts.
  static var formatsHelp: String {
    """
    Formats: banner 320×50, large-banner 320×100, medium-rectangle 300×250, full-banner 468×60
    and leaderboard 728×90 (tablets), skyscraper 120×600 (mediation only), smart-banner
    (deprecated; 50/32 on phones, 90 on iPads), anchored-adaptive (classic: width = safe-area
    width, height = clamp(w·50/320, 50, min(90, 15% of the window height)) — the w·50/320 term
    is a model), large-anchored-adaptive (SDK 13: at most 20% of the height and 150 — the rest
    is a model), inline-adaptive (height up to --max-height; the served height is a model),
    native (a custom native ad view), native-small 403×101 and native-medium 355×402
    (Google's native templates), interstitial, rewarded, rewarded-interstitial (no opt-in: an
    introduction screen first), app-open (shown on foreground; expires after 4 hours) — full
    screen for the requesting scene — and none.
    """
  }

  /// Reads the scene options into a selection, with the slots of `--app FILE` when given.
  static func selection(from arguments: ParsedArguments, context: CommandContext) throws -> Selection {
    try withApp(selection(from: arguments), arguments, context: context)
  }

  /// `selection` with the slots of `--app FILE` when given.
  static func withApp(_ selection: Selection, _ arguments: ParsedArguments, context: CommandContext) throws -> Selection {
    guard let path = arguments.value(app) else { return selection }
    let bytes: [UInt8]
    do {
      bytes = try context.readFile(path)
    } catch {
      throw FileProblem("--app: \(error)")
    }
    return applying(try AppLayout.decode(bytes, file: path), to: selection)
  }

  /// `selection` with an app layout's slots, chrome and request settings (from `--app FILE`
  /// or `check --import`).
  static func applying(_ layout: AppLayout, to selection: Selection) -> Selection {
    var selection = selection
    selection.slots = layout.slots
    selection.contentUnderAnchoredAds = layout.contentUnderAnchoredAds
    selection.foldAware = layout.foldAware
    selection.integration = layout.integration
    selection.chrome = layout.chrome
    let sdk = selection.request.sdk
    if let request = layout.request { selection.request = request }
    selection.request.sdk = layout.sdk ?? sdk
    return selection
  }

  /// Reads the scene options (without `--app`) into a selection; options the command does
  /// not take read as their defaults.
  static func selection(from arguments: ParsedArguments) -> Selection {
    let native = NativeAdOptions(
      mediaAspectRatio: arguments.value(mediaAspect), media: arguments.value(media), contentMode: arguments.value(mediaMode),
      assets: arguments.value(assets), demand: arguments.value(demand), adChoices: arguments.value(adChoices),
      width: arguments.value(nativeWidth), height: arguments.value(nativeHeight),
      mediaViewAspectRatio: arguments.value(mediaViewAspect))
    let sdk = arguments.value(sdk)
    // Without --ad, the banner the SDK release recommends.
    let format = arguments.isGiven(ad.spec) ? arguments.value(ad) : sdk.defaultBannerFormat
    var slot = AdSlot(
      format: format, position: arguments.value(position), alignment: arguments.value(align),
      guide: arguments.value(guide), offset: arguments.value(offset), maxHeight: arguments.value(maxHeight), native: native)
    slot.collapsible = arguments.value(collapsible)
    let request = RequestSettings(
      scene: arguments.value(scene), mode: arguments.value(mode), multiScene: arguments.value(multiScene), sdk: sdk)
    return Selection(
      deviceID: arguments.value(device), orientation: arguments.value(orientation), posture: arguments.value(posture),
      window: arguments.value(window), os: arguments.value(os), slot: slot, request: request)
  }

  /// How a set of native assets reads in help: `all`, `none` or the list.
  private static func assetsLabel(_ assets: CaseSet<NativeAsset>) -> String {
    if assets.count == NativeAsset.allCases.count { return "all" }
    if assets.isEmpty { return "none" }
    return NativeAsset.allCases.filter(assets.contains).map(\.rawValue).joined(separator: ",")
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
