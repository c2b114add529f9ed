import AdPreviewCore
import AdPreviewFormats

/// `adpreview layout [scene options] [--json]`: the resolved scene and its ad.
enum LayoutCommand: Command {
  static let name = "layout"
  static let abstract = "the resolved scene: screen, window, safe area, obstructions, the ad and its findings"
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    scene, loadedSize, asJSON)

  static let scene = OptionGroup.scene
  static let loadedSize = LoadedSizeOption.loadedSize
  static let asJSON = Flag("--json", help: "JSON: device, orientation, posture, screen, window, safeArea, obstructions, ad, ads, findings")
  static var discussion: String {
    SceneOptions.formatsHelp + """


      Frames are in screen points (origin top-left of the screen in that orientation);
      safeArea is the insets of the window. Findings: error, warning or info, with a code.
      Example: adpreview layout --device iphone-x --orientation landscape-left --json
      """
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let selection = try SceneOptions.selection(from: arguments, context: context)
    let catalog = try DeviceLoader.load(devicesOption: arguments.value(SceneOptions.devices), context: context)
    let resolved = try selection.resolve(in: catalog, loadedSizes: LoadedSizeOption.loadedSizes(from: arguments))
    if arguments.isSet(asJSON) {
      return .success(JSONReport.layout(resolved).prettyText + "\n")
    }
    return .success(LayoutText.render(resolved))
  }
}
