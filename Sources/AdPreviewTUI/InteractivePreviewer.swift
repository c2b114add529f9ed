import AdPreviewApp
import CNCursesW

/// The interactive previewer on a real terminal. (In progress: the ncurses front end lands
/// with the previewer issue.)
public enum InteractivePreviewer {
  public static func run(
    _ configuration: AppConfiguration, writeFile: @escaping @Sendable (String, [UInt8]) throws -> Void
  ) -> Int32 {
    _ = configuration
    return 2
  }
}
