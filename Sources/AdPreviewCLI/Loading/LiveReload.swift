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
      let files = ProjectFiles.read(folder, sdk: nil, context: context).projectFiles
      return FileWatch(paths: files) { changed in
        let read = ProjectFiles.read(folder, sdk: nil, context: context)
        if let problem = read.problems.first { return AppReload(file: changed, problem: problem.description) }
        guard let chosen = read.screens.first(where: { $0.name == screen }) else {
          return AppReload(file: changed, problem: "no screen \(screen.quotedForMessage) has ads in \(folder.quotedForMessage) now")
        }
        do {
          _ = try InterfaceBuilderFiles.appFile(chosen)
        } catch {
          return AppReload(file: changed, problem: "\(error)")
        }
        return AppReload(file: changed, app: SceneOptions.applying(chosen.appLayout, to: options))
      }
    }
    return nil
  }
}
