import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats

/// The `adpreview` command: dispatches to a subcommand, or starts the interactive previewer.
public enum AdPreviewCommand {
  static let version = "0.1.0"

  static var commands: [any Command.Type] {
    [
      DevicesCommand.self, LayoutCommand.self, RenderCommand.self, PlayCommand.self, CompareCommand.self, CheckCommand.self, LintCommand.self,
      ImportCommand.self, FindingsCommand.self,
    ]
  }

  /// The previewer's options: the scene options, the simulation's and its own.
  enum Previewer: DeclaresOptions {
    /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
    /// read this list, and a test fails when a declared option is missing from it.
    static let options: [OptionSpec] = .listing(
      scene, project, screen, latency, seed, ascii, script, speed, present, record, gif, svg, force, caption, noAnimation, version,
      completionScript, manual)

    /// The scene options, `--device` saying the previewer's own first device.
    static let scene = OptionGroup(
      OptionGroup.scene.options.map {
        $0 === SceneOptions.device.spec
          ? $0.giving(defaultLabel: { "the newest iPhone; the commands' is \(SceneOptions.device.defaultValue)" }) : $0
      })
    static let project = ProjectOptions.project
    static let screen = ProjectOptions.screen
    static let latency = SimulationOptions.latency
    static let seed = SimulationOptions.seed
    static let ascii = OutputOptions.ascii
    static let script = Option<String?>(
      "--script", value: "FILE",
      help: "play a scenario on screen from the start (the script sets the scene, as in `play`); any key but space and . takes over",
      completion: .path, parse: { $0 })
    static let speed = SimulationOptions.speed
    static let present = SimulationOptions.present
    static let record = Option<String?>(
      "--record", value: "FILE", help: "record the session as an asciicast v2 file (asciinema play FILE replays it)",
      completion: .path, parse: { $0 })
    static let gif = Option<String?>(
      "--gif", value: "FILE",
      help: "write the frames of the session as an animated GIF when the previewer ends, as `play --gif` does "
        + "(the first 10 minutes or 1,000 frames; at the size it started at)",
      completion: .path, parse: { $0 })
    static let svg = Option<String?>(
      "--svg", value: "FILE", help: "write the frames of the session as one animated SVG when the previewer ends (the same frames as --gif)",
      completion: .path, parse: { $0 })
    static let force = Flag(
      "--force", help: "let --gif and --svg write through a symbolic link or replace a read-only file (refused otherwise; --record never does)")
    static let caption = SimulationOptions.caption
    static let noAnimation = SimulationOptions.noAnimation
    static let version = Flag("--version", help: "print the version")
    static let completionScript = Option<CompletionScript.Shell?>.choice(
      "--generate-completion-script", value: "SHELL", help: "print the completion script for bash, zsh or fish")
    static let manual = Flag("--generate-manual", help: "print the man page, adpreview(1), in roff")
  }

  static var interactiveOptions: [OptionSpec] { Previewer.options }

  /// Runs the command line (without the program name) and returns what to print.
  public static func run(_ arguments: [String], context: CommandContext) -> CommandResult {
    var name: String?
    var rest = arguments
    if let first = arguments.first, !first.hasPrefix("-") {
      name = first
      rest = Array(arguments.dropFirst())
    }
    if name == "help" {
      guard let topic = rest.first else { return .success(help) }
      guard let command = commands.first(where: { $0.name == topic }) else {
        return .usageFailure(unknownCommand(topic))
      }
      return .success(command.help)
    }
    guard let name else { return interactive(rest, context: context) }
    guard let command = commands.first(where: { $0.name == name }) else {
      return .usageFailure(unknownCommand(name))
    }
    do {
      let parsed = try ParsedArguments(rest, options: command.options, paired: command.pairedOptions)
      if parsed.wantsHelp { return .success(command.help) }
      if command.positionals.isEmpty, let extra = parsed.positionals.first {
        throw CommandError("\(command.name) takes no argument \(extra.quotedForMessage) (options start with --)")
      }
      return try command.run(parsed, context: context)
    } catch {
      return failure(error, command: name)
    }
  }

