import AdPreviewApp
import AdPreviewCore
import AdPreviewRender

/// `adpreview render`: the picture the previewer shows for a scene, once its ad has loaded.
enum RenderCommand: Command {
  static let name = "render"
  static let abstract = "the picture the previewer shows for a scene, as text, ANSI colour or SVG"
  static let usage = "adpreview render [scene options] [--size COLSxROWS] [--format text|ansi|svg] [--ascii]"
  static let options =
    SceneOptions.specs + [
      SceneOptions.loadedSizeSpec,
      OptionSpec("--size", value: "CxR", help: "the frame size in cells (default: the terminal's, else 100x40)"),
      OptionSpec("--format", value: "F", help: "text (plain Unicode, default), ansi (colours; NO_COLOR turns them off) or svg (a vector drawing in points)"),
      OptionSpec("--ascii", help: "ASCII characters only"),
      OptionSpec("--cell-aspect", value: "R", help: "a cell's height over its width (default 2)"),
    ]
  static var discussion: String {
    """
    The picture: the device scaled with its aspect kept, rounded corners, the cutout, status
    bar, home indicator, fold or hinge; the safe area (insets hatched ░); the ad at its frame
    (▒ without colour) with its size; finding regions marked ! ; the side panel, log and key bar.

    """ + SceneOptions.formatsHelp
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let selection = try SceneOptions.selection(from: arguments, context: context)
    let format = try arguments.value("--format").map { text throws(UsageError) in
      guard ["text", "ansi", "svg"].contains(text) else {
        throw UsageError("--format: \(text.quotedForMessage) is not one of text, ansi, svg")
      }
      return text
    } ?? "text"
    var columns = context.terminalSize?.columns ?? 100
    var rows = context.terminalSize?.rows ?? 40
    if let text = arguments.value("--size") {
      let minimum = RenderOptions.minimumSize
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let c = SceneOptions.wholeNumber(parts[0], maximum: 1000),
        let r = SceneOptions.wholeNumber(parts[1], maximum: 1000)
      else {
        throw UsageError("--size: \(text.quotedForMessage) is not COLSxROWS (like 100x40, at most 1000x1000)")
      }
      guard c >= minimum.columns, r >= minimum.rows else {
        throw UsageError("--size: \(c)x\(r) is smaller than the picture needs (at least \(minimum.columns)x\(minimum.rows))")
      }
      (columns, rows) = (Int(c), Int(r))
    }
    var options = RenderOptions(
      color: format == "ansi" && context.environment["NO_COLOR"].map(\.isEmpty) != false,
      ascii: arguments.flag("--ascii"))
    if let text = arguments.value("--cell-aspect") {
      options.cellAspect = try SceneOptions.number(text, for: "--cell-aspect", minimum: 0.5)
    }
    let catalog = try DeviceLoader.load(devicesOption: arguments.value("--devices"), context: context)
    let session = try PreviewSession.settled(
      catalog: catalog, selection: selection, loadedSizes: SceneOptions.loadedSizes(from: arguments))
    let model = PreviewModel(session: session, hints: KeyTable.keyBar)
    if format == "svg" {
      return .success(SVGWriter.write(model))
    }
    let buffer = SceneRenderer.render(model, columns: columns, rows: rows, options: options)
    return .success(options.color ? ANSIWriter.write(buffer) : buffer.plainText() + "\n")
  }
}
