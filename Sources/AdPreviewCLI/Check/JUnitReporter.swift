import AdPreviewCore
import AdPreviewRender

/// JUnit XML: a test suite per device, a test case per slot × scene. A case fails when it
/// has a finding at or above the fail level; lower ones and accepted ones go to its
/// `system-out`.
enum JUnitReporter {
  static func write(_ report: CheckReport) -> String {
    var suites: [(device: String, cases: [CheckRow])] = []
    for row in report.rows {
      if suites.last?.device == row.deviceID { suites[suites.count - 1].cases.append(row) } else {
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
        let notes = row.findings.filter { $0.severity < report.failOn }.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)" }
          + row.accepted.map { "accepted \($0.finding.code.rawValue) (\($0.reason)): \($0.finding.message)" }
        if fails.isEmpty && notes.isEmpty {
          xml += "/>\n"
          continue
        }
        xml += ">\n"
        if let first = fails.first {
          let body = fails.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message) (\(FindingDoc.of($0.code).readmeLink))" }
          xml += "      <failure type=\"\(e(first.code.rawValue))\" message=\"\(e(fails.count == 1 ? first.message : "\(fails.count) findings: " + fails.map(\.code.rawValue).joined(separator: ", ")))\">\(lines(body))</failure>\n"
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
