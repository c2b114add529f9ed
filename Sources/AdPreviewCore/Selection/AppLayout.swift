import AdPreviewFormats

/// An app's ad slots, from an app layout file (`--app FILE`): what a real screen of the app
/// shows, several ads at once.
public struct AppLayout: Hashable, Sendable {
  public var name: String
  public var slots: [AdSlot]
  /// How the app builds its requests; nil keeps the command line's.
  public var request: RequestSettings?
  /// The SDK release the file names (`"request": {"sdk": 12}`); nil: the command line's.
  public var sdk: SDKVersion?
  /// The app's scrolling content runs under its anchored ads (`"contentUnderAnchoredAds":
  /// true`): content ads then scroll beneath the banners, which is a finding.
  public var contentUnderAnchoredAds: Bool
  /// Whether the app keeps its content to one side of a separating fold (`"foldAware"`,
  /// default true); false: its content spans the fold.
  public var foldAware = true
  /// How the app integrates its banners (`"integration"`: `uikit`, the default, or `swiftui`).
  public var integration = AppIntegration.uikit
  /// The bars around the screen with the ads (`"chrome"`); nil: none.
  public var chrome: AppChrome?
  /// What `adpreview import` could not read exactly (`"notes"`), for people.
  public var notes: [String] = []

  public init(name: String, slots: [AdSlot], request: RequestSettings? = nil, contentUnderAnchoredAds: Bool = false) {
    self.name = name
    self.slots = slots
    self.request = request
    self.contentUnderAnchoredAds = contentUnderAnchoredAds
  }

  /// The file format version this adpreview reads.
  public static let schemaVersion = 1

  /// Reads an app layout file.
  ///
  /// - Throws: `DeviceFileError` (the file-error type shared by every input file) naming the
  ///   file, and the line or JSON path.
  public static func decode(_ bytes: [UInt8], file: String) throws(DeviceFileError) -> AppLayout {
    let json = try JSONParser.parse(bytes, file: file)
    do throws(JSONDecodeProblem) {
      var app = try AppLayout(json: JSONField(json))
      let lines = SlotLines.of(bytes)
      for index in app.slots.indices where index < lines.count { app.slots[index].line = lines[index] }
      return app
    } catch {
      throw DeviceFileError(file: file, path: error.path, message: error.message)
    }
  }

  init(json root: JSONField) throws(JSONDecodeProblem) {
    try root.rejectUnknownKeys([
      "schemaVersion", "name", "request", "slots", "contentUnderAnchoredAds", "foldAware", "integration", "chrome", "notes",
    ])
    let version = try root.member("schemaVersion")
    guard try version.number() == Double(AppLayout.schemaVersion) else {
      throw version.problem(
        "schemaVersion \(formatPoints(try version.number())) is not one this adpreview reads (it reads \(AppLayout.schemaVersion))")
    }
    let slotsField = try root.member("slots")
    let slotFields = try slotsField.array()
    guard slotFields.count <= Limits.maximumSlots else {
      throw slotsField.problem("\(slotFields.count) slots is more than an app may have (at most \(Limits.maximumSlots))")
    }
    let slots = try slotFields.map { field throws(JSONDecodeProblem) in try AdSlot(json: field) }
    guard !slots.isEmpty else { throw slotsField.problem("an app has at least one ad slot") }
    // A set, not a look back over the earlier slots: an app may list a thousand.
    var names = Set<String?>()
    for (index, slot) in slots.enumerated() where !names.insert(slot.name).inserted {
      throw JSONDecodeProblem(
        path: slotsField.path.appending(index, "name"), message: "two slots are called \((slot.name ?? "").quotedForMessage)")
    }
    self.init(
      name: try root.optionalMember("name").map { field throws(JSONDecodeProblem) in try boundedName(field) } ?? "app",
      slots: slots,
      request: try root.optionalMember("request").map { field throws(JSONDecodeProblem) in
        try field.rejectUnknownKeys(["scene", "mode", "multiScene", "sdk"])
        return RequestSettings(
          scene: try field.optionalMember("scene")?.oneOf(SceneSetting.self) ?? .set,
          mode: try field.optionalMember("mode")?.oneOf(RequestMode.self) ?? .test,
          multiScene: try field.optionalMember("multiScene")?.bool() ?? true)
      },
      contentUnderAnchoredAds: try root.optionalMember("contentUnderAnchoredAds")?.bool() ?? false)
    foldAware = try root.optionalMember("foldAware")?.bool() ?? true
    integration = try root.optionalMember("integration")?.oneOf(AppIntegration.self) ?? .uikit
    chrome = try root.optionalMember("chrome").map(AppChrome.init(json:))
    notes =
      try root.optionalMember("notes")?.array().map { field throws(JSONDecodeProblem) in
        try boundedName(field, limit: Limits.maximumReasonLength, what: "a note")
      } ?? []
    sdk = try root.optionalMember("request")?.optionalMember("sdk").map(SDKVersion.init(json:))
  }
}

