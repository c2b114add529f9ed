import AdPreviewCore
import AdPreviewFormats

/// A short summary in GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY` or a pull
/// request comment: the counts by severity, one table row per slot × finding code, each
/// code's fix once, and, with a baseline, what is new and what is fixed against it.
enum MarkdownReporter {
  /// At most this many rows in the table; the rest are counted (a summary stays short).
  static let maximumRows = 50

  static func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    let groups = report.groups
    let reported = groups.filter { !$0.isAccepted }
    var text = "### adpreview check: \(report.failed ? "failing" : "passing")\n\n"
    text +=
      "**\(count(report.count(.error), "error"))**, \(count(report.count(.warning), "warning")), "
      + "\(report.count(.info)) info in \(count(report.sceneCount, "scene")) (\(report.flaggedSceneCount) with findings"
      + (report.acceptedCount > 0 ? "; \(report.acceptedCount) accepted" : "") + "); it fails at \(report.failOn.rawValue) or above.\n"
    if reported.isEmpty {
      text += "\nNo findings.\n"
    } else {
      // With `--images`, a last column links each row's worst scene.
      let pictures = !options.images.isEmpty
      text += "\n| severity | slot | finding | scenes | where |" + (pictures ? " worst scene |" : "") + "\n"
      text += "|---|---|---|--:|---|" + (pictures ? "---|" : "") + "\n"
      for group in reported.prefix(maximumRows) {
        let slot = code(group.slotName) + (group.line.map { " (line \($0))" } ?? "")
        text += "| \(group.severity.rawValue) | \(slot) | \(link(group.code, options)) | \(group.sceneCount) | \(cell(group.whereText)) |"
        if pictures {
          let picture = options.images[SceneImages.key(group)].map { "[\(cell(group.first.scene.label))](\(SARIFReporter.uri($0)))" }
          text += " \(picture ?? "") |"
        }
        text += "\n"
      }
      if reported.count > maximumRows { text += "\n…and \(reported.count - maximumRows) more; the other reports list them all.\n" }
      text += "\n#### How to fix\n\n"
      var seen = Set<Finding.Code>()
      for group in reported where seen.insert(group.code).inserted {
        let slots = OrderedNames.of(reported.filter { $0.code == group.code }.map(\.slotName))
        text += "- \(link(group.code, options)) (\(slots.names.map(code).joined(separator: ", "))): \(cell(FindingDoc.of(group.code).fix))\n"
        text += "  First seen on \(cell(group.first.scene.label)): \(cell(group.first.finding.message))\n"
      }
    }
    if options.baseline != nil {
      text += "\n#### Against the baseline\n\n"
      text +=
        reported.isEmpty
        ? "- **new**: none\n"
        : "- **new**: "
          + reported.map { "\(code($0.slotName)) \(code($0.code.rawValue)) (\(count($0.sceneCount, "scene")))" }
          .joined(separator: ", ") + "\n"
      let fixed = report.fixedBaselineKeys ?? []
      if fixed.isEmpty {
        text += "- **fixed**: none\n"
      } else {
        var pairs: [(slot: String, code: String, scenes: Int)] = []
        for key in fixed {
          if let last = pairs.last, last.slot == key.slot, last.code == key.code {
            pairs[pairs.count - 1].scenes += 1
          } else {
            pairs.append((key.slot, key.code, 1))
          }
        }
        text +=
          "- **fixed**: " + pairs.map { "\(code($0.slot)) \(code($0.code)) (\(count($0.scenes, "scene")))" }.joined(separator: ", ")
          + "\n"
      }
      let accepted = groups.filter { $0.isAccepted && !$0.inSource }.reduce(0) { $0 + $1.findingCount }
      text += "- **still accepted**: \(count(accepted, "finding")) the baseline lists\n"
    }
    return text
  }

  private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  /// A code span that no name can break out of: the text sanitised, `|` (the table's
  /// separator) escaped, and the fence longer than any run of backticks inside.
  static func code(_ text: String) -> String {
    // Markup means nothing inside a code span; only the table's separator needs escaping.
    var clean = ""
    for character in text.sanitizedForTerminal {
      if character == "|" { clean += "\\|" } else if character == "\n" || character == "\r" { clean += " " } else { clean.append(character) }
    }
    var longest = 0
    var run = 0
    for character in clean {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = clean.hasPrefix("`") || clean.hasSuffix("`") ? " " : ""
    return fence + pad + clean + pad + fence
  }

  /// Text for a table cell or a list item: one line, control characters removed, `|`, `<`
  /// and `>` escaped so a name cannot end the cell or open markup.
  static func cell(_ text: String) -> String {
    var out = ""
    for character in text.sanitizedForTerminal {
      switch character {
      case "|": out += "\\|"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// The code, linked to its entry when `--help-url` gives where the entries are.
  private static func link(_ finding: Finding.Code, _ options: ReportOptions) -> String {
    guard let url = options.helpLink(finding) else { return code(finding.rawValue) }
    return "[\(code(finding.rawValue))](\(url))"
  }
}

extension OrderedNames {
  static func of(_ names: [String]) -> OrderedNames {
    var ordered = OrderedNames()
    for name in names { ordered.add(name) }
    return ordered
  }
}
