import AdPreviewSystem
import Testing

@testable import AdPreviewTUI

/// Row 12 of the hardening issue (the terminal side is in .ci/tui-smoke): every signal
/// whose default action ends the process is taken while curses owns the terminal.
@Suite(.serialized) struct SignalGuardTests {
  @Test func everyTerminatingSignalIsGuarded() {
    let guarded = Set(SignalGuard.terminating + SignalGuard.crashes)
    let required: [Int32] = [
      SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
      SIGSEGV, SIGSYS, SIGXCPU, SIGVTALRM, SIGPROF,
    ]
    // Past a file-size limit a write fails with its reason instead of ending the previewer.
    #expect(SignalGuard.ignored == [SIGXFSZ])
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

  @Test func aSignalIgnoredAtStartStaysIgnored() {
    var ignore = sigaction()
    ignore.handler = SIG_IGN
    var before = sigaction()
    sigaction(SIGHUP, &ignore, &before)
    defer { sigaction(SIGHUP, &before, nil) }
    SignalGuard.install()
    var during = sigaction()
    sigaction(SIGHUP, nil, &during)
    var other = sigaction()
    sigaction(SIGUSR1, nil, &other)
    SignalGuard.uninstall()
    var after = sigaction()
    sigaction(SIGHUP, nil, &after)
    #expect(SignalGuard.isIgnored(during))
    #expect(!SignalGuard.isIgnored(other))
    #expect(SignalGuard.isIgnored(after))
  }

  @Test func aFileSizeLimitIsIgnoredWhileThePreviewerRuns() {
    var before = sigaction()
    sigaction(SIGXFSZ, nil, &before)
    SignalGuard.install()
    var during = sigaction()
    sigaction(SIGXFSZ, nil, &during)
    SignalGuard.uninstall()
    var after = sigaction()
    sigaction(SIGXFSZ, nil, &after)
    #expect(SignalGuard.isIgnored(during))
    #expect(SignalGuard.isIgnored(after) == SignalGuard.isIgnored(before))
  }
}
