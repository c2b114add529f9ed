import AdPreviewCore

/// The options of the simulation the previewer and `play` share: declared and read in one
/// place, so the two cannot drift.
enum SimulationOptions {
  static let latency = OptionSpec(
    "--latency", value: "MS", help: "simulated ad load latency in milliseconds, at most 86400000 (24 h; default 400)")
  static let seed = OptionSpec("--seed", value: "N", help: "seed of the simulated failures (default 1)")
  static let speed = OptionSpec(
    "--speed", value: "X",
    help: "while a scenario plays on screen (--script, play --watch or --cast): simulated time per real time, 0.05 to 10 (default 1; 0.5 is half speed)")
  static let noAnimation = OptionSpec(
    "--no-animation", help: "show rotations, folds and window changes at once, not over a third of a second")

  /// `--latency`, or 400.
  static func latency(_ arguments: ParsedArguments) throws(UsageError) -> Int {
    try arguments.value("--latency").map { text throws(UsageError) in
      Int(saturating: try SceneOptions.number(text, for: "--latency", minimum: 0))
    } ?? 400
  }

  /// `--seed`, or 1.
  static func seed(_ arguments: ParsedArguments) throws(UsageError) -> UInt64 {
    try arguments.value("--seed").map { text throws(UsageError) in
      guard let seed = SceneOptions.wholeNumber(text) else { throw UsageError("--seed: \(text.quotedForMessage) is not a whole number") }
      return seed
    } ?? 1
  }

  /// `--speed`, within 0.05…10, or 1.
  static func speed(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    guard let text = arguments.value("--speed") else { return 1 }
    guard let value = DecimalNumber.parse(text), value >= 0.05, value <= 10 else {
      throw UsageError("--speed: \(text.quotedForMessage) is not a number from 0.05 to 10")
    }
    return value
  }
}
