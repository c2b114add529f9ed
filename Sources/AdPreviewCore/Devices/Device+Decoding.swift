import AdPreviewFormats

extension Device {
  /// The device file format version this adpreview reads.
  public static let schemaVersion = 1

  /// Reads a device from a parsed device file. Shape problems only: `validate()` checks the
  /// geometry afterwards.
  public init(json root: JSONField) throws(JSONDecodeProblem) {
    try root.rejectUnknownKeys([
      "schemaVersion", "id", "name", "shortName", "covers", "family", "platform", "concept", "scale", "orientations",
      "displays", "postures", "defaultPosture", "windowPresets", "sources", "os",
    ])
    let version = try root.member("schemaVersion")
    guard try version.number() == Double(Device.schemaVersion) else {
      throw version.problem(
        "schemaVersion \(formatPoints(try version.number())) is not one this adpreview reads "
          + "(it reads \(Device.schemaVersion))")
    }
    let idField = try root.member("id")
    let id = try idField.string()
    guard Device.isID(id) else {
      throw idField.problem(
        "\(id.quotedForMessage) is not a device id (lower-case letters, digits and '-', at most \(Device.maximumIDLength))")
    }
    let orientationsField = try root.member("orientations")
    let orientations = try orientationsField.array().map { field throws(JSONDecodeProblem) in
      try field.oneOf(Orientation.self)
    }
    guard !orientations.isEmpty else {
      throw orientationsField.problem("a device supports at least one orientation")
    }
    let displaysField = try root.member("displays")
    let displays = try displaysField.array().map { field throws(JSONDecodeProblem) in
      try Display(json: field)
    }
    guard !displays.isEmpty else { throw displaysField.problem("a device has at least one display") }
    let presets = try root.optionalMember("windowPresets").map {
      field throws(JSONDecodeProblem) in
      try field.rejectUnknownKeys(["portrait", "landscape"])
      return (
        try field.optionalMember("portrait").map(WindowPreset.list) ?? [],
        try field.optionalMember("landscape").map(WindowPreset.list) ?? []
      )
    }
    var shortName: String?
    if let field = root.optionalMember("shortName") {
      let text = try field.string().sanitizedForTerminal
      guard !text.isEmpty, text.count <= Device.maximumShortNameLength else {
        throw field.problem("a short name has 1 to \(Device.maximumShortNameLength) characters (it names the device where space is short)")
      }
      shortName = text
    }
    var covers: [String] = []
    var coverReleases: [String: OSRange] = [:]
    for field in try root.optionalMember("covers")?.array() ?? [] {
      if case .object = field.value {
        try field.rejectUnknownKeys(["name", "os"])
        let name = try field.member("name").string().sanitizedForTerminal
        covers.append(name)
        if let range = field.optionalMember("os") { coverReleases[name] = try OSRange(json: range) }
      } else {
        covers.append(try field.string().sanitizedForTerminal)
      }
    }
    self.init(
      id: id,
      name: try root.member("name").string().sanitizedForTerminal,
      shortName: shortName,
      covers: covers,
      family: try root.member("family").oneOf(DeviceFamily.self),
      platform: try root.optionalMember("platform")?.oneOf(Platform.self) ?? .ios,
      isConcept: try root.optionalMember("concept")?.bool() ?? false,
      scale: try root.member("scale").number(),
      orientations: orientations,
      displays: displays,
      postures: try root.optionalMember("postures")?.array().map {
        field throws(JSONDecodeProblem) in try Posture(json: field)
      } ?? [],
      defaultPosture: try root.optionalMember("defaultPosture")?.oneOf(PostureName.self),
      portraitPresets: presets?.0 ?? [],
      landscapePresets: presets?.1 ?? [],
      sources: try root.member("sources").object(),
      releases: try root.optionalMember("os").map(OSRange.init(json:)),
      coverReleases: coverReleases)
  }

  /// The longest short name.
  public static let maximumShortNameLength = 20

  /// The longest device id.
  public static let maximumIDLength = 64

  /// Whether a text can be a device id: lower-case ASCII letters, digits and '-'.
  public static func isID(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= maximumIDLength && text.utf8.allSatisfy(isIDByte)
  }

  private static func isIDByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
  }
}

