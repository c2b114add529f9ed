import AdPreviewSystem
import Testing

@testable import AdPreviewTUI

/// Row 12 of the hardening issue (the terminal side is in .ci/tui-smoke): every signal
/// whose default action ends the process is taken while curses owns the terminal.
@Suite struct SignalGuardTests {
  @Test func everyTerminatingSignalIsGuarded() {
    let guarded = Set(SignalGuard.terminating + SignalGuard.crashes)
    let required: [Int32] = [
      SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
      SIGSEGV, SIGSYS, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
    ]
    #expect(required.allSatisfy(guarded.contains))
    // And the ones only this system has (SIGPOLL, SIGPWR, SIGSTKFLT on Linux; SIGEMT on macOS).
    #expect((PlatformSignals.terminating + PlatformSignals.crashes).allSatisfy(guarded.contains))
    #expect(Set(SignalGuard.terminating).isDisjoint(with: SignalGuard.crashes))
    // Stopping and resizing stay with ncurses.
    #expect(!guarded.contains(SIGTSTP) && !guarded.contains(SIGWINCH) && !guarded.contains(SIGCHLD))
  }

  @Test func signalsExitWith128PlusTheirNumber() {
    #expect(SignalGuard.exitCode(for: SIGINT) == 130)
    #expect(SignalGuard.exitCode(for: SIGTERM) == 143)
    #expect(SignalGuard.exitCode(for: SIGUSR1) == 138)
  }

  @Test func installingAndUninstallingPutsTheOldHandlersBack() {
    var before = sigaction()
    sigaction(SIGUSR2, nil, &before)
    SignalGuard.install()
    var during = sigaction()
    sigaction(SIGUSR2, nil, &during)
    SignalGuard.uninstall()
    var after = sigaction()
    sigaction(SIGUSR2, nil, &after)
    #expect(unsafeBitCast(during.handler, to: Int.self) != unsafeBitCast(before.handler, to: Int.self))
    #expect(unsafeBitCast(after.handler, to: Int.self) == unsafeBitCast(before.handler, to: Int.self))
  }
}
