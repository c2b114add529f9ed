import AdPreviewSystem
import Testing

@testable import AdPreviewCLI

@Suite struct SystemContextTests {
  @Test func theSystemContextReadsTheProcessEnvironment() {
    // A name no other test reads: tests run in parallel in this process.
    setenv("ADPREVIEW_TEST_EQUALS", "a=b==c", 1)
    defer { unsetenv("ADPREVIEW_TEST_EQUALS") }
    setenv("ADPREVIEW_TEST_ACCENT", "café=naïve", 1)
    defer { unsetenv("ADPREVIEW_TEST_ACCENT") }
    let environment = CommandContext.system().environment
    #expect(environment["ADPREVIEW_TEST_EQUALS"] == "a=b==c")
    #expect(environment["ADPREVIEW_TEST_ACCENT"] == "café=naïve")
    #expect(environment["PWD"]?.hasPrefix("/") == true)
  }
}
