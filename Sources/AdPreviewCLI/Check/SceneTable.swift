import AdPreviewCore

/// Every scene of a `check` run, once each, in sweep order: what findings, rows and reports
/// point at by index. Beside each scene, its value in each dimension WHERE names (device,
/// release, orientation, posture, window, format) as a small number, so the failing
/// combinations are worked out without comparing strings.
struct SceneTable {
  /// The dimensions, in the order a combination names them (the device first).
  enum Dimension: Int, CaseIterable {
    case device, release, orientation, posture, window, format
  }

  private(set) var boxes: [CheckRow.SceneBox] = []
  /// Scene `s`'s value in dimension `d` is `codes[s * dimensions + d]`, an index into `names[d]`.
  private(set) var codes: [Int32] = []
  /// Each dimension's values, in the order first seen.
  private(set) var names: [[String]] = Array(repeating: [], count: Dimension.allCases.count)
  private var lookup: [[String: Int32]] = Array(repeating: [:], count: Dimension.allCases.count)
  /// Each format's scenes (by the format's code), in sweep order: a slot named by its format
  /// is checked in its format's scenes alone, found here rather than by reading every scene.
  private(set) var scenesByFormat: [[Int]] = []

  static let dimensions = Dimension.allCases.count

  var count: Int { boxes.count }

  /// The last scene's values and codes: a sweep changes one dimension at a time, so most
  /// values are the last scene's and need no text made and no lookup. Each value is
  /// replaced where it changed, not the whole made and dropped at every scene.
  private var last = LastScene()
  private var lastCodes = [Int32](repeating: 0, count: Dimension.allCases.count)
  /// The last scene's device state, nil when the next scene starts a sweep of other slots.
  private var lastState: CheckRow.SceneBox.DeviceState?
  /// The values met of the dimensions that have a few (each one's code is its place here):
  /// a scan of a few is cheaper than making a name and hashing it, which `--ad all` would do
  /// for every scene, as its format changes at every one.
  private var orientations: [Orientation] = []
  private var postures: [PostureName?] = []
  private var formats: [AdFormat] = []

  /// Adds a scene: its device state, the posture and release it ran and its first slot's
  /// format. Returns its box.
  mutating func append(_ state: Selection, posture: PostureName?, os: OSVersion?, format: AdFormat) -> CheckRow.SceneBox {
    // The first scene has no last one: every value is looked up.
    let first = boxes.isEmpty
    // A scene in the last one's device state (another format of it) shares its selection.
    var sameState = !first && lastState != nil
    if first || last.device != state.deviceID {
      last.device = state.deviceID
      lastCodes[Dimension.device.rawValue] = code(.device, state.deviceID)
      sameState = false
    }
    if first || last.os != os {
      last.os = os
      lastCodes[Dimension.release.rawValue] = code(.release, os?.description ?? "-")
      sameState = false
    }
    if first || last.orientation != state.orientation {
      last.orientation = state.orientation
      lastCodes[Dimension.orientation.rawValue] = Self.code(state.orientation, in: &orientations, &names[Dimension.orientation.rawValue]) {
        $0.rawValue
      }
      sameState = false
    }
    if first || last.posture != posture {
      last.posture = posture
      lastCodes[Dimension.posture.rawValue] = Self.code(posture, in: &postures, &names[Dimension.posture.rawValue]) { $0?.rawValue ?? "-" }
      sameState = false
    }
    if first || last.window != state.window {
      last.window = state.window
      lastCodes[Dimension.window.rawValue] = code(.window, state.window.description)
      sameState = false
    }
    let shared: CheckRow.SceneBox.DeviceState
    if sameState, let lastState {
      shared = lastState
    } else {
      shared = CheckRow.SceneBox.DeviceState(state)
      lastState = shared
    }
    let box = CheckRow.SceneBox(state: shared, posture: posture, os: os, format: format, index: boxes.count)
    boxes.append(box)
    if first || last.format != format {
      last.format = format
      lastCodes[Dimension.format.rawValue] = Self.code(format, in: &formats, &names[Dimension.format.rawValue]) { $0.rawValue }
    }
    // One by one: `append(contentsOf:)` went through the generic sequence path for six codes.
    for code in lastCodes { codes.append(code) }
    let formatCode = Int(lastCodes[Dimension.format.rawValue])
    if formatCode == scenesByFormat.count { scenesByFormat.append([]) }
    scenesByFormat[formatCode].append(box.index)
    return box
  }

  /// Asks for room for `scenes` scenes at once.
  mutating func reserve(scenes: Int) {
    boxes.reserveCapacity(scenes)
    codes.reserveCapacity(scenes * Self.dimensions)
  }

  /// Starts a sweep of other slots (a project's next screen): its scenes share no device
  /// state with the last one's, whose selection holds the other slots.
  mutating func beginSlots() { lastState = nil }

  /// The code of the value named `name` in `dimension`, given one when first met.
  private mutating func code(_ dimension: Dimension, _ name: String) -> Int32 {
    if let known = lookup[dimension.rawValue][name] { return known }
    let code = Int32(names[dimension.rawValue].count)
    lookup[dimension.rawValue][name] = code
    names[dimension.rawValue].append(name)
    return code
  }

  /// The code of `value` among the values met (`seen`, in the order of their names), added
  /// with its name when first met.
  private static func code<Value: Equatable>(_ value: Value, in seen: inout [Value], _ names: inout [String], name: (Value) -> String) -> Int32 {
    if let index = seen.firstIndex(of: value) { return Int32(index) }
    seen.append(value)
    names.append(name(value))
    return Int32(seen.count - 1)
  }

  /// Scene `scene`'s value in `dimension`.
  func code(_ scene: Int, _ dimension: Dimension) -> Int32 { codes[scene * Self.dimensions + dimension.rawValue] }

  /// A scene's values, kept as a type of its own: a tuple of them was copied and dropped
  /// through the runtime's generic tuple metadata at every scene.
  private struct LastScene {
    var device = ""
    var os: OSVersion?
    var orientation = Orientation.portrait
    var posture: PostureName?
    var window = WindowChoice.full
    var format = AdFormat.none
  }
}
