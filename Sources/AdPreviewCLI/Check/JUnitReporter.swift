import AdPreviewCore
import AdPreviewRender

/// JUnit XML. Grouped by finding (the default): a test suite per slot, a test case per
/// finding code it has, failing when the code is at or above the fail level somewhere (the
/// scenes named one a line, then the fix), passing with the scenes in `system-out` when
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

  /// At most this many scenes are named in a case; the JSON report has them all.
  static let sceneLimit = 100

  static func grouped(_ report: CheckReport, _ options: ReportOptions) -> String {
    var suites = ""
    var total = Counts()
    // Each group under its slot, in the groups' order.
    var groupsBySlot = [[FindingGroup]](repeating: [], count: report.slots.count)
    for group in report.groups { groupsBySlot[group.slot.index].append(group) }
    for slot in report.slots {
      var cases = ""
      var counts = Counts()
      for group in groupsBySlot[slot.index] {
        let name = "\(slot.name) · \(group.code.rawValue)" + (group.acceptedReason.map { " (accepted: \($0))" } ?? "")
        // The summary says where in words and the first message; the scenes follow by
        // name, one a line, so a case grows with its scenes, not with their messages.
        let summary = group.summary()
        let fix = options.howToFix(group.code)
        var outcome = Outcome()
        if let reason = group.acceptedReason {
          outcome.skipped = "accepted (\(reason)): \(summary)"
        } else if group.severity >= report.failOn {
          outcome.failure = (
            group.code.rawValue, summary, sceneLines(group.occurrences.filter { $0.severity >= report.failOn }, report) + [fix]
          )
          outcome.out = sceneLines(group.occurrences.filter { $0.severity < report.failOn }, report)
        } else {
          outcome.out = [summary] + sceneLines(group.occurrences, report) + [fix]
        }
        cases += testCase(classname: "adpreview.\(slot.name)", name: name, outcome, counting: &counts)
      }
      if counts.tests == 0 {
        let scenes = slot.scenes == 1 ? "1 scene" : "\(slot.scenes) scenes"
        cases += testCase(classname: "adpreview.\(slot.name)", name: "\(slot.name) · no findings in \(scenes)", Outcome(), counting: &counts)
      }
      suites += suite(slot.name, counts, cases)
      total.add(counts)
    }
    return document("adpreview check", total, suites)
  }

  /// `error on iphone-x portrait full`, one a line, at most `sceneLimit`, then how many more.
  static func sceneLines(_ occurrences: [FindingGroup.Occurrence], _ report: CheckReport) -> [String] {
    var lines = occurrences.prefix(sceneLimit).map { "\($0.severity.rawValue) on \(report.table.boxes[Int($0.scene)].label)" }
    if occurrences.count > sceneLimit { lines.append("and \(occurrences.count - sceneLimit) more scenes (the JSON report lists every one)") }
    return lines
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
    var xml = ""
    var total = Counts()
    for device in suites {
      var cases = ""
      var counts = Counts()
      for row in device.cases {
        let name = "\(row.slotName) (\(row.format.rawValue)) · \(row.box.deviceState.orientation.rawValue) · \(row.posture) · \(row.window)"
        let fails = failing(row)
        var outcome = Outcome()
        outcome.out =
          row.findings.filter { $0.severity < report.failOn }.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)" }
          + row.accepted.map { "accepted \($0.finding.code.rawValue) (\($0.reason)): \($0.finding.message)" }
        if let first = fails.first {
          outcome.failure = (
            first.code.rawValue,
            fails.count == 1 ? first.message : "\(fails.count) findings: " + fails.map(\.code.rawValue).joined(separator: ", "),
            fails.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)\(options.linkSuffix($0.code))" }
          )
        }
        cases += testCase(classname: "adpreview.\(row.deviceID)", name: name, outcome, counting: &counts)
      }
      xml += suite(device.device, counts, cases)
      total.add(counts)
    }
    return document("adpreview check", total, xml)
  }

  /// Tests, failures and skipped cases, of a suite or of the whole document.
  struct Counts {
    var tests = 0
    var failures = 0
    var skipped = 0

    mutating func add(_ other: Counts) {
      tests += other.tests
      failures += other.failures
      skipped += other.skipped
    }
  }

  /// How a test case ended: failed (its type, message and lines), skipped (why), or passed;
  /// with lines for `system-out` (empty: none).
  struct Outcome {
    var failure: (type: String, message: String, lines: [String])?
    var skipped: String?
    var out: [String] = []
  }

  /// One `testcase` element, counted into `counts`.
  static func testCase(classname: String, name: String, _ outcome: Outcome, counting counts: inout Counts) -> String {
    counts.tests += 1
    var xml = "    <testcase classname=\"\(e(classname))\" name=\"\(e(name))\""
    guard outcome.failure != nil || outcome.skipped != nil || !outcome.out.isEmpty else { return xml + "/>\n" }
    xml += ">\n"
    if let skipped = outcome.skipped {
      counts.skipped += 1
      xml += "      <skipped message=\"\(e(skipped))\"/>\n"
    }
    if let failure = outcome.failure {
      counts.failures += 1
      xml += "      <failure type=\"\(e(failure.type))\" message=\"\(e(failure.message))\">\(lines(failure.lines))</failure>\n"
    }
    if !outcome.out.isEmpty { xml += "      <system-out>\(lines(outcome.out))</system-out>\n" }
    return xml + "    </testcase>\n"
  }

  /// One `testsuite` element around its cases.
  static func suite(_ name: String, _ counts: Counts, _ cases: String) -> String {
    "  <testsuite name=\"\(e(name))\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"0\" skipped=\"\(counts.skipped)\">\n"
      + cases + "  </testsuite>\n"
  }

  /// The document: the XML declaration and `testsuites` around the suites.
  static func document(_ name: String, _ counts: Counts, _ suites: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"\(e(name))\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"0\" skipped=\"\(counts.skipped)\">\n"
      + suites + "</testsuites>\n"
  }

  /// XML text and attribute values: the report's one escaping function (sanitised first).
  private static func e(_ text: String) -> String { SVGBuilder.escape(text) }

  /// Element text of one item a line: each escaped (sanitising would fold the line breaks
  /// into spaces), then joined by line breaks.
  private static func lines(_ items: [String]) -> String { items.map(e).joined(separator: "\n") }
}
