import AdPreviewCore

/// The sweep of one `check` run: every screen's slots over every scene of the sweep, into a
/// `CheckGate`. The second of `check`'s three parts: `CheckInput` → run → `CheckReportWriter`.
/// It decides, from what the reports need, which rows a gate keeps and whether a JSON report
/// is written as the sweep goes.
struct CheckRun {
  var input: CheckInput
  var keptRows: CheckGate.RowKeeping
  /// Whether the JSON report is written as the sweep goes, never held whole.
  var streamsJSON: Bool
  /// Slots × scenes, for the JSON report's room.
  var slotScenes: Int
  /// The scenes the sweep visits at most (a scene a device cannot take is left out), for the
  /// scene table's room.
  var scenes: Int

  /// Past this many slots × scenes (about 10 MB of JSON), a JSON report on a streamed
  /// standard output is written as the sweep goes rather than held whole.
  static let streamedJSONSlotScenes = 8_000

  /// - Parameters:
  ///   - destinations: the reporters and their files (nil: standard output).
  ///   - listsEverything: `--all`.
  ///   - canStream: whether the JSON report's destination takes it in pieces.
  /// - Throws: `CommandError` when the sweep is past the documented ceiling.
  init(
    _ input: CheckInput, destinations: [(CheckReporter, String?)], grouping: CheckGrouping, listsEverything: Bool,
    canStream: (_ file: String?) -> Bool
  ) throws(CommandError) {
    self.input = input
    let writesJSON = destinations.contains { $0.0 == .json }
    // Rows outlive their scene only where a report lists slot and scene one by one.
    keptRows =
      grouping == .finding
      ? .none : listsEverything || destinations.contains { $0.0.listsEveryRow && $0.0 != .json } ? .every : .flagged
    let selections = input.sweep.selectionCount()
    let slots = input.screens.reduce(0) { $0 + $1.slots.count }
    let (product, overflow) = slots.multipliedReportingOverflow(by: selections * max(1, input.formats.count))
    slotScenes = overflow ? Int.max : product
    scenes = selections * (max(1, input.formats.count) + input.screens.count - 1)
    // A large JSON report on standard output where it is a stream, or to a file that can be
    // written in pieces: its results are written as the sweep makes them and its counts and
    // groups after them, so the report (hundreds of megabytes for a large sweep) is never
    // held whole. A small one is held and written with the others.
    let jsonDestination = destinations.first { $0.0 == .json }
    streamsJSON = slotScenes > Self.streamedJSONSlotScenes && jsonDestination.map { canStream($0.1) } == true
    // A streamed JSON report holds nothing of a scene once written: only a held one counts
    // against the lower ceiling of the reports that list every slot and scene.
    try CheckRun.refuseOversizedSweep(
      input.sweep, screens: input.screens, formats: input.formats.count,
      listsEveryRow: (writesJSON && !streamsJSON) || keptRows == .every)
  }

  /// A gate for the sweep, holding the JSON report when it is not streamed. The JSON's
  /// room is asked for once, for about a kilobyte a slot and scene: grown by doubling, its
  /// megabytes were copied and touched again at each step. Room not written costs address
  /// space only.
  func firstGate(writesJSON: Bool) -> CheckGate {
    CheckGate(
      baseline: input.accepted, keptRows: keptRows, scenes: scenes,
      json: writesJSON && !streamsJSON ? CheckJSONReporter.Stream(capacity: min(slotScenes, 250_000) * 1024) : nil)
  }

  /// Sweeps every screen into `gate`, calling `after` once a scene is in; the refusal of a
  /// selection that has no scene, if any.
  func sweep(into gate: inout CheckGate, after: (inout CheckGate) -> Void = { _ in }) -> String? {
    let screens = input.screens
    gate.begin(slots: screens[0].slots)
    var refusal = input.sweep.forEachScene(base: screens[0], formats: input.formats, loadedSizes: input.loadedSizes) {
      gate.add($0, $1, $2)
      after(&gate)
    }
    for screen in screens.dropFirst() {
      gate.begin(slots: screen.slots)
      refusal =
        refusal
        ?? input.sweep.forEachScene(base: screen, formats: [screen.slot.format], loadedSizes: []) {
          gate.add($0, $1, $2)
          after(&gate)
        }
    }
    return refusal
  }

