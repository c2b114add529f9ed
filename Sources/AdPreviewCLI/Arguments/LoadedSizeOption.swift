import AdPreviewCore
import AdPreviewFormats

/// `--loaded-size`, for the commands that show one scene at one moment (not the previewer,
/// where a rotation leaves the loaded size behind by itself).
enum LoadedSizeOption {
  static let loadedSize = Option<Size?>(
    "--loaded-size", value: "WxH",
    help:
      "the size the (first) banner was loaded with, as before a rotation the app did not reload for: a size other than the scene's gives the stale-size finding",
    parse: { text throws(CommandError) in
      guard case .free(let size)? = WindowChoice(parsing: text), size.width >= 1, size.height >= 1,
        size.width <= Limits.maximumLength, size.height <= Limits.maximumLength
      else {
        throw CommandError("\(text.quotedForMessage) is not WxH in points (like 834x90)")
      }
      return size
    })

  /// The slots' loaded sizes from `--loaded-size` (the first slot's), for `resolve`.
  static func loadedSizes(from arguments: ParsedArguments) -> [Size?] {
    arguments.value(loadedSize).map { [$0] } ?? []
  }
}
