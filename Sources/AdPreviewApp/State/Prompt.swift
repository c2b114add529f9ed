import AdPreviewCore

/// A line the previewer is reading from the keyboard: the device picker (`/`), which filters
/// the catalog as the user types, the release picker (`V`), or the scenario line to jump to (`:`).
public enum Prompt: Equatable, Sendable {
  /// The device picker: what was typed, and the picked row among the matches.
  case device(query: String, selected: Int)
  /// The line number typed so far.
  case line(String)
  /// The release picker (`V`): the picked row among every release the device runs, point
  /// releases included, newest first.
  case release(selected: Int)

  /// The longest text a prompt takes.
  static let maximumLength = 64
}
