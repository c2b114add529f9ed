import AdPreviewCore
import AdPreviewFormats

/// The formats `check --reporter` writes (the SwiftLint reporters iOS teams already use).
enum CheckReporter: String, CaseIterable, Sendable {
  case text
  case json
  case junit
  case sarif
  case xcode
  case githubActionsLogging = "github-actions-logging"
  case markdown
  case html

  /// The names people type for a reporter besides its own (`ValueAliases` reads them): the
  /// GitHub one is `github` in other tools' flags.
  static let aliases: [(alias: String, reporter: CheckReporter)] = [("github", .githubActionsLogging)]

  /// Whether the format lists every slot and scene, not only those with findings.
  var listsEveryRow: Bool { self == .json || self == .junit || self == .html }

  /// The report in this format, as the bytes written: the JSON is made as bytes and stays
  /// so (a String of it would check all its megabytes again).
  func bytes(_ report: CheckReport, _ options: ReportOptions) -> [UInt8] {
    self == .json ? CheckJSONReporter.bytes(report) : Array(write(report, options).utf8)
  }

  /// The report in this format.
  func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    switch self {
    case .text: return CheckTextReporter.write(report, options)
    // A result a line: a scene's entry whole, at half the bytes of indenting every level.
    case .json: return CheckJSONReporter.text(report)
    case .junit: return JUnitReporter.write(report, options)
    case .sarif: return SARIFReporter.write(report, options).prettyText + "\n"
    case .xcode: return XcodeReporter.write(report, options)
    case .githubActionsLogging: return GitHubActionsReporter.write(report, options)
    case .markdown: return MarkdownReporter.write(report, options)
    case .html: return HTMLReport.write(report, options)
    }
  }
}

/// What the reporters are asked for besides the report itself.
struct ReportOptions: Sendable {
  /// `--all`: the text table lists every slot, not only those with findings.
  var everything = false
  /// The working directory, which makes the app file's path absolute where a format wants
  /// one (Xcode).
  var pwd: String?
  /// `--group-by`: one entry per slot × code (the default) or per slot × scene.
  var grouping = CheckGrouping.finding
  /// `--help-url BASE`: where the finding codes' entries are, as an absolute URL; nil: the
  /// reports carry the help text itself and no link.
  var helpBase: String?
  /// The baseline's keys, for what changed against it (the markdown summary); nil: none given.
  var baseline: Set<BaselineKey>?
  /// `--images DIR`: each pictured group's PNG by `SceneImages.key`, for the markdown
  /// summary's links; empty: no pictures.
  var images: [String: String] = [:]

  /// The link to a code's entry (`BASE#finding-overlaps-corner`), when there is a base.
  func helpLink(_ code: Finding.Code) -> String? {
    helpBase.map { base in
      let doc = FindingDoc.of(code)
      return (base.hasSuffix("#") ? String(base.dropLast()) : base) + "#" + doc.anchor
    }
  }

  /// ` (https://…#finding-code)` after a message, or nothing.
  func linkSuffix(_ code: Finding.Code) -> String { helpLink(code).map { " (\($0))" } ?? "" }

  /// `How to fix: …` for a finding code, with its link when there is one: what the
  /// annotations, Xcode's issues and the test cases say after the message.
  func howToFix(_ code: Finding.Code) -> String { "How to fix: \(FindingDoc.of(code).fix)\(linkSuffix(code))" }
}

extension CheckReport {
  /// Where a row's slot is written: the app file and the slot's line; nil without an app file.
  /// A slot imported from Interface Builder points at its element in the storyboard or xib.
  func location(_ row: CheckRow) -> ReportLocation? {
    if let source = row.slotBox.slot.source { return ReportLocation(file: source.file, line: source.line, column: source.column) }
    return appFile.map { ReportLocation(file: $0, line: row.slotBox.slot.line ?? 1) }
  }

  /// Where a group's slot is written.
  func location(_ group: FindingGroup) -> ReportLocation? {
    if let source = group.source { return ReportLocation(file: source.file, line: source.line, column: source.column) }
    return appFile.map { ReportLocation(file: $0, line: group.line ?? 1) }
  }

  /// `footer on iphone-x portrait full: message`.
  func describe(_ finding: Finding, in row: CheckRow) -> String {
    "\(row.slotName) on \(row.sceneLabel): \(finding.message)"
  }

  /// The reported findings as the shared formats list them: one issue per slot × code with
  /// where it holds (`--group-by scene`: one per scene), accepted ones last when `accepted`.
  func issues(_ options: ReportOptions, accepted: Bool = false) -> [ReportIssue] {
    var issues: [ReportIssue] = []
    switch options.grouping {
    case .finding:
      for group in groups where accepted || !group.isAccepted {
        issues.append(
          ReportIssue(
            code: group.code, severity: group.severity, message: group.summary(), location: location(group),
            title: "adpreview \(group.code.rawValue) (\(group.slotName))", accepted: group.acceptedReason.map { ($0, group.inSource) }))
      }
    case .scene:
      for row in rows {
        for finding in row.findings {
          issues.append(
            ReportIssue(
              code: finding.code, severity: finding.severity, message: describe(finding, in: row), location: location(row),
              title: "adpreview \(finding.code.rawValue)"))
        }
        guard accepted else { continue }
        for entry in row.accepted {
          issues.append(
            ReportIssue(
              code: entry.finding.code, severity: entry.finding.severity, message: describe(entry.finding, in: row),
              location: location(row), title: "adpreview \(entry.finding.code.rawValue)", accepted: (entry.reason, entry.inSource)))
        }
      }
    }
    return issues
  }
}
