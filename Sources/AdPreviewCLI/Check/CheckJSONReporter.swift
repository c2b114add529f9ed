import AdPreviewCore
import AdPreviewFormats

/// `check --json`: the counts; each slot once (`slots`); the findings grouped by slot ×
/// code (`groups`), each naming its slot and its scenes by index; and one result per scene
/// (`results`, one a line) with every slot in `ads[]`, each naming its slot by its `index`
/// into `slots`. `report` says which shape this is: 2 added `slots`, `groups` and each ad's
/// `index`; 3 says each slot's name, kind, format, line and counts once, in `slots`, where 2
/// repeated them in every result, and drops the result's copies of its first ad and of every
/// slot's findings (docs/check.md has the migration).
enum CheckJSONReporter {
  /// The shape of the document (`report`): raised when a field changes meaning, never
  /// for one added.
  static let version = 3

  /// The results, written a scene at a time as the sweep gates it, straight into bytes: no
  /// tree of values is made for a result (making and freeing one cost more than writing it).
  struct Stream {
    private var writer = JSONByteWriter()
    private(set) var count = 0

    init(capacity: Int = 0) { writer.bytes.reserveCapacity(capacity) }

    var bytes: [UInt8] { writer.bytes }

    /// The results written so far up to their last whole line, taken out (for a report
    /// streamed to the output as the sweep goes); the first carries the line break that
    /// follows `results: [`. Nil until a line is whole.
    mutating func takeLines() -> [UInt8]? {
      guard let end = writer.bytes.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
      var lines = Array(writer.bytes[..<end])
      writer.bytes.removeSubrange(..<end)
      if !taken { lines.insert(UInt8(ascii: "\n"), at: 0) }
      taken = true
      return lines
    }

    /// Whether lines were taken: the rest then starts with its line break.
    private(set) var taken = false

    /// What is left, with the line break before it when nothing was taken yet.
    mutating func takeRest() -> [UInt8] {
      var rest = writer.bytes
      writer.bytes = []
      if !taken && count > 0 { rest.insert(UInt8(ascii: "\n"), at: 0) }
      taken = true
      return rest
    }

    mutating func add(_ rows: [CheckRow], _ evaluations: [AdEvaluation]) {
      guard !rows.isEmpty else { return }
      writer.bytes.append(contentsOf: (count == 0 ? "    " : ",\n    ").utf8)
      scene(rows, evaluations, into: &writer)
      count += 1
    }
  }

  /// The report as text: the top levels indented, then each slot, group and result on a
  /// line of its own.
  static func text(_ report: CheckReport) -> String { String(decoding: bytes(report), as: UTF8.self) }

  /// The report as the UTF-8 written.
  static func bytes(_ report: CheckReport) -> [UInt8] {
    var out = opening
    out.reserveCapacity(report.jsonResults.count + 4096)
    if !report.jsonResults.isEmpty { out.append(UInt8(ascii: "\n")) }
    out.append(contentsOf: report.jsonResults)
    out.append(contentsOf: closing(report, hasResults: !report.jsonResults.isEmpty))
    return out
  }

  /// The report up to its results: what wrote it, its shape and the opening of `results`
  /// (its first result follows on the next line, or `]` closes it: `closing`). Nothing in
  /// it waits for the sweep, so a large report is written in one sweep, its results as they
  /// come and its counts after them.
  static var opening: [UInt8] {
    var out = Array("{\n".utf8)
    for member in [JSONMember("adpreview", .string(AdPreviewCommand.version)), JSONMember("report", .number(Double(version)))] {
      out.append(contentsOf: "  ".utf8)
      JSONValue.string(member.key).appendCompact(to: &out)
      out.append(contentsOf: ": ".utf8)
      member.value.appendCompact(to: &out)
      out.append(contentsOf: ",\n".utf8)
    }
    out.append(contentsOf: "  \"results\": [".utf8)
    return out
  }

