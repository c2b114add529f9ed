import AdPreviewFormats

extension PreviewSession {
  /// The one command that ends where `times` of `command` in a row would, where the steps
  /// walk a fixed cycle and nothing on the way changes anything else: a storm of `r`, `d` or
  /// `a` keys becomes one transition to the scene the last key asks for, not a transition a
  /// key. Nil where the steps do not fold (the caller performs them one by one):
  ///
  /// - a rotation folds when the window is full screen or tiled (a preset window is fitted to
  ///   each orientation on the way);
  /// - a device step folds in portrait at the newest release (a device on the way without the
  ///   orientation or the release would reset it);
  /// - an ad format step always folds (it changes the focused slot's format alone).
  public func folded(_ command: PreviewCommand, times: Int) -> PreviewCommand? {
    guard times > 1 else { return nil }
    switch command {
    case .rotate(let rotation):
      return foldedRotation(rotation, times: times)
    case .device(.step(let step)):
      guard selection.orientation == .portrait, selection.os == nil else { return nil }
      let devices = catalog.devices
      let current = catalog.match(selection.deviceID)?.device.id
      let index = devices.firstIndex { $0.id == current } ?? 0
      return .device(.to(devices.cycling(from: index, by: step.offset * (times % devices.count)).id))
    case .ad(.step(let step)):
      let all = AdFormat.allCases
      return .ad(.to(PreviewCommand.Choice<AdFormat>.step(step).value(in: Array(all), current: focusedSlot.format, times: times)))
    default:
      return nil
    }
  }

  private func foldedRotation(_ rotation: PreviewCommand.Rotation, times: Int) -> PreviewCommand? {
    guard rotation == .clockwise || rotation == .counterClockwise else { return nil }
    switch selection.window {
    case .full, .tiled: break
    default: return nil
    }
    let count = device.orientations.count
    guard count > 1 else { return nil }
    var orientation = selection.orientation
    for _ in 0..<(times % count) {
      guard let next = stepped(orientation, rotation) else { return nil }
      orientation = next
    }
    return .rotate(.to(orientation))
  }

  /// The orientation a quarter turn of `rotation` from `current` reaches, skipping those the
  /// device lacks; nil when it has no other.
  func stepped(_ current: Orientation, _ rotation: PreviewCommand.Rotation) -> Orientation? {
    var next = current
    for _ in 0..<3 {
      next = rotation == .clockwise ? next.turnedClockwise : next.turnedCounterClockwise
      if device.orientations.contains(next) { break }
    }
    return next != current && device.orientations.contains(next) ? next : nil
  }
}
