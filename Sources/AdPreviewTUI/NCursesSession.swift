import CNCursesW

#if canImport(Glibc)
  import Glibc
#endif

/// The curses session: set up in the order ncurses needs (locale, newterm, modes), torn
/// down on every way out. The only file with setup and teardown of the terminal.
final class NCursesSession {
  private(set) var screen: OpaquePointer?
  let utf8: Bool
  private(set) var colors = false
  private(set) var colorCount = 0
  private var savedStderr: Int32 = -1
  private var stderrPath: String?

  /// Set while curses owns the terminal; read by the signal handlers.
  nonisolated(unsafe) static var active = false

  struct StartFailure: Error {
    var message: String
  }

  init(environment: [String: String]) throws(StartFailure) {
    setlocale(LC_ALL, "")
    utf8 = String(cString: cnw_codeset()) == "UTF-8"
    redirectStderr()
    // Before newterm, so a trap anywhere after it finds the terminal restored.
    CrashGuard.install()
    guard let screen = cnw_newterm_stdio() else {
      restoreStderr()
      throw StartFailure(
        message: "cannot open the terminal (TERM=\(environment["TERM"] ?? "unset")); try `adpreview render`")
    }
    self.screen = screen
    set_term(screen)
    NCursesSession.active = true
    cbreak()
    noecho()
    nonl()
    keypad(cnw_stdscr(), true)
    curs_set(0)
    set_escdelay(25)
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    if has_colors() && !noColor {
      start_color()
      use_default_colors()
      colors = true
      colorCount = Int(cnw_colors())
    }
    mousemask(cnw_button1_events(), nil)
    mouseinterval(0)
  }

  /// The terminal's size in cells.
  var size: (columns: Int, rows: Int) {
    (Int(getmaxx(cnw_stdscr())), Int(getmaxy(cnw_stdscr())))
  }

  /// Gives the terminal back; safe to call twice.
  func stop() {
    guard let screen else { return }
    NCursesSession.active = false
    endwin()
    delscreen(screen)
    self.screen = nil
    restoreStderr()
  }

  deinit { stop() }

  /// Keeps stderr off the screen while curses draws; replayed on `stop`.
  private func redirectStderr() {
    var template = Array("/tmp/adpreview-stderr-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return }
    stderrPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    savedStderr = dup(STDERR_FILENO)
    dup2(descriptor, STDERR_FILENO)
    close(descriptor)
  }

  private func restoreStderr() {
    guard savedStderr >= 0 else { return }
    dup2(savedStderr, STDERR_FILENO)
    close(savedStderr)
    savedStderr = -1
    if let path = stderrPath {
      let descriptor = open(path, O_RDONLY)
      if descriptor >= 0 {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
          let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
          if count <= 0 { break }
          _ = chunk.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, count) }
        }
        close(descriptor)
      }
      unlink(path)
      stderrPath = nil
    }
  }
}

/// Restores the terminal when the process dies on a trap (a Swift runtime error is SIGILL
/// or SIGTRAP) or is hung up. INT, TERM, TSTP and WINCH are left to ncurses' own handlers.
enum CrashGuard {
  static func install() {
    for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        if NCursesSession.active {
          NCursesSession.active = false
          endwin()
        }
        Glibc.signal(number, SIG_DFL)
        raise(number)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
      sigaction(signal, &action, nil)
    }
    var hangup = sigaction()
    hangup.__sigaction_handler.sa_handler = { _ in
      if NCursesSession.active {
        NCursesSession.active = false
        endwin()
      }
      _exit(129)
    }
    sigemptyset(&hangup.sa_mask)
    sigaction(SIGHUP, &hangup, nil)
  }
}