extension Display {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys([
      "id", "size", "pixels", "density", "scale", "cornerRadius", "cornerRadii", "cutouts", "statusBar", "homeIndicator",
      "safeArea", "fold", "regimes", "verticalBarsDisabled",
    ])
    let (size, scale, pixels, density) = try Display.measure(field)
    self.init(
      id: try field.member("id").string().sanitizedForTerminal,
      size: size,
      scale: scale,
      cornerRadius: try field.member("cornerRadius").number(),
      cornerRadii: try field.optionalMember("cornerRadii").map { field throws(JSONDecodeProblem) in
        try field.rejectUnknownKeys(["topLeft", "topRight", "bottomRight", "bottomLeft"])
        return CornerRadii(
          topLeft: try field.member("topLeft").number(), topRight: try field.member("topRight").number(),
          bottomRight: try field.member("bottomRight").number(), bottomLeft: try field.member("bottomLeft").number())
      },
      cutouts: try field.optionalMember("cutouts")?.array().map {
        field throws(JSONDecodeProblem) in try Cutout(json: field)
      } ?? [],
      statusBar: try StatusBar(json: field.member("statusBar")),
      homeIndicator: try field.optionalMember("homeIndicator").map {
        field throws(JSONDecodeProblem) in
        try field.rejectUnknownKeys(["width", "landscapeWidth", "height", "bottomOffset"])
        return HomeIndicator(
          width: try field.member("width").number(),
          landscapeWidth: try field.optionalMember("landscapeWidth")?.number(),
          height: try field.member("height").number(),
          bottomOffset: try field.member("bottomOffset").number())
      },
      safeArea: try SafeAreaTable(json: field.member("safeArea")),
      fold: try field.optionalMember("fold").map { field throws(JSONDecodeProblem) in
        try field.rejectUnknownKeys(["frame", "kind", "occlusion", "margins"])
        return Fold(
          frame: try Rect(json: field.member("frame")),
          kind: try field.member("kind").oneOf(Fold.Kind.self),
          occlusion: try field.optionalMember("occlusion")?.oneOf(Fold.Occlusion.self) ?? .none,
          margins: try field.optionalMember("margins")?.number(in: 0...Limits.maximumLength) ?? 0)
      },
      regimes: try field.optionalMember("regimes")?.array().map(DisplayRegime.init(json:)) ?? [],
      verticalBarsDisabled: try field.optionalMember("verticalBarsDisabled").map(DisabledVerticalBars.init(json:)),
      pixels: pixels, density: density)
  }

  /// The display's size and scale: as written (`size`, `scale`), or derived from the panel's
  /// `pixels` and its default `density` as Android derives them. A file that gives both
  /// must agree with the derivation, so a hand-divided size cannot drift from its panel.
  private static func measure(_ field: JSONField) throws(JSONDecodeProblem) -> (Size, Double?, Size?, Double?) {
    let written = try field.optionalMember("size").map(Size.init(json:))
    let scale = try field.optionalMember("scale")?.number()
    let pixelsField = field.optionalMember("pixels")
    let densityField = field.optionalMember("density")
    guard pixelsField != nil || densityField != nil else {
      guard let written else { throw field.problem("a display gives its size, or its pixels and density") }
      return (written, scale, nil, nil)
    }
    guard let pixelsField, let densityField else {
      throw field.problem("pixels and density go together: the size in dp is derived from both")
    }
    let pixels = try Size(json: pixelsField)
    for (key, value) in [("width", pixels.width), ("height", pixels.height)] where value < 1 || value > 100_000 || value != value.rounded() {
      throw try pixelsField.member(key).problem("a panel is a whole number of pixels, 1 to 100000")
    }
    let density = try densityField.number(in: 1...2_000)
    guard density == density.rounded() else { throw densityField.problem("a density is a whole number of dots per inch") }
    let derived = Display.size(pixels: pixels, density: density)
    if let written, written != derived {
      throw try field.member("size").problem(
        "the size \(formatPoints(written.width)) x \(formatPoints(written.height)) is not the panel's: "
          + "\(formatPoints(pixels.width)) x \(formatPoints(pixels.height)) px at density \(formatPoints(density)) is "
          + "\(formatPoints(derived.width)) x \(formatPoints(derived.height)) dp")
    }
    if let scale, scale != density / 160 {
      throw try field.member("scale").problem("the scale of a display with a density is density / 160 (\(formatPoints(density / 160)))")
    }
    return (derived, density / 160, pixels, density)
  }
}

extension DisplayRegime {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["from", "through", "safeArea", "statusBar", "source"])
    let safeArea = try field.optionalMember("safeArea").map(SafeAreaTable.init(json:))
    let statusBar = try field.optionalMember("statusBar").map(StatusBar.init(json:))
    guard safeArea != nil || statusBar != nil else {
      throw field.problem("a regime changes the safeArea, the statusBar or both")
    }
    let source = try field.optionalMember("source")?.string().sanitizedForTerminal
    switch (field.optionalMember("from"), field.optionalMember("through")) {
    case (let from?, nil):
      self.init(from: try OSVersion(release: from), safeArea: safeArea, statusBar: statusBar, source: source)
    case (nil, let through?):
      self.init(through: try OSVersion(release: through), safeArea: safeArea, statusBar: statusBar, source: source)
    case (_?, _?):
      throw field.problem("a regime runs from a release on or through a release, not both: the display's own values lie between")
    case (nil, nil):
      throw field.problem("a regime says the releases it holds at: \"from\" (that one and later) or \"through\" (that one and earlier)")
    }
  }
}

