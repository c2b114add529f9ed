import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

/// Each reporter, read back by a real parser or checked against its schema.
@Suite struct CheckReporterTests {
  static func mistakes() throws -> [String: String] { try CheckExamplesTests.example("mistakes-app.json") }
  static let sweep = ["--app", "examples/mistakes-app.json", "--only", "iphone-x,ipad-pro-11", "--orientations", "portrait"]

  /// The report scene by scene (`--group-by scene`), or grouped by finding.
  func report(_ reporter: String, grouped: Bool = false) throws -> CLIRun {
    adpreview(["check", "--reporter", reporter] + (grouped ? [] : ["--group-by", "scene"]) + Self.sweep, files: try Self.mistakes())
  }

  /// The JSON report is written a scene at a time; it is the same document the tree would
  /// write, a result a line.
  @Test func jsonIsOneResultALineAndTheSameDocument() throws {
    let run = try report("json")
    let parsed = try JSONParser.parse(run.stdout)
    #expect(run.stdout == parsed.indentedText(levels: 2) + "\n")
    guard case .array(let results) = parsed["results"] else {
      Issue.record("no results")
      return
    }
    let lines = run.stdout.split(separator: "\n")
    #expect(results.count >= 2 && lines.filter { $0.hasPrefix("    {\"device\": ") }.count == results.count)
    // No scenes: an empty list, still JSON.
    let none = adpreview(["check", "--json", "--only", "iphone-x", "--windows", "full", "--orientations", "portrait", "--ad", "none"])
    #expect((try? JSONParser.parse(none.stdout)) != nil, "\(none.stdout)\(none.stderr)")
  }

