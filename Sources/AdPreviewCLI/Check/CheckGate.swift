import AdPreviewCore

/// Splits each slot's findings into reported and accepted, scene by scene as the sweep
/// resolves them (the app file's `ignore` entries first, with their reasons, then the
/// baseline's keys), and folds them into what the reports read as they arrive: the counts,
/// the slot and scene tables, and the groups (slot × code, from compact keys). Nothing of
/// a scene outlives its turn but its entry in the scene table, its indices in the groups,
/// the JSON report's bytes when one is asked for, and its rows only where a report lists
/// slot and scene one by one (`keptRows`).
struct CheckGate {
  /// Which rows outlive their scene.
  enum RowKeeping {
    /// None: every report reads the groups and tables.
    case none
    /// Those with a reported or accepted finding (`--group-by scene`).
    case flagged
    /// Every slot in every scene (`--group-by scene` with a report that lists every slot).
    case every
  }

  let baseline: Set<BaselineKey>
  let keptRows: RowKeeping
  /// The JSON report, written a scene at a time when one is asked for.
  var json: CheckJSONReporter.Stream?
  private(set) var rows: [CheckRow] = []
  private(set) var table = SceneTable()
  /// Every slot, once, in the order first seen.
  private(set) var slots: [CheckRow.SlotBox] = []
  private var slotsByName: [String: CheckRow.SlotBox] = [:]
  /// The entries of the slots named by their format (`--ad all` makes one a format, and
  /// meets another at every scene), found by the format without making its name: the
  /// formats are scanned apart from their entries, so a scan retains no entry.
  private var unnamedFormats: [AdFormat] = []
  private var unnamedBoxes: [CheckRow.SlotBox] = []
  /// The slots of the screen being swept, in its order.
  private var screen: [CheckRow.SlotBox] = []
  /// The groups in the order first met.
  private(set) var groups: [FindingGroup] = []
  /// Each slot's groups (by the slot's index), scanned: a slot has a few, and a scan
  /// compares the code's case where a hash would hash its name.
  private var groupsBySlot: [[GroupKey]] = []
  /// The scenes with a reported finding.
  private(set) var flaggedSceneCount = 0
  /// Reported findings by severity (info, warning, error), and accepted ones.
  private(set) var counts = [0, 0, 0]
  private(set) var acceptedCount = 0
  /// With a baseline: its keys that matched a finding, to tell which of its entries are fixed.
  private(set) var matchedKeys = Set<BaselineKey>()

  /// A gate for about `scenes` scenes (room for them is asked for at once: grown by
  /// doubling, the scene table was copied at each step).
  init(baseline: Set<BaselineKey>, keptRows: RowKeeping, scenes: Int = 0, json: CheckJSONReporter.Stream? = nil) {
    self.baseline = baseline
    self.keptRows = keptRows
    self.json = json
    table.reserve(scenes: scenes)
  }

  var sceneCount: Int { table.count }

  /// Starts a sweep of these slots (the app's, or one screen's of a project).
  mutating func begin(slots screenSlots: [AdSlot]) {
    table.beginSlots()
    screen = screenSlots.enumerated().map { index, slot in box(for: slot, isFirst: index == 0) }
  }

  /// The slot's entry in the slot table, made when first met.
  private mutating func box(for slot: AdSlot, isFirst: Bool) -> CheckRow.SlotBox {
    let name = slot.name ?? slot.format.rawValue
    if let known = slotsByName[name] { return known }
    let box = CheckRow.SlotBox(slot, index: slots.count, isFirst: isFirst)
    slots.append(box)
    slotsByName[name] = box
    return box
  }

  /// The entry of the slot without a name at `index` of `evaluations`, which its `format`
  /// names: found by the format, so the slot is read (and copied) only when first met.
  private mutating func unnamedBox(_ format: AdFormat, in evaluations: [AdEvaluation], at index: Int) -> CheckRow.SlotBox {
    if let known = unnamedFormats.firstIndex(of: format) { return unnamedBoxes[known] }
    let box = box(for: evaluations[index].slot, isFirst: index == 0)
    unnamedFormats.append(format)
    unnamedBoxes.append(box)
    return box
  }

