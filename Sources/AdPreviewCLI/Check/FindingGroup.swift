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
///
/// A group keeps its scenes as indices into the report's scene table with a severity and a
/// count each, and one whole finding (the first at its highest severity): it grows with the
/// distinct findings, not with copies of scenes or messages.
struct FindingGroup {
  /// One scene where the code holds.
  struct Occurrence {
    /// The scene's index in the report's scene table.
    var scene: Int32
    /// The highest severity the code has there.
    var severity: Finding.Severity
    /// How many findings of the code the slot has there (two corners: two).
    var count: UInt16
  }

  let slot: CheckRow.SlotBox
  let code: Finding.Code
  /// The highest severity the code has in any of its scenes.
  private(set) var severity: Finding.Severity
  /// Why the findings are accepted (an `ignore` entry's reason or the baseline); nil: reported.
  let acceptedReason: String?
  /// Whether the acceptance is the app file's (`ignore`) rather than a baseline's.
  let inSource: Bool
  /// Every scene where it holds, in sweep order.
  private(set) var occurrences: [Occurrence] = []
  /// The representative scene: the first with the highest severity, with its finding there.
  private(set) var first: (scene: CheckRow.SceneBox, finding: Finding)
  /// The findings, counting a code twice in one scene (two corners) twice.
  private(set) var findingCount = 0
  /// Where it holds, by dimension and as the failing combinations: worked out once the
  /// sweep is over (`finish`).
  private(set) var devices = OrderedNames()
  private(set) var orientations = OrderedNames()
  private(set) var postures = OrderedNames()
  private(set) var windows = OrderedNames()
  /// The releases the scenes ran (`16`, `18.4`), the device's default included.
  private(set) var releases = OrderedNames()
  /// `every scene on iphone-x, iphone-xs; ipad-pro-11: window slide-over`: the failing
  /// combinations, grouped where a whole dimension fails (`FailingCombinations`).
  private(set) var whereText = ""

  init(_ slot: CheckRow.SlotBox, _ box: CheckRow.SceneBox, _ finding: Finding, acceptedReason: String?, inSource: Bool) {
    self.slot = slot
    code = finding.code
    severity = finding.severity
    first = (box, finding)
    self.acceptedReason = acceptedReason
    self.inSource = inSource
  }

  var slotName: String { slot.name }
  /// The slot's line in the app file (nil for the slot of the command-line options).
  var line: Int? { slot.slot.line }
  /// The slot's element in an Interface Builder file, when it was imported from one.
  var source: SlotSource? { slot.slot.source }
  var sceneCount: Int { occurrences.count }
  /// The scenes its slot was checked in: what "in 3 scenes of N" counts against in every
  /// report. Not the whole sweep's: `--ad all` checks each format's slot in its own scenes
  /// only, and a project's slot in its screen's.
  var checkedSceneCount: Int { slot.scenes }
  var isAccepted: Bool { acceptedReason != nil }

  mutating func add(_ box: CheckRow.SceneBox, _ finding: Finding) {
    findingCount += 1
    if finding.severity > first.finding.severity { first = (box, finding) }
    severity = max(severity, finding.severity)
    let scene = Int32(truncatingIfNeeded: box.index)
    if let last = occurrences.indices.last, occurrences[last].scene == scene {
      occurrences[last].severity = max(occurrences[last].severity, finding.severity)
      occurrences[last].count &+= 1
      return
    }
    occurrences.append(Occurrence(scene: scene, severity: finding.severity, count: 1))
  }

  /// Works out where it holds from the scene table, once every scene is in; `universes`
  /// keeps each slot's scenes worked out once for all its findings.
  mutating func finish(_ table: SceneTable, universes: inout [FailingCombinations.Universe.Key: FailingCombinations.Universe]) {
    var releaseVersions: [OSVersion] = []
    // Each value named once, in the order first met: by the table's small codes, so no name
    // is made or hashed for the scenes that repeat one.
    var seen = Array(repeating: CodeSet(), count: SceneTable.dimensions)
    let named: [SceneTable.Dimension] = [.device, .orientation, .posture, .window, .release]
    for occurrence in occurrences {
      let scene = Int(occurrence.scene)
      for dimension in named {
        let code = table.code(scene, dimension)
        guard seen[dimension.rawValue].insert(code) else { continue }
        let name = table.names[dimension.rawValue][Int(code)]
        switch dimension {
        case .device: devices.add(new: name)
        case .orientation: orientations.add(new: name)
        case .posture: if table.boxes[scene].posture != nil { postures.add(new: name) }
        case .window: windows.add(new: name)
        case .release:
          if let os = table.boxes[scene].os {
            releases.add(new: name)
            releaseVersions.append(os)
          }
        case .format: break
        }
      }
    }
    // Oldest first, as a reader looks for a range.
    if releaseVersions.count > 1 {
      releases = OrderedNames()
      for version in releaseVersions.sorted() { releases.add(version.description) }
    }
    let key = FailingCombinations.Universe.Key(lower: slot.sceneRange.lowerBound, upper: slot.sceneRange.upperBound, format: slot.onlyFormat)
    let universe = universes[key] ?? FailingCombinations.Universe(slot.sceneRange, format: slot.onlyFormat, in: table)
    universes[key] = universe
    whereText = FailingCombinations.describe(occurrences.map { Int($0.scene) }, in: universe, table: table)
  }

  /// `footer: overlaps-home-indicator in 52 scenes (…)`, then the first scene's message.
  func summary() -> String {
    let scenes = sceneCount == 1 ? "1 scene" : "\(sceneCount) scenes"
    return "\(slotName): \(code.rawValue) in \(scenes) of \(checkedSceneCount) (\(whereText)). "
      + "On \(first.scene.label): \(first.finding.message)"
  }
}

/// Names in the order first seen, each once.
struct OrderedNames {
  private(set) var names: [String] = []
  /// The names as a set, once there are more than a few (a few are scanned, which costs less
  /// than hashing each); nil until a name is checked against more than a few.
  private var seen: Set<String>?
  private static let scanned = 16

  mutating func add(_ name: String) {
    guard names.count >= Self.scanned else {
      if !names.contains(name) { names.append(name) }
      return
    }
    if seen == nil { seen = Set(names) }
    if seen!.insert(name).inserted { names.append(name) }
  }

  /// Adds a name the caller knows is not there yet (a scene table's codes tell it), unchecked.
  mutating func add(new name: String) {
    names.append(name)
    seen?.insert(name)
  }

  func contains(_ name: String) -> Bool { seen?.contains(name) ?? names.contains(name) }

  var isEmpty: Bool { names.isEmpty }
  var count: Int { names.count }

  /// All of them when there are at most `limit`, else the first few and how many in all.
  func short(_ limit: Int, noun: String) -> String { Self.short(names, limit, noun: noun) }

  static func short(_ names: [String], _ limit: Int, noun: String) -> String {
    guard names.count > limit else { return joined(names, separator: ", ") }
    return joined(names.prefix(limit - 1), separator: ", ") + " and \(names.count - limit + 1) more (\(names.count) \(noun))"
  }

  /// `names` joined by `separator`. The standard library's `joined` runs unspecialised from
  /// its own module, several times the cost of these appends for a few short names.
  static func joined(_ names: some Collection<String>, separator: String) -> String {
    var text = ""
    var first = true
    for name in names {
      if !first { text += separator }
      text += name
      first = false
    }
    return text
  }
}