  static func interactive(_ arguments: [String], context: CommandContext) -> CommandResult {
    do {
      let parsed = try ParsedArguments(arguments, options: interactiveOptions)
      if parsed.wantsHelp { return .success(help) }
      // Before anything answers: `--version x` is a mistake, not a question about the version.
      if let extra = parsed.positionals.first {
        throw CommandError("unexpected argument \(extra.quotedForMessage)")
      }
      if parsed.isSet(Previewer.version) { return .success("adpreview \(version)\n") }
      if let shell = parsed.value(Previewer.completionScript) {
        let catalog = try DeviceLoader.load(devicesOption: parsed.value(SceneOptions.devices), context: context)
        return .success(CompletionScript.script(shell, catalog: catalog))
      }
      if parsed.isSet(Previewer.manual) { return .success(ManualPage.write()) }
      if parsed.value(Previewer.project) != nil, parsed.value(SceneOptions.app) != nil {
        throw CommandError("give --app FILE or --project DIR, not both")
      }
      var selection = try SceneOptions.selection(from: parsed, context: context)
      var projectNotes: [String] = []
      var projectScreen: (String, String)?
      if let folder = parsed.value(Previewer.project) {
        // A screen of the whole project, as `check --project` reads it.
        let read = ProjectInput.project(folder, sdk: parsed.isGiven(SlotOptions.sdk.spec) ? selection.request.sdk : nil, context: context)
        if let problem = read.project.problems.first { throw CommandError(problem.description) }
        guard !read.project.screens.isEmpty else { throw CommandError(read.nothingFoundReason) }
        let chosen = try ProjectInput.pick(read.project.screens, named: parsed.value(Previewer.screen))
        _ = try ProjectInput.appFile(chosen)
        selection = SceneOptions.applying(chosen.appLayout, to: selection)
        projectNotes = read.startNotes + chosen.notes.map(\.description)
        projectScreen = (folder, chosen.name)
      } else if parsed.value(Previewer.screen) != nil {
        throw CommandError("--screen goes with --project DIR (the screen of the project to open)")
      }
      let catalog = try DeviceLoader.load(devicesOption: parsed.value(SceneOptions.devices), context: context)
      // The first screen is today's iPhone on its release, not the commands' default (which
      // scripts rely on): a script (`--script`) starts where `play` starts, to replay alike.
      if !parsed.isGiven(SceneOptions.device.spec), parsed.value(Previewer.script) == nil,
        selection.deviceID == SceneOptions.device.defaultValue, let newest = catalog.newestIPhone
      {
        selection.deviceID = newest.id
      }
      var configuration = SimulationOptions.configuration(catalog: catalog, selection: selection, from: parsed)
      configuration.projectScreen = projectScreen
      configuration.startNotes = projectNotes
      configuration.recordPath = parsed.value(Previewer.record)
      configuration.gifPath = parsed.value(Previewer.gif)
      configuration.svgPath = parsed.value(Previewer.svg)
      configuration.forcesExports = parsed.isSet(Previewer.force)
      if let path = parsed.value(Previewer.script) {
        if let option = SceneOptions.deviceState.first(where: parsed.isGiven) ?? [SceneOptions.ad.spec].first(where: parsed.isGiven) {
          throw CommandError(
            "\(option.name) is not used with --script: the script sets the scene, as in `play` (start it with `device`, `rotate`, `ad`…)")
        }
        let (file, script) = try PlayCommand.loadScript(path, context: context)
        var check = try PreviewSession(
          catalog: configuration.catalog, selection: configuration.selection, latency: configuration.latency, seed: configuration.seed)
        _ = try PlayCommand.play(script, file: file, in: &check)
        configuration.script = (path, script)
      } else if parsed.isGiven(SimulationOptions.speed.spec) {
        throw CommandError("--speed goes with --script (or play --watch)")
      }
      // The starting scene must resolve before the terminal is taken over.
      _ = try configuration.selection.resolve(in: configuration.catalog)
      try SessionExports.check(configuration, context: context)
      guard context.isInteractiveTerminal else {
        return .usageFailure(
          "the interactive previewer needs a terminal on stdin and stdout; "
            + "for a picture of the scene use `adpreview render` (or `layout` for the numbers)")
      }
      return .interactive(configuration)
    } catch {
      return failure(error, command: nil)
    }
  }

  static func failure(_ error: any Error, command: String?) -> CommandResult {
    let failure = CommandError(reporting: error)
    let hint = failure.pointsToHelp ? "\nrun `adpreview \(command.map { "\($0) " } ?? "")--help` for the options" : ""
    return .failure(failure.message + hint, exitCode: failure.exitCode)
  }

  static func unknownCommand(_ name: String) -> String {
    let names = commands.map { $0.name }
    var message = "unknown command \(name.quotedForMessage) (commands: \(names.joined(separator: ", ")))"
    message += didYouMean(name, among: names)
    return message
  }

  static var help: String {
    let format = SceneOptions.ad.defaultValue.rawValue
    // "an anchored-adaptive", "a large-anchored-adaptive": the default follows the SDK release.
    let article = format.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    var text = """
      adpreview — see where Google Mobile Ads land on every iOS device, foldable and iPad window

      Usage: adpreview [scene options]        the interactive previewer (by default the newest iPhone on its
                                              release with \(article) \(format) ad at the \(SlotOptions.position.defaultValue.rawValue))
             adpreview COMMAND [options]      one answer, for scripts and CI

      Commands:

      """
    for command in commands {
      text += "  " + command.name.padding(to: 12) + command.abstract + "\n"
    }
    text += """

      Run `adpreview COMMAND --help` for a command's options.

      Previewer options:

      """
    text += HelpFormatter.table(interactiveOptions)
    return text
  }
}
