import AdPreviewCore
import AdPreviewFormats

/// The scene options every scene-showing subcommand and the previewer take: the device, its
/// state and the ad's format (then `SlotOptions`: how the slot is placed and requested).
/// Defaults come from Core's own (`Selection()`).
enum SceneOptions: DeclaresOptions {
  private static let selection = Selection()

  // The device and its state.
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    device, app, devices, orientation, posture, window, os, host, verticalBars, ad)

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
    "--app", value: "FILE", help: "an app layout file with the app's ad slots (overrides the slot options; format in docs/app-files.md)",
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
      + "(26.1+, floating; slide-over:WxH resized), WxH or WxH@X,Y (a free window); iOS 27 iPhones: WxH (a resized iPhone app); "
      + "a foldable's inner display: split-1/2-left or -right, -top or -bottom on a turned Android foldable",
    default: selection.window,
    completion: .words(WindowChoice.names),
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
  static let host = Option<WindowHost.Name?>.choice(
    "--host", value: "H",
    help: "where a resized iPhone window (iOS 27, --window WxH) is shown: mac (iPhone Mirroring), ipad (an iPhone app on an iPad); "
      + "drawn without the phone's bezel, cutout and home indicator")
  static let verticalBars = Option.choice(
    "--vertical-bars", value: "B",
    help: "the app's preferredVerticalBarBehavior (iOS 27.1): automatic (the iPhone Duo's bars and status bar along a side) "
      + "or disabled (horizontal bars, the status bar on top); other devices show no difference",
    default: selection.verticalBars)
  // The ad.
  static let ad = Option<AdFormat>(
    "--ad", value: "FORMAT", help: "the ad format: " + AdFormat.allCases.map(\.rawValue).joined(separator: ", "),
    default: SDKVersion.current.defaultBannerFormat,
    defaultLabel: "\(SDKVersion.current.defaultBannerFormat.rawValue); \(SDKVersion.v12.defaultBannerFormat.rawValue) with --sdk 12",
    completion: .words(AdFormat.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in try ValueParser.choice(text, as: AdFormat.self) })

  /// The options that set where the device is and how it is held (a script sets those).
  static var deviceState: [OptionSpec] { [device.spec, orientation.spec, posture.spec, window.spec, os.spec] }

  /// The formats, for help texts: each format's own line (`AdFormat.helpLine`).
  static var formatsHelp: String {
    let fullScreen = AdFormat.allCases.filter(\.isFullScreen).map(\.rawValue).joined(separator: ", ")
    let text =
      "Formats: " + AdFormat.allCases.map(\.helpLine).joined(separator: "; ") + ". "
      + "\(fullScreen) fill the requesting scene's window."
    return HelpFormatter.wrap(text, width: 96).joined(separator: "\n")
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

  /// Reads the scene options (without `--app`) into a selection; the device's options the
  /// command does not take read as their defaults.
  static func selection(from arguments: ParsedArguments) -> Selection {
    // Without --ad, the banner the SDK release recommends.
    let format = arguments.isGiven(ad.spec) ? arguments.valueIfTaken(ad) : nil
    let (slot, request) = SlotOptions.slot(format: format, from: arguments)
    var selection = Selection(
      deviceID: arguments.valueIfTaken(device), orientation: arguments.valueIfTaken(orientation),
      posture: arguments.valueIfTaken(posture), window: arguments.valueIfTaken(window), os: arguments.valueIfTaken(os),
      slot: slot, request: request)
    selection.host = arguments.valueIfTaken(host)
    selection.verticalBars = arguments.valueIfTaken(verticalBars)
    return selection
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
