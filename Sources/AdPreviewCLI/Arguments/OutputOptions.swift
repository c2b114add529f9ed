import AdPreviewCore
import AdPreviewRender

/// The options of how and where output is written, shared by the commands that take them.
enum OutputOptions {
  static let ascii = Flag("--ascii", help: "draw with ASCII characters only")
  static let force = Flag("--force", help: "let file outputs write through a symbolic link or replace a read-only file (refused otherwise)")
  static let cellAspect = Option.number(
    "--cell-aspect", value: "R", help: "a cell's height over its width", default: RenderOptions().cellAspect, range: 0.5...4)
}