  @Test(.tags(.external), .needs(.jsonschema))
  func sarifValidatesAgainstTheSchemaAndPointsAtTheSlotLines() throws {
    let run = try report("sarif")
    #expect(run.exitCode == 1)
    let (status, output) = try Python.eachSARIFResult(
      run.stdout,
      """
          loc = r["locations"][0]["physicalLocation"]
          print(r["ruleId"], loc["artifactLocation"]["uri"], loc["region"]["startLine"])
      """)
    #expect(status == 0, "\(output)")
    #expect(output.contains("overlaps-home-indicator examples/mistakes-app.json 7"))
    #expect(output.contains("content-under-ad examples/mistakes-app.json 8"))
    #expect(output.contains("exceeds-window examples/mistakes-app.json 11"))
    let log = try JSONParser.parse(run.stdout)
    guard case .array(let rules) = log["runs"]?[0]?["tool"]?["driver"]?["rules"] else { return }
    #expect(rules.count == FindingDoc.codes(.scene).count)
    // Each rule carries its whole help; a link only with --help-url.
    for rule in rules {
      let doc = FindingDoc.of(try #require(Finding.Code(rawValue: rule["id"]?.stringValue ?? "")))
      #expect(rule["fullDescription"]?["text"]?.stringValue?.contains(doc.fix) == true)
      #expect(rule["help"]?["text"]?.stringValue?.contains("How to fix: \(doc.fix)") == true)
      #expect(rule["help"]?["markdown"]?.stringValue?.contains(doc.fix) == true)
      #expect(rule["helpUri"] == nil)
    }
  }

  @Test(.tags(.external), .needs(.jsonschema))
  func sarifGroupsBySlotAndCodeAndLinksOnlyAnAbsoluteBase() throws {
    let run = adpreview(
      ["check", "--reporter", "sarif", "--help-url", "https://git.example/app/blob/main/README.md"] + Self.sweep, files: try Self.mistakes())
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      log = json.load(sys.stdin)
      jsonschema.validate(log, schema)
      for rule in log["runs"][0]["tool"]["driver"]["rules"]:
          assert rule["helpUri"] == "https://git.example/app/blob/main/README.md#finding-" + rule["id"], rule
      for r in log["runs"][0]["results"]:
          p = r["properties"]
          print(p["slot"], r["ruleId"], p["scenes"], ",".join(p["devices"]), ",".join(p["windows"]))
      """
    let (status, output) = try Python.run(script, input: run.stdout, arguments: [Python.resource("sarif-schema-2.1.0.json")])
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n").map(String.init)
    let pairs = lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(Set(pairs).count == pairs.count, "\(output)")
    #expect(lines.contains("footer overlaps-home-indicator 5 iphone-x,ipad-pro-11 full,left-half,right-half,slide-over"), "\(output)")
    #expect(lines.contains("launch exceeds-window 3 ipad-pro-11 left-half,right-half,slide-over"), "\(output)")
    #expect(adpreview(["check", "--help-url", "README.md"]).stderr.contains("is not an absolute URL"))
  }

  @Test(.tags(.external), .needs(.junitparser))
  func junitParsesWithOneCasePerSlotAndScene() throws {
    let run = try report("junit")
    let script = """
      import sys
      from junitparser import JUnitXml, Failure
      xml = JUnitXml.fromstring(sys.stdin.read())
      cases = [(suite.name, case.name, [r.type for r in case.result if isinstance(r, Failure)]) for suite in xml for case in suite]
      print(len(cases))
      for c in cases: print(c[0], "|", c[1], "|", ",".join(c[2]))
      """
    let (status, output) = try Python.run(script, input: run.stdout)
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n")
    // iPhone X: 1 scene; iPad Pro 11 portrait: full and its 3 portrait presets; three slots each.
    #expect(lines.first == "15")
    #expect(lines.contains("iphone-x | footer (anchored-adaptive) · portrait · - · full | overlaps-home-indicator"))
    #expect(lines.contains("ipad-pro-11 | launch (interstitial) · portrait · - · full | "))
  }

  @Test func xcodeLinesAreWhatXcodeParses() throws {
    let run = adpreview(
      ["check", "--reporter", "xcode", "--group-by", "scene", "--help-url", "https://example.com/adpreview/README.md"] + Self.sweep,
      files: try Self.mistakes(), environment: ["PWD": "/src/app"])
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty)
    // Xcode's pattern for build-phase output: path:line:column: (error|warning|note): text.
    let pattern = try Regex(#"^(/[^:]+):(\d+):(\d+): (error|warning|note): \[([a-z-]+)\] (.+)$"#)
    for line in lines {
      let match = try #require(line.wholeMatch(of: pattern), "\(line)")
      #expect(match.output[1].substring == "/src/app/examples/mistakes-app.json")
      #expect(Finding.Code(rawValue: String(match.output[5].substring ?? "")) != nil)
    }
    #expect(
      lines.contains { $0.hasPrefix("/src/app/examples/mistakes-app.json:7:1: error: [overlaps-home-indicator] footer on iphone-x portrait full:") })
    #expect(
      lines.allSatisfy { $0.hasSuffix(")") && $0.contains(" How to fix: ") && $0.contains("(https://example.com/adpreview/README.md#finding-") })
    // Grouped (the default): one issue per slot × code.
    let grouped = adpreview(["check", "--reporter", "xcode"] + Self.sweep, files: try Self.mistakes(), environment: ["PWD": "/src/app"])
    let issues = grouped.stdout.split(separator: "\n").map(String.init)
    let codes = issues.map { $0.split(separator: "]")[0] + ($0.split(separator: ":")[1]) }
    #expect(Set(codes).count == codes.count, "\(issues)")
    #expect(issues.allSatisfy { $0.wholeMatch(of: pattern) != nil && $0.contains(" How to fix: ") && !$0.contains("README.md") })
    #expect(
      issues.contains {
        $0.hasPrefix(
          "/src/app/examples/mistakes-app.json:7:1: error: [overlaps-home-indicator] footer: overlaps-home-indicator in 5 scenes of 5 (every scene)."
        )
      }, "\(issues)")
  }

  @Test func githubActionsCommandsParse() throws {
    let run = try report("github-actions-logging")
    let pattern = try Regex(#"^::(error|warning|notice) file=([^,]+),line=(\d+),col=1,title=([^:,]+)::(.+)$"#)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty)
    for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
    #expect(
      lines.contains { $0.hasPrefix("::error file=examples/mistakes-app.json,line=11,col=1,title=adpreview exceeds-window::launch on ipad-pro-11") })
    // A percent sign is escaped, a line break is the runner's; control characters never reach it raw.
    #expect(GitHubActionsReporter.data("50% done\nnext") == "50%25 done%0Anext")
    #expect(!GitHubActionsReporter.data("a\u{1B}b\r").unicodeScalars.contains { $0.value < 0x20 })
    #expect(GitHubActionsReporter.property("a:b,c") == "a%3Ab%2Cc")
  }

  /// The five-slot app of a CI run: the news reader with two slots more.
  static let fiveSlots = """
    {"schemaVersion": 1, "name": "five", "contentUnderAnchoredAds": true, "slots": [
      {"name": "footer", "format": "anchored-adaptive", "guide": "legacy"},
      {"name": "feed", "format": "native", "kind": "content", "native": {"media": "video", "mediaAspect": "6:1"}},
      {"name": "launch", "format": "interstitial", "sizedFor": "screen"},
      {"name": "header", "format": "banner", "position": "top"},
      {"name": "reward", "format": "rewarded"}]}
    """

  @Test func githubAnnotationsAreOnePerSlotAndCodeWithTheirFix() throws {
    let run = adpreview(["check", "--app", "five.json", "--reporter", "github-actions-logging"], files: ["five.json": Self.fiveSlots])
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let pattern = try Regex(#"^::(error|warning|notice) file=five.json,line=(\d+),col=1,title=adpreview ([a-z-]+) \(([a-z]+)\)::(.+)$"#)
    var pairs = Set<String>()
    for line in lines {
      let match = try #require(line.wholeMatch(of: pattern), "\(line)")
      let code = try #require(Finding.Code(rawValue: String(match.output[3].substring ?? "")))
      #expect(pairs.insert("\(match.output[4].substring ?? "") \(code.rawValue)").inserted, "\(line)")
      // The fix, inline, on the annotation's second line; no link that leads nowhere.
      #expect(line.contains("%0AHow to fix: " + GitHubActionsReporter.data(FindingDoc.of(code).fix)), "\(line)")
      #expect(!line.contains("README.md"))
    }
    #expect(!lines.isEmpty && lines.count == pairs.count && lines.count < 20, "\(lines.count)")
    // Scene by scene it is hundreds.
    let scenes = adpreview(
      ["check", "--app", "five.json", "--reporter", "github-actions-logging", "--group-by", "scene"], files: ["five.json": Self.fiveSlots])
    #expect(scenes.stdout.split(separator: "\n").count > 300)
  }

  /// `github` is the name people type for `github-actions-logging`, in `--reporter` and in
  /// `--output`.
  @Test func githubIsTheGitHubActionsReporter() {
    let long = adpreview(["check", "--app", "five.json", "--reporter", "github-actions-logging"], files: ["five.json": Self.fiveSlots])
    let short = adpreview(["check", "--app", "five.json", "--reporter", "github"], files: ["five.json": Self.fiveSlots])
    #expect(short.exitCode == 1, "\(short.stderr)")
    #expect(!short.stdout.isEmpty && short.stdout == long.stdout)
    let written = adpreview(["check", "--app", "five.json", "--output", "github=a.log"], files: ["five.json": Self.fiveSlots])
    #expect(written.written["a.log"] == long.stdout, "\(written.stderr)")
  }

  @Test(.tags(.external), .needs(.junitparser))
  func junitGroupedIsACasePerSlotAndCode() throws {
    let run = try report("junit", grouped: true)
    let script = """
      import sys
      from junitparser import JUnitXml, Failure, Skipped
      xml = JUnitXml.fromstring(sys.stdin.read())
      for suite in xml:
          for case in suite:
              kinds = [type(r).__name__ for r in case.result]
              print(suite.name, "|", case.name, "|", ",".join(kinds), "|", len((case.system_out or "").split("\\n")))
      """
    let (status, output) = try Python.run(script, input: run.stdout)
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.contains("footer | footer · overlaps-home-indicator | Failure | 1"), "\(output)")
    #expect(lines.contains { $0.hasPrefix("footer | footer · overlaps-corner |  |") }, "\(output)")
    #expect(lines.contains { $0.hasPrefix("launch | launch · exceeds-window | Failure") })
    #expect(Set(lines.map { $0.split(separator: "|").prefix(2).joined() }).count == lines.count)
  }

  @Test func jsonCountsEverySlot() throws {
    let result = try json(try report("json"))
    #expect(result["failed"] == .bool(true))
    guard case .array(let results) = result["results"], case .number(let errors) = result["errors"] else { return }
    var sum = 0.0
    for scene in results {
      guard case .array(let ads) = scene["ads"] else { continue }
      #expect(ads.count == 3)
      for ad in ads {
        guard case .array(let findings) = ad["findings"] else { continue }
        sum += Double(findings.filter { $0["severity"] == .string("error") }.count)
      }
    }
    #expect(sum == errors)
  }

  @Test func severalReportersGoToTheirFiles() throws {
    let run = adpreview(
      ["check", "--reporter", "text", "--output", "sarif=out.sarif", "--output", "junit=out.xml", "--output", "xcode=out.log"] + Self.sweep,
      files: try Self.mistakes())
    #expect(run.written["out.sarif"]?.contains("\"version\": \"2.1.0\"") == true)
    #expect(run.written["out.xml"]?.hasPrefix("<?xml") == true)
    #expect(run.written["out.log"]?.contains(": error: [overlaps-home-indicator]") == true)
    #expect(run.stdout.contains("scenes checked"))
    #expect(run.stdout.contains("xcode report written to \"out.log\""))
    #expect(adpreview(["check", "--output", "pdf=x.pdf"]).stderr.contains("--output: \"pdf\" is not one of"))
    #expect(adpreview(["check", "--output", "sarif"]).stderr.contains("is not NAME=FILE"))
  }

  @Test(.tags(.external), .needs(.python3))
  func junitListsOneFindingALine() throws {
    let run = try report("junit")
    let script = """
      import sys
      import xml.etree.ElementTree as ET
      root = ET.fromstring(sys.stdin.read())
      for case in root.iter("testcase"):
          for child in case:
              for line in child.text.split("\\n"):
                  print(child.tag, len(child.text.split("\\n")), line.split(" ")[0])
      """
    let (status, output) = try Python.run(script, input: run.stdout)
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n").map { $0.split(separator: " ") }
    // Every line is one item: it starts with its severity (or `accepted`).
    #expect(lines.allSatisfy { ["error", "warning", "info", "accepted"].contains($0[2]) }, "\(output)")
    // The feed fails twice on an iPhone X; the footer's warnings are several.
    #expect(lines.contains { $0[0] == "failure" && $0[1] == "2" })
    #expect(lines.contains { $0[0] == "system-out" && Int($0[1])! >= 3 })
  }

  /// A slot name with a character of every general category, and the two XML forbids.
  static var everyClassName: String {
    var seen = Set<String>()
    var name = "x"
    for value in UInt32(0x20)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let category = "\(scalar.properties.generalCategory)"
      if seen.insert(category).inserted { name.unicodeScalars.append(scalar) }
    }
    for value: UInt32 in [0xFFFE, 0xFFFF, 0, 0x85, 0x202E] { name.unicodeScalars.append(Unicode.Scalar(value)!) }
    return name
  }

  @Test(.tags(.external), .needs(.python3))
  func junitAndSVGStayValidXMLWhateverTheSlotsAreCalled() throws {
    var escaped = ""
    for scalar in Self.everyClassName.unicodeScalars {
      escaped +=
        scalar.value < 0x80 && scalar.value >= 0x20
        ? String(scalar)
        : "\\u"
          + (scalar.value > 0xFFFF
            ? String(format: "%04X\\u%04X", 0xD800 + ((scalar.value - 0x10000) >> 10), 0xDC00 + ((scalar.value - 0x10000) & 0x3FF))
            : String(format: "%04X", scalar.value))
    }
    let app = """
      {"schemaVersion": 1, "contentUnderAnchoredAds": true, "slots": [
        {"name": "feed", "format": "native", "kind": "content"},
        {"name": "\(escaped)", "format": "anchored-adaptive", "guide": "legacy"}]}
      """
    let files = ["app.json": app]
    let junit = adpreview(["check", "--app", "app.json", "--only", "iphone-x", "--reporter", "junit"], files: files)
    let svg = adpreview(["render", "--app", "app.json", "--device", "iphone-x", "--format", "svg"], files: files)
    #expect(junit.exitCode == 1, "\(junit.stderr)")
    #expect(svg.exitCode == 0, "\(svg.stderr)")
    let script = """
      import sys, xml.etree.ElementTree as ET
      data = sys.stdin.buffer.read()
      for part in data.split(b"\\0SPLIT\\0"):
          ET.fromstring(part)
      print("parsed")
      """
    let (status, output) = try Python.run(script, input: junit.stdout + "\u{0}SPLIT\u{0}" + svg.stdout)
    #expect(status == 0 && output.contains("parsed"), "\(output)")
    #expect(junit.stdout.contains("\u{FFFD}"))
    #expect(!junit.stdout.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
    #expect(!svg.stdout.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
  }
}

/// "in 3 scenes of N": every reporter counts a group's scenes against the same number, the
/// scenes its slot was checked in.
@Suite struct CheckedSceneCountTests {
  /// Every `of N` a report says, with what N is.
  func totals(_ text: String) -> Set<String> {
    var found = Set<String>()
    var rest = Substring(text)
    while let range = rest.range(of: " scenes</strong> of ") ?? rest.range(of: " scenes of ") ?? rest.range(of: " scene of ") {
      found.insert(String(rest[range.upperBound...].prefix { $0.isNumber }))
      rest = rest[range.upperBound...]
    }
    return found
  }

  /// `--ad all` checks the unnamed slot once a format, each in its own share of the scenes:
  /// a banner checked in 4 scenes is not "of 68" (every format's), in any report.
  @Test func everyReporterCountsAGroupsScenesAgainstItsSlots() throws {
    let sweep = ["check", "--ad", "all", "--only", "iphone-x,ipad-pro-11", "--orientations", "portrait", "--group-by", "finding"]
    let perFormat = adpreview(sweep + ["--json"])
    let json = try JSONParser.parse(perFormat.stdout)
    guard case .array(let slots) = json["slots"], case .number(let scenes)? = slots.first?["scenes"],
      case .number(let all)? = json["scenes"]
    else {
      Issue.record("no slots in \(perFormat.stdout.prefix(400))")
      return
    }
    #expect(Int(all) > Int(scenes), "--ad all sweeps more scenes than one format's slot is checked in")
    var seen: [String: Set<String>] = [:]
    for reporter in ["xcode", "junit", "sarif", "github-actions-logging", "html"] {
      let run = adpreview(sweep + ["--reporter", reporter])
      seen[reporter] = totals(run.stdout)
    }
    for (reporter, totals) in seen {
      #expect(totals == ["\(Int(scenes))"], "\(reporter) says of \(totals.sorted()), the slot was checked in \(Int(scenes))")
    }
  }
}
