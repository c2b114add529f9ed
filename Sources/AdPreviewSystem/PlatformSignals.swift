/// The signals only some systems have, beside the POSIX ones every system has.
public enum PlatformSignals {
  /// Signals sent from outside whose default action ends the process, that not every system
  /// has: on Linux SIGPOLL (also called SIGIO), SIGPWR and SIGSTKFLT; macOS has none of them
  /// (its SIGIO is ignored by default).
  public static let terminating: [Int32] = {
    #if canImport(Darwin)
      return []
    #else
      return [SIGPOLL, SIGPWR, SIGSTKFLT]
    #endif
  }()

  /// Fault signals that not every system has: SIGEMT (an emulator trap) on macOS.
  public static let crashes: [Int32] = {
    #if canImport(Darwin)
      return [SIGEMT]
    #else
      return []
    #endif
  }()
}
