import AdPreviewApp
import AdPreviewCore
import AdPreviewRender

/// `adpreview render`: the picture the previewer shows for a scene, once its ad has loaded.
enum RenderCommand: Command {
  static let name = "render"
  static let abstract = "the picture the previewer shows for a scene, as text, ANSI colour, SVG or PNG"
  /// The frame size when neither `--size` nor a terminal gives one.
  static let fallbackSize = TerminalCells(columns: 100, rows: 40)
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    scene, loadedSize, size, format, ascii, cellAspect)

  static let scene = OptionGroup.scene
  static let loadedSize = LoadedSizeOption.loadedSize
  static let size = Option<TerminalCells?>(
    "--size", value: "CxR", help: "the frame size in cells; when not given, the terminal's, else \(fallbackSize)",
    parse: { text throws(CommandError) in
      try ValueParser.cells(
        text, minimum: TerminalCells(columns: RenderOptions.minimumSize.columns, rows: RenderOptions.minimumSize.rows))
    })
  static let format = Option.choice(
    "--format", value: "F",
    help:
      "text for plain Unicode, ansi for colours (NO_COLOR turns them off), svg for a vector drawing in points or png for the "
      + "picture as an image (redirect it: > scene.png)",
    default: RenderFormat.text)
  static let ascii = OutputOptions.ascii
  static let cellAspect = OutputOptions.cellAspect
  static var discussion: String {
    """
    The picture: the device scaled with its aspect kept, rounded corners, the cutout, status
    bar, home indicator, fold or hinge; the safe area (insets hatched ░); the ad at its frame
    (▒ without colour) with its size; finding regions marked ! ; the side panel, log and key bar.

    """ + SceneOptions.formatsHelp
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    let selection = try SceneOptions.selection(from: arguments, context: context)
    let format = arguments.value(format)
    // A picture's bytes would fill the terminal with garbage: it goes to a file or a pipe.
    if format == .png && context.terminalSize != nil {
      throw CommandError("--format png writes an image: redirect it to a file (adpreview render --format png > scene.png)")
    }
    let frame =
      arguments.value(size)
      ?? context.terminalSize.map { TerminalCells(columns: $0.columns, rows: $0.rows) } ?? fallbackSize
    var options = RenderOptions(
      color: (format == .ansi || format == .png) && context.environment["NO_COLOR"].map(\.isEmpty) != false,
      ascii: arguments.isSet(OutputOptions.ascii))
    options.cellAspect = arguments.value(OutputOptions.cellAspect)
    let catalog = try DeviceLoader.load(devicesOption: arguments.value(SceneOptions.devices), context: context)
    let session = try PreviewSession.settled(
      catalog: catalog, selection: selection, loadedSizes: LoadedSizeOption.loadedSizes(from: arguments))
    var model = PreviewModel(session: session, hints: KeyTable.keyBar)
    // An image is a still: the previewer's keys mean nothing in it.
    model.still = format == .png
    if format == .svg {
      return .success(SVGWriter.write(model))
    }
    let buffer = SceneRenderer.render(model, columns: frame.columns, rows: frame.rows, options: options)
    if format == .png { return .utf8Output(PNGWriter.write(buffer)) }
    return options.color ? .success(ANSIWriter.write(buffer)) : .utf8Output(buffer.plainUTF8(endingWithNewline: true))
  }
}

/// What `render --format` writes.
enum RenderFormat: String, CaseIterable, Sendable {
  case text, ansi, svg, png
}
