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

  /// Adds a scene: its device state, the posture and release it ran and its first slot's
  /// format. Returns its box.
  mutating func append(_ state: Selection, posture: PostureName?, os: OSVersion?, format: AdFormat) -> CheckRow.SceneBox {
    let box = CheckRow.SceneBox(state, posture: posture, os: os, format: format, index: boxes.count)
    boxes.append(box)
    let values = [
      state.deviceID, os?.description ?? "-", state.orientation.rawValue, posture?.rawValue ?? "-", box.window, format.rawValue,
    ]
    for (dimension, value) in values.enumerated() {
      if let known = lookup[dimension][value] {
        codes.append(known)
      } else {
        let code = Int32(names[dimension].count)
        lookup[dimension][value] = code
        names[dimension].append(value)
        codes.append(code)
      }
    }
    return box
  }

  /// Scene `scene`'s value in `dimension`.
  func code(_ scene: Int, _ dimension: Dimension) -> Int32 { codes[scene * Self.dimensions + dimension.rawValue] }
}
