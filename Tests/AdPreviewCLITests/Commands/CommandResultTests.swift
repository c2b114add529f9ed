import Testing

/// Row 4 of the hardening issue: nothing a user or a file supplies reaches stderr as a
/// control character, however it gets into a message; echoed values are cut and quoted.
@Suite struct CommandResultTests {
  static let phone = DevicesCommandTests.phone(id: "p", name: "P")

  /// C0, DEL, C1, the bidi controls and the noncharacters (which XML output replaces too) a
  /// message must never carry.
  static func hasControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value) || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
  }

  static let hostile =
    "x\u{1B}]0;pwned\u{07}\u{C2}\u{9B}2J\u{202E}y\u{9B}"
    + String(String.UnicodeScalarView([0xFFFE, 0xFDD0, 0x10FFFF].compactMap(Unicode.Scalar.init)))

  @Test(arguments: [
    // An enum value in a device file, an unknown key, a bad number.
    ["devices", "--devices", "d"],
    // An option's value, an unknown option, an unknown command.
    ["layout", "--orientation", hostile],
    ["layout", "--window", hostile],
    ["layout", "--offset", hostile],
    ["layout", hostile],
    ["layout", "--\(hostile)"],
    [hostile],
    ["render", "--size", hostile],
    ["render", "--format", hostile],
    // File names: the --app path, a folder, a device file named with controls.
    ["layout", "--app", "a\(hostile).json"],
    ["layout", "--devices", "no\(hostile)where"],
    ["play", "s\(hostile).play"],
    ["check", "--only", hostile],
    ["layout", "--device", hostile],
  ])
  func stderrCarriesNoControlCharacters(arguments: [String]) {
    let files = ["d/p.json": Self.phone.replacingOccurrences("\"phone\"", "\"\\u001b]0;pwned\\u0007\\u202e\"")]
    let run = adpreview(arguments, files: files)
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("adpreview: "))
    #expect(!Self.hasControls(run.stderr), "\(run.stderr.debugDescription)")
  }

  @Test func unknownKeysAndFileNamesAreSanitisedToo() {
    let files = [
      "d/p\u{1B}[2J.json": Self.phone,
      "e/p.json": Self.phone.replacingOccurrences("\"scale\"", "\"sc\\u009bale\""),
    ]
    for folder in ["d", "e"] {
      let run = adpreview(["devices", "--devices", folder], files: files)
      #expect(run.exitCode == 2)
      #expect(!Self.hasControls(run.stderr), "\(run.stderr.debugDescription)")
    }
  }

  @Test func aMegabyteValueIsEchoedCutShort() {
    let huge = String(repeating: "a", count: 1_000_000)
    for arguments in [
      ["layout", "--orientation", huge], ["layout", "--\(huge)"], [huge], ["layout", "--offset", huge],
      ["layout", "--device", huge], ["check", "--only", huge], ["render", "--app", huge], ["layout", "--window", huge],
    ] {
      let run = adpreview(arguments)
      #expect(run.exitCode == 2)
      #expect(run.stderr.count < 1_000, "\(arguments[0]) \(arguments.count)")
      #expect(run.stderr.contains("…"))
    }
  }

  @Test func theOrientationIsEchoedQuotedWithoutItsControls() {
    let run = adpreview("layout", "--orientation", "x\u{C2}\u{9B}2Jy")
    #expect(run.stderr.hasPrefix("adpreview: --orientation: \"x\u{C2}2Jy\" is not one of portrait"))
  }
}
