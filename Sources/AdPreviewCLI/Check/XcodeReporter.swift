import AdPreviewCore

/// `path:line:col: error|warning|note: [code] message`: what Xcode's build log parser turns
/// into issues in the navigator, from a Run Script build phase. One issue per slot × code,
/// with where it holds and the fix (`--group-by scene`: one per scene).
enum XcodeReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    var text = ""
    func issue(_ severity: Finding.Severity, _ code: Finding.Code, _ message: String, at location: (file: String, line: Int)?) {
      let level = severity == .info ? "note" : severity.rawValue
      let line = "\(level): [\(code.rawValue)] \(message) How to fix: \(FindingDoc.of(code).fix)\(options.linkSuffix(code))"
      if let location {
        text += "\(absolute(location.file, pwd: options.pwd)):\(location.line):1: \(line)".sanitizedForTerminal + "\n"
      } else {
        text += line.sanitizedForTerminal + "\n"
      }
    }
    switch options.grouping {
    case .finding:
      for group in report.groups where !group.isAccepted {
        issue(group.severity, group.code, group.summary(totalScenes: report.sceneCount), at: report.location(group))
      }
    case .scene:
      for row in report.rows {
        for finding in row.findings {
          issue(finding.severity, finding.code, report.describe(finding, in: row), at: report.location(row))
        }
      }
    }
    return text
  }

  static func absolute(_ path: String, pwd: String?) -> String {
    guard !path.hasPrefix("/"), let pwd, pwd.hasPrefix("/") else { return path }
    return (pwd.hasSuffix("/") ? pwd : pwd + "/") + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }
}
