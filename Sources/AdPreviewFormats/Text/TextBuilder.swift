/// Text made of many small parts, gathered as UTF-8 and made a `String` once.
///
/// Appending to a `String` that already holds a character outside ASCII (`–`, `×`) checks
/// the join each time, which made a message of twenty parts cost more than writing it out;
/// bytes are only copied. For the messages a sweep builds for every scene.
public struct TextBuilder {
  private var bytes: [UInt8] = []

  public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Adds `text` at the end.
  public mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Adds `text` at the end.
  public static func += (builder: inout TextBuilder, text: String) { builder.append(text) }

  /// Adds a length as `formatPoints` writes it; a whole one digit by digit, with no string
  /// made for it.
  public mutating func append(points value: Double) {
    guard value == value.rounded(), abs(value) < 1e12 else { return append(formatPoints(value)) }
    let magnitude = UInt64(abs(value))
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // The highest power of ten in it, then each digit from the first.
    var power: UInt64 = 1
    while power <= magnitude / 10 { power *= 10 }
    while power > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
      power /= 10
    }
  }

  /// Adds `x 0, y 30, 340×743`, as `Rect.label` writes it.
  public mutating func append(x: Double, y: Double, width: Double, height: Double) {
    append("x ")
    append(points: x)
    append(", y ")
    append(points: y)
    append(", ")
    append(width: width, height: height)
  }

  /// Adds `340×743`, as `Size.label` writes it.
  public mutating func append(width: Double, height: Double) {
    append(points: width)
    append("×")
    append(points: height)
  }

  /// What has been added, as one string.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}
