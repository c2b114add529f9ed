import AdPreviewCore
import AdPreviewFormats

/// `adpreview devices [--json]`: the catalog.
enum DevicesCommand: Command {
  static let name = "devices"
  static let abstract = "the device catalog: ids, names, families, screens and postures"
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    asJSON, devices)

  static let asJSON = Flag("--json", help: "one JSON array, an object per device")
  static let devices = SceneOptions.devices
  static let discussion = """
    The catalog ships inside adpreview. Add your own devices with --devices DIR or the
    ADPREVIEW_DEVICES folder; a file there with an existing id replaces the bundled device.
    The format is described in devices/README.md.
    """

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let catalog = try DeviceLoader.load(devicesOption: arguments.value(SceneOptions.devices), context: context)
    if arguments.isSet(asJSON) {
      return .success(JSONValue.array(catalog.devices.map(json)).prettyText + "\n")
    }
    return .success(table(catalog))
  }

  static func json(_ device: Device) -> JSONValue {
    let screen = device.primaryDisplay.size
    var members: [JSONMember] = [
      JSONMember("id", .string(device.id)),
      JSONMember("name", .string(device.name)),
      JSONMember("shortName", .string(device.shortName)),
      JSONMember("family", .string(device.family.rawValue)),
      JSONMember("platform", .string(device.platform.rawValue)),
      JSONMember("postures", .array(device.postures.map { .string($0.name.rawValue) })),
      JSONMember("screen", JSONReport.size(screen)),
      JSONMember("scale", .number(device.scale)),
      JSONMember("orientations", .array(device.orientations.map { .string($0.rawValue) })),
      JSONMember(
        "displays",
        .array(
          device.displays.map { display in
            // The panel and its density where the size is derived from them (Android), so a
            // reader can check the division against the manufacturer's figures.
            .object(
              [JSONMember("id", .string(display.id)), JSONMember("size", JSONReport.size(display.size))]
                + (display.pixels.map { [JSONMember("pixels", JSONReport.size($0))] } ?? [])
                + (display.density.map { [JSONMember("density", .number($0))] } ?? []))
          })),
      JSONMember("defaultPosture", device.defaultPosture.map { .string($0.rawValue) } ?? .null),
      JSONMember(
        "windowPresets",
        .object([
          JSONMember("portrait", .array(device.portraitPresets.map { .string($0.name.rawValue) })),
          JSONMember("landscape", .array(device.landscapePresets.map { .string($0.name.rawValue) })),
        ])),
      JSONMember("covers", .array(device.covers.map { .string($0) })),
      JSONMember("coverIds", .array(device.covers.map { .string(DeviceCatalog.slug($0)) })),
      JSONMember("os", device.releases(ofModel: nil).map(releasesJSON) ?? .null),
      JSONMember(
        "coverOS",
        .object(
          device.covers.compactMap { name in
            device.coverReleases[name].map { JSONMember(name, releasesJSON($0)) }
          })),
    ]
    if device.isConcept { members.append(JSONMember("concept", true)) }
    return .object(members)
  }

  /// `{"name": "iOS", "from": "11", "through": "16", "releases": [...], "default": "16"}`.
  static func releasesJSON(_ range: OSRange) -> JSONValue {
    .object([
      JSONMember("from", .string(range.from.description)),
      JSONMember("through", range.through.map { .string($0.description) } ?? .null),
      JSONMember("releases", .array(range.releases.map { .string($0.version.description) })),
      JSONMember("default", range.defaultRelease.map { .string($0.version.description) } ?? .null),
    ])
  }

  static func table(_ catalog: DeviceCatalog) -> String {
    var rows = [
      ["ID", "NAME", "FAMILY", "PLATFORM", "RELEASES", "SCREEN (pt)", "POSTURES / WINDOWS", "ALSO COVERS (--device accepts these)"]
    ]
    for device in catalog.devices {
      let extra: String
      if !device.postures.isEmpty {
        extra = device.postures.map(\.name.rawValue).joined(separator: ", ")
      } else if !device.portraitPresets.isEmpty || !device.landscapePresets.isEmpty {
        let names = Set((device.portraitPresets + device.landscapePresets).map(\.name))
        extra = WindowPresetName.allCases.filter(names.contains).map(\.rawValue).joined(separator: ", ")
      } else {
        extra = "-"
      }
      rows.append([
        device.id, device.name + (device.isConcept ? " (concept)" : ""), device.family.rawValue,
        device.platform.rawValue, device.releases(ofModel: nil).map { "\(device.osName) \($0.words)" } ?? "-",
        device.primaryDisplay.size.label, extra,
        device.covers.isEmpty
          ? "-"
          : device.covers.map { name in device.coverReleases[name].map { "\(name) (\($0.words))" } ?? name }
            .joined(separator: ", "),
      ])
    }
    let columns = rows[0].count
    let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows {
      let cells = row.enumerated().map { $1.padding(to: $0 < columns - 1 ? widths[$0] : 0) }
      text += cells.joined(separator: "  ") + "\n"
    }
    text += "\n\(catalog.devices.count) devices. Details: adpreview devices --json\n"
    return text
  }
}
