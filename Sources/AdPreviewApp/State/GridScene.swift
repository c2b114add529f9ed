import AdPreviewCore

/// How the every-device grid holds its devices: `f` and `w` there change every tile at once
/// (the orientation comes from the session, as `r` turns it).
public struct GridScene: Equatable, Sendable {
  /// How foldables and dual-screen devices are held in the grid.
  public enum Fold: String, CaseIterable, Sendable {
    case asShipped = "default posture"
    case folded
    case halfOpen = "half-open"
    case flat = "open flat"

    /// The posture a device takes for this, if it has one.
    func posture(for device: Device) -> PostureName? {
      switch (self, device.family) {
      case (.asShipped, _): nil
      case (.folded, .dualScreen): .single
      case (.folded, _): .folded
      case (.halfOpen, .dualScreen), (.flat, .dualScreen): .spanned
      case (.halfOpen, _): .halfOpen
      case (.flat, _): .open
      }
    }
  }

  public var fold = Fold.asShipped
  /// The iPads' window in the grid; nil: full screen.
  public var window: WindowPresetName?

  /// The windows `w` steps through.
  static let windows: [WindowPresetName?] = [nil, .splitTwoThirds, .splitHalf, .splitOneThird, .slideOver]

  /// `selection` on `device`, held as the grid holds its devices where the device can be.
  func selection(_ selection: Selection, on device: Device) -> Selection {
    var next = selection.moved(to: device)
    if let posture = fold.posture(for: device), device.posture(named: posture) != nil { next.posture = posture }
    if let window, device.family == .tablet, device.presets(in: next.orientation).contains(where: { $0.name == window }) {
      next.window = .preset(window)
    }
    return next
  }

  /// `portrait · folded · Split View 2/3`, for the grid's header.
  func words(_ orientation: Orientation) -> String {
    "\(orientation.rawValue) · \(fold.rawValue) · \(window.map { "iPads in \($0.words)" } ?? "full screen")"
  }
}
