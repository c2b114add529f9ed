import Testing

@testable import AdPreviewCLI

@Suite struct ParsedArgumentsTests {
  let options = [
    OptionSpec("--device", value: "ID", help: ""), OptionSpec("--json", help: ""),
  ]

  @Test func readsValuesFlagsAndPositionals() throws {
    let parsed = try ParsedArguments(["--device", "iphone-x", "--json", "script.play"], options: options)
    #expect(parsed.value("--device") == "iphone-x")
    #expect(parsed.flag("--json"))
    #expect(parsed.positionals == ["script.play"])
  }

  @Test func readsInlineValues() throws {
    let parsed = try ParsedArguments(["--device=ipad-9"], options: options)
    #expect(parsed.value("--device") == "ipad-9")
  }

  @Test func rejectsUnknownOptionsWithAHint() {
    #expect(throws: UsageError("unknown option --devcie (did you mean --device?)")) {
      try ParsedArguments(["--devcie", "x"], options: options)
    }
  }

  @Test func rejectsAMissingValue() {
    #expect(throws: UsageError("--device needs a value (--device ID)")) {
      try ParsedArguments(["--device"], options: options)
    }
    #expect(throws: UsageError("--device needs a value (--device ID)")) {
      try ParsedArguments(["--device", "--json"], options: options)
    }
  }

  @Test func rejectsRepeatsAndValuesOnFlags() {
    #expect(throws: UsageError("--json is given twice")) {
      try ParsedArguments(["--json", "--json"], options: options)
    }
    #expect(throws: UsageError("--json takes no value")) {
      try ParsedArguments(["--json=yes"], options: options)
    }
  }

  @Test func negativeNumbersAreValues() throws {
    let parsed = try ParsedArguments(["--device", "-5"], options: options)
    #expect(parsed.value("--device") == "-5")
  }
}
