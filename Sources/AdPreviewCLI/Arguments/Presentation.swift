import AdPreviewApp
import AdPreviewCore

/// How `play` and `compare` present what they run, read once from their options with the
/// rules between them: printed (the log, or `compare`'s one frame), on screen (`--watch`),
/// or exported to files (`--cast`, `--gif`, `--svg`, any of them together).
enum Presentation {
  case printed
  case onScreen
  case exported([(kind: PlayCommand.Export, path: String)])

  /// - Parameter onScreenOnly: the command's options that mean something only on screen or in
  ///   an export (`--speed`, `--caption`, …).
  /// - Throws: `CommandError` for `--watch` with an export, or an on-screen option without
  ///   either.
  init(_ arguments: ParsedArguments, onScreenOnly: [OptionSpec]) throws(CommandError) {
    let exports = [(PlayCommand.cast, PlayCommand.Export.cast), (PlayCommand.gif, .gif), (PlayCommand.svg, .svg)].compactMap {
      option, kind in arguments.value(option).map { (kind: kind, path: $0) }
    }
    for (index, export) in exports.enumerated() {
      if let earlier = exports[..<index].first(where: { $0.path == export.path }) {
        throw CommandError(
          "--\(earlier.kind.rawValue) and --\(export.kind.rawValue) name the same file \(export.path.quotedForMessage): the second would overwrite the first"
        )
      }
    }
    let watching = arguments.isSet(PlayCommand.watch)
    if watching, let first = exports.first { throw CommandError("--watch and --\(first.kind.rawValue): choose one") }
    if !watching, exports.isEmpty, let option = onScreenOnly.first(where: arguments.isGiven) {
      throw CommandError("\(option.name) goes with --watch, --cast, --gif or --svg")
    }
    self = watching ? .onScreen : exports.isEmpty ? .printed : .exported(exports)
  }

  /// The scenario is played in the previewer, on a terminal or into files.
  var playsInThePreviewer: Bool {
    if case .printed = self { return false }
    return true
  }
}

extension SimulationOptions {
  /// The options that mean something only while a scenario plays on screen or into files.
  static let onScreenOnly = [speed.spec, noAnimation.spec, caption.spec, present.spec, OutputOptions.force.spec]

  /// The previewer's configuration for `selection`, with every option the command takes that
  /// sets it (the simulation, the app file, ASCII drawing): the one place the commands fill it.
  static func configuration(catalog: DeviceCatalog, selection: Selection, from arguments: ParsedArguments) -> AppConfiguration {
    var configuration = AppConfiguration(
      catalog: catalog, selection: selection, latency: arguments.valueIfTaken(latency), seed: arguments.valueIfTaken(seed))
    configuration.present = arguments.isSetIfTaken(present)
    configuration.compressesWaits = configuration.present
    configuration.speed = arguments.valueIfTaken(speed)
    if configuration.present, !arguments.isGiven(speed.spec) { configuration.speed = AppConfiguration.presentSpeed }
    configuration.animates = !arguments.isSetIfTaken(noAnimation)
    configuration.caption = arguments.valueIfTaken(caption)
    configuration.asciiOnly = arguments.isSetIfTaken(OutputOptions.ascii)
    configuration.appPath = arguments.valueIfTaken(SceneOptions.app)
    return configuration
  }
}
