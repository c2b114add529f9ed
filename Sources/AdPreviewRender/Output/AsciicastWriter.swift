import AdPreviewCore
import AdPreviewFormats

/// A terminal recording in asciinema's asciicast v2 format: a JSON header line, then one
/// `[seconds, "o", text]` line per output and `[seconds, "r", "COLSxROWS"]` per resize.
public struct AsciicastWriter: Sendable {
  public private(set) var text: String

  /// Starts a recording of a `width`×`height` terminal; `timestamp` (Unix seconds) is left
  /// out when nil, so that the same input always gives the same bytes.
  public init(width: Int, height: Int, timestamp: Int? = nil, title: String? = nil, term: String = "xterm-256color") {
    var header = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
    if let timestamp { header += ", \"timestamp\": \(timestamp)" }
    if let title { header += ", \"title\": \(AsciicastWriter.quoted(title))" }
    header += ", \"env\": {\"TERM\": \(AsciicastWriter.quoted(term))}}\n"
    text = header
  }

  /// Output at `milliseconds` since the start.
  public mutating func output(_ data: String, at milliseconds: Int) {
    guard !data.isEmpty else { return }
    text += "[\(AsciicastWriter.seconds(milliseconds)), \"o\", \(AsciicastWriter.quoted(data))]\n"
  }

  /// The terminal took a new size at `milliseconds`.
  public mutating func resize(columns: Int, rows: Int, at milliseconds: Int) {
    text += "[\(AsciicastWriter.seconds(milliseconds)), \"r\", \"\(columns)x\(rows)\"]\n"
  }

  /// Hands over the lines written since the last call (for writing as it goes).
  public mutating func takeText() -> String {
    defer { text = "" }
    return text
  }

  static func seconds(_ milliseconds: Int) -> String {
    let ms = max(0, milliseconds)
    let fraction = String(ms % 1000)
    return "\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  /// A JSON string (control characters escaped, as every JSON adpreview writes).
  static func quoted(_ value: String) -> String { JSONValue.string(value).compactText }
}
