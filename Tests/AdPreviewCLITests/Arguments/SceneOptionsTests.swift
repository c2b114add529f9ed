import AdPreviewCore
import AdPreviewFormats
import Testing

/// Rows 1, 2, 14 and 15 of the hardening issue at the command line: numbers are decimal and
/// bounded, each rejection exit 2 naming the option and the limit; nothing traps.
@Suite struct SceneOptionsTests {
  @Test(arguments: [
    (["render", "--offset", "1e21"], "--offset: 1e+21 is more than the limit of 100000 pt"),
    (["layout", "--offset", "-1e21"], "--offset: -1e+21 must be at least -100000 pt"),
    (["layout", "--ad", "inline-adaptive", "--max-height", "1e308"], "--max-height: 1e+308 is more than the limit of 100000 pt"),
    (["layout", "--ad", "native", "--native-width", "1e15"], "--native-width: 1000000000000000.0 is more than the limit of 100000 pt"),
    (["play", "s.play", "--latency", "1e19"], "--latency: 1e+19 is more than the limit of 86400000 ms"),
    (["play", "s.play", "--latency", "9223372036854774784"], "--latency: 9.223372036854775e+18 is more than the limit of 86400000 ms"),
    (["--latency", "1e19"], "--latency: 1e+19 is more than the limit of 86400000 ms"),
    (["--latency", "-1"], "--latency: -1 must be at least 0 ms"),
    (["render", "--cell-aspect", "9"], "--cell-aspect: 9 is more than the limit of 4"),
    (
      ["layout", "--ad", "native", "--media-aspect", "1e300:1"], "--media-aspect: \"1e300:1\" is not a ratio like 16:9 or 1.91 (from 1:100 to 100:1)"
    ),
  ])
  func numbersPastTheLimitsAreUsageErrors(arguments: [String], message: String) {
    let run = adpreview(arguments, files: ["s.play": "appear\n"], terminal: true)
    #expect(run.exitCode == 2)
    #expect(!run.interactive)
    #expect(run.stderr.hasPrefix("adpreview: \(message)"), "\(run.stderr)")
  }

  @Test(arguments: ["+5", "0x10", "0x1p3", "inf", "-inf", "nan", "1e400", " 5", "5 ", "", "1_000", "٥"])
  func numbersAreDecimalOnly(text: String) {
    let run = adpreview("layout", "--offset", text)
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--offset: \"\(text)\" is not a decimal number"))
  }

  @Test func seedsAndSizesAreDecimalDigits() {
    for arguments in [["--seed", "+5"], ["--seed", "0x10"], ["--seed", "-1"]] {
      let run = adpreview(arguments, terminal: true)
      #expect(run.exitCode == 2 && !run.interactive, "\(arguments)")
      #expect(run.stderr.contains("--seed"))
    }
    let play = adpreview(["play", "s.play", "--seed", "+5"], files: ["s.play": "appear\n"])
    #expect(play.exitCode == 2)
    #expect(play.stderr.contains("--seed: \"+5\" is not a whole number"))
    #expect(adpreview(["play", "s.play", "--seed", "5"], files: ["s.play": "appear\n"]).exitCode == 0)
    #expect(adpreview("render", "--size", "+80x30").exitCode == 2)
    #expect(adpreview("render", "--size", "80x0x1e1").exitCode == 2)
  }

  @Test func windowsHaveAtLeastAPointASide() {
    let tiny = adpreview("layout", "--device", "ipad-pro-11", "--window", "1e-320x1e-320")
    #expect(tiny.exitCode == 2)
    #expect(tiny.stderr.contains("is less than 1 pt on a side"))
    #expect(adpreview("layout", "--device", "ipad-pro-11", "--window", "0x1p9x600").exitCode == 2)
    #expect(adpreview("layout", "--device", "ipad-pro-11", "--window", "1x1", "--ad", "none").exitCode == 0)
  }

  @Test func anAppSlotOffsetPastTheLimitIsNamed() {
    let app = #"{"schemaVersion": 1, "slots": [{"name": "a", "format": "banner", "offset": 1e308}]}"#
    for command in ["render", "layout", "check"] {
      let run = adpreview([command, "--app", "app.json"], files: ["app.json": app])
      #expect(run.exitCode == 2)
      #expect(run.stderr.hasPrefix("adpreview: app.json: slots[0].offset: 1e+308 is more than the limit"))
    }
  }

  @Test func theLargestValuesStillGiveFiniteOutputs() throws {
    for arguments in [
      ["layout", "--json", "--offset", "100000"], ["layout", "--json", "--offset", "-100000"],
      ["layout", "--json", "--ad", "native", "--native-width", "100000", "--native-height", "100000", "--media-aspect", "1:100"],
      ["layout", "--json", "--ad", "inline-adaptive", "--max-height", "100000"],
    ] {
      let run = adpreview(arguments)
      #expect(run.exitCode == 0, "\(arguments) \(run.stderr)")
      #expect(Self.geometryIsFinite(try json(run)), "\(arguments)")
    }
  }

  @Test func positionalArgumentsACommandDoesNotTakeAreUsageErrors() {
    for command in ["render", "layout", "devices", "check"] {
      let run = adpreview(command, "bogus-arg")
      #expect(run.exitCode == 2, "\(command)")
      #expect(run.stderr.contains("\(command) takes no argument \"bogus-arg\""))
    }
  }

  @Test func anEmptyOnlyIsAUsageError() {
    for only in ["", ",", "iphone-x,"] {
      let run = adpreview("check", "--only", only)
      #expect(run.exitCode == 2, "\(only)")
      #expect(run.stderr.contains("--only"))
    }
    #expect(adpreview("check", "--only", "iphone-x").exitCode != 2)
  }

  @Test func renderSizesBelowThePictureMinimumAreUsageErrors() {
    let run = adpreview("render", "--size", "39x12")
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--size: 39x12 is smaller than the picture needs (at least 40x12)"))
    #expect(adpreview("render", "--size", "40x11").exitCode == 2)
    #expect(adpreview("render", "--size", "40x12").exitCode == 0)
  }

  /// Every frame, size and inset member is a number (the JSON writer turns `inf` and `nan`
  /// into `null`).
  static func geometryIsFinite(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let members):
      return members.allSatisfy { member in
        if ["x", "y", "width", "height", "top", "left", "bottom", "right"].contains(member.key) {
          guard case .number = member.value else { return false }
        }
        return geometryIsFinite(member.value)
      }
    case .array(let items): return items.allSatisfy(geometryIsFinite)
    default: return true
    }
  }
}
