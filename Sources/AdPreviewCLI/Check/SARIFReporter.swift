import AdPreviewCore

/// SARIF 2.1.0: one rule per finding code (with its meaning, source and fix), one result per
/// finding pointing at the slot's line in the app file; accepted findings are results with
/// a suppression and its justification.
enum SARIFReporter {
  static func write(_ report: CheckReport) -> JSONValue {
    let codes = Finding.Code.allCases
    var results: [JSONValue] = []
    for row in report.rows {
      for finding in row.findings { results.append(result(finding, row: row, report: report, suppression: nil)) }
      for accepted in row.accepted {
        results.append(result(accepted.finding, row: row, report: report, suppression: (accepted.reason, accepted.inSource)))
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
              JSONMember("rules", .array(codes.map { rule(FindingDoc.of($0)) })),
            ]))
          ])),
          JSONMember("results", .array(results)),
        ])
      ])),
    ])
  }

  static func rule(_ doc: FindingDoc) -> JSONValue {
    .object([
      JSONMember("id", .string(doc.code.rawValue)),
      JSONMember("shortDescription", .object([JSONMember("text", .string(doc.meaning))])),
      JSONMember("fullDescription", .object([JSONMember("text", .string("\(doc.meaning) Source: \(doc.source)."))])),
      JSONMember("help", .object([JSONMember("text", .string("How to fix: \(doc.fix)"))])),
      JSONMember("helpUri", .string(doc.readmeLink)),
      JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(doc.severity)))])),
    ])
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
    if let location = report.location(row) {
      members.append(JSONMember("locations", .array([
        .object([
          JSONMember("physicalLocation", .object([
            JSONMember("artifactLocation", .object([JSONMember("uri", .string(uri(location.file)))])),
            JSONMember("region", .object([
              JSONMember("startLine", .number(Double(location.line))), JSONMember("startColumn", .number(1)),
            ])),
          ]))
        ])
      ])))
    }
    if let suppression {
      members.append(JSONMember("suppressions", .array([
        .object([
          JSONMember("kind", .string(suppression.inSource ? "inSource" : "external")),
          JSONMember("justification", .string(suppression.reason)),
        ])
      ])))
    }
    members.append(JSONMember("properties", .object([
      JSONMember("device", .string(row.deviceID)),
      JSONMember("orientation", .string(row.box.deviceState.orientation.rawValue)),
      JSONMember("posture", .string(row.posture)),
      JSONMember("window", .string(row.window)),
      JSONMember("slot", .string(row.slotName)),
    ])))
    return .object(members)
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
