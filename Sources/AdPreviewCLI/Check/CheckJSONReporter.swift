import AdPreviewCore
import AdPreviewFormats

/// `check --json`: the counts; each slot once (`slots`); the findings grouped by slot ×
/// code (`groups`), each naming its slot and its scenes by index; and one result per scene
/// (`results`, one a line) with every slot in `ads[]`. `report` says which shape this is:
/// 2 added `slots`, `groups` and each ad's `index`, and keeps every field of the first.
enum CheckJSONReporter {
  /// The shape of the document (`report`): raised when a field changes meaning, never
  /// for one added.
  static let version = 2

  /// The results, written a scene at a time as the sweep gates it: each result is made,
  /// written and dropped, so no scene's tree outlives its turn.
  struct Stream {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    mutating func add(_ rows: [CheckRow], _ evaluations: [AdEvaluation]) {
      guard !rows.isEmpty else { return }
      bytes.append(contentsOf: (count == 0 ? "    " : ",\n    ").utf8)
      scene(rows, evaluations).appendCompact(to: &bytes)
      count += 1
    }
  }

  /// The report as text: the top levels indented, then each slot, group and result on a
  /// line of its own.
  static func text(_ report: CheckReport) -> String { String(decoding: bytes(report), as: UTF8.self) }

  /// The report as the UTF-8 written.
  static func bytes(_ report: CheckReport) -> [UInt8] {
    var out = Array("{\n".utf8)
    out.reserveCapacity(report.jsonResults.count + 4096)
    for member in header(report) {
      out.append(contentsOf: "  ".utf8)
      JSONValue.string(member.key).appendCompact(to: &out)
      out.append(contentsOf: ": ".utf8)
      member.value.appendCompact(to: &out)
      out.append(contentsOf: ",\n".utf8)
    }
    func list(_ key: String, _ items: [JSONValue]) {
      out.append(contentsOf: "  \"\(key)\": [".utf8)
      for (index, item) in items.enumerated() {
        out.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
        item.appendCompact(to: &out)
      }
      out.append(contentsOf: (items.isEmpty ? "],\n" : "\n  ],\n").utf8)
    }
    list("slots", report.slots.map(slot))
    list("groups", report.groups.map { group($0, report) })
    out.append(contentsOf: "  \"results\": [".utf8)
    if report.jsonResults.isEmpty {
      out.append(contentsOf: "]\n".utf8)
    } else {
      out.append(UInt8(ascii: "\n"))
      out.append(contentsOf: report.jsonResults)
      out.append(contentsOf: "\n  ]\n".utf8)
    }
    out.append(contentsOf: "}\n".utf8)
    return out
  }

  /// The counts, before the lists.
  static func header(_ report: CheckReport) -> [JSONMember] {
    [
      JSONMember("adpreview", .string(AdPreviewCommand.version)),
      JSONMember("report", .number(Double(version))),
      JSONMember("scenes", .number(Double(report.sceneCount))),
      JSONMember("errors", .number(Double(report.count(.error)))),
      JSONMember("warnings", .number(Double(report.count(.warning)))),
      JSONMember("infos", .number(Double(report.count(.info)))),
      JSONMember("accepted", .number(Double(report.acceptedCount))),
      JSONMember("failOn", .string(report.failOn.rawValue)),
      JSONMember("failed", .bool(report.failed)),
    ]
  }

  /// One slot, said once: its name, kind, format and line, the scenes it was checked in and
  /// its counts.
  static func slot(_ slot: CheckRow.SlotBox) -> JSONValue {
    .object([
      JSONMember("slot", .string(slot.name)),
      JSONMember("kind", .string(slot.slot.effectiveKind.rawValue)),
      JSONMember("format", .string(slot.slot.format.rawValue)),
      JSONMember("line", slot.slot.line.map { .number(Double($0)) } ?? .null),
      JSONMember("scenes", .number(Double(slot.scenes))),
      JSONMember("errors", .number(Double(slot.count(.error)))),
      JSONMember("warnings", .number(Double(slot.count(.warning)))),
      JSONMember("infos", .number(Double(slot.count(.info)))),
      JSONMember("accepted", .number(Double(slot.accepted))),
    ])
  }

  /// One slot × code: its slot (an index into `slots`), where it holds in words and as
  /// indices into `results`, and its first finding at its highest severity.
  static func group(_ group: FindingGroup, _ report: CheckReport) -> JSONValue {
    .object([
      JSONMember("slot", .number(Double(group.slot.index))),
      JSONMember("code", .string(group.code.rawValue)),
      JSONMember("severity", .string(group.severity.rawValue)),
      JSONMember("scenes", .number(Double(group.sceneCount))),
      JSONMember("findings", .number(Double(group.findingCount))),
      JSONMember("where", .string(group.whereText)),
      JSONMember("accepted", group.acceptedReason.map(JSONValue.string) ?? .null),
      JSONMember(
        "first",
        .object([JSONMember("result", .number(Double(group.first.scene.index))), JSONMember("message", .string(group.first.finding.message))])),
      JSONMember("results", .array(group.occurrences.map { .number(Double($0.scene)) })),
    ])
  }

  static func scene(_ rows: [CheckRow], _ evaluations: [AdEvaluation]) -> JSONValue {
    let first = rows[0]
    // The first slot's ad is the scene's too: made once, said in both places.
    let firstAd = ad(evaluations[0])
    var ads: [JSONValue] = []
    ads.reserveCapacity(rows.count)
    // (A plain `nil` here would be JSONValue's own null, not "not made".)
    for index in rows.indices { ads.append(slot(rows[index], evaluations[index], ad: index == 0 ? firstAd : JSONValue?.none)) }
    return .object([
      JSONMember("device", .string(first.deviceID)),
      JSONMember("orientation", .string(first.box.deviceState.orientation.rawValue)),
      JSONMember("posture", first.box.posture.map { .string($0.rawValue) } ?? .null),
      JSONMember("window", .string(first.window)),
      JSONMember("os", first.box.os.map { .string($0.description) } ?? .null),
      JSONMember("ad", firstAd),
      JSONMember("format", .string(first.format.rawValue)),
      JSONMember("findings", .array(rows.flatMap(\.findings).map(JSONReport.finding))),
      JSONMember("ads", .array(ads)),
    ])
  }

  /// A slot's ad as `layout --json` says it, or null where it was not placed.
  static func ad(_ evaluation: AdEvaluation) -> JSONValue {
    evaluation.placement.map { JSONReport.ad($0, sizing: evaluation.sizing, collapsible: evaluation.slot.collapsible) } ?? .null
  }

  /// One slot in a scene; `ad`, when given, is its ad already made.
  static func slot(_ row: CheckRow, _ evaluation: AdEvaluation, ad made: JSONValue? = nil) -> JSONValue {
    .object([
      JSONMember("slot", .string(row.slotName)),
      JSONMember("index", .number(Double(row.slotBox.index))),
      JSONMember("kind", .string(row.slot.effectiveKind.rawValue)),
      JSONMember("format", .string(row.slot.format.rawValue)),
      JSONMember("line", row.slot.line.map { .number(Double($0)) } ?? .null),
      JSONMember("ad", made ?? ad(evaluation)),
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