  /// Gates one scene's slots (`evaluations`, worked out in `scene` for the device state
  /// `selection` names).
  mutating func add(_ selection: Selection, _ scene: Scene, _ evaluations: [AdEvaluation]) {
    if screen.count != evaluations.count { begin(slots: evaluations.map(\.slot)) }
    let box = table.append(
      selection, posture: scene.posture?.name, os: scene.os, format: evaluations.first?.slot.format ?? selection.slot.format)
    let keepsAny = keptRows != .none || json != nil
    var sceneRows: [CheckRow] = []
    var flagged = false
    for index in evaluations.indices {
      var slot = screen[index]
      // A slot without a name is named by its format: `--ad all` makes it a slot a format.
      if evaluations[index].slot.name == nil, case let format = evaluations[index].slot.format, format != slot.slot.format {
        slot = unnamedBox(format, in: evaluations, at: index)
      }
      if slot.scenes == 0 { slot.sceneRange = box.index..<box.index + 1 } else { slot.sceneRange = slot.sceneRange.lowerBound..<box.index + 1 }
      slot.scenes += 1
      // Read in place: the evaluation is not copied for the few fields wanted here.
      if evaluations[index].findings.isEmpty {
        if keepsAny { sceneRows.append(CheckRow(box: box, slot: slot, evaluation: evaluations[index])) }
        continue
      }
      var row = CheckRow(box: box, slot: slot, evaluation: evaluations[index])
      let ignore = evaluations[index].slot.ignore
      if ignore.isEmpty && baseline.isEmpty {
        row.findings = evaluations[index].findings
      } else {
        gate(evaluations[index].findings, ignore: ignore, into: &row)
      }
      for finding in row.findings {
        counts[finding.severity.countIndex] += 1
        slot.counts[finding.severity.countIndex] += 1
        group(slot, box, finding, reason: nil, inSource: false)
      }
      for accepted in row.accepted { group(slot, box, accepted.finding, reason: accepted.reason, inSource: accepted.inSource) }
      acceptedCount += row.accepted.count
      slot.accepted += row.accepted.count
      flagged = flagged || !row.findings.isEmpty
      if keepsAny { sceneRows.append(row) }
    }
    if flagged { flaggedSceneCount += 1 }
    json?.add(sceneRows, evaluations)
    switch keptRows {
    case .none: break
    case .flagged: rows += sceneRows.lazy.filter { !$0.findings.isEmpty || !$0.accepted.isEmpty }
    case .every: rows += sceneRows
    }
  }

  /// Counts a finding into its group (slot × code × why accepted), made when first met.
  private mutating func group(_ slot: CheckRow.SlotBox, _ box: CheckRow.SceneBox, _ finding: Finding, reason: String?, inSource: Bool) {
    if groupsBySlot.count <= slot.index { groupsBySlot += repeatElement([], count: slot.index + 1 - groupsBySlot.count) }
    if let known = groupsBySlot[slot.index].first(where: { $0.code == finding.code && $0.reason == reason && $0.inSource == inSource }) {
      groups[known.group].add(box, finding)
    } else {
      groupsBySlot[slot.index].append(GroupKey(code: finding.code, reason: reason, inSource: inSource, group: groups.count))
      var group = FindingGroup(slot, box, finding, acceptedReason: reason, inSource: inSource)
      group.add(box, finding)
      groups.append(group)
    }
  }

  /// Splits `findings` into the row's reported and accepted ones.
  private mutating func gate(_ findings: [Finding], ignore: [FindingIgnore], into row: inout CheckRow) {
    let deviceID = row.deviceID
    for finding in findings {
      if !ignore.isEmpty, let entry = ignore.first(where: { $0.accepts(finding.code, deviceID: deviceID) }) {
        row.accepted.append((finding, entry.reason, true))
      } else if !baseline.isEmpty, case let key = row.key(finding), baseline.contains(key) {
        row.accepted.append((finding, "in the baseline", false))
        matchedKeys.insert(key)
      } else {
        row.findings.append(finding)
      }
    }
  }

  /// The baseline's entries for slots and scenes this sweep checked whose finding is gone.
  var fixedKeys: [BaselineKey] {
    guard !baseline.isEmpty else { return [] }
    // Every device state swept, as a key with no slot or code: with the first slot's format
    // there (which `--ad all` sweeps), and without (a later slot keeps its own).
    var withFormat = Set<BaselineKey>()
    var states = Set<BaselineKey>()
    for box in table.boxes {
      var key = BaselineKey(box, slotName: "", format: box.format, code: .outsideWindow)
      key.code = ""
      withFormat.insert(key)
      key.format = ""
      states.insert(key)
    }
    return baseline.filter { key in
      guard !matchedKeys.contains(key), let slot = slotsByName[key.slot] else { return false }
      var scene = key
      scene.code = ""
      scene.slot = ""
      if slot.isFirst { return withFormat.contains(scene) }
      scene.format = ""
      return key.format == slot.slot.format.rawValue && states.contains(scene)
    }
  }
}

/// What a slot's group is told apart by (code × why accepted), and its place in `groups`.
private struct GroupKey {
  var code: Finding.Code
  var reason: String?
  var inSource: Bool
  var group: Int
}
