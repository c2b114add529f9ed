import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// A whole `lint` run: what it read, what it found in which file, what comments silenced,
/// and what it could not read.
struct LintReport {
  /// The source files read.
  var files: [String] = []
  var findings: [(file: String, finding: LintFinding)] = []
  var ignored: [(file: String, finding: LintFinding, reason: String)] = []
  var problems: [InputProblem] = []
  /// What the walk passed over on purpose (a link out of the folder, a FIFO).
  var skipped: [InputProblem] = []
  var failOn: Finding.Severity = .error
  /// What the run assumed of the app: the SDK and whether it declares multiple scenes (and
  /// where that was read).
  var settings = LintSettings()
  var multiSceneSource: String?

  func count(_ severity: Finding.Severity) -> Int { findings.reduce(0) { $0 + ($1.finding.severity == severity ? 1 : 0) } }

  /// Whether a finding is at or above `failOn`.
  var failed: Bool { findings.contains { $0.finding.severity >= failOn } }

  /// The findings as the shared formats list them, the silenced ones too when `accepted`.
  func issues(accepted: Bool = false) -> [ReportIssue] {
    var issues = findings.map { entry in
      ReportIssue(
        code: entry.finding.code, severity: entry.finding.severity, message: entry.finding.message,
        location: ReportLocation(file: entry.file, line: entry.finding.line, column: entry.finding.column),
        title: "adpreview lint \(entry.finding.code.rawValue)")
    }
    if accepted {
      issues += ignored.map { entry in
        ReportIssue(
          code: entry.finding.code, severity: entry.finding.severity, message: entry.finding.message,
          location: ReportLocation(file: entry.file, line: entry.finding.line, column: entry.finding.column),
          title: "adpreview lint \(entry.finding.code.rawValue)", accepted: (entry.reason, true))
      }
    }
    return issues
  }

  /// `12 files read: 1 error, 3 warnings, 0 info; 1 ignored`.
  var summary: String {
    var text =
      "\(files.count == 1 ? "1 file" : "\(files.count) files") read: \(count(.error)) error\(count(.error) == 1 ? "" : "s"), "
      + "\(count(.warning)) warning\(count(.warning) == 1 ? "" : "s"), \(count(.info)) info"
    if !ignored.isEmpty { text += "; \(ignored.count) ignored" }
    if !problems.isEmpty { text += "; \(problems.count == 1 ? "1 file" : "\(problems.count) files") not read" }
    return text
  }
}

/// The formats `lint` writes: check's, but the scene ones (the markdown summary, the HTML
/// report with its pictures) have nothing to show for code.
enum LintReporters {
  static let supported: [CheckReporter] = [.text, .json, .junit, .sarif, .xcode, .githubActionsLogging]

  static func write(_ reporter: CheckReporter, _ report: LintReport, _ options: ReportOptions) -> String {
    switch reporter {
    case .text: return text(report, options)
    case .json: return json(report, options).prettyText + "\n"
    case .junit: return junit(report, options)
    case .sarif:
      let codes = FindingDoc.codes(.source)
      let results = report.issues(accepted: true).map { issue in
        SARIFReporter.result(
          issue, codes: codes, fingerprint: ("adpreviewFileCode/v1", "\(issue.location?.file ?? "")|\(issue.code.rawValue)|\(issue.message)"),
          properties: [])
      }
      return SARIFReporter.log(codes: codes, results: results, options).prettyText + "\n"
    case .xcode: return XcodeReporter.write(report.issues(), options)
    case .githubActionsLogging: return GitHubActionsReporter.write(report.issues(), options)
    case .markdown, .html: return ""
    }
  }

  /// `path:line:col: severity: [code] message`, a line each, then each code's fix once and
  /// the counts.
  static func text(_ report: LintReport, _ options: ReportOptions) -> String {
    var text = ""
    var codes: [Finding.Code] = []
    for entry in report.findings {
      let finding = entry.finding
      let level = finding.severity == .info ? "note" : finding.severity.rawValue
      text += "\(entry.file):\(finding.line):\(finding.column): \(level): [\(finding.code.rawValue)] \(finding.message)".sanitizedForTerminal + "\n"
      if !codes.contains(finding.code) { codes.append(finding.code) }
    }
    if !codes.isEmpty {
      text += "\nHow to fix:\n"
      for code in codes { text += "  \(code.rawValue): \(FindingDoc.of(code).fix)\(options.linkSuffix(code))\n" }
    }
    text += (text.isEmpty ? "" : "\n") + report.summary + "\n"
    if report.failed { text += "failing: findings at or above \(report.failOn.rawValue); `adpreview findings CODE` explains each code\n" }
    return text
  }

