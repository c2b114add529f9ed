import AdPreviewCore
import AdPreviewFormats

/// SARIF 2.1.0: one rule per finding code, carrying its whole help (meaning, source, fix) so
/// code scanning shows it with no link to follow; one result per slot × code pointing at the
/// slot's line in the app file, with where it holds in its properties (`--group-by scene`:
/// one result per scene). Accepted findings are results with a suppression and its
/// justification.
enum SARIFReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> JSONValue {
    let codes = FindingDoc.codes(.scene)
    var results: [JSONValue] = []
    switch options.grouping {
    case .finding:
      for group in report.groups { results.append(result(group, report: report, codes: codes)) }
    case .scene:
      for row in report.rows {
        for finding in row.findings { results.append(result(finding, row: row, report: report, suppression: nil, codes: codes)) }
        for accepted in row.accepted {
          results.append(
            result(accepted.finding, row: row, report: report, suppression: (accepted.reason, accepted.inSource), codes: codes))
        }
      }
    }
    return log(codes: codes, results: results, options)
  }

  /// The SARIF log: one run of adpreview with a rule for each of `codes` and the results.
  static func log(codes: [Finding.Code], results: [JSONValue], _ options: ReportOptions) -> JSONValue {
    .object([
      JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      JSONMember("version", .string("2.1.0")),
      JSONMember(
        "runs",
        .array([
          .object([
            JSONMember(
              "tool",
              .object([
                JSONMember(
                  "driver",
                  .object([
                    JSONMember("name", .string("adpreview")),
                    JSONMember("version", .string(AdPreviewCommand.version)),
                    JSONMember("rules", .array(codes.map { rule(FindingDoc.of($0), options) })),
                  ]))
              ])),
            JSONMember("results", .array(results)),
          ])
        ])),
    ])
  }

  /// One result: its rule (an index into `codes`), level, message, place, a fingerprint that
  /// stays the same from run to run, the suppression of an accepted one, and `properties`.
  static func result(
    _ issue: ReportIssue, codes: [Finding.Code], fingerprint: (key: String, value: String)?, properties: [JSONMember]
  ) -> JSONValue {
    var members = [
      JSONMember("ruleId", .string(issue.code.rawValue)),
      JSONMember("ruleIndex", .number(Double(codes.firstIndex(of: issue.code) ?? 0))),
      JSONMember("level", .string(level(issue.severity))),
      JSONMember("message", .object([JSONMember("text", .string(issue.message.sanitizedForTerminal))])),
    ]
    if let location = issue.location { members.append(locations(location)) }
    if let fingerprint { members.append(JSONMember("partialFingerprints", .object([JSONMember(fingerprint.key, .string(fingerprint.value))]))) }
    if let accepted = issue.accepted { members.append(suppressions(accepted.reason, inSource: accepted.inSource)) }
    members.append(JSONMember("properties", .object(properties)))
    return .object(members)
  }

  static func rule(_ doc: FindingDoc, _ options: ReportOptions) -> JSONValue {
    var members = [
      JSONMember("id", .string(doc.code.rawValue)),
      JSONMember("name", .string(ruleName(doc.code))),
      JSONMember("shortDescription", .object([JSONMember("text", .string(doc.meaning))])),
      JSONMember("fullDescription", .object([JSONMember("text", .string("\(doc.meaning) Source: \(doc.source). How to fix: \(doc.fix)"))])),
      JSONMember(
        "help",
        .object([
          JSONMember("text", .string("\(doc.meaning)\n\nHow to fix: \(doc.fix)\n\nSource: \(doc.source).")),
          JSONMember("markdown", .string("\(doc.meaning)\n\n**How to fix:** \(doc.fix)\n\n*Source:* \(doc.source).")),
        ])),
    ]
    if let link = options.helpLink(doc.code) { members.append(JSONMember("helpUri", .string(link))) }
    members.append(JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(doc.severity)))])))
    if let lesser = doc.lesser {
      // SARIF has one default level per rule; the table's lesser case travels as a property.
      members.append(
        JSONMember(
          "properties",
          .object([
            JSONMember("lesserLevel", .string(level(lesser.severity))), JSONMember("lesserWhen", .string(lesser.when)),
          ])))
    }
    return .object(members)
  }

  /// `OverlapsHomeIndicator`: the code as SARIF's rule names are written.
  static func ruleName(_ code: Finding.Code) -> String {
    code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// One slot × code, wherever it holds.
  static func result(_ group: FindingGroup, report: CheckReport, codes: [Finding.Code]) -> JSONValue {
    let issue = ReportIssue(
      code: group.code, severity: group.severity, message: group.summary(), location: report.location(group),
      title: "", accepted: group.acceptedReason.map { ($0, group.inSource) })
    // The same slot and code is the same result from run to run, whatever its message says.
    return result(
      issue, codes: codes, fingerprint: ("adpreviewSlotCode/v1", "\(group.slotName)|\(group.code.rawValue)"),
      properties: [
        JSONMember("slot", .string(group.slotName)),
        JSONMember("scenes", .number(Double(group.sceneCount))),
        JSONMember("findings", .number(Double(group.findingCount))),
        JSONMember("devices", .array(group.devices.names.map(JSONValue.string))),
        JSONMember("orientations", .array(group.orientations.names.map(JSONValue.string))),
        JSONMember("postures", .array(group.postures.names.map(JSONValue.string))),
        JSONMember("windows", .array(group.windows.names.map(JSONValue.string))),
        JSONMember("os", .array(group.releases.names.map(JSONValue.string))),
      ])
  }

  static func result(
    _ finding: Finding, row: CheckRow, report: CheckReport, suppression: (reason: String, inSource: Bool)?, codes: [Finding.Code]
  ) -> JSONValue {
    let issue = ReportIssue(
      code: finding.code, severity: finding.severity, message: report.describe(finding, in: row), location: report.location(row),
      title: "", accepted: suppression)
    return result(
      issue, codes: codes, fingerprint: nil,
      properties: [
        JSONMember("device", .string(row.deviceID)),
        JSONMember("orientation", .string(row.box.deviceState.orientation.rawValue)),
        JSONMember("posture", .string(row.posture)),
        JSONMember("window", .string(row.window)),
        JSONMember("slot", .string(row.slotName)),
      ])
  }

  private static func locations(_ location: ReportLocation) -> JSONMember {
    JSONMember(
      "locations",
      .array([
        .object([
          JSONMember(
            "physicalLocation",
            .object([
              JSONMember("artifactLocation", .object([JSONMember("uri", .string(uri(location.file)))])),
              JSONMember(
                "region",
                .object([
                  JSONMember("startLine", .number(Double(location.line))), JSONMember("startColumn", .number(Double(location.column))),
                ])),
            ]))
        ])
      ]))
  }

  private static func suppressions(_ reason: String, inSource: Bool) -> JSONMember {
    JSONMember(
      "suppressions",
      .array([
        .object([
          JSONMember("kind", .string(inSource ? "inSource" : "external")),
          JSONMember("justification", .string(reason)),
        ])
      ]))
  }

  static func level(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "note"
    }
  }

  /// A file path as a URI reference: characters outside the unreserved set and `/`
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let safe =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-._~/".utf8.contains(byte)
      if safe {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = Array("0123456789ABCDEF".utf8)
        out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
      }
    }
    return out
  }
}
