import AdPreviewCore

/// The scene options every scene-showing subcommand accepts (design §5), plus the native and
/// inline extensions.
enum SceneOptions {
  static let specs: [OptionSpec] = [
    OptionSpec("--device", value: "ID", help: "a device id from `adpreview devices` (default iphone-x)"),
    OptionSpec("--app", value: "FILE", help: "an app layout file with the app's ad slots (overrides the slot options; format in the README)"),
    OptionSpec("--devices", value: "DIR", help: "also load the device files in DIR (after $ADPREVIEW_DEVICES)"),
    OptionSpec(
      "--orientation", value: "O",
      help: "portrait, landscape-left (cutout on the left), landscape-right, portrait-upside-down"),
    OptionSpec(
      "--posture", value: "P",
      help: "folded, half-open, open (foldables); single, spanned (dual-screen); default: the device's"),
    OptionSpec(
      "--window", value: "W",
      help: "full, split-1/3, split-1/2, split-2/3, slide-over (iPads), or WxH for a Stage Manager window"),
    OptionSpec("--ad", value: "FORMAT", help: "the ad format (below; default anchored-adaptive)"),
    OptionSpec("--position", value: "P", help: "top or bottom of the guide (default bottom)"),
    OptionSpec(
      "--align", value: "A", help: "center (the ad's own width) or fill (the guide's width); default center, fill for smart-banner"),
    OptionSpec("--guide", value: "G", help: "safe-area (default) or legacy (window edges, as before iOS 11)"),
    OptionSpec("--offset", value: "PT", help: "move the ad PT points in from its edge, as inline content would be (default 0)"),
    OptionSpec("--scene", value: "S", help: "set (default) or unset: whether the request carries request.scene"),
    OptionSpec("--mode", value: "M", help: "test (default) or production requests"),
    OptionSpec("--multi-scene", value: "on|off", help: "whether the app supports multiple scenes (default on)"),
    OptionSpec("--max-height", value: "PT", help: "inline-adaptive: the maximum height (at least 32; default the safe-area height)"),
    OptionSpec("--adchoices", value: "C", help: "native: AdChoices corner top-right (default), top-left, bottom-right, bottom-left"),
    OptionSpec("--media", value: "M", help: "native: image (default) or video"),
    OptionSpec("--media-aspect", value: "R", help: "native: the media's aspect ratio, W:H or a number (default 16:9)"),
    OptionSpec("--media-view-aspect", value: "R", help: "native: lay the media view out at this ratio (default: the media's own)"),
    OptionSpec("--media-mode", value: "M", help: "native: fit (letterbox, default) or fill (crop) the media into its view"),
    OptionSpec(
      "--assets", value: "LIST",
      help: "native: the optional assets the ad carries, comma-separated, `all` (default) or `none`: "
        + NativeAsset.allCases.map(\.rawValue).joined(separator: ", ")),
    OptionSpec(
      "--demand", value: "D",
      help: "native: indirect (default; AdChoices always), direct (no AdChoices), direct-eea (AdChoices)"),
    OptionSpec("--native-width", value: "PT", help: "native: the native ad view's width (default the guide's width)"),
    OptionSpec("--native-height", value: "PT", help: "native: a fixed native ad view height (default: as tall as its assets)"),
  ]

  /// `--loaded-size`, for the commands that show one scene (`layout`, `render`).
  static let loadedSizeSpec = OptionSpec(
    "--loaded-size", value: "WxH",
    help: "the size the (first) banner was loaded with, as before a rotation the app did not reload for: a size other than the scene's gives the stale-size finding")

