import AdPreviewCore
import AdPreviewRender

/// JUnit XML. Grouped by finding (the default): a test suite per slot, a test case per
/// finding code it has, failing when the code is at or above the fail level somewhere (the
/// scenes listed one a line, then the fix), passing with the scenes in `system-out` when
/// below it, skipped when accepted; a slot with no findings passes once. `--group-by scene`:
/// a test suite per device, a test case per slot × scene, lower and accepted findings in its
/// `system-out`.
enum JUnitReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> String {
    switch options.grouping {
    case .finding: return grouped(report, options)
    case .scene: return perScene(report, options)
    }
  }

  static func grouped(_ report: CheckReport, _ options: ReportOptions) -> String {
    let groups = report.groups
    var suites = ""
    var total = (tests: 0, failures: 0, skipped: 0)
    for slot in report.slots {
      var cases = ""
      var counts = (tests: 0, failures: 0, skipped: 0)
      for group in groups where group.slotName == slot.name {
        counts.tests += 1
        let name = "\(slot.name) · \(group.code.rawValue)" + (group.acceptedReason.map { " (accepted: \($0))" } ?? "")
        cases += "    <testcase classname=\"adpreview.\(e(slot.name))\" name=\"\(e(name))\">\n"
        let summary = group.summary(totalScenes: report.sceneCount)
        let scenes = group.occurrences.map { "\($0.finding.severity.rawValue) on \($0.row.sceneLabel): \($0.finding.message)" }
        let fix = "How to fix: \(FindingDoc.of(group.code).fix)\(options.linkSuffix(group.code))"
        if let reason = group.acceptedReason {
          counts.skipped += 1
          cases += "      <skipped message=\"\(e("accepted (\(reason)): \(summary)"))\"/>\n"
        } else if group.severity >= report.failOn {
          counts.failures += 1
          let failing = group.occurrences.filter { $0.finding.severity >= report.failOn }
          let lower = group.occurrences.filter { $0.finding.severity < report.failOn }
          cases +=
            "      <failure type=\"\(e(group.code.rawValue))\" message=\"\(e(summary))\">"
            + lines(failing.map { "\($0.finding.severity.rawValue) on \($0.row.sceneLabel): \($0.finding.message)" } + [fix])
            + "</failure>\n"
          if !lower.isEmpty {
            cases +=
              "      <system-out>"
              + lines(lower.map { "\($0.finding.severity.rawValue) on \($0.row.sceneLabel): \($0.finding.message)" }) + "</system-out>\n"
          }
        } else {
          cases += "      <system-out>\(lines([summary] + scenes + [fix]))</system-out>\n"
        }
        cases += "    </testcase>\n"
      }
      if counts.tests == 0 {
        counts.tests = 1
        let scenes = slot.rows == 1 ? "1 scene" : "\(slot.rows) scenes"
        cases += "    <testcase classname=\"adpreview.\(e(slot.name))\" name=\"\(e("\(slot.name) · no findings in \(scenes)"))\"/>\n"
      }
      suites +=
        "  <testsuite name=\"\(e(slot.name))\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"0\" skipped=\"\(counts.skipped)\">\n"
        + cases + "  </testsuite>\n"
      total = (total.tests + counts.tests, total.failures + counts.failures, total.skipped + counts.skipped)
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"adpreview check\" tests=\"\(total.tests)\" failures=\"\(total.failures)\" errors=\"0\" skipped=\"\(total.skipped)\">\n"
      + suites + "</testsuites>\n"
  }

  static func perScene(_ report: CheckReport, _ options: ReportOptions) -> String {
    var suites: [(device: String, cases: [CheckRow])] = []
    for row in report.rows {
      if suites.last?.device == row.deviceID {
        suites[suites.count - 1].cases.append(row)
      } else {
        suites.append((row.deviceID, [row]))
      }
    }
    func failing(_ row: CheckRow) -> [Finding] { row.findings.filter { $0.severity >= report.failOn } }
    let failures = report.rows.filter { !failing($0).isEmpty }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"adpreview check\" tests=\"\(report.rows.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    for suite in suites {
      let suiteFailures = suite.cases.filter { !failing($0).isEmpty }.count
      xml += "  <testsuite name=\"\(e(suite.device))\" tests=\"\(suite.cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\">\n"
      for row in suite.cases {
        let name = "\(row.slotName) (\(row.slot.format.rawValue)) · \(row.box.deviceState.orientation.rawValue) · \(row.posture) · \(row.window)"
        xml += "    <testcase classname=\"adpreview.\(e(row.deviceID))\" name=\"\(e(name))\""
        let fails = failing(row)
        let notes =
          row.findings.filter { $0.severity < report.failOn }.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)" }
          + row.accepted.map { "accepted \($0.finding.code.rawValue) (\($0.reason)): \($0.finding.message)" }
        if fails.isEmpty && notes.isEmpty {
          xml += "/>\n"
          continue
        }
        xml += ">\n"
        if let first = fails.first {
          let body = fails.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)\(options.linkSuffix($0.code))" }
          xml +=
            "      <failure type=\"\(e(first.code.rawValue))\" message=\"\(e(fails.count == 1 ? first.message : "\(fails.count) findings: " + fails.map(\.code.rawValue).joined(separator: ", ")))\">\(lines(body))</failure>\n"
        }
        if !notes.isEmpty { xml += "      <system-out>\(lines(notes))</system-out>\n" }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  /// XML text and attribute values: the report's one escaping function (sanitised first).
  private static func e(_ text: String) -> String { SVGBuilder.escape(text) }

  /// Element text of one item a line: each escaped (sanitising would fold the line breaks
  /// into spaces), then joined by line breaks.
  private static func lines(_ items: [String]) -> String { items.map(e).joined(separator: "\n") }
}
