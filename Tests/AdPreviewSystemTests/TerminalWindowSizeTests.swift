import AdPreviewSystem
import Testing

@Suite struct TerminalWindowSizeTests {
  /// A pseudo-terminal set to 123×45 is read back as 123×45: the request reaches the driver.
  /// (The controlling side of a new pseudo-terminal is a terminal too, and needs no name.)
  @Test func readsTheSizeOfATerminal() throws {
    let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    try #require(controller >= 0, "no pseudo-terminal: \(String(cString: strerror(errno)))")
    defer { close(controller) }
    var window = winsize()
    window.ws_col = 123
    window.ws_row = 45
    #expect(ioctl(controller, UInt(TIOCSWINSZ), &window) == 0)
    let size = terminalWindowSize(controller)
    #expect(size?.columns == 123)
    #expect(size?.rows == 45)
  }

  @Test func aFileIsNoTerminal() {
    let descriptor = open("/dev/null", O_WRONLY)
    defer { close(descriptor) }
    #expect(terminalWindowSize(descriptor) == nil)
  }
}
