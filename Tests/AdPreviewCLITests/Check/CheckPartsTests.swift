import AdPreviewCore
import AdPreviewFormats
import Testing

@testable import AdPreviewCLI

/// `check`'s three parts, each alone: `CheckInput` reads what a run checks, `CheckRun` sweeps
/// it, `CheckReportWriter` writes the reports.
@Suite struct CheckPartsTests {
  static func arguments(_ line: [String]) throws -> ParsedArguments {
    try ParsedArguments(line, options: CheckCommand.options)
  }

  static func input(_ line: [String], files: [String: String] = [:]) throws -> CheckInput {
    guard case .input(let input) = try CheckInput.read(try arguments(line), context: memoryContext(files)) else {
      throw CommandError("no input")
    }
    return input
  }

  // MARK: CheckInput

  @Test func theSlotOptionsAreOneScreenInOneFormatAndAllIsEveryFormat() throws {
    let one = try Self.input(["--ad", "banner", "--only", "iphone-x"])
    #expect(one.screens.count == 1 && one.formats == [.banner])
    #expect(one.screens[0].slot.format == .banner)
    let all = try Self.input(["--ad", "all"])
    #expect(all.formats == AdFormat.allCases.filter { $0 != .none })
  }

  @Test func inputsThatDoNotGoTogetherAreRefusedBeforeAnythingIsRead() throws {
    for line in [["--app", "a.json", "--project", "App"], ["--import", "A.storyboard", "--project", "App"]] {
      #expect(throws: CommandError.self) { try CheckInput.read(try Self.arguments(line), context: memoryContext([:])) }
    }
  }

  @Test func aProjectWithoutAdsFinishesWithItsReason() throws {
    let context = memoryContext(["Main.storyboard": "<document><scenes/></document>"])
    let outcome = try CheckInput.read(try Self.arguments(["--import", "Main.storyboard"]), context: context)
    guard case .finished(let result) = outcome, case .output(_, let stderr, let code) = result else {
      Issue.record("an empty import went on to a sweep")
      return
    }
    #expect(code == 2 && stderr.contains("no ad view"), "\(stderr)")
  }

  @Test func theBaselineIsReadAndAnOutputOverAnInputIsRefused() throws {
    let baseline = "{\"schemaVersion\": 1, \"findings\": []}"
    let input = try Self.input(["--baseline", "b.json"], files: ["b.json": baseline])
    #expect(input.accepted.isEmpty)
    #expect(throws: CommandError.self) {
      try CheckInput.read(try Self.arguments(["--baseline", "b.json", "--output", "json=./b.json"]), context: memoryContext(["b.json": baseline]))
    }
  }

  // MARK: CheckRun

  @Test func rowsAreKeptOnlyWhereAReportListsThem() throws {
    let input = try Self.input(["--only", "iphone-x"])
    func kept(_ destinations: [(CheckReporter, String?)], _ grouping: CheckGrouping, all: Bool = false) throws -> CheckGate.RowKeeping {
      try CheckRun(input, destinations: destinations, grouping: grouping, listsEverything: all, canStream: { _ in true }).keptRows
    }
    #expect(try kept([(.text, nil)], .finding) == .none)
    #expect(try kept([(.text, nil)], .scene) == .flagged)
    #expect(try kept([(.text, nil)], .scene, all: true) == .every)
    #expect(try kept([(.text, nil), (.junit, "j.xml")], .scene) == .every)
  }

  @Test func onlyALargeJSONReportToAStreamIsStreamed() throws {
    let small = try Self.input(["--only", "iphone-x"])
    let large = try Self.input(["--ad", "all", "--os", "all", "--only", "iphone-*"])
    func streams(_ input: CheckInput, canStream: Bool) throws -> Bool {
      try CheckRun(input, destinations: [(.json, nil)], grouping: .finding, listsEverything: false, canStream: { _ in canStream }).streamsJSON
    }
    #expect(try !streams(small, canStream: true))
    #expect(try streams(large, canStream: true))
    #expect(try !streams(large, canStream: false))
  }

  @Test func theSweepCountsEveryScreenAndANarrowedSweepIsAMistake() throws {
    let input = try Self.input(["--only", "iphone-x", "--ad", "banner"])
    let run = try CheckRun(input, destinations: [(.text, nil)], grouping: .finding, listsEverything: false, canStream: { _ in false })
    let report = try run.report(writesJSON: false, appFile: nil, failOn: .error)
    #expect(report.sceneCount == input.sweep.selectionCount())
    let none = try Self.input(["--only", "iphone-x", "--postures", "open"])
    let empty = try CheckRun(none, destinations: [(.text, nil)], grouping: .finding, listsEverything: false, canStream: { _ in false })
    #expect(throws: CommandError.self) { try empty.report(writesJSON: false, appFile: nil, failOn: .error) }
  }

  // MARK: CheckReportWriter

  @Test func reportsGoWhereTheyAreSentAndSaySo() throws {
    let input = try Self.input(["--only", "iphone-x", "--ad", "banner"])
    let destinations: [(CheckReporter, String?)] = [(.text, nil), (.sarif, "out.sarif")]
    let run = try CheckRun(input, destinations: destinations, grouping: .finding, listsEverything: false, canStream: { _ in false })
    let report = try run.report(writesJSON: false, appFile: nil, failOn: .error)
    let written = Written()
    let writer = CheckReportWriter(context: memoryContext([:], written: written))
    let result = try writer.write(report, of: run, to: destinations, options: ReportOptions(), baseline: "base.json")
    let files = written.take()
    #expect(Set(files.keys) == ["out.sarif", "base.json"])
    #expect(try JSONParser.parse(files["out.sarif"] ?? "")["version"] == .string("2.1.0"))
    #expect(String(decoding: result.stdout, as: UTF8.self).hasSuffix("3 scenes checked, 0 with findings: 0 errors, 0 warnings, 0 info\n"))
    #expect(result.notes == "sarif report written to \"out.sarif\"\nbaseline written to \"base.json\"\n")
  }
}
