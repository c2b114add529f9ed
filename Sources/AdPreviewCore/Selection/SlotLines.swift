import AdPreviewFormats

/// Finds the line each slot of an app file starts on, so reports can point at it
/// (`file:line`).
enum SlotLines {
  /// The 1-based line of each element of the top-level `"slots"` array, in order.
  static func of(_ bytes: [UInt8]) -> [Int] {
    JSONElementPlaces.of(bytes, key: "slots").map(\.line)
  }
}