extension AdSlot {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys([
      "name", "kind", "format", "position", "align", "guide", "offset", "maxHeight", "native", "sizedFor", "ignore",
      "reloadOn", "collapsible", "in", "source",
    ])
    let nameField = try field.member("name")
    let name = try boundedName(nameField)
    guard !name.isEmpty else { throw nameField.problem("a slot needs a name") }
    var slot = AdSlot(
      name: name,
      format: try field.member("format").oneOf(AdFormat.self),
      position: try field.optionalMember("position")?.oneOf(SlotAnchor.self).position ?? .bottom,
      alignment: try field.optionalMember("align")?.oneOf(AdAlignment.self),
      guide: try field.optionalMember("guide").map(LayoutGuide.init(json:)) ?? .safeArea,
      offset: try field.optionalMember("offset")?.number(in: Limits.offsets) ?? 0)
    slot.centered = try field.optionalMember("position")?.oneOf(SlotAnchor.self) == .center
    if let maxHeight = field.optionalMember("maxHeight") {
      let value = try maxHeight.number(in: Limits.lengths)
      guard value >= 32 else { throw maxHeight.problem("\(formatPoints(value)) is under 32; the SDK needs at least 32") }
      slot.maxHeight = value
    }
    if let native = field.optionalMember("native") {
      slot.native = try NativeAdOptions(json: native)
    }
    if let kindField = field.optionalMember("kind") {
      slot.kind = try kindField.oneOf(SlotKind.self)
      if (slot.kind == .fullscreen) != slot.format.isFullScreen {
        throw kindField.problem(
          slot.format.isFullScreen
            ? "\(slot.format.rawValue) is a full-screen format; its kind is fullscreen"
            : "only interstitial and rewarded slots are fullscreen (this one is \(slot.format.rawValue))")
      }
    } else {
      slot.kind = SlotKind.default(for: slot.format)
    }
    if let sizedFor = field.optionalMember("sizedFor") {
      if slot.format.isFullScreen {
        slot.sizedFor = try sizedFor.oneOf(FullScreenSizing.self)
      } else if slot.format.isBanner {
        slot.bannerWidth = try sizedFor.oneOf(BannerWidthSource.self)
      } else {
        throw sizedFor.problem("sizedFor is for banner and full-screen slots")
      }
    }
    if let reloadOn = field.optionalMember("reloadOn") {
      guard slot.format.isBanner else { throw reloadOn.problem("reloadOn is for banner slots (\(slot.format.rawValue) is not one)") }
      slot.reloadOn = try reloadOn.oneOf(ReloadTrigger.self)
    }
    if let source = field.optionalMember("source") {
      try source.rejectUnknownKeys(["file", "line", "column"])
      let file = try boundedName(try source.member("file"), limit: Limits.maximumReasonLength, what: "a file name")
      let line = try source.member("line").number(in: 1...Double(Int32.max))
      let column = try source.optionalMember("column")?.number(in: 1...Double(Int32.max)) ?? 1
      guard line == line.rounded(), column == column.rounded() else { throw source.problem("line and column are whole numbers") }
      slot.source = SlotSource(file: file, line: Int(line), column: Int(column))
    }
    if let container = field.optionalMember("in") {
      guard !slot.format.isFullScreen else { throw container.problem("in is for banner and native slots (a full-screen ad covers the window)") }
      slot.container = try container.oneOf(SlotContainer.self)
    }
    if let collapsible = field.optionalMember("collapsible") {
      guard slot.format.isBanner, slot.effectiveKind == .anchored else {
        throw collapsible.problem("collapsible is for anchored banner slots (\(slot.format.rawValue) is not one)")
      }
      slot.collapsible = try collapsible.oneOf(CollapsiblePlacement.self)
    }
    if let ignore = field.optionalMember("ignore") {
      let entries = try ignore.array()
      guard entries.count <= Limits.maximumIgnoreEntries else {
        throw ignore.problem("\(entries.count) entries is more than a slot may have (at most \(Limits.maximumIgnoreEntries))")
      }
      slot.ignore = try entries.map { entry throws(JSONDecodeProblem) in try FindingIgnore(json: entry) }
    }
    self = slot
  }
}

