/// Switches the whole process to a UTF-8 locale, whatever the environment asks for; false
/// when the system knows none of the names tried. Linux (glibc and musl) calls it
/// `C.UTF-8`; macOS has no `C.UTF-8` and calls it `en_US.UTF-8`.
@discardableResult
public func useUTF8Locale() -> Bool {
  for name in ["C.UTF-8", "en_US.UTF-8"] where setlocale(LC_ALL, name) != nil {
    return true
  }
  return false
}
