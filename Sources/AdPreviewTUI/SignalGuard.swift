import AdPreviewSystem
import CNCursesW

/// Gives the terminal back on every signal whose default action ends the process, while
/// curses owns it. A signal from outside (TERM, INT, HUP, QUIT, USR1, USR2, PIPE, ALRM, …)
/// restores the terminal, replays the captured stderr and exits 128 + N. A crash (ILL and
/// TRAP are Swift runtime errors, SEGV, BUS, ABRT, FPE, SYS) does the same, prints the
/// reason after the runtime's own message, and dies of the signal, so the shell still sees
/// 128 + N.
///
/// While installed, these handlers replace the Swift runtime's crash handler, whose
/// interactive backtracer would otherwise wait for keys on a terminal curses still owns
/// (Ctrl-\ froze the previewer for 30 s). The runtime reads `SWIFT_BACKTRACE` only when the
/// process starts, so taking the signals over is the way to turn it off here; its handlers
/// are put back when the previewer ends.
enum SignalGuard {
  /// Signals sent from outside whose default action terminates the process.
  static let terminating: [Int32] =
    [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU]
    + PlatformSignals.terminating
  /// Signals ignored while the previewer runs: past a file-size limit (`ulimit -f`) a write
  /// to the recording fails with its reason, which ends the recording with a message,
  /// instead of the signal ending the previewer.
  static let ignored: [Int32] = [SIGXFSZ]
  /// Signals of a fault in the program itself.
  static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS] + PlatformSignals.crashes

  /// The handlers in place before `install`, put back by `uninstall`.
  nonisolated(unsafe) private static var previous: [(Int32, sigaction)] = []
  /// The crash message for each signal number, made before any handler runs.
  nonisolated(unsafe) private static var reasons: [UnsafeMutablePointer<CChar>?] = []
  /// A stack for the handlers, so a stack overflow still restores the terminal.
  private static let alternateStackSize = 1 << 16
  nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?

  /// The exit code for a signal: 128 + N.
  static func exitCode(for signal: Int32) -> Int32 { 128 + signal }

  static func install() {
    guard previous.isEmpty else { return }
    reasons = (0..<65).map { number in
      guard crashes.contains(Int32(number)) else { return nil }
      let name = String(cString: strsignal(Int32(number)))
      return strdup("adpreview: the previewer crashed (signal \(number), \(name)); the terminal has been restored\n")
    }
    if alternateStack == nil {
      alternateStack = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
      var stack = stack_t()
      stack.ss_sp = alternateStack
      stack.ss_size = alternateStackSize
      stack.ss_flags = 0
      sigaltstack(&stack, nil)
    }
    for signal in terminating + crashes + ignored {
      var old = sigaction()
      sigaction(signal, nil, &old)
      // A signal ignored when the previewer started (`nohup` ignores HUP) stays ignored, as
      // the parent asked; and nothing needs putting back.
      if isIgnored(old) { continue }
      var action = sigaction()
      if ignored.contains(signal) {
        action.handler = SIG_IGN
      } else if crashes.contains(signal) {
        action.handler = { number in SignalGuard.crashed(number) }
        // Default again on entry, so re-raising (or returning to the fault) ends the process.
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND) | SA_ONSTACK
      } else {
        action.handler = { number in SignalGuard.terminated(number) }
        action.sa_flags = SA_ONSTACK
      }
      sigfillset(&action.sa_mask)
      sigaction(signal, &action, nil)
      previous.append((signal, old))
    }
  }

  /// Whether an action is "ignore the signal".
  static func isIgnored(_ action: sigaction) -> Bool {
    unsafeBitCast(action.handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Puts back the handlers that were there before `install`.
  static func uninstall() {
    for (signal, old) in previous {
      var action = old
      sigaction(signal, &action, nil)
    }
    previous = []
  }

  /// Ends curses if it still owns the terminal and replays the captured stderr.
  private static func restoreTerminal() {
    if NCursesSession.active {
      NCursesSession.active = false
      endwin()
    }
    StderrCapture.stop()
  }

  private static func terminated(_ number: Int32) {
    restoreTerminal()
    _exit(exitCode(for: number))
  }

  private static func crashed(_ number: Int32) {
    restoreTerminal()
    if number >= 0, number < reasons.count, let reason = reasons[Int(number)] {
      _ = write(STDERR_FILENO, reason, strlen(reason))
    }
    raise(number)
  }
}
