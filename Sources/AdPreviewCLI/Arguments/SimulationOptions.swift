import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats

/// The options of the simulation the previewer and `play` share: declared in one place, so
/// the two cannot drift. Defaults are the session's and the previewer's own.
enum SimulationOptions {
  static let latency = Option(
    "--latency", value: "MS", help: "simulated ad load latency in milliseconds, at most 86400000, a day",
    default: PreviewSession.defaultLatency,
    parse: { text throws(CommandError) in
      Int(saturating: try ValueParser.number(text, in: 0...Double(Limits.maximumLatency), unit: " ms"))
    })
  static let seed = Option(
    "--seed", value: "N", help: "seed of the simulated failures", default: PreviewSession.defaultSeed,
    parse: { text throws(CommandError) in
      guard let seed = ValueParser.wholeNumber(text) else { throw CommandError("\(text.quotedForMessage) is not a whole number") }
      return seed
    })
  static let speed = Option(
    "--speed", value: "X",
    help: "while a scenario plays on screen (--script, play --watch or --cast): simulated time per real time, "
      + "\(formatPoints(AppConfiguration.speeds.lowerBound)) to \(formatPoints(AppConfiguration.speeds.upperBound)); 0.5 is half speed",
    default: AppConfiguration.normalSpeed, defaultLabel: formatPoints(AppConfiguration.normalSpeed),
    parse: { text throws(CommandError) in
      let range = AppConfiguration.speeds
      guard let value = DecimalNumber.parse(text), range.contains(value) else {
        throw CommandError(
          "\(text.quotedForMessage) is not a number from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound))")
      }
      return value
    })
  static let caption = Option<String?>(
    "--caption", value: "TEXT",
    help: "a caption over the picture from the start, as a script's first `say` (in --watch, recordings and exports; "
      + "at most \(Limits.captionLength) characters)",
    parse: { text throws(CommandError) in
      guard text.count <= Limits.captionLength else { throw CommandError("the caption is longer than \(Limits.captionLength) characters") }
      return text
    })
  static let present = Flag(
    "--present",
    help: "presentation mode: no key bar or playback hints, captions in a band above the device, "
      + "the status line saying what just happened, half speed unless --speed is given")
  static let noAnimation = Flag(
    "--no-animation", help: "show rotations, folds and window changes at once, not over a third of a second")
}
