import AdPreviewSystem
import CNCursesW

/// The curses session: set up in the order ncurses needs (locale, newterm, modes), torn
/// down on every way out. The only file with setup and teardown of the terminal.
final class NCursesSession {
  private(set) var screen: OpaquePointer?
  let utf8: Bool
  private(set) var colors = false
  private(set) var colorCount = 0

  /// Set while curses owns the terminal; read by the signal handlers.
  nonisolated(unsafe) static var active = false

  struct StartFailure: Error {
    var message: String
  }

  init(environment: Environment) throws(StartFailure) {
    let refusal = StartFailure(
      message: "cannot open the terminal (TERM=\(environment["TERM"] ?? "unset")); try `adpreview render`")
    // A terminal that cannot move the cursor (`dumb`, an editor's shell) would get one line
    // of the picture: refused as an unknown one is, before anything is drawn.
    if NCursesSession.cannotAddressTheCursor(term: environment["TERM"]) { throw refusal }
    setlocale(LC_ALL, "")
    utf8 = String(cString: cnw_codeset()) == "UTF-8"
    StderrCapture.start()
    // Before newterm, so a signal or trap anywhere after it finds the terminal restored, and
    // so ncurses keeps its own INT and TERM handlers (exit 1) out of the way.
    SignalGuard.install()
    guard let screen = cnw_newterm_stdio() else {
      SignalGuard.uninstall()
      StderrCapture.stop()
      throw refusal
    }
    self.screen = screen
    set_term(screen)
    // The terminfo entry was found but cannot place the cursor: nothing drawn yet, given back.
    if !NCursesSession.hasCursorAddressing() {
      endwin()
      delscreen(screen)
      self.screen = nil
      SignalGuard.uninstall()
      StderrCapture.stop()
      throw refusal
    }
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

  /// Whether `TERM` names no terminal the previewer can draw on: unset, empty or `dumb`
  /// (whose terminfo entry has no cursor addressing).
  static func cannotAddressTheCursor(term: String?) -> Bool {
    guard let term, !term.isEmpty else { return true }
    return term == "dumb"
  }

  /// Whether the current terminal's terminfo entry can move the cursor (`cup`).
  private static func hasCursorAddressing() -> Bool {
    guard let value = tigetstr("cup") else { return false }
    return Int(bitPattern: value) != -1
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
    SignalGuard.uninstall()
    StderrCapture.stop()
  }

  deinit { stop() }
}
