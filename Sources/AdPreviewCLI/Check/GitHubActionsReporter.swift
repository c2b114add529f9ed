import AdPreviewCore

/// GitHub Actions workflow commands: `::error file=…,line=…,title=…::message`, which the
/// runner shows as annotations on the app file's slot line.
enum GitHubActionsReporter {
  static func write(_ report: CheckReport) -> String {
    var text = ""
    for row in report.rows {
      for finding in row.findings {
        let command = finding.severity == .info ? "notice" : finding.severity.rawValue
        var properties: [String] = []
        if let location = report.location(row) {
          properties += ["file=\(property(location.file))", "line=\(location.line)", "col=1"]
        }
        properties.append("title=\(property("adpreview \(finding.code.rawValue)"))")
        let message = report.describe(finding, in: row) + " (" + FindingDoc.of(finding.code).readmeLink + ")"
        text += "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
      }
    }
    return text
  }

  /// A message: `%`, CR and LF escaped as the runner expects.
  static func data(_ text: String) -> String {
    var out = ""
    for scalar in text.sanitizedForTerminal.unicodeScalars {
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
