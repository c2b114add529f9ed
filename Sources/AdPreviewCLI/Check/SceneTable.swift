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

  static let dimensions = Dimension.allCases.count

  var count: Int { boxes.count }

  /// The last scene's values and codes: a sweep changes one dimension at a time, so most
  /// values are the last scene's and need no text made and no lookup.
  private var last: (device: String, os: OSVersion?, orientation: Orientation, posture: PostureName?, window: WindowChoice, format: AdFormat)?
  private var lastCodes = [Int32](repeating: 0, count: Dimension.allCases.count)

  /// Adds a scene: its device state, the posture and release it ran and its first slot's
  /// format. Returns its box.
  mutating func append(_ state: Selection, posture: PostureName?, os: OSVersion?, format: AdFormat) -> CheckRow.SceneBox {
    let box = CheckRow.SceneBox(state, posture: posture, os: os, format: format, index: boxes.count)
    boxes.append(box)
    for dimension in Dimension.allCases {
      let value: String?
      switch dimension {
      case .device: value = last?.device == state.deviceID ? nil : state.deviceID
      case .release: value = last.map { $0.os == os } == true ? nil : os?.description ?? "-"
      case .orientation: value = last?.orientation == state.orientation ? nil : state.orientation.rawValue
      case .posture: value = last.map { $0.posture == posture } == true ? nil : posture?.rawValue ?? "-"
      case .window: value = last?.window == state.window ? nil : box.window
      case .format: value = last?.format == format ? nil : format.rawValue
      }
      if let value {
        if let known = lookup[dimension.rawValue][value] {
          lastCodes[dimension.rawValue] = known
        } else {
          lastCodes[dimension.rawValue] = Int32(names[dimension.rawValue].count)
          lookup[dimension.rawValue][value] = lastCodes[dimension.rawValue]
          names[dimension.rawValue].append(value)
        }
      }
      codes.append(lastCodes[dimension.rawValue])
    }
    last = (state.deviceID, os, state.orientation, posture, state.window, format)
    return box
  }

  /// Scene `scene`'s value in `dimension`.
  func code(_ scene: Int, _ dimension: Dimension) -> Int32 { codes[scene * Self.dimensions + dimension.rawValue] }
}
