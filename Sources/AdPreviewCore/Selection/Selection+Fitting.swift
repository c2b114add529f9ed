extension Selection {
  /// A part of how a device is held that one device can take and another cannot (a posture
  /// only a foldable has, a window only an iPad has).
  public enum Part: Sendable {
    case posture
    case window
    case orientation
    case os
  }

  /// This selection made one `catalog` can resolve: each of `parts`, in order, set back to its
  /// default until the scene resolves, with a note for each part left out (`label` names it
  /// as the user gave it: `--posture`). The rule behind side-by-side scenes whose options
  /// suit only one of the two devices.
  ///
  /// - Throws: `SceneError` when the scene does not resolve even without them.
  public func fitted(in catalog: DeviceCatalog, dropping parts: [(part: Part, label: String)]) throws(SceneError) -> (
    selection: Selection, notes: [String]
  ) {
    var selection = self
    var notes: [String] = []
    var failure: SceneError
    do {
      _ = try selection.resolve(in: catalog)
      return (selection, [])
    } catch {
      failure = error
    }
    let defaults = Selection()
    for (part, label) in parts {
      var without = selection
      switch part {
      case .posture: without.posture = defaults.posture
      case .window: without.window = defaults.window
      case .orientation: without.orientation = defaults.orientation
      case .os: without.os = defaults.os
      }
      do {
        _ = try without.resolve(in: catalog)
      } catch {
        continue
      }
      let before = selection
      selection = without
      if part == .posture {
        let match = catalog.match(selection.deviceID)
        let device = match.map { $0.model ?? $0.device.name } ?? selection.deviceID
        notes.append("\(label) \(before.posture?.rawValue ?? "") left out: the \(device) does not fold to it")
      } else {
        notes.append("\(label) left out: \(failure.message)")
      }
      do {
        _ = try selection.resolve(in: catalog)
        return (selection, notes)
      } catch {
        failure = error
      }
    }
    throw failure
  }
}
