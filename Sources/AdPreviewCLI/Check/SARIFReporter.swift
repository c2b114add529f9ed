import AdPreviewCore

/// SARIF 2.1.0: one rule per finding code, carrying its whole help (meaning, source, fix) so
/// code scanning shows it with no link to follow; one result per slot × code pointing at the
/// slot's line in the app file, with where it holds in its properties (`--group-by scene`:
/// one result per scene). Accepted findings are results with a suppression and its
/// justification.
enum SARIFReporter {
  static func write(_ report: CheckReport, _ options: ReportOptions) -> JSONValue {
    let codes = Finding.Code.allCases
    var results: [JSONValue] = []
    switch options.grouping {
    case .finding:
      for group in report.groups { results.append(result(group, report: report)) }
    case .scene:
      for row in report.rows {
        for finding in row.findings { results.append(result(finding, row: row, report: report, suppression: nil)) }
        for accepted in row.accepted {
          results.append(result(accepted.finding, row: row, report: report, suppression: (accepted.reason, accepted.inSource)))
        }
      }
    }
    return .object([
      JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      JSONMember("version", .string("2.1.0")),
      JSONMember("runs", .array([
        .object([
          JSONMember("tool", .object([
            JSONMember("driver", .object([
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

  static func rule(_ doc: FindingDoc, _ options: ReportOptions) -> JSONValue {
    var members = [
      JSONMember("id", .string(doc.code.rawValue)),
      JSONMember("name", .string(ruleName(doc.code))),
      JSONMember("shortDescription", .object([JSONMember("text", .string(doc.meaning))])),
      JSONMember("fullDescription", .object([JSONMember("text", .string("\(doc.meaning) Source: \(doc.source). How to fix: \(doc.fix)"))])),
      JSONMember("help", .object([
        JSONMember("text", .string("\(doc.meaning)\n\nHow to fix: \(doc.fix)\n\nSource: \(doc.source).")),
        JSONMember("markdown", .string("\(doc.meaning)\n\n**How to fix:** \(doc.fix)\n\n*Source:* \(doc.source).")),
      ])),
    ]
    if let link = options.helpLink(doc.code) { members.append(JSONMember("helpUri", .string(link))) }
    members.append(JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(doc.severity)))])))
    if let lesser = doc.lesser {
      // SARIF has one default level per rule; the table's lesser case travels as a property.
      members.append(JSONMember("properties", .object([
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
  static func result(_ group: FindingGroup, report: CheckReport) -> JSONValue {
    var members = [
      JSONMember("ruleId", .string(group.code.rawValue)),
      JSONMember("ruleIndex", .number(Double(Finding.Code.allCases.firstIndex(of: group.code)!))),
      JSONMember("level", .string(level(group.severity))),
      JSONMember("message", .object([JSONMember("text", .string(group.summary(totalScenes: report.sceneCount).sanitizedForTerminal))])),
    ]
    if let location = report.location(group) { members.append(locations(location)) }
    // The same slot and code is the same result from run to run, whatever its message says.
    members.append(JSONMember("partialFingerprints", .object([
      JSONMember("adpreviewSlotCode/v1", .string("\(group.slotName)|\(group.code.rawValue)"))
    ])))
    if let reason = group.acceptedReason { members.append(suppressions(reason, inSource: group.inSource)) }
    members.append(JSONMember("properties", .object([
      JSONMember("slot", .string(group.slotName)),
      JSONMember("scenes", .number(Double(group.sceneCount))),
      JSONMember("findings", .number(Double(group.findingCount))),
      JSONMember("devices", .array(group.devices.names.map(JSONValue.string))),
      JSONMember("orientations", .array(group.orientations.names.map(JSONValue.string))),
      JSONMember("postures", .array(group.postures.names.map(JSONValue.string))),
      JSONMember("windows", .array(group.windows.names.map(JSONValue.string))),
      JSONMember("os", .array(group.releases.names.map(JSONValue.string))),
    ])))
    return .object(members)
  }

  static func result(
    _ finding: Finding, row: CheckRow, report: CheckReport, suppression: (reason: String, inSource: Bool)?
  ) -> JSONValue {
    var members = [
      JSONMember("ruleId", .string(finding.code.rawValue)),
      JSONMember("ruleIndex", .number(Double(Finding.Code.allCases.firstIndex(of: finding.code)!))),
      JSONMember("level", .string(level(finding.severity))),
      JSONMember("message", .object([JSONMember("text", .string(report.describe(finding, in: row).sanitizedForTerminal))])),
    ]
    if let location = report.location(row) { members.append(locations(location)) }
    if let suppression { members.append(suppressions(suppression.reason, inSource: suppression.inSource)) }
    members.append(JSONMember("properties", .object([
      JSONMember("device", .string(row.deviceID)),
      JSONMember("orientation", .string(row.box.deviceState.orientation.rawValue)),
      JSONMember("posture", .string(row.posture)),
      JSONMember("window", .string(row.window)),
      JSONMember("slot", .string(row.slotName)),
    ])))
    return .object(members)
  }

  private static func locations(_ location: (file: String, line: Int)) -> JSONMember {
    JSONMember("locations", .array([
      .object([
        JSONMember("physicalLocation", .object([
          JSONMember("artifactLocation", .object([JSONMember("uri", .string(uri(location.file)))])),
          JSONMember("region", .object([
            JSONMember("startLine", .number(Double(location.line))), JSONMember("startColumn", .number(1)),
          ])),
        ]))
      ])
    ]))
  }

  private static func suppressions(_ reason: String, inSource: Bool) -> JSONMember {
    JSONMember("suppressions", .array([
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
      let safe = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
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