  static func json(_ report: LintReport, _ options: ReportOptions) -> JSONValue {
    func finding(_ file: String, _ finding: LintFinding, reason: String?) -> JSONValue {
      var members = [
        JSONMember("file", .string(file)), JSONMember("line", .number(Double(finding.line))),
        JSONMember("column", .number(Double(finding.column))), JSONMember("code", .string(finding.code.rawValue)),
        JSONMember("severity", .string(finding.severity.rawValue)), JSONMember("message", .string(finding.message)),
        JSONMember("fix", .string(FindingDoc.of(finding.code).fix)),
        JSONMember("help", .string(options.helpLink(finding.code) ?? FindingDoc.of(finding.code).documentationLink)),
      ]
      if let reason { members.append(JSONMember("reason", .string(reason))) }
      return .object(members)
    }
    return .object([
      JSONMember("adpreview", .string(AdPreviewCommand.version)),
      JSONMember("files", .number(Double(report.files.count))),
      JSONMember("sdk", .string(String(report.settings.release))),
      JSONMember("multiScene", .bool(report.settings.multiScene)),
      JSONMember("errors", .number(Double(report.count(.error)))),
      JSONMember("warnings", .number(Double(report.count(.warning)))),
      JSONMember("infos", .number(Double(report.count(.info)))),
      JSONMember("ignored", .number(Double(report.ignored.count))),
      JSONMember("failOn", .string(report.failOn.rawValue)),
      JSONMember("failed", .bool(report.failed)),
      JSONMember("findings", .array(report.findings.map { finding($0.file, $0.finding, reason: nil) })),
      JSONMember("ignoredFindings", .array(report.ignored.map { finding($0.file, $0.finding, reason: $0.reason) })),
      JSONMember(
        "unread",
        .array(
          report.problems.map { problem in
            .object([
              JSONMember("file", .string(problem.path)), JSONMember("line", problem.line.map { .number(Double($0)) } ?? .null),
              JSONMember("column", problem.column.map { .number(Double($0)) } ?? .null), JSONMember("message", .string(problem.message)),
            ])
          })),
    ])
  }

  /// A test suite per file read, a test case per finding (failing at `--fail-on`, skipped when
  /// silenced); a file with no findings passes once.
  static func junit(_ report: LintReport, _ options: ReportOptions) -> String {
    var byFile: [String: [ReportIssue]] = [:]
    for issue in report.issues(accepted: true) { byFile[issue.location?.file ?? "", default: []].append(issue) }
    var suites = ""
    var total = JUnitReporter.Counts()
    for file in report.files {
      var cases = ""
      var counts = JUnitReporter.Counts()
      for issue in byFile[file] ?? [] {
        let place = "\(file):\(issue.location?.line ?? 1):\(issue.location?.column ?? 1)"
        let fix = options.howToFix(issue.code)
        var outcome = JUnitReporter.Outcome()
        if let accepted = issue.accepted {
          outcome.skipped = "accepted (\(accepted.reason)): \(issue.message)"
        } else if issue.severity >= report.failOn {
          outcome.failure = (issue.code.rawValue, issue.message, ["\(issue.severity.rawValue) at \(place): \(issue.message)", fix])
        } else {
          outcome.out = ["\(issue.severity.rawValue) at \(place): \(issue.message)", fix]
        }
        cases += JUnitReporter.testCase(classname: "adpreview.lint", name: "\(place) · \(issue.code.rawValue)", outcome, counting: &counts)
      }
      if counts.tests == 0 {
        cases += JUnitReporter.testCase(classname: "adpreview.lint", name: "\(file) · no findings", JUnitReporter.Outcome(), counting: &counts)
      }
      suites += JUnitReporter.suite(file, counts, cases)
      total.add(counts)
    }
    return JUnitReporter.document("adpreview lint", total, suites)
  }
}
