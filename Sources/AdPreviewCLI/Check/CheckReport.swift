import AdPreviewCore

/// The whole `check` run after gating: the counts, each slot and each scene once, the
/// findings grouped by slot × code, and (where a report lists them) the rows. Every report
/// reads its counts from here, so they agree.
struct CheckReport {
  /// The rows kept (`--group-by scene`): every slot × scene, or those with findings.
  let rows: [CheckRow]
  /// Every scene, in sweep order.
  let table: SceneTable
  /// Every slot, once, in the order first seen.
  let slots: [CheckRow.SlotBox]
  /// The findings grouped by slot × code, reported ones first by severity (errors first),
  /// each in the order the sweep first met it; then the accepted ones.
  let groups: [FindingGroup]
  /// The number of scenes.
  var sceneCount: Int { table.count }
  /// The scenes with a reported finding.
  let flaggedSceneCount: Int
  /// The app file the slots came from, as given (reports point at its lines).
  let appFile: String?
  /// The lowest severity that fails the run.
  let failOn: Finding.Severity
  let catalog: DeviceCatalog
  /// Each scene's kept rows (its slots), in order.
  let sceneRows: [ArraySlice<CheckRow>]
  let acceptedCount: Int
  /// Whether a reported finding is at or above `failOn`.
  let failed: Bool
  /// With a baseline: its entries for what this sweep checked that no longer hold, sorted.
  let fixedBaselineKeys: [BaselineKey]?
  /// The JSON report's results, written as the sweep went (empty when none was asked for).
  let jsonResults: [UInt8]
  private let counts: [Int]

  init(_ gate: CheckGate, appFile: String?, failOn: Finding.Severity, catalog: DeviceCatalog) {
    rows = gate.rows
    table = gate.table
    slots = gate.slots
    flaggedSceneCount = gate.flaggedSceneCount
    self.appFile = appFile
    self.failOn = failOn
    self.catalog = catalog
    var sceneRows: [ArraySlice<CheckRow>] = []
    var start = 0
    for index in rows.indices where index > start && rows[index].box.index != rows[index - 1].box.index {
      sceneRows.append(rows[start..<index])
      start = index
    }
    if start < rows.count { sceneRows.append(rows[start...]) }
    self.sceneRows = sceneRows
    counts = gate.counts
    acceptedCount = gate.acceptedCount
    failed = Finding.Severity.allCases.contains { $0 >= failOn && gate.counts[$0.countIndex] > 0 }
    var groups = gate.groups
    var universes: [FailingCombinations.Universe.Key: FailingCombinations.Universe] = [:]
    for index in groups.indices { groups[index].finish(gate.table, universes: &universes) }
    // A stable sort: within a severity, the sweep's order.
    self.groups = groups.enumerated().sorted { a, b in
      if a.element.isAccepted != b.element.isAccepted { return !a.element.isAccepted }
      if a.element.severity != b.element.severity { return a.element.severity > b.element.severity }
      return a.offset < b.offset
    }.map(\.element)
    jsonResults = gate.json?.bytes ?? []
    fixedBaselineKeys =
      gate.baseline.isEmpty
      ? nil
      : gate.fixedKeys.sorted {
        ($0.slot, $0.code, $0.device, $0.orientation, $0.window, $0.posture) < ($1.slot, $1.code, $1.device, $1.orientation, $1.window, $1.posture)
      }
  }

  func count(_ severity: Finding.Severity) -> Int { counts[severity.countIndex] }

  /// The reported findings by code, counting a code twice in one scene twice: what the
  /// counts by code read.
  var reportedByCode: [(code: Finding.Code, findings: Int)] {
    var totals: [Finding.Code: Int] = [:]
    for group in groups where !group.isAccepted { totals[group.code, default: 0] += group.findingCount }
    return totals.map { ($0.key, $0.value) }
  }
}
