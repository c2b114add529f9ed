/// How every device is held at once, as the previewer's every-device grid holds them (`f`
/// and `w` there change every tile at once; the orientation comes from the selection): a
/// fold for the foldables and dual-screen devices, a window for the iPads.
public struct DeviceHold: Hashable, Sendable {
  /// How foldables and dual-screen devices are held in the grid.
  public enum Fold: String, CaseIterable, Sendable {
    case asShipped = "default posture"
    case folded
    case halfOpen = "half-open"
    case flat = "open flat"

    /// The posture a device takes for this, if it has one.
    public func posture(for device: Device) -> PostureName? {
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

  public var fold: Fold
  /// The iPads' window in the grid; nil: full screen. A tile takes it where its device's
  /// OS release has that window (tiled halves from iPadOS 26, Split View up to 18).
  public var window: WindowChoice?

  public init(fold: Fold = .asShipped, window: WindowChoice? = nil) {
    self.fold = fold
    self.window = window
  }

  /// The windows `w` steps through: iPadOS 26's first, then iPadOS 18's Split View.
  public static let windows: [WindowChoice?] = [
    nil, .tiled(.left), .tiled(.right), .preset(.slideOver), .preset(.splitTwoThirds), .preset(.splitHalf),
    .preset(.splitOneThird),
  ]

  /// `selection` on `device`, held as the grid holds its devices where the device can be.
  public func selection(_ selection: Selection, on device: Device) -> Selection {
    var next = selection.moved(to: device)
    if let posture = fold.posture(for: device), device.posture(named: posture) != nil { next.posture = posture }
    if let window, device.family == .tablet {
      if Scene.windows(for: device, release: device.release(next.os), orientation: next.orientation).contains(window) {
        next.window = window
      }
    }
    return next
  }

  /// `portrait · folded · iPads in tiled left half · each device's newest OS`, for the
  /// grid's header.
  public func words(_ orientation: Orientation, os: OSVersion?) -> String {
    let windows = window.map { "iPads in \($0.words) where their OS has it" } ?? "full screen"
    let release = os.map { "OS \($0) where a device runs it" } ?? "each device's newest OS"
    return "\(orientation.rawValue) · \(fold.rawValue) · \(windows) · \(release)"
  }
}
