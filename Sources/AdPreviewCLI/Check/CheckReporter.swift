import AdPreviewCore

/// The formats `check --reporter` writes (the SwiftLint reporters iOS teams already use).
enum CheckReporter: String, CaseIterable, Sendable {
  case text
  case json
  case junit
  case sarif
  case xcode
  case githubActionsLogging = "github-actions-logging"
  case html

  /// Whether the format lists every slot and scene, not only those with findings.
  var listsEveryRow: Bool { self == .json || self == .junit || self == .html }

  /// The report in this format. `pwd` makes the app file's path absolute where a format
  /// wants one (Xcode).
  func write(_ report: CheckReport, everything: Bool, pwd: String?) -> String {
    switch self {
    case .text: return CheckTextReporter.write(report, everything: everything)
    case .json: return CheckJSONReporter.write(report).prettyText + "\n"
    case .junit: return JUnitReporter.write(report)
    case .sarif: return SARIFReporter.write(report).prettyText + "\n"
    case .xcode: return XcodeReporter.write(report, pwd: pwd)
    case .githubActionsLogging: return GitHubActionsReporter.write(report)
    case .html: return HTMLReport.write(report)
    }
  }
}

extension CheckReport {
  /// Where a row's slot is written: the app file and the slot's line; nil without an app file.
  func location(_ row: CheckRow) -> (file: String, line: Int)? {
    appFile.map { ($0, row.slot.line ?? 1) }
  }

  /// `footer on iphone-x portrait full: message`.
  func describe(_ finding: Finding, in row: CheckRow) -> String {
    "\(row.slotName) on \(row.sceneLabel): \(finding.message)"
  }
}