  /// The slots' loaded sizes from `--loaded-size` (the first slot's), for `resolve`.
  static func loadedSizes(from arguments: ParsedArguments) throws(UsageError) -> [Size?] {
    guard let text = arguments.value("--loaded-size") else { return [] }
    guard case .free(let size)? = WindowChoice(parsing: text), size.width >= 1, size.height >= 1,
      size.width <= 100_000, size.height <= 100_000
    else {
      throw UsageError("--loaded-size: \(text.quotedForMessage) is not WxH in points (like 834x90)")
    }
    return [size]
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
    (Google's native templates), interstitial, rewarded (full screen for the requesting scene), none.
    """
  }

  /// Reads the scene options into a selection, with the slots of `--app FILE` when given.
  static func selection(from arguments: ParsedArguments, context: CommandContext) throws -> Selection {
    var selection = try selection(from: arguments)
    guard let path = arguments.value("--app") else { return selection }
    let bytes: [UInt8]
    do {
      bytes = try context.readFile(path)
    } catch {
      throw FileProblem("--app: \(error)")
    }
    let app = try AppLayout.decode(bytes, file: path)
    selection.slots = app.slots
    selection.contentUnderAnchoredAds = app.contentUnderAnchoredAds
    if let request = app.request { selection.request = request }
    return selection
  }

  /// Reads the scene options (without `--app`) into a selection.
  static func selection(from arguments: ParsedArguments) throws(UsageError) -> Selection {
    var selection = Selection()
    if let id = arguments.value("--device") {
      // An id or a model's name (`iphone-15`, "iPhone 15"); the catalog resolves it.
      guard id.count <= 80, !id.isEmpty else {
        throw UsageError("--device: \(id.quotedForMessage) is not a device id or model name; `adpreview devices` lists them")
      }
      selection.deviceID = id
    }
    if let text = arguments.value("--orientation") {
      selection.orientation = try choice(text, for: "--orientation", as: Orientation.self)
    }
    if let text = arguments.value("--posture") {
      selection.posture = try choice(text, for: "--posture", as: PostureName.self)
    }
    if let text = arguments.value("--window") {
      guard let window = WindowChoice(parsing: text) else {
        throw UsageError(
          "--window: \(text.quotedForMessage) is not full, split-1/3, split-1/2, "
            + "split-2/3, slide-over or WxH (like 600x800)")
      }
      selection.window = window
    }
    var slot = AdSlot()
    if let text = arguments.value("--ad") { slot.format = try choice(text, for: "--ad", as: AdFormat.self) }
    if let text = arguments.value("--position") {
      slot.position = try choice(text, for: "--position", as: AdPosition.self)
    }
    if let text = arguments.value("--align") { slot.alignment = try choice(text, for: "--align", as: AdAlignment.self) }
    if let text = arguments.value("--guide") { slot.guide = try choice(text, for: "--guide", as: LayoutGuide.self) }
    if let text = arguments.value("--offset") { slot.offset = try number(text, for: "--offset", minimum: nil) }
    if let text = arguments.value("--max-height") {
      let value = try number(text, for: "--max-height", minimum: 0)
      guard value >= 32 else {
        throw UsageError(
          "--max-height: \(formatPoints(value)) is under 32; the SDK needs a max height of at least 32 (50 or more is recommended)")
      }
      slot.maxHeight = value
    }
    try readNative(arguments, into: &slot.native)
    selection.slot = slot
    if let text = arguments.value("--scene") {
      selection.request.scene = try choice(text, for: "--scene", as: SceneSetting.self)
    }
    if let text = arguments.value("--mode") { selection.request.mode = try choice(text, for: "--mode", as: RequestMode.self) }
    if let text = arguments.value("--multi-scene") {
      guard text == "on" || text == "off" else {
        throw UsageError("--multi-scene: \(text.quotedForMessage) is not on or off")
      }
      selection.request.multiScene = text == "on"
    }
    return selection
  }

  private static func readNative(_ arguments: ParsedArguments, into native: inout NativeAdOptions) throws(UsageError) {
    if let text = arguments.value("--adchoices") {
      native.adChoices = try choice(text, for: "--adchoices", as: AdChoicesCorner.self)
    }
    if let text = arguments.value("--media") { native.media = try choice(text, for: "--media", as: NativeAdOptions.Media.self) }
    if let text = arguments.value("--media-aspect") { native.mediaAspectRatio = try ratio(text, for: "--media-aspect") }
    if let text = arguments.value("--media-view-aspect") {
      native.mediaViewAspectRatio = try ratio(text, for: "--media-view-aspect")
    }
    if let text = arguments.value("--media-mode") {
      native.contentMode = try choice(text, for: "--media-mode", as: NativeAdOptions.ContentMode.self)
    }
    if let text = arguments.value("--demand") {
      native.demand = try choice(text, for: "--demand", as: NativeAdOptions.Demand.self)
    }
    if let text = arguments.value("--native-width") { native.width = try number(text, for: "--native-width", minimum: 1) }
    if let text = arguments.value("--native-height") { native.height = try number(text, for: "--native-height", minimum: 1) }
    if let text = arguments.value("--assets") {
      switch text {
      case "all": native.assets = Set(NativeAsset.allCases)
      case "none": native.assets = []
      default:
        var assets = Set<NativeAsset>()
        for name in text.split(separator: ",") {
          assets.insert(try choice(String(name).trimmingSpaces, for: "--assets", as: NativeAsset.self))
        }
        native.assets = assets
      }
    }
  }

  /// The bounds of each numeric option (README "Limits"); an option not listed here is
  /// bounded by its caller's `minimum` and `Limits.maximumLength`.
  static let bounds: [String: (range: ClosedRange<Double>, unit: String)] = [
    "--offset": (Limits.offsets, " pt"),
    "--max-height": (Limits.lengths, " pt"),
    "--native-width": (Limits.lengths, " pt"),
    "--native-height": (Limits.lengths, " pt"),
    "--latency": (0...Double(Limits.maximumLatency), " ms"),
    "--cell-aspect": (0.5...4, ""),
  ]

  /// A decimal number (`DecimalNumber`: no `+`, hex, `inf` or `nan`) within the option's
  /// bounds and at least `minimum`.
  static func number(_ text: String, for option: String, minimum: Double?) throws(UsageError) -> Double {
    guard let value = DecimalNumber.parse(text) else {
      throw UsageError("\(option): \(text.quotedForMessage) is not a decimal number")
    }
    let (range, unit) = bounds[option] ?? (-Limits.maximumLength...Limits.maximumLength, "")
    let lowest = max(minimum ?? range.lowerBound, range.lowerBound)
    if value < lowest {
      throw UsageError("\(option): \(formatPoints(value)) must be at least \(formatPoints(lowest))\(unit)")
    }
    if value > range.upperBound {
      throw UsageError("\(option): \(formatPoints(value)) is more than the limit of \(formatPoints(range.upperBound))\(unit)")
    }
    return value
  }

  /// A ratio written `W:H` or as one number, from 1:100 to 100:1.
  static func ratio(_ text: String, for option: String) throws(UsageError) -> Double {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let value: Double?
    if parts.count == 2, let w = DecimalNumber.parse(parts[0]), let h = DecimalNumber.parse(parts[1]), w > 0, h > 0 {
      value = w / h
    } else {
      value = parts.count == 1 ? DecimalNumber.parse(text) : nil
    }
    guard let value, Limits.aspectRatio.contains(value) else {
      throw UsageError("\(option): \(text.quotedForMessage) is not a ratio like 16:9 or 1.91 (from 1:100 to 100:1)")
    }
    return value
  }

  /// A whole number written in decimal digits only (no sign), at most `maximum`.
  static func wholeNumber(_ text: some StringProtocol, maximum: UInt64 = UInt64.max) -> UInt64? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = UInt64(text), value <= maximum
    else { return nil }
    return value
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
