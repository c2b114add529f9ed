import AdPreviewCore
import AdPreviewFormats
import Testing

@testable import AdPreviewCLI

/// A `check` whose slots × scenes would outgrow what one run keeps is refused before it starts,
/// with the count and how to narrow it; one inside the ceiling runs.
@Suite struct CheckCeilingTests {
  /// An app file of `count` banners that all overlap.
  static func overlapping(_ count: Int) -> String {
    let slots = (0..<count).map { #"{"name": "s\#($0)", "format": "banner", "offset": \#(($0 % 50) * 3)}"# }.joined(separator: ",")
    return #"{"schemaVersion": 1, "name": "Overlaps", "slots": [\#(slots)]}"#
  }

  @Test func aThousandSlotsOverEveryFormatAreRefusedNamingTheCeiling() {
    let run = adpreview(["check", "--app", "app.json", "--ad", "all"], files: ["app.json": Self.overlapping(1000)])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("1,000 slots × "), "\(run.stderr)")
    #expect(run.stderr.contains("more than the \(CheckCommand.formatCount(Limits.maximumCheckedSlotScenes)) one run takes"))
    #expect(run.stderr.contains("--only") && run.stdout.isEmpty)
  }

  /// A report held whole that lists every slot and scene (here JUnit by scene) takes the lower
  /// ceiling (a streamed JSON report holds nothing, and takes the higher).
  @Test func theCeilingIsLowerWhenEveryRowIsListedAndHeld() {
    let files = ["app.json": Self.overlapping(100)]
    let listed = ["check", "--app", "app.json", "--ad", "all", "--reporter", "junit", "--group-by", "scene"]
    let junit = adpreview(listed, files: files)
    #expect(junit.exitCode == 2 && junit.stderr.contains("when a reporter lists every slot and scene"), "\(junit.stderr)")
    // Narrowed, the same check runs.
    let narrowed = adpreview(listed + ["--only", "iphone-x"], files: files)
    #expect(narrowed.exitCode == 1, "\(narrowed.stderr)")
  }

  @Test func thousandsOfSeparators() {
    #expect(CheckCommand.formatCount(5_168_000) == "5,168,000")
    #expect(CheckCommand.formatCount(999) == "999" && CheckCommand.formatCount(1000) == "1,000")
  }
}