  /// The report after its results: the end of `results`, the counts, `slots` and `groups`.
  static func closing(_ report: CheckReport, hasResults: Bool) -> [UInt8] {
    var out = Array((hasResults ? "\n  ],\n" : "],\n").utf8)
    out.reserveCapacity(4096)
    for member in summary(report) {
      out.append(contentsOf: "  ".utf8)
      JSONValue.string(member.key).appendCompact(to: &out)
      out.append(contentsOf: ": ".utf8)
      member.value.appendCompact(to: &out)
      out.append(contentsOf: ",\n".utf8)
    }
    func list(_ key: String, _ items: [JSONValue], last: Bool) {
      out.append(contentsOf: "  \"\(key)\": [".utf8)
      for (index, item) in items.enumerated() {
        out.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
        item.appendCompact(to: &out)
      }
      out.append(contentsOf: (items.isEmpty ? "]" : "\n  ]").utf8)
      out.append(contentsOf: (last ? "\n" : ",\n").utf8)
    }
    list("slots", report.slots.map(slot), last: false)
    list("groups", report.groups.map { group($0, report) }, last: true)
    out.append(contentsOf: "}\n".utf8)
    return out
  }

  /// The counts, after the results.
  static func summary(_ report: CheckReport) -> [JSONMember] {
    [
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

  /// One scene's result: its device state, its first slot's format, and each slot in `ads`.
  static func scene(_ rows: [CheckRow], _ evaluations: [AdEvaluation]) -> JSONValue {
    JSONTreeBuilder.build { scene(rows, evaluations, into: &$0) }
  }

  static func scene<Sink: JSONSink>(_ rows: [CheckRow], _ evaluations: [AdEvaluation], into sink: inout Sink) {
    let first = rows[0]
    sink.beginObject()
    sink.member("device", string: first.deviceID)
    sink.member("orientation", string: first.box.deviceState.orientation.rawValue)
    sink.member("posture", optional: first.box.posture?.rawValue)
    sink.member("window", string: first.window)
    sink.member("os", optional: first.box.os?.description)
    sink.member("format", string: first.format.rawValue)
    sink.key("ads")
    sink.beginArray()
    for index in rows.indices { slot(rows[index], evaluations[index], into: &sink) }
    sink.endArray()
    sink.endObject()
  }

  /// A slot's ad as `layout --json` says it, or null where it was not placed.
  static func ad<Sink: JSONSink>(_ evaluation: AdEvaluation, into sink: inout Sink) {
    if let placement = evaluation.placement {
      JSONReport.write(ad: placement, collapsible: evaluation.slot.collapsible, into: &sink)
    } else {
      sink.null()
    }
  }

  /// One slot in a scene: its index into `slots` (which says its name, kind, format and
  /// line), its ad, its findings and its accepted findings with their reasons. A finding
  /// here does not say its slot again.
  static func slot<Sink: JSONSink>(_ row: CheckRow, _ evaluation: AdEvaluation, into sink: inout Sink) {
    sink.beginObject()
    sink.member("index", number: Double(row.slotBox.index))
    sink.key("ad")
    ad(evaluation, into: &sink)
    sink.key("findings")
    sink.beginArray()
    for finding in row.findings { write(finding, reason: nil, into: &sink) }
    sink.endArray()
    sink.key("accepted")
    sink.beginArray()
    for accepted in row.accepted { write(accepted.finding, reason: accepted.reason, into: &sink) }
    sink.endArray()
    sink.endObject()
  }

  /// A slot's finding: its code, severity and message, and why it is accepted.
  static func write<Sink: JSONSink>(_ finding: Finding, reason: String?, into sink: inout Sink) {
    sink.beginObject()
    sink.member("code", string: finding.code.rawValue)
    sink.member("severity", string: finding.severity.rawValue)
    sink.member("message", string: finding.message)
    if let reason { sink.member("reason", string: reason) }
    sink.endObject()
  }
}
