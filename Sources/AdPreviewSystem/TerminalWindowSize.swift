/// The size of the terminal a descriptor writes to, in cells; nil when it is not a terminal
/// or does not say.
///
/// The Swift overlays of Glibc, Musl and Darwin all declare `ioctl`'s request as `UInt`,
/// while `TIOCGWINSZ` comes in as `Int32` from Glibc and Musl (`0x5413`) and as an unsigned
/// number from Darwin (`_IOR('t', 104, struct winsize)`): the conversion here covers each.
public func terminalWindowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
  var window = winsize()
  guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
    return nil
  }
  return (Int(window.ws_col), Int(window.ws_row))
}
