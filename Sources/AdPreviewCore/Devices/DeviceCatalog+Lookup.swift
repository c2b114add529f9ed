import AdPreviewFormats

/// A device as the user named it: by its id, or by a model it covers.
public struct DeviceMatch: Hashable, Sendable {
  public var device: Device
  /// The covered model asked for (`iPhone 15`); nil when the device itself was named.
  public var model: String?

  public init(device: Device, model: String? = nil) {
    self.device = device
    self.model = model
  }

  /// The name to keep in a selection and a script: the device's id, or the covered model's
  /// id-style name (`iphone-15`).
  public var name: String { model.map(DeviceCatalog.slug) ?? device.id }

  /// `iPhone 15 (drawn as iPhone 14 Pro: same screen, safe area and island)`, or the
  /// device's own name.
  public var label: String {
    guard let model else { return device.name }
    return "\(model) (drawn as \(device.name): \(DeviceMatch.sameGeometry(device)))"
  }

  /// What a covered model shares with the device drawn for it.
  static func sameGeometry(_ device: Device) -> String {
    let shapes = Set(device.primaryDisplay.cutouts.map(\.shape))
    let cutout =
      shapes.contains(.pill)
      ? "island"
      : shapes.contains(.notch)
        ? "notch"
        : shapes.isEmpty ? nil : "cutout"
    return cutout.map { "same screen, safe area and \($0)" } ?? "same screen and safe area"
  }
}

extension DeviceCatalog {
  /// The one place a device name the user typed is resolved (`--device`, `--only`, the
  /// `device` script command, the previewer): a device id or a covered model, written as an
  /// id (`iphone-15`) or as a name (`iPhone 15`), in any case; then, folded (`iphone17pro`,
  /// `zfold5`, `IPhone-17-Pro`), by the rule `DeviceNames` sets out.
  ///
  /// - Throws: `SceneError` naming near matches when nothing matches.
  public func resolve(_ name: String) throws(SceneError) -> DeviceMatch {
    guard let match = match(name) else { throw SceneError(unknownDeviceMessage(name)) }
    return match
  }

  /// `resolve` without the message: nil when nothing matches, or when the folded name is
  /// more than one device's.
  public func match(_ name: String) -> DeviceMatch? {
    let wanted = DeviceCatalog.slug(name)
    if let device = device(id: wanted) { return DeviceMatch(device: device) }
    let devices = devices
    for device in devices {
      if DeviceCatalog.slug(device.name) == wanted { return DeviceMatch(device: device) }
      if let model = device.covers.first(where: { DeviceCatalog.slug($0) == wanted }) {
        return DeviceMatch(device: device, model: model)
      }
    }
    // Nothing written as it is in the catalog: the names as people type them.
    return DeviceNames(devices).match(folded: DeviceNames.fold(name))
  }

  /// The names `resolve` accepts that hold what the user typed so far, for a picker that
  /// filters as they type: the same names `resolve` reads (ids, names, short names and
  /// covered models), folded as it folds them, an exact name first, then names that start
  /// with it, then the rest in the catalog's order. When no name holds it, the names a typo
  /// or two away (`pixle` finds the Pixels), nearest first. An empty query lists every
  /// device.
  public func matches(typed text: String) -> [DeviceMatch] {
    let wanted = DeviceNames.fold(text)
    let devices = devices
    guard !wanted.isEmpty else { return devices.map { DeviceMatch(device: $0) } }
    let names = DeviceNames(devices)
    var exact: [DeviceMatch] = []
    var starting: [DeviceMatch] = []
    var holding: [DeviceMatch] = []
    for entry in names.entries where entry.folded.contains(exactly: wanted) {
      if (exact + starting + holding).contains(entry.match) { continue }
      if entry.folded == wanted {
        exact.append(entry.match)
      } else if entry.folded.hasPrefix(wanted) {
        starting.append(entry.match)
      } else {
        holding.append(entry.match)
      }
    }
    // A name found as typed is left alone; only a query that finds none is read as a typo.
    let found = exact + starting + holding
    guard found.isEmpty else { return found }
    var near: [DeviceMatch] = []
    for (entry, _) in names.near(wanted) where !near.contains(entry.match) { near.append(entry.match) }
    return near
  }

  /// Every name `resolve` accepts, as ids: the devices' ids and their covered models.
  public var knownNames: [String] {
    devices.flatMap { [$0.id] + $0.covers.map(DeviceCatalog.slug) }
  }

  /// The message for a name that matches nothing, with the nearest names: the folded
  /// names a typo or two away, or that hold it (`fold`), as ids.
  public func unknownDeviceMessage(_ name: String) -> String {
    let near = DeviceNames(devices).near(DeviceNames.fold(name))
    // The closest names only: one typo away beats two.
    let best = near.first?.distance ?? 0
    var shown: [String] = []
    for (entry, distance) in near where distance == best && !shown.contains(entry.shown) { shown.append(entry.shown) }
    let hint = shown.isEmpty ? "" : " (did you mean \(shown.sorted().prefix(3).joined(separator: ", "))?)"
    return "no device \(name.quotedForMessage) in the catalog\(hint); `adpreview devices` lists them"
  }

  /// `iPhone 15 Pro Max` → `iphone-15-pro-max`; `iPad Pro 11-inch (M5)` →
  /// `ipad-pro-11-inch-m5`: lower case, runs of anything but letters and digits become one `-`.
  public static func slug(_ name: String) -> String {
    // Already a slug (every device id a selection names): itself, without rebuilding it.
    if isSlug(name) { return name }
    var out = ""
    var dash = false
    for scalar in name.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if dash && !out.isEmpty { out += "-" }
        out.unicodeScalars.append(scalar)
        dash = false
      } else {
        dash = true
      }
    }
    return out
  }

  /// Whether `slug` would give `name` back: runs of lower-case ASCII letters and digits
  /// joined by single dashes.
  private static func isSlug(_ name: String) -> Bool {
    var previousIsDash = true  // no leading dash
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): previousIsDash = false
      case UInt8(ascii: "-") where !previousIsDash: previousIsDash = true
      default: return false
      }
    }
    return !previousIsDash  // not empty, no trailing dash
  }
}
