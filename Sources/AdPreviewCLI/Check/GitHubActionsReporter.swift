import AdPreviewCore
import AdPreviewFormats

/// GitHub Actions workflow commands: `::error file=…,line=…,title=…::message`, which the
/// runner shows as annotations on the app file's slot line. One annotation per slot ×
/// finding code, saying where it holds and how to fix it (the runner shows only the first
/// few of a step); `--group-by scene` gives one per scene.
enum GitHubActionsReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    write(report.issues(options), options)
  }

  /// One annotation per reported issue, with its fix.
  static func write(_ issues: [ReportIssue], _ options: ReportOptions) -> String {
    var text = ""
    for issue in issues where issue.accepted == nil {
      let command = issue.severity == .info ? "notice" : issue.severity.rawValue
      var properties: [String] = []
      if let location = issue.location {
        properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
      }
      properties.append("title=\(property(issue.title))")
      let message = issue.message + "\n" + options.howToFix(issue.code)
      text += "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }
    return text
  }

  /// A message: `%`, CR and LF escaped as the runner expects.
  static func data(_ text: String) -> String {
    var out = ""
    // Line by line: sanitising would fold the message's own line breaks into spaces.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).sanitizedForTerminal }
    for scalar in lines.joined(separator: "\n").unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A property value: also `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for character in self { if character == target { out += replacement } else { out.append(character) } }
    return out
  }
}
