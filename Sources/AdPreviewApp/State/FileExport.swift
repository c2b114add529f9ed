/// A file the previewer is writing on the user's behalf, and what comes after each answer:
/// a session script (`e`), or a frame as SVG, then text, then PNG (`S`). Names are never
/// reused: when a file of that name exists the next number is tried.
enum FileExport: Equatable, Sendable {
  case session(attempt: Int)
  /// The SVG is being written; the text follows under the same number.
  case frameDrawing(attempt: Int, text: String)
  /// The text is being written, after the drawing at `drawing`; the image follows.
  case frameText(attempt: Int, drawing: String, image: [UInt8])
  /// The image is being written, after the drawing and the text.
  case frameImage(drawing: String, text: String)

  /// The most numbers tried before giving up.
  static let attempts = 100

  /// `adpreview-session.play`, then `adpreview-session-2.play`, …
  static func numbered(_ path: String, _ attempt: Int) -> String {
    guard attempt > 1 else { return path }
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "\(path)-\(attempt)" }
    return "\(path[..<dot])-\(attempt)\(path[dot...])"
  }
}