extension NativeAdOptions {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys([
      "adChoices", "media", "mediaAspect", "mediaViewAspect", "mediaMode", "assets", "demand", "width", "height",
    ])
    self.init()
    if let value = field.optionalMember("adChoices") { adChoices = try value.oneOf(AdChoicesCorner.self) }
    if let value = field.optionalMember("media") { media = try value.oneOf(Media.self) }
    if let value = field.optionalMember("mediaAspect") { mediaAspectRatio = try ratio(value) }
    if let value = field.optionalMember("mediaViewAspect") { mediaViewAspectRatio = try ratio(value) }
    if let value = field.optionalMember("mediaMode") { contentMode = try value.oneOf(ContentMode.self) }
    if let value = field.optionalMember("demand") { demand = try value.oneOf(Demand.self) }
    if let value = field.optionalMember("width") { width = try positive(value) }
    if let value = field.optionalMember("height") { height = try positive(value) }
    if let value = field.optionalMember("assets") {
      assets = CaseSet(try value.array().map { item throws(JSONDecodeProblem) in try item.oneOf(NativeAsset.self) })
    }
  }

  /// A ratio written as a number (`1.78`) or `"W:H"` (`"16:9"`).
  private func ratio(_ field: JSONField) throws(JSONDecodeProblem) -> Double {
    if case .string(let text) = field.value {
      let parts = text.split(separator: ":")
      guard parts.count == 2, let w = DecimalNumber.parse(parts[0]), let h = DecimalNumber.parse(parts[1]), w > 0, h > 0,
        Limits.aspectRatio.contains(w / h)
      else {
        throw field.problem("\(text.quotedForMessage) is not a ratio like \"16:9\" or 1.78 (from 1:100 to 100:1)")
      }
      return w / h
    }
    return try field.number(in: Limits.aspectRatio)
  }

  private func positive(_ field: JSONField) throws(JSONDecodeProblem) -> Double {
    let value = try field.number(in: Limits.lengths)
    guard value > 0 else { throw field.problem("\(formatPoints(value)) must be greater than 0") }
    return value
  }
}

/// An app file's `"position"`: an edge, or the middle of the guide (`centerY`).
enum SlotAnchor: String, CaseIterable {
  case top
  case bottom
  case center

  /// The edge kept in `AdSlot.position` (a centred slot keeps the default).
  var position: AdPosition { self == .top ? .top : .bottom }
}

/// A name, reason or glob from an app file, sanitised, refused past its bound (counted
/// before sanitising, in Unicode scalars, so no text slips past it).
func boundedName(
  _ field: JSONField, limit: Int = Limits.maximumNameLength, what: String = "a name"
) throws(JSONDecodeProblem) -> String {
  let text = try field.string()
  let length = text.unicodeScalars.count
  guard length <= limit else { throw field.problem("\(length) characters is longer than \(what) may be (at most \(limit))") }
  return text.sanitizedForTerminal
}

