import AdPreviewCore

/// A baseline file: the findings a team has accepted, one entry each, so `check` reports
/// only new ones (`--baseline FILE`, written by `--write-baseline FILE`).
enum Baseline {
  static let fields = ["device", "orientation", "posture", "window", "slot", "format", "code"]
  /// Written only for findings of a sweep that named its releases (`check --os`).
  static let osField = "os"

  /// Today's findings (those not accepted by the app file) as a baseline file.
  static func write(_ rows: [CheckRow]) -> String {
    var entries: [JSONValue] = []
    for row in rows {
      let findings = row.findings + row.accepted.filter { !$0.inSource }.map(\.finding)
      for finding in findings {
        let values = row.key(finding).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        entries.append(.object(zip(fields + [osField], values).map { JSONMember($0, .string($1)) }))
      }
    }
    return JSONValue.object([
      JSONMember("schemaVersion", .number(1)),
      JSONMember("findings", .array(entries)),
    ]).prettyText + "\n"
  }

  /// The keys a baseline file lists.
  static func read(_ bytes: [UInt8], file: String) throws(DeviceFileError) -> Set<String> {
    let json = try JSONParser.parse(bytes, file: file)
    do throws(JSONDecodeProblem) {
      let root = JSONField(json)
      try root.rejectUnknownKeys(["schemaVersion", "findings"])
      let version = try root.member("schemaVersion")
      guard try version.number() == 1 else { throw version.problem("this adpreview reads baseline schemaVersion 1") }
      var keys = Set<String>()
      for entry in try root.member("findings").array() {
        try entry.rejectUnknownKeys(fields + [osField])
        var parts: [String] = []
        for field in fields { parts.append(try entry.member(field).string()) }
        if let os = entry.optionalMember(osField) { parts.append(try os.string()) }
        keys.insert(parts.joined(separator: "|"))
      }
      return keys
    } catch {
      throw DeviceFileError(file: file, path: error.path, message: error.message)
    }
  }
}
