import Testing

@testable import AdPreviewSystem

@Suite struct EnvironmentTests {
  @Test func aFixedSetReadsItsOwnValuesAndNothingElse() {
    let environment: Environment = ["NO_COLOR": "1", "TERM": "xterm"]
    #expect(environment["NO_COLOR"] == "1")
    #expect(environment["TERM"] == "xterm")
    #expect(environment["HOME"] == nil)
    #expect(Environment([:])["TERM"] == nil)
  }

  @Test func theProcessEnvironmentIsReadWhenAskedWithEveryByteOfTheValue() {
    // Names no other test reads: tests run in parallel in this process.
    setenv("ADPREVIEW_TEST_ENVIRONMENT", "a=b==c café", 1)
    defer { unsetenv("ADPREVIEW_TEST_ENVIRONMENT") }
    #expect(Environment.process["ADPREVIEW_TEST_ENVIRONMENT"] == "a=b==c café")
    #expect(Environment.process["ADPREVIEW_TEST_UNSET_VARIABLE"] == nil)
    setenv("ADPREVIEW_TEST_ENVIRONMENT", "", 1)
    #expect(Environment.process["ADPREVIEW_TEST_ENVIRONMENT"] == "")
  }

  @Test func pwdIsTheRealWorkingDirectoryNotTheVariable() throws {
    let real = try #require(getcwd(nil, 0))
    defer { free(real) }
    let pwd = try #require(Environment.process["PWD"])
    #expect(pwd == String(cString: real))
    #expect(pwd.hasPrefix("/"))
  }
}
