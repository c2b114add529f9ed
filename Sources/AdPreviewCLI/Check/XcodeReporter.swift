import AdPreviewCore

/// `path:line:col: error|warning|note: [code] message`: what Xcode's build log parser turns
/// into issues in the navigator, from a Run Script build phase.
enum XcodeReporter {
  static func write(_ report: CheckReport, pwd: String?) -> String {
    var text = ""
    for row in report.rows {
      for finding in row.findings {
        let level = finding.severity == .info ? "note" : finding.severity.rawValue
        let line = "\(level): [\(finding.code.rawValue)] \(report.describe(finding, in: row)) "
          + "(\(FindingDoc.of(finding.code).readmeLink))"
        if let location = report.location(row) {
          text += "\(absolute(location.file, pwd: pwd)):\(location.line):1: \(line)".sanitizedForTerminal + "\n"
        } else {
          text += line.sanitizedForTerminal + "\n"
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
