import AdPreviewCore

/// GitHub Actions workflow commands: `::error file=…,line=…,title=…::message`, which the
/// runner shows as annotations on the app file's slot line. One annotation per slot ×
/// finding code, saying where it holds and how to fix it (the runner shows only the first
/// few of a step); `--group-by scene` gives one per scene.
enum GitHubActionsReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    var text = ""
    func annotate(_ severity: Finding.Severity, _ location: (file: String, line: Int)?, title: String, _ message: String) {
      let command = severity == .info ? "notice" : severity.rawValue
      var properties: [String] = []
      if let location {
        properties += ["file=\(property(location.file))", "line=\(location.line)", "col=1"]
      }
      properties.append("title=\(property(title))")
      text += "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }
    switch options.grouping {
    case .finding:
      for group in report.groups where !group.isAccepted {
        let message =
          group.summary(totalScenes: report.sceneCount) + "\nHow to fix: " + FindingDoc.of(group.code).fix
          + options.linkSuffix(group.code)
        annotate(group.severity, report.location(group), title: "adpreview \(group.code.rawValue) (\(group.slotName))", message)
      }
    case .scene:
      for row in report.rows {
        for finding in row.findings {
          let message =
            report.describe(finding, in: row) + "\nHow to fix: " + FindingDoc.of(finding.code).fix
            + options.linkSuffix(finding.code)
          annotate(finding.severity, report.location(row), title: "adpreview \(finding.code.rawValue)", message)
        }
      }
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
