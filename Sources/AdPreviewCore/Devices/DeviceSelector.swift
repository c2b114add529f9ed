import AdPreviewFormats

/// Picks devices from the catalog by what a user types: an id (`iphone-x`), a glob
/// (`iphone-*`), a family (`phone`, `tablet`, `foldable`, `dual-screen`) or a model a device
/// covers (`iPhone XS`, from its `covers`).
public enum DeviceSelector {
  /// The devices one selector picks, in catalog order; empty when it picks none.
  public static func devices(_ selector: String, in catalog: DeviceCatalog) -> [Device] {
    let text = trimmed(selector)
    if let family = DeviceFamily(rawValue: text) {
      return catalog.devices.filter { $0.family == family }
    }
    if Glob.isPattern(text) {
      return catalog.devices.filter { Glob.matches(text, $0.id) }
    }
    // Ids, names and covered models go through the catalog's one resolver.
    return catalog.match(text).map { [$0.device] } ?? []
  }

  /// The nearest names a selector could have meant: families as they are spelled, and
  /// devices and covered models by their folded names, as the resolver reads them
  /// (`DeviceNames`), shown as ids.
  public static func suggestions(for selector: String, in catalog: DeviceCatalog) -> [String] {
    let text = trimmed(selector).lowercased()
    guard text.count <= 64 else { return [] }
    let families = DeviceFamily.allCases.map { ($0.rawValue, editDistance($0.rawValue, text)) }.filter { $0.1 <= max(2, text.count / 3) }
    let devices = DeviceNames(catalog.devices).near(DeviceNames.fold(text)).map { ($0.entry.shown, $0.distance) }
    // Nearest first; among equals, families, then the catalog's order.
    let scored = (families + devices).enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
    var seen = Set<String>()
    return scored.map(\.0).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