extension DisabledVerticalBars {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["safeArea", "statusBar", "source"])
    let safeArea = try field.optionalMember("safeArea").map(SafeAreaTable.init(json:))
    let statusBar = try field.optionalMember("statusBar").map(StatusBar.init(json:))
    guard safeArea != nil || statusBar != nil else {
      throw field.problem("verticalBarsDisabled changes the safeArea, the statusBar or both")
    }
    self.init(safeArea: safeArea, statusBar: statusBar, source: try field.optionalMember("source")?.string().sanitizedForTerminal)
  }
}

extension OSVersion {
  /// A modelled release, written as a string (`"26.1"`).
  init(release field: JSONField) throws(JSONDecodeProblem) {
    let text = try field.string()
    guard let version = OSVersion(parsing: text), OSRelease.named(version) != nil else {
      throw field.problem("\(text.quotedForMessage) is not a release adpreview models (\(OSRelease.listing))")
    }
    self = version
  }
}

extension OSRange {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["from", "through"])
    let from = try OSVersion(release: field.member("from"))
    let throughField = field.optionalMember("through")
    let through = try throughField.map(OSVersion.init(release:))
    if let through, let throughField, through < from {
      throw throughField.problem("the last release \(through) comes before the first, \(from)")
    }
    self.init(from: from, through: through)
  }
}

extension StatusBar {
  /// `{"portrait": 44, "landscape": 0}`, where a value may also be `{"edge": "right",
  /// "size": 84}`, and `landscape-left` / `landscape-right` / `portrait-upside-down` may give
  /// their own.
  init(json field: JSONField) throws(JSONDecodeProblem) {
    let keys = ["portrait", "landscape"] + Orientation.allCases.filter { $0 != .portrait }.map(\.rawValue)
    try field.rejectUnknownKeys(keys)
    func placement(_ field: JSONField) throws(JSONDecodeProblem) -> Placement {
      if case .object = field.value {
        try field.rejectUnknownKeys(["edge", "size"])
        return Placement(edge: try field.member("edge").oneOf(Edge.self), size: try field.member("size").number())
      }
      return Placement(size: try field.number())
    }
    var overrides: [Orientation: Placement] = [:]
    for orientation in [Orientation.landscapeLeft, .landscapeRight, .portraitUpsideDown] {
      if let value = field.optionalMember(orientation.rawValue) { overrides[orientation] = try placement(value) }
    }
    self.init(
      portrait: try placement(field.member("portrait")), landscape: try placement(field.member("landscape")),
      overrides: overrides)
  }
}

extension SafeAreaTable {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    let keys = ["portrait", "landscape"] + Orientation.allCases.filter { $0 != .portrait }.map(\.rawValue)
    try field.rejectUnknownKeys(keys)
    var overrides: [Orientation: EdgeInsets] = [:]
    for orientation in [Orientation.landscapeLeft, .landscapeRight, .portraitUpsideDown] {
      if let value = field.optionalMember(orientation.rawValue) {
        overrides[orientation] = try EdgeInsets(json: value)
      }
    }
    self.init(
      portrait: try EdgeInsets(json: field.member("portrait")),
      landscape: try field.optionalMember("landscape").map(EdgeInsets.init(json:)),
      overrides: overrides)
  }
}

extension Cutout {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["shape", "frame", "radius", "upperRadius", "active"])
    self.init(
      shape: try field.member("shape").oneOf(Cutout.Shape.self),
      frame: try Rect(json: field.member("frame")),
      radius: try field.optionalMember("radius")?.number(),
      upperRadius: try field.optionalMember("upperRadius")?.number(),
      alwaysOccludes: try field.optionalMember("active")?.bool() ?? true)
  }
}

extension Posture {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["name", "display", "separating"])
    self.init(
      name: try field.member("name").oneOf(PostureName.self),
      display: try field.member("display").string(),
      separating: try field.optionalMember("separating")?.bool() ?? false)
  }
}

extension WindowPreset {
  static func list(_ field: JSONField) throws(JSONDecodeProblem) -> [WindowPreset] {
    try field.array().map { item throws(JSONDecodeProblem) in
      try item.rejectUnknownKeys(["name", "frame", "derived", "display"])
      return WindowPreset(
        name: try item.member("name").oneOf(WindowPresetName.self),
        frame: try Rect(json: item.member("frame")),
        derived: try item.optionalMember("derived")?.bool() ?? false,
        display: try item.optionalMember("display")?.string())
    }
  }
}

extension Size {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["width", "height"])
    self.init(width: try field.member("width").number(), height: try field.member("height").number())
  }
}

extension Rect {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["x", "y", "width", "height"])
    self.init(
      x: try field.member("x").number(), y: try field.member("y").number(),
      width: try field.member("width").number(), height: try field.member("height").number())
  }
}

extension EdgeInsets {
  init(json field: JSONField) throws(JSONDecodeProblem) {
    try field.rejectUnknownKeys(["top", "left", "bottom", "right"])
    self.init(
      top: try field.member("top").number(), left: try field.member("left").number(),
      bottom: try field.member("bottom").number(), right: try field.member("right").number())
  }
}
