import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats

/// What the previewer watches and how it reads it again: the `--app` file, or the files of a
/// `--project` (its screen read again by name). The device catalog is not watched.
public enum LiveReload {
  /// The watch for the previewer's configuration, nil when it was opened with neither.
  public static func watch(_ configuration: AppConfiguration, context: CommandContext) -> FileWatch? {
    // The scene options it was opened with, under the app: the command line's request
    // settings stay where the app file says nothing.
    let options = configuration.selection
    if let path = configuration.appPath {
      return FileWatch(paths: [path]) { changed in
        do {
          let bytes = try context.readFile(path)
          return AppReload(file: changed, app: SceneOptions.applying(try AppLayout.decode(bytes, file: path), to: options))
        } catch {
          return AppReload(file: changed, problem: "\(error)")
        }
      }
    }
    if let (folder, screen) = configuration.projectScreen {
      // The project is read as at the start, through the walker that stays in its folder and
      // never blocks: a save that adds a FIFO or a link out cannot hang the previewer.
      let files = ProjectInput.project(folder, sdk: nil, context: context).inputs.map(\.path)
      return FileWatch(paths: files) { changed in
        let read = ProjectInput.project(folder, sdk: nil, context: context)
        if let problem = read.project.problems.first { return AppReload(file: changed, problem: problem.description) }
        guard let chosen = read.project.screens.first(where: { $0.name == screen }) else {
          return AppReload(file: changed, problem: "no screen \(screen.quotedForMessage) has ads in \(folder.quotedForMessage) now")
        }
        do {
          _ = try ProjectInput.appFile(chosen)
        } catch {
          return AppReload(file: changed, problem: "\(error)")
        }
        return AppReload(file: changed, app: SceneOptions.applying(chosen.appLayout, to: options))
      }
    }
    return nil
  }
}