  /// The sweep, made a report (the JSON report, if any, held in it).
  ///
  /// - Throws: `CommandError` when the options leave no scene: that checked nothing, a mistake
  ///   in the options, not a pass.
  func report(writesJSON: Bool, appFile: String?, failOn: Finding.Severity) throws(CommandError) -> CheckReport {
    var gate = firstGate(writesJSON: writesJSON)
    let refusal = sweep(into: &gate)
    guard gate.sceneCount > 0 else { throw CommandError(input.sweep.nothingSelected(refusal: refusal)) }
    return CheckReport(gate, appFile: appFile, failOn: failOn, catalog: input.catalog)
  }

  /// The sweep made a report, its JSON report written as the sweep goes: its opening and
  /// results a megabyte at a time, cut after a whole result, then the rest of the results
  /// and the counts, slots and groups that close it. Nothing is written for a sweep that
  /// selects no scene (its first megabyte is never reached), so that mistake is the usage
  /// error it is on its own.
  ///
  /// - Throws: `CommandError` when the options leave no scene; what `write` throws.
  func streamedReport(appFile: String?, failOn: Finding.Severity, to write: ([UInt8]) throws -> Void) throws -> CheckReport {
    var gate = CheckGate(baseline: input.accepted, keptRows: keptRows, json: CheckJSONReporter.Stream(capacity: 2 << 20))
    var failure: (any Error)?
    var opened = false
    let refusal = sweep(into: &gate) { gate in
      guard failure == nil, (gate.json?.bytes.count ?? 0) >= 1 << 20, let lines = gate.json?.takeLines() else { return }
      do {
        try write(opened ? lines : CheckJSONReporter.opening + lines)
        opened = true
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    guard gate.sceneCount > 0 else { throw CommandError(input.sweep.nothingSelected(refusal: refusal)) }
    let count = gate.json?.count ?? 0
    let rest = gate.json?.takeRest() ?? []
    let checked = CheckReport(gate, appFile: appFile, failOn: failOn, catalog: input.catalog)
    try write((opened ? [] : CheckJSONReporter.opening) + rest + CheckJSONReporter.closing(checked, hasResults: count > 0))
    return checked
  }

  /// Refuses, before anything is evaluated, a sweep whose slots × scenes would pass the
  /// documented ceiling (`Limits.maximumCheckedSlotScenes`, lower when every row is listed).
  ///
  /// - Throws: `CommandError` naming the count, the ceiling and how to narrow the sweep.
  static func refuseOversizedSweep(_ sweep: SceneSweep, screens: [Selection], formats: Int, listsEveryRow: Bool) throws(CommandError) {
    let selections = sweep.selectionCount()
    let slots = screens.reduce(0) { $0 + $1.slots.count }
    let slotScenes = slots.multipliedReportingOverflow(by: selections * max(1, formats))
    let ceiling = listsEveryRow ? Limits.maximumListedSlotScenes : Limits.maximumCheckedSlotScenes
    guard slotScenes.overflow || slotScenes.partialValue > ceiling else { return }
    let scenes = selections * max(1, formats)
    let product = slotScenes.overflow ? "more than \(CheckCommand.formatCount(Int.max))" : CheckCommand.formatCount(slotScenes.partialValue)
    throw CommandError(
      "this check would evaluate \(product) slot-scenes (\(CheckCommand.formatCount(slots)) slots × \(CheckCommand.formatCount(scenes)) scenes), "
        + "more than the \(CheckCommand.formatCount(ceiling)) one run takes\(listsEveryRow ? " when a reporter lists every slot and scene" : ""): "
        + "narrow it with --only, --os, --orientations, --windows or --postures, check fewer --ad formats, or split the app file")
  }
}
