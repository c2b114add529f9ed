import AdPreviewCore
import AdPreviewFormats

/// Swift source text for the decoded devices: every value as an explicitly typed initializer
/// expression (`Rect(x: 0.0, …)`, `[Cutout](…)`), so the type checker never has to infer a
/// literal's type and the generated file compiles quickly.
struct SwiftSource {
  private(set) var text = ""

  mutating func line(_ line: String) {
    text += line
    text += "\n"
  }

  static func expression(_ device: Device) -> String {
    let arguments = [
      "id: \(string(device.id))",
      "name: \(string(device.name))",
      "shortName: \(string(device.shortName))",
      "covers: \(array("String", device.covers.map(string)))",
      "family: DeviceFamily.\(device.family)",
      "platform: Platform.\(device.platform)",
      "isConcept: \(device.isConcept)",
      "scale: \(number(device.scale))",
      "orientations: \(array("Orientation", device.orientations.map { "Orientation.\($0)" }))",
      "displays: \(array("Display", device.displays.map(expression)))",
      "postures: \(array("Posture", device.postures.map(expression)))",
      "defaultPosture: \(optional(device.defaultPosture) { "PostureName.\($0)" })",
      "portraitPresets: \(array("WindowPreset", device.portraitPresets.map(expression)))",
      "landscapePresets: \(array("WindowPreset", device.landscapePresets.map(expression)))",
      "sources: \(array("JSONMember", device.sources.map(expression)))",
      "releases: \(optional(device.releases, expression))",
      "coverReleases: \(dictionary(device.coverReleases))",
    ]
    return "Device(\n      " + arguments.joined(separator: ",\n      ") + ")"
  }

  static func expression(_ display: Display) -> String {
    "Display(id: \(string(display.id)), size: \(expression(display.size)), "
      + "scale: \(optional(display.scale, number)), cornerRadius: \(number(display.cornerRadius)), "
      + "cornerRadii: \(optional(display.cornerRadii, expression)), "
      + "cutouts: \(array("Cutout", display.cutouts.map(expression))), "
      + "statusBar: \(expression(display.statusBar)), "
      + "homeIndicator: \(optional(display.homeIndicator, expression)), "
      + "safeArea: \(expression(display.safeArea)), fold: \(optional(display.fold, expression)), "
      + "regimes: \(array("DisplayRegime", display.regimes.map(expression))), "
      + "verticalBarsDisabled: \(optional(display.verticalBarsDisabled, expression)), "
      + "pixels: \(optional(display.pixels, expression)), density: \(optional(display.density, number)))"
  }

  static func expression(_ regime: DisplayRegime) -> String {
    let bound = regime.from.map { "from: \(expression($0))" } ?? "through: \(expression(regime.bound))"
    return "DisplayRegime(\(bound), safeArea: \(optional(regime.safeArea, expression)), "
      + "statusBar: \(optional(regime.statusBar, expression)), source: \(optional(regime.source, string)))"
  }

  static func expression(_ bars: DisabledVerticalBars) -> String {
    "DisabledVerticalBars(safeArea: \(optional(bars.safeArea, expression)), statusBar: \(optional(bars.statusBar, expression)), "
      + "source: \(optional(bars.source, string)))"
  }

  static func expression(_ bar: StatusBar) -> String {
    func placement(_ p: StatusBar.Placement) -> String {
      "StatusBar.Placement(edge: StatusBar.Edge.\(p.edge), size: \(number(p.size)))"
    }
    let overrides = Orientation.allCases.compactMap { orientation in
      bar.overrides[orientation].map { "(Orientation.\(orientation), \(placement($0)))" }
    }
    let dictionary =
      overrides.isEmpty
      ? "[Orientation: StatusBar.Placement]()"
      : "[Orientation: StatusBar.Placement](uniqueKeysWithValues: [(Orientation, StatusBar.Placement)]([\(overrides.joined(separator: ", "))]))"
    return "StatusBar(portrait: \(placement(bar.portraitPlacement)), landscape: \(placement(bar.landscapePlacement)), "
      + "overrides: \(dictionary))"
  }

  static func expression(_ radii: CornerRadii) -> String {
    "CornerRadii(topLeft: \(number(radii.topLeft)), topRight: \(number(radii.topRight)), "
      + "bottomRight: \(number(radii.bottomRight)), bottomLeft: \(number(radii.bottomLeft)))"
  }

  static func expression(_ version: OSVersion) -> String { "OSVersion(\(version.major), \(version.minor))" }

  static func expression(_ range: OSRange) -> String {
    "OSRange(from: \(expression(range.from)), through: \(optional(range.through, expression)))"
  }

