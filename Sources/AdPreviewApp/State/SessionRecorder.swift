import AdPreviewCore

/// Writes down what the user did as a `play` script, so a demo can be replayed exactly.
public struct SessionRecorder: Sendable {
  public private(set) var lines: [String]
  private var lastTime = 0

  public init(start: Selection, appPath: String? = nil) {
    lines = ["# adpreview session", "device \(start.deviceID)"]
    if let appPath {
      lines.insert("# the app's slots: replay with `adpreview play --app \(appPath) SCRIPT`", at: 1)
    }
    if start.orientation != .portrait { lines.append("rotate \(start.orientation.rawValue)") }
    if let posture = start.posture { lines.append("posture \(posture.rawValue)") }
    if start.window != .full { lines.append("window \(start.window)") }
    if appPath == nil { lines.append("ad \(start.slot.format.rawValue)") }
    let slot = start.slot
    if appPath == nil {
      if slot.position != .bottom { lines.append("position \(slot.position.rawValue)") }
      if let alignment = slot.alignment { lines.append("align \(alignment.rawValue)") }
      if slot.guide != .safeArea { lines.append("guide \(slot.guide.rawValue)") }
      if slot.native.adChoices != .topRight { lines.append("adchoices \(slot.native.adChoices.rawValue)") }
    }
    if !start.request.multiScene { lines.append("multi-scene off") }
    if start.request.mode != .test { lines.append("mode \(start.request.mode.rawValue)") }
    if start.request.scene != .set { lines.append("scene \(start.request.scene.rawValue)") }
    lines.append("appear")
  }

  /// Adds a command done at `time` (ms), after a `wait` for the time since the last one.
  public mutating func record(_ command: String, at time: Int) {
    let gap = ((time - lastTime) / 10) * 10
    if gap >= 50 { lines.append("wait \(gap)") }
    lastTime = time
    lines.append(command)
  }

  public var script: String { lines.joined(separator: "\n") + "\n" }
}
