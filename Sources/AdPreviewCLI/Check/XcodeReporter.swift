import AdPreviewCore
import AdPreviewFormats

/// `path:line:col: error|warning|note: [code] message`: what Xcode's build log parser turns
/// into issues in the navigator, from a Run Script build phase. `check` gives one issue per
/// slot × code, with where it holds and the fix (`--group-by scene`: one per scene); `lint`
/// one per mistake in the code.
enum XcodeReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    write(report.issues(options), options)
  }

  /// The reported issues, one a line (accepted ones are left out: Xcode has no place for them).
  static func write(_ issues: [ReportIssue], _ options: ReportOptions) -> String {
    var text = ""
    for issue in issues where issue.accepted == nil {
      let level = issue.severity == .info ? "note" : issue.severity.rawValue
      let line = "\(level): [\(issue.code.rawValue)] \(issue.message) \(options.howToFix(issue.code))"
      if let location = issue.location {
        text += "\(absolute(location.file, pwd: options.pwd)):\(location.line):\(location.column): \(line)".sanitizedForTerminal + "\n"
      } else {
        text += line.sanitizedForTerminal + "\n"
      }
    }
    return text
  }

  static func absolute(_ path: String, pwd: String?) -> String {
    guard !path.hasPrefix("/"), let pwd, pwd.hasPrefix("/") else { return path }
    return (pwd.hasSuffix("/") ? pwd : pwd + "/") + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }
}