  /// The covered models' own ranges, in name order so the generated file is stable.
  static func dictionary(_ ranges: [String: OSRange]) -> String {
    guard !ranges.isEmpty else { return "[String: OSRange]()" }
    let pairs = ranges.keys.sorted().map { "(\(string($0)), \(expression(ranges[$0]!)))" }
    return "[String: OSRange](uniqueKeysWithValues: [(String, OSRange)]([\(pairs.joined(separator: ", "))]))"
  }

  static func expression(_ table: SafeAreaTable) -> String {
    let overrides = Orientation.allCases.compactMap { orientation in
      table.overrides[orientation].map { "Orientation.\(orientation), \(expression($0))" }
    }
    let dictionary =
      overrides.isEmpty
      ? "[Orientation: EdgeInsets]()"
      : "[Orientation: EdgeInsets](uniqueKeysWithValues: [(Orientation, EdgeInsets)]([\(overrides.map { "(\($0))" }.joined(separator: ", "))]))"
    return "SafeAreaTable(portrait: \(expression(table.portrait)), "
      + "landscape: \(optional(table.landscape, expression)), overrides: \(dictionary))"
  }

  static func expression(_ cutout: Cutout) -> String {
    "Cutout(shape: Cutout.Shape.\(cutout.shape), frame: \(expression(cutout.frame)), "
      + "radius: \(optional(cutout.radius, number)), upperRadius: \(optional(cutout.upperRadius, number)), "
      + "alwaysOccludes: \(cutout.alwaysOccludes))"
  }

  static func expression(_ indicator: HomeIndicator) -> String {
    "HomeIndicator(width: \(number(indicator.width)), "
      + "landscapeWidth: \(optional(indicator.landscapeWidth, number)), "
      + "height: \(number(indicator.height)), bottomOffset: \(number(indicator.bottomOffset)))"
  }

  static func expression(_ fold: Fold) -> String {
    "Fold(frame: \(expression(fold.frame)), kind: Fold.Kind.\(fold.kind), "
      + "occlusion: Fold.Occlusion.\(fold.occlusion), margins: \(number(fold.margins)))"
  }

  static func expression(_ posture: Posture) -> String {
    "Posture(name: PostureName.\(posture.name), display: \(string(posture.display)), "
      + "separating: \(posture.separating))"
  }

  static func expression(_ preset: WindowPreset) -> String {
    "WindowPreset(name: WindowPresetName.\(preset.name), frame: \(expression(preset.frame)), "
      + "derived: \(preset.derived), display: \(optional(preset.display, string)))"
  }

  static func expression(_ size: Size) -> String {
    "Size(width: \(number(size.width)), height: \(number(size.height)))"
  }

  static func expression(_ rect: Rect) -> String {
    "Rect(x: \(number(rect.x)), y: \(number(rect.y)), width: \(number(rect.width)), "
      + "height: \(number(rect.height)))"
  }

  static func expression(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), "
      + "bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
  }

  static func expression(_ member: JSONMember) -> String {
    "JSONMember(\(string(member.key)), \(expression(member.value)))"
  }

  static func expression(_ value: JSONValue) -> String {
    switch value {
    case .null: "JSONValue.null"
    case .bool(let flag): "JSONValue.bool(\(flag))"
    case .number(let number): "JSONValue.number(\(self.number(number)))"
    case .string(let text): "JSONValue.string(\(string(text)))"
    case .array(let items): "JSONValue.array(\(array("JSONValue", items.map(expression))))"
    case .object(let members): "JSONValue.object(\(array("JSONMember", members.map(expression))))"
    }
  }

  /// `[Cutout]()` or `[Cutout]([a, b])`: the element type is never left to inference.
  static func array(_ element: String, _ items: [String]) -> String {
    items.isEmpty ? "[\(element)]()" : "[\(element)]([\(items.joined(separator: ", "))])"
  }

  static func optional<Value>(_ value: Value?, _ expression: (Value) -> String) -> String {
    value.map(expression) ?? "nil"
  }

  /// A `Double` literal that reads back as the same value: Swift prints the shortest
  /// decimal that round-trips, always with a point or an exponent. A subnormal number, which
  /// the compiler would warn about as a literal, is written as its bits.
  static func number(_ value: Double) -> String {
    precondition(value.isFinite, "a device file number is finite")
    if value.isSubnormal { return "Double(bitPattern: 0x\(String(value.bitPattern, radix: 16)))" }
    return "\(value)"
  }

  /// A string literal: printable ASCII as is, everything else as `\u{…}`.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case " "..."~": out.unicodeScalars.append(scalar)
      default: out += "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return out + "\""
  }
}
