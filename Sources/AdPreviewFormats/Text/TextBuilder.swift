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

  /// What has been added, as one string.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}
