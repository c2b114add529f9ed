import AdPreviewRender
import AdPreviewSystem
import CNCursesW

/// Counts the bytes ncurses itself sends for a run of frames: a curses screen on an
/// xterm-256color terminal that writes to a temporary file (the benchmark's measure of real
/// terminal output).
public enum NCursesOutputMeter {
  /// The bytes ncurses wrote for each frame after the first (which draws the whole screen);
  /// nil when no curses screen could be made.
  public static func bytes(for frames: [CellBuffer]) -> [Int]? {
    guard let first = frames.first, let output = tmpfile(), let input = fopen("/dev/null", "r") else { return nil }
    defer {
      fclose(output)
      fclose(input)
    }
    useUTF8Locale()
    guard let screen = cnw_newterm_file(output, input) else { return nil }
    defer {
      endwin()
      delscreen(screen)
    }
    _ = resizeterm(Int32(first.height), Int32(first.width))
    start_color()
    use_default_colors()
    var terminal = Terminal(backend: NCursesBackend(colors: true, colorCount: Int(cnw_colors())))
    var sizes: [Int] = []
    var written = 0
    for frame in frames {
      terminal.draw(frame)
      fflush(output)
      let now = Int(ftell(output))
      sizes.append(now - written)
      written = now
    }
    return Array(sizes.dropFirst())
  }
}
