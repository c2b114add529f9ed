import AdPreviewCore
import AdPreviewFormats

/// `check --json`: the counts, one result per scene with every slot in `ads[]`.
enum CheckJSONReporter {
  /// The report as text, as `write(report).indentedText(levels: 2)` writes it, but a scene
  /// at a time: each result is made, written and dropped, so the whole tree is never held.
  static func text(_ report: CheckReport) -> String {
    guard case .object(let members) = write(report, results: []) else { return "" }
    var out = Array("{\n".utf8)
    for member in members {
      out.append(contentsOf: "  ".utf8)
      JSONValue.string(member.key).appendCompact(to: &out)
      out.append(contentsOf: ": ".utf8)
      if member.key != "results" {
        member.value.appendCompact(to: &out)
        out.append(contentsOf: ",\n".utf8)
        continue
      }
      let scenes = report.scenes
      if scenes.isEmpty {
        out.append(contentsOf: "[]\n".utf8)
        continue
      }
      out.append(contentsOf: "[\n".utf8)
      for (index, rows) in scenes.enumerated() {
        out.append(contentsOf: "    ".utf8)
        scene(rows).appendCompact(to: &out)
        out.append(contentsOf: (index + 1 < scenes.count ? ",\n" : "\n").utf8)
      }
      out.append(contentsOf: "  ]\n".utf8)
    }
    out.append(contentsOf: "}\n".utf8)
    return String(decoding: out, as: UTF8.self)
  }

  static func write(_ report: CheckReport) -> JSONValue { write(report, results: report.scenes.map(scene)) }

  /// The report's object, `results` last.
  static func write(_ report: CheckReport, results: [JSONValue]) -> JSONValue {
    .object([
      JSONMember("adpreview", .string(AdPreviewCommand.version)),
      JSONMember("scenes", .number(Double(report.sceneCount))),
      JSONMember("errors", .number(Double(report.count(.error)))),
      JSONMember("warnings", .number(Double(report.count(.warning)))),
      JSONMember("infos", .number(Double(report.count(.info)))),
      JSONMember("accepted", .number(Double(report.acceptedCount))),
      JSONMember("failOn", .string(report.failOn.rawValue)),
      JSONMember("failed", .bool(report.failed)),
      JSONMember("results", .array(results)),
    ])
  }

  static func scene(_ rows: ArraySlice<CheckRow>) -> JSONValue {
    let first = rows[rows.startIndex]
    let evaluation = first.evaluation
    return .object([
      JSONMember("device", .string(first.deviceID)),
      JSONMember("orientation", .string(first.box.deviceState.orientation.rawValue)),
      JSONMember("posture", first.box.posture.map { .string($0.rawValue) } ?? .null),
      JSONMember("window", .string(first.window)),
      JSONMember("os", first.box.os.map { .string($0.description) } ?? .null),
      JSONMember("ad", evaluation.placement.map { JSONReport.ad($0, sizing: evaluation.sizing, collapsible: evaluation.slot.collapsible) } ?? .null),
      JSONMember("format", .string(first.slot.format.rawValue)),
      JSONMember("findings", .array(rows.flatMap(\.findings).map(JSONReport.finding))),
      JSONMember("ads", .array(rows.map(slot))),
    ])
  }

  static func slot(_ row: CheckRow) -> JSONValue {
    let evaluation = row.evaluation
    return .object([
      JSONMember("slot", .string(row.slotName)),
      JSONMember("kind", .string(row.slot.effectiveKind.rawValue)),
      JSONMember("format", .string(row.slot.format.rawValue)),
      JSONMember("line", row.slot.line.map { .number(Double($0)) } ?? .null),
      JSONMember("ad", evaluation.placement.map { JSONReport.ad($0, sizing: evaluation.sizing, collapsible: evaluation.slot.collapsible) } ?? .null),
      JSONMember("errors", .number(Double(row.count(.error)))),
      JSONMember("warnings", .number(Double(row.count(.warning)))),
      JSONMember("infos", .number(Double(row.count(.info)))),
      JSONMember("findings", .array(row.findings.map(JSONReport.finding))),
      JSONMember(
        "accepted",
        .array(
          row.accepted.map { accepted in
            var object = JSONReport.finding(accepted.finding)
            if case .object(var members) = object {
              members.append(JSONMember("reason", .string(accepted.reason)))
              object = .object(members)
            }
            return object
          })),
    ])
  }
}