extension FindingIgnore {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["code", "devices", "reason"])
    let reasonField = try field.member("reason")
    let reason = try boundedName(reasonField, limit: Limits.maximumReasonLength, what: "a reason")
    guard !reason.isEmpty else { throw reasonField.problem("say why the finding is accepted") }
    var devices: String? = nil
    if let devicesField = field.optionalMember("devices") {
      let text = try boundedName(devicesField, what: "a glob")
      guard !text.isEmpty,
        text.utf8.allSatisfy({
          $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "-")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        })
      else {
        throw devicesField.problem("\(text.quotedForMessage) is not a device id or glob (like iphone-*)")
      }
      devices = text
    }
    self.init(code: try field.member("code").oneOf(Finding.Code.self), devices: devices, reason: reason)
  }
}

extension AppChrome {
  /// `{"navigationBar": "standard", "tabBar": true, "toolbar": false,
  /// "additionalSafeAreaInsets": {"top": 0, "left": 0, "bottom": 50, "right": 0},
  /// "edgesForExtendedLayout": ["bottom"], "opaqueBars": ["navigation-bar"],
  /// "extendedLayoutIncludesOpaqueBars": false}`.
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys([
      "navigationBar", "tabBar", "toolbar", "additionalSafeAreaInsets", "edgesForExtendedLayout", "opaqueBars",
      "extendedLayoutIncludesOpaqueBars",
    ])
    self.init(
      navigationBar: try field.optionalMember("navigationBar")?.oneOf(NavigationBarStyle.self),
      tabBar: try field.optionalMember("tabBar")?.bool() ?? false,
      toolbar: try field.optionalMember("toolbar")?.bool() ?? false)
    if let insets = field.optionalMember("additionalSafeAreaInsets") {
      try insets.rejectUnknownKeys(["top", "left", "bottom", "right"])
      func side(_ name: String) throws(JSONDecodeProblem) -> Double {
        try insets.optionalMember(name)?.number(in: Limits.lengths) ?? 0
      }
      additionalSafeAreaInsets = EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }
    if let edges = field.optionalMember("edgesForExtendedLayout") {
      let names = try edges.array().map { edge throws(JSONDecodeProblem) in try edge.oneOf(ExtendedEdge.self) }
      extendedLayout.top = names.contains(.top)
      extendedLayout.bottom = names.contains(.bottom)
    }
    if let opaque = field.optionalMember("opaqueBars") {
      let kinds = try opaque.array().map { bar throws(JSONDecodeProblem) in try bar.oneOf(ChromeBar.Kind.self) }
      extendedLayout.opaqueNavigationBar = kinds.contains(.navigationBar)
      extendedLayout.opaqueTabBar = kinds.contains(.tabBar)
      extendedLayout.opaqueToolbar = kinds.contains(.toolbar)
    }
    extendedLayout.includesOpaqueBars = try field.optionalMember("extendedLayoutIncludesOpaqueBars")?.bool() ?? false
  }

  /// `UIRectEdge`'s edges as an app file names them. The sides are read and kept as UIKit
  /// has them, but only the top and bottom move the view: the bars are there.
  enum ExtendedEdge: String, CaseIterable {
    case top
    case left
    case bottom
    case right
  }
}

extension SDKVersion {
  /// `12`, `13` or `"13"`: the SDK's major release.
  init(json field: JSONField) throws(JSONDecodeProblem) {
    let text: String
    if case .number(let number) = field.value { text = formatPoints(number) } else { text = try field.string() }
    guard let version = SDKVersion(rawValue: text) else {
      throw field.problem(
        "\(text.quotedForMessage) is not an SDK release adpreview models (\(SDKVersion.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    self = version
  }
}

extension LayoutGuide {
  /// `safe-area`, `layout-guides`, `superview`, or `legacy` (superview's old name).
  init(json field: JSONField) throws(JSONDecodeProblem) {
    let text = try field.string()
    guard let guide = LayoutGuide(named: text) else {
      throw field.problem(
        "\(text.quotedForMessage) is not one of \(LayoutGuide.allCases.map(\.rawValue).joined(separator: ", ")) (legacy: superview's old name)")
    }
    self = guide
  }
}
