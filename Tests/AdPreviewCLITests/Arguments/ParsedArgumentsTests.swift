import AdPreviewCore
import Testing

@testable import AdPreviewCLI

@Suite struct ParsedArgumentsTests {
  static let device = Option("--device", value: "ID", help: "", default: "iphone-x", parse: { $0 })
  static let latency = Option.number("--latency", value: "MS", help: "", default: 400, range: 0...1000, unit: " ms")
  static let orientation = Option<Orientation?>.choice("--orientation", value: "O", help: "")
  static let json = Flag("--json", help: "")
  static let reporters = ListOption<Finding.Severity>("--fail", value: "LIST", help: "")
  let options = [device.spec, latency.spec, orientation.spec, json.spec, reporters.spec]

  @Test func readsTypedValuesFlagsAndPositionals() throws {
    let parsed = try ParsedArguments(
      ["--device", "ipad-9", "--latency", "250", "--orientation", "landscape-left", "--json", "script.play"], options: options)
    #expect(parsed.value(Self.device) == "ipad-9")
    #expect(parsed.value(Self.latency) == 250)
    #expect(parsed.value(Self.orientation) == .landscapeLeft)
    #expect(parsed.isSet(Self.json))
    #expect(parsed.positionals == ["script.play"])
  }

  @Test func optionsNotGivenReadAsTheirDefaults() throws {
    let parsed = try ParsedArguments([], options: options)
    #expect(parsed.valueIfTaken(Self.device) == "iphone-x")
    #expect(parsed.value(Self.latency) == 400)
    #expect(parsed.value(Self.orientation) == nil)
    #expect(!parsed.isSet(Self.json))
    #expect(parsed.values(Self.reporters).isEmpty)
    #expect(!parsed.isGiven(Self.latency.spec))
  }

  @Test func helpShowsTheDefaultFromTheDeclaration() {
    #expect(Self.latency.spec.help.hasSuffix("(default: 400)"))
    #expect(Self.device.spec.help.hasSuffix("(default: iphone-x)"))
    #expect(!Self.orientation.spec.help.contains("default"))
    #expect(SimulationOptions.latency.spec.help.hasSuffix("(default: \(PreviewSession.defaultLatency))"))
  }

  @Test func readsInlineValues() throws {
    let parsed = try ParsedArguments(["--device=ipad-9"], options: options)
    #expect(parsed.value(Self.device) == "ipad-9")
  }

  @Test func aBadValueIsAUsageErrorNamingTheOptionAsTheLineIsParsed() {
    #expect(throws: CommandError("--latency: 2000 is more than the limit of 1000 ms")) {
      try ParsedArguments(["--latency", "2000"], options: options)
    }
    #expect(throws: CommandError("--orientation: \"upright\" is not one of portrait, landscape-left, landscape-right, portrait-upside-down")) {
      try ParsedArguments(["--orientation", "upright"], options: options)
    }
    #expect(throws: CommandError("--fail: \"fatal\" is not one of info, warning, error")) {
      try ParsedArguments(["--fail", "error,fatal"], options: options)
    }
  }

  @Test func listsCollectEveryCommaSeparatedValueInOrder() throws {
    let parsed = try ParsedArguments(["--fail", "error, info", "--fail=warning"], options: options)
    #expect(parsed.values(Self.reporters) == [.error, .info, .warning])
  }

  /// A value is read by the declaration it was given for: another declaration of the same
  /// name and a different type (as `check --ad` beside the scene options' `--ad`) reads as its
  /// default, as before, rather than its parser being run on text it does not take.
  @Test func anotherDeclarationOfTheSameNameReadsAsItsDefault() throws {
    let anyDevice = Option<[String]?>(
      "--device", value: "ID", help: "", parse: { $0 == "all" ? ["iphone-x", "ipad-9"] : [$0] })
    let parsed = try ParsedArguments(["--device", "all"], options: [anyDevice.spec, Self.latency.spec])
    #expect(parsed.value(anyDevice) == ["iphone-x", "ipad-9"])
    #expect(parsed.valueIfTaken(Self.device) == "iphone-x")
    #expect(parsed.isGiven(Self.device.spec))
  }

  /// An option declared again for another command with its own help (`play --app` is the
  /// scene options' `--app`) gives its value to both declarations, either way round, and keeps
  /// the name, value name, default and completion.
  @Test func anOptionGivenUnderAnotherHelpIsReadByBoth() throws {
    let again = Option(Self.device, help: "another command's words")
    #expect(again.spec.help == "another command's words (default: iphone-x)")
    #expect(again.spec.valueName == "ID" && again.spec.name == "--device")
    let viaAgain = try ParsedArguments(["--device", "ipad-9"], options: [again.spec])
    #expect(viaAgain.value(Self.device) == "ipad-9")
    #expect(viaAgain.value(again) == "ipad-9")
    let viaFirst = try ParsedArguments(["--device", "ipad-9"], options: [Self.device.spec])
    #expect(viaFirst.value(again) == "ipad-9")
  }

  @Test func aConfigFillsOnlyWhatTheCommandLineLeftOut() throws {
    let given = try ParsedArguments(["--latency", "10"], options: options)
    let config = try ParsedArguments(["--latency", "20", "--device", "ipad-9", "--json"], options: options)
    let merged = given.filling(from: config)
    #expect(merged.value(Self.latency) == 10)
    #expect(merged.value(Self.device) == "ipad-9")
    #expect(merged.isSet(Self.json))
  }

  @Test func rejectsUnknownOptionsWithAHint() {
    #expect(throws: CommandError("unknown option --devcie (did you mean --device?)")) {
      try ParsedArguments(["--devcie", "x"], options: options)
    }
  }

  @Test func rejectsAMissingValue() {
    #expect(throws: CommandError("--device needs a value (--device ID)")) {
      try ParsedArguments(["--device"], options: options)
    }
    #expect(throws: CommandError("--device needs a value (--device ID)")) {
      try ParsedArguments(["--device", "--json"], options: options)
    }
  }

  @Test func rejectsRepeatsAndValuesOnFlags() {
    #expect(throws: CommandError("--json is given twice")) {
      try ParsedArguments(["--json", "--json"], options: options)
    }
    #expect(throws: CommandError("--device is given twice")) {
      try ParsedArguments(["--device", "a", "--device", "b"], options: options)
    }
    #expect(throws: CommandError("--json takes no value")) {
      try ParsedArguments(["--json=yes"], options: options)
    }
  }

  @Test func negativeNumbersAreValues() throws {
    let parsed = try ParsedArguments(["--device", "-5"], options: options)
    #expect(parsed.value(Self.device) == "-5")
  }

  @Test func aValueCutShortSuggestsWhatItBegins() {
    #expect(
      throws: CommandError(
        "--orientation: \"landscap\" is not one of portrait, landscape-left, landscape-right, portrait-upside-down "
          + "(did you mean landscape-left or landscape-right?)")
    ) {
      try ParsedArguments(["--orientation", "landscap"], options: options)
    }
    #expect(
      ValueParser.suggestion("split", among: ["full", "split-1/3", "split-1/2", "split-2/3", "slide-over"])
        == " (did you mean split-1/3, split-1/2 or split-2/3?)")
    #expect(ValueParser.suggestion("x", among: ["xcode"]) == "", "one letter suggests nothing")
  }

  @Test func ratiosReadAsPeopleWriteThem() {
    #expect(ValueParser.ratioLabel(16.0 / 9.0) == "16:9")
    #expect(ValueParser.ratioLabel(1.91) == "1.91")
    #expect(ValueParser.ratioLabel(1) == "1:1")
  }
}
