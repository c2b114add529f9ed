/// A signal handler as the C library takes it: a C function of the signal number.
public typealias SignalHandler = @convention(c) (Int32) -> Void

extension sigaction {
  /// The plain (one-argument) handler, `sa_handler` in C. C reaches it through a macro that
  /// Swift cannot use, so each C library names the union that holds it differently.
  public var handler: SignalHandler? {
    get {
      #if canImport(Darwin)
        return __sigaction_u.__sa_handler
      #elseif canImport(Glibc)
        return __sigaction_handler.sa_handler
      #elseif canImport(Musl)
        return __sa_handler.sa_handler
      #endif
    }
    set {
      #if canImport(Darwin)
        __sigaction_u.__sa_handler = newValue
      #elseif canImport(Glibc)
        __sigaction_handler.sa_handler = newValue
      #elseif canImport(Musl)
        __sa_handler.sa_handler = newValue
      #endif
    }
  }
}
