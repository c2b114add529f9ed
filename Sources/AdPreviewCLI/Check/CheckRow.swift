import AdPreviewCore

/// One slot in one scene, as `check` reports it: the findings that count and the ones that
/// are accepted (by the app file's `ignore` entries or a baseline), each with its reason.
///
/// A row is small: it points at its scene and its slot, each said once in the report's
/// tables, and keeps of the slot's evaluation only the size and frame the reports print.
/// Rows are kept only where a report lists slot and scene one by one (`--group-by scene`);
/// otherwise each lives while its scene is gated.
struct CheckRow {
  /// What the reports need of a scene, one per scene in the report's scene table: the device
  /// state, the posture and release it ran, and the first slot's format. Not the scene
  /// itself nor its evaluations, which a report works out again from `selection` when it
  /// draws one.
  ///
  /// A value, not an object: a sweep of every release makes one per scene (40,885 for
  /// `check --ad all --os all`), and each was an allocation, a copy of its selection and a
  /// deallocation. The selection is held once per device state and shared by the scenes of
  /// its formats.
  struct SceneBox {
    /// The device state's selection, shared by the scenes of each format checked in it.
    final class DeviceState {
      let selection: Selection
      init(_ selection: Selection) { self.selection = selection }
    }

    let state: DeviceState
    /// The posture the scene was in (the device's default when the selection names none).
    let posture: PostureName?
    /// The release the scene ran (the device's default when the selection names none).
    let os: OSVersion?
    /// The first slot's format in this scene (`--ad all` sweeps it through every format).
    let format: AdFormat
    /// Its place in the report's scene table.
    let index: Int

    /// The device, orientation, posture and window asked for, with the slots of the sweep.
    var deviceState: Selection { state.selection }

    /// The whole selection of this scene: the device state with its first slot's format.
    var selection: Selection {
      var selection = deviceState
      selection.slots[0].format = format
      return selection
    }

    var deviceID: String { deviceState.deviceID }
    var window: String { deviceState.window.description }
    /// The OS release, when the sweep named it (`check --os`); nil: the device's default.
    var namedOS: String? { deviceState.os?.description }

    /// `iphone-x portrait full` (with the posture where the device has one, and `os 18` where
    /// `--os` named the release).
    var label: String {
      [deviceID, deviceState.orientation.rawValue, posture?.rawValue, window, namedOS.map { "os \($0)" }].compactMap { $0 }
        .joined(separator: " ")
    }
  }

  /// One slot of the sweep, said once in the report's slot table; slots of the same name
  /// (two unnamed banners) are one entry, as the reports have always grouped them.
  final class SlotBox {
    /// The slot as the app file has it (its first format, line and source).
    let slot: AdSlot
    /// Its place in the report's slot table.
    let index: Int
    /// Whether it is the first slot of its screen, whose format `--ad all` sweeps.
    let isFirst: Bool
    /// The scenes it was checked in, and the part of the scene table they span.
    var scenes = 0
    var sceneRange: Range<Int> = 0..<0
    /// Its reported findings by severity (info, warning, error) and its accepted ones.
    var counts = [0, 0, 0]
    var accepted = 0

    init(_ slot: AdSlot, index: Int, isFirst: Bool) {
      self.slot = slot
      self.index = index
      self.isFirst = isFirst
    }

    /// The slot's name, or the format for the one slot of the command-line options.
    var name: String { slot.name ?? slot.format.rawValue }
    /// The one format it is checked in, for a slot named by its format (`--ad all` sweeps
    /// the unnamed slot as one slot a format); nil: whatever format its scenes give it.
    var onlyFormat: AdFormat? { slot.name == nil ? slot.format : nil }

    func count(_ severity: Finding.Severity) -> Int { counts[severity.countIndex] }
  }

  let box: SceneBox
  let slotBox: SlotBox
  /// The format the slot had in this scene.
  let format: AdFormat
  /// The size the SDK was asked for, and the ad's size and frame as placed; nil when the
  /// ad is not shown.
  let requestedSize: Size?
  let placed: (size: Size, frame: Rect)?
  /// The findings reported (not accepted).
  var findings: [Finding]
  /// The findings accepted, with why.
  var accepted: [(finding: Finding, reason: String, inSource: Bool)]

  init(box: SceneBox, slot: SlotBox, evaluation: AdEvaluation) {
    self.box = box
    slotBox = slot
    format = evaluation.slot.format
    requestedSize = evaluation.sizing?.size
    placed = evaluation.placement.map { ($0.size, $0.frame) }
    findings = []
    accepted = []
  }

  var selection: Selection { box.selection }
  /// The slot with the format it had in this scene.
  var slot: AdSlot {
    var slot = slotBox.slot
    slot.format = format
    return slot
  }
  /// The slot's name, or the format for the one slot of the command-line options.
  var slotName: String { slotBox.name }
  var deviceID: String { box.deviceID }
  var posture: String { box.posture?.rawValue ?? "-" }
  var window: String { box.window }
  /// The OS release, when the sweep named it (`check --os`); nil: the device's default.
  var os: String? { box.namedOS }
  var sceneLabel: String { box.label }

  func count(_ severity: Finding.Severity) -> Int { findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }

  /// What identifies a finding across runs, for baselines.
  func key(_ finding: Finding) -> BaselineKey { BaselineKey(box, slotName: slotName, format: format, code: finding.code) }
}

extension BaselineKey {
  /// The key of a finding `code` of the slot `slotName` (with `format` there) in a scene.
  init(_ box: CheckRow.SceneBox, slotName: String, format: AdFormat, code: Finding.Code) {
    self.init(
      device: box.deviceID, orientation: box.deviceState.orientation.rawValue, posture: box.posture?.rawValue ?? "-", window: box.window,
      slot: slotName, format: format.rawValue, code: code.rawValue, os: box.namedOS)
  }
}

extension Finding.Severity {
  /// Its place in a three-count array (info, warning, error).
  var countIndex: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }
}
