import AdPreviewCore
import AdPreviewFormats

/// What identifies a finding across runs, for baselines: the scene, the slot and the code.
/// Each part is kept apart, so a slot's name may hold any character (a `|` too).
struct BaselineKey: Hashable, Sendable {
  var device: String
  var orientation: String
  var posture: String
  var window: String
  var slot: String
  var format: String
  var code: String
  /// The release, when the sweep named it (`check --os`); nil: the device's default.
  var os: String?
}

/// A baseline file: the findings a team has accepted, one entry each, so `check` reports
/// only new ones (`--baseline FILE`, written by `--write-baseline FILE`). It is JSON with one
/// finding a line, so a review reads what was accepted and a message points at its line:
///
/// ```json
/// {"schemaVersion": 1, "findings": [
///   {"device": "iphone-x", "orientation": "portrait", "posture": "-", "window": "full", "slot": "footer", …},
///   …
/// ]}
/// ```
enum Baseline {
  static let fields = ["device", "orientation", "posture", "window", "slot", "format", "code"]
  /// Written only for findings of a sweep that named its releases (`check --os`).
  static let osField = "os"

  /// Today's findings (those not accepted by the app file) as a baseline file, in sweep
  /// order: scene by scene, each scene's slots in order, each slot's codes as first met.
  static func write(_ report: CheckReport) -> String {
    // Each group's scenes are in sweep order; merged by (scene, slot, group) they are the
    // sweep's order again, a code a slot has twice in one scene (two corners) once.
    var entries: [(scene: Int32, slot: Int, group: Int)] = []
    for (index, group) in report.groups.enumerated() where !(group.isAccepted && group.inSource) {
      for occurrence in group.occurrences { entries.append((occurrence.scene, group.slot.index, index)) }
    }
    entries.sort { ($0.scene, $0.slot, $0.group) < ($1.scene, $1.slot, $1.group) }
    var keys: [BaselineKey] = []
    for entry in entries {
      let box = report.table.boxes[Int(entry.scene)]
      let group = report.groups[entry.group]
      keys.append(
        BaselineKey(box, slotName: group.slotName, format: group.slot.isFirst ? box.format : group.slot.slot.format, code: group.code))
    }
    return write(keys: keys)
  }

  /// A baseline file of these keys in their order, each once.
  static func write(keys: [BaselineKey]) -> String {
    var lines: [String] = []
    var written = Set<BaselineKey>()
    for key in keys {
      guard written.insert(key).inserted else { continue }
      var members = zip(fields, [key.device, key.orientation, key.posture, key.window, key.slot, key.format, key.code]).map {
        JSONMember($0, .string($1))
      }
      if let os = key.os { members.append(JSONMember(osField, .string(os))) }
      lines.append("  " + JSONValue.object(members).compactText)
    }
    return "{\"schemaVersion\": 1, \"findings\": [" + (lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n") + "]}\n"
  }

  /// The keys a baseline file lists, each entry checked: a message names the file, the
  /// entry's line and column, and what is wrong.
  static func read(_ bytes: [UInt8], file: String) throws(DeviceFileError) -> Set<BaselineKey> {
    let json = try JSONParser.parse(bytes, file: file)
    let root = JSONField(json)
    let entries: [JSONField]
    do throws(JSONDecodeProblem) {
      try root.rejectUnknownKeys(["schemaVersion", "findings"])
      let version = try root.member("schemaVersion")
      guard try version.number() == 1 else { throw version.problem("this adpreview reads baseline schemaVersion 1") }
      entries = try root.member("findings").array()
    } catch {
      throw DeviceFileError(file: file, path: error.path, message: error.message)
    }
    let places = JSONElementPlaces.of(bytes, key: "findings")
    var keys = Set<BaselineKey>()
    for (index, entry) in entries.enumerated() {
      do throws(JSONDecodeProblem) {
        keys.insert(try key(entry))
      } catch {
        guard index < places.count else { throw DeviceFileError(file: file, path: error.path, message: error.message) }
        throw DeviceFileError(
          file: file, line: places[index].line, column: places[index].column, message: "\(error.path): \(error.message)")
      }
    }
    return keys
  }

  /// One entry, every part checked: a code adpreview knows, a format, an orientation, a
  /// posture or `-`, a window, a release.
  private static func key(_ entry: JSONField) throws(JSONDecodeProblem) -> BaselineKey {
    try entry.rejectUnknownKeys(fields + [osField])
    let device = try entry.member("device")
    guard !(try device.string()).isEmpty else { throw device.problem("a device id is not empty") }
    let posture = try entry.member("posture")
    if try posture.string() != "-" {
      guard PostureName(rawValue: try posture.string()) != nil else {
        let names = PostureName.allCases.map(\.rawValue).joined(separator: ", ")
        throw posture.problem("\((try posture.string()).quotedForMessage) is not a posture (\(names), or - for none)")
      }
    }
    let window = try entry.member("window")
    guard WindowChoice(parsing: try window.string()) != nil else {
      throw window.problem("\((try window.string()).quotedForMessage) is not a window (full, split-1/3, left-half, 600x800, …)")
    }
    let slot = try entry.member("slot")
    guard !(try slot.string()).isEmpty else { throw slot.problem("a slot name is not empty") }
    var os: String?
    if let field = entry.optionalMember(osField) {
      let text = try field.string()
      guard let version = OSVersion(parsing: text), OSRelease.named(version) != nil else {
        throw field.problem("\(text.quotedForMessage) is not a release adpreview models (\(OSRelease.listing))")
      }
      os = text
    }
    return BaselineKey(
      device: try device.string(), orientation: try entry.member("orientation").oneOf(Orientation.self).rawValue,
      posture: try posture.string(), window: try window.string(), slot: try slot.string(),
      format: try entry.member("format").oneOf(AdFormat.self).rawValue,
      code: try entry.member("code").oneOf(Finding.Code.self).rawValue, os: os)
  }
}
