import AdPreviewCore

/// How `check --group-by` folds the scenes of a sweep into what its reports list.
enum CheckGrouping: String, CaseIterable, Sendable {
  /// One entry per slot × finding code, listing where it holds (the default): a mistake is
  /// one annotation, not one per device.
  case finding
  /// One entry per slot × scene, as the sweep found them.
  case scene
}

/// One finding code of one slot over every scene of a sweep where it holds: what a review
/// acts on once. Accepted findings are grouped apart, by their reason.
struct FindingGroup {
  let slotName: String
  let code: Finding.Code
  /// The highest severity the code has in any of its scenes.
  private(set) var severity: Finding.Severity
  /// The slot's line in the app file (nil for the slot of the command-line options).
  let line: Int?
  /// The slot's element in an Interface Builder file, when it was imported from one.
  let source: SlotSource?
  /// Why the findings are accepted (an `ignore` entry's reason or the baseline); nil: reported.
  let acceptedReason: String?
  /// Whether the acceptance is the app file's (`ignore`) rather than a baseline's.
  let inSource: Bool
  /// Every scene where it holds, with its first finding of the code there, in sweep order.
  private(set) var occurrences: [(row: CheckRow, finding: Finding)] = []
  /// The findings, counting a code twice in one scene (two corners) twice.
  private(set) var findingCount = 0
  private(set) var devices = OrderedNames()
  private(set) var orientations = OrderedNames()
  private(set) var postures = OrderedNames()
  private(set) var windows = OrderedNames()
  /// The releases the scenes ran (`16`, `18.4`), the device's default included.
  private(set) var releases = OrderedNames()

  init(_ row: CheckRow, _ finding: Finding, acceptedReason: String?, inSource: Bool) {
    slotName = row.slotName
    code = finding.code
    severity = finding.severity
    line = row.slot.line
    source = row.slot.source
    self.acceptedReason = acceptedReason
    self.inSource = inSource
  }

  /// The representative scene: the first with the highest severity.
  var first: (row: CheckRow, finding: Finding) {
    occurrences.first { $0.finding.severity == severity } ?? occurrences[0]
  }

  var sceneCount: Int { occurrences.count }
  var isAccepted: Bool { acceptedReason != nil }

  fileprivate mutating func add(_ row: CheckRow, _ finding: Finding) {
    findingCount += 1
    severity = max(severity, finding.severity)
    if let last = occurrences.last, last.row.box === row.box {
      if finding.severity > last.finding.severity { occurrences[occurrences.count - 1].finding = finding }
      return
    }
    occurrences.append((row, finding))
    devices.add(row.deviceID)
    orientations.add(row.box.deviceState.orientation.rawValue)
    if let posture = row.box.posture { postures.add(posture.rawValue) }
    windows.add(row.window)
    if let os = row.box.os, !releases.contains(os.description) {
      releases.add(os.description)
      // Oldest first, as a reader looks for a range.
      releases.sort { a, b in
        guard let a = OSVersion(parsing: a), let b = OSVersion(parsing: b) else { return false }
        return a < b
      }
    }
  }

  /// `iphone-x, iphone-xs, iphone-11-pro and 21 more; portrait, landscape-left; full; OS 16,
  /// 18`: where it holds, each list cut to a few names with the count of the rest.
  var whereText: String {
    var parts = [devices.short(3, noun: "devices"), orientations.short(4, noun: "orientations")]
    if !postures.isEmpty { parts.append("posture " + postures.short(4, noun: "postures")) }
    parts.append("window " + windows.short(4, noun: "windows"))
    if !releases.isEmpty { parts.append("OS " + releases.short(4, noun: "releases")) }
    return parts.joined(separator: "; ")
  }

  /// `footer: overlaps-home-indicator in 52 scenes (…)`, then the first scene's message.
  func summary(totalScenes: Int) -> String {
    let scenes = sceneCount == 1 ? "1 scene" : "\(sceneCount) scenes"
    return "\(slotName): \(code.rawValue) in \(scenes) of \(totalScenes) (\(whereText)). "
      + "On \(first.row.sceneLabel): \(first.finding.message)"
  }
}

/// Names in the order first seen, each once.
struct OrderedNames {
  private(set) var names: [String] = []
  private var seen = Set<String>()

  mutating func add(_ name: String) {
    if seen.insert(name).inserted { names.append(name) }
  }

  func contains(_ name: String) -> Bool { seen.contains(name) }

  mutating func sort(by areInIncreasingOrder: (String, String) -> Bool) { names.sort(by: areInIncreasingOrder) }

  var isEmpty: Bool { names.isEmpty }
  var count: Int { names.count }

  /// All of them when there are at most `limit`, else the first few and how many in all.
  func short(_ limit: Int, noun: String) -> String {
    guard names.count > limit else { return names.joined(separator: ", ") }
    return names.prefix(limit - 1).joined(separator: ", ") + " and \(names.count - limit + 1) more (\(names.count) \(noun))"
  }
}

extension CheckReport {
  /// The findings grouped by slot × code, reported ones first by severity (errors first),
  /// each in the order the sweep first met it; then the accepted ones.
  var groups: [FindingGroup] {
    var groups: [FindingGroup] = []
    var index: [GroupKey: Int] = [:]
    func add(_ row: CheckRow, _ finding: Finding, reason: String?, inSource: Bool) {
      let key = GroupKey(slot: row.slotName, code: finding.code, reason: reason, inSource: inSource)
      let position: Int
      if let known = index[key] {
        position = known
      } else {
        position = groups.count
        index[key] = position
        groups.append(FindingGroup(row, finding, acceptedReason: reason, inSource: inSource))
      }
      groups[position].add(row, finding)
    }
    for row in rows {
      for finding in row.findings { add(row, finding, reason: nil, inSource: false) }
      for accepted in row.accepted { add(row, accepted.finding, reason: accepted.reason, inSource: accepted.inSource) }
    }
    // A stable sort: within a severity, the sweep's order.
    let ordered = groups.enumerated().sorted { a, b in
      if a.element.isAccepted != b.element.isAccepted { return !a.element.isAccepted }
      if a.element.severity != b.element.severity { return a.element.severity > b.element.severity }
      return a.offset < b.offset
    }
    return ordered.map(\.element)
  }

  /// The slots of the sweep in order, with the number of scenes each was checked in (when
  /// every row is kept) — for the reports that list slots with no findings.
  var slots: [(name: String, format: AdFormat, line: Int?, rows: Int)] {
    var slots: [(name: String, format: AdFormat, line: Int?, rows: Int)] = []
    var index: [String: Int] = [:]
    for row in rows {
      if let known = index[row.slotName] {
        slots[known].rows += 1
      } else {
        index[row.slotName] = slots.count
        slots.append((row.slotName, row.slot.format, row.slot.line, 1))
      }
    }
    return slots
  }
}

private struct GroupKey: Hashable {
  var slot: String
  var code: Finding.Code
  var reason: String?
  var inSource: Bool
}
