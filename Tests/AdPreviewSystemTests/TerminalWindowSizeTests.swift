import AdPreviewSystem
import Testing

@Suite struct TerminalWindowSizeTests {
  /// A pseudo-terminal set to 123×45 is read back as 123×45: the request reaches the driver.
  @Test func readsTheSizeOfATerminal() throws {
    let controller = posix_openpt(O_RDWR | O_NOCTTY)
    try #require(controller >= 0)
    defer { close(controller) }
    #expect(grantpt(controller) == 0 && unlockpt(controller) == 0)
    let name = try #require(ptsname(controller).map { String(cString: $0) })
    let terminal = open(name, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    defer { close(terminal) }
    var window = winsize()
    window.ws_col = 123
    window.ws_row = 45
    #expect(ioctl(controller, UInt(TIOCSWINSZ), &window) == 0)
    let size = terminalWindowSize(terminal)
    #expect(size?.columns == 123)
    #expect(size?.rows == 45)
  }

  @Test func aFileIsNoTerminal() {
    let descriptor = open("/dev/null", O_WRONLY)
    defer { close(descriptor) }
    #expect(terminalWindowSize(descriptor) == nil)
  }
}
