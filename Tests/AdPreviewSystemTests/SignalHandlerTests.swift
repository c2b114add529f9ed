import AdPreviewSystem
import Testing

@Suite struct SignalHandlerTests {
  /// `handler` is the field the kernel reads: what is set through it is what the system keeps.
  @Test func aHandlerSetThroughItIsTheOneInstalled() {
    var original = sigaction()
    #expect(sigaction(SIGURG, nil, &original) == 0)
    defer { sigaction(SIGURG, &original, nil) }

    var ignore = sigaction()
    ignore.handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    #expect(sigaction(SIGURG, &ignore, nil) == 0)
    var read = sigaction()
    sigaction(SIGURG, nil, &read)
    #expect(unsafeBitCast(read.handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self))

    var byDefault = sigaction()
    byDefault.handler = nil
    sigaction(SIGURG, &byDefault, nil)
    sigaction(SIGURG, nil, &read)
    #expect(read.handler == nil)
  }

  /// The signals only this system has are real signals here, and none is a POSIX one counted
  /// twice.
  @Test func platformSignalsAreRealAndNotThePosixOnes() {
    let posix: Set<Int32> = [
      SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGKILL, SIGUSR1, SIGSEGV, SIGURG, SIGPIPE,
      SIGALRM, SIGTERM, SIGCHLD, SIGCONT, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU, SIGURG, SIGXCPU, SIGXFSZ, SIGVTALRM,
      SIGPROF, SIGWINCH, SIGSYS,
    ]
    let extra = PlatformSignals.terminating + PlatformSignals.crashes
    #expect(Set(extra).isDisjoint(with: posix))
    #expect(Set(extra).count == extra.count)
    for signal in extra {
      var action = sigaction()
      #expect(sigaction(signal, nil, &action) == 0, "signal \(signal)")
    }
  }
}
