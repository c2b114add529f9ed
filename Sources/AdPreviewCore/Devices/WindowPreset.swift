/// The named iPad multitasking windows.
public enum WindowPresetName: String, CaseIterable, Sendable {
  case splitOneThird = "split-1/3"
  case splitHalf = "split-1/2"
  case splitTwoThirds = "split-2/3"
  case slideOver = "slide-over"

  /// `Split View 1/3`, for people.
  public var words: String {
    switch self {
    case .splitOneThird: "Split View 1/3"
    case .splitHalf: "Split View 1/2"
    case .splitTwoThirds: "Split View 2/3"
    case .slideOver: "Slide Over"
    }
  }
}

/// A Split View or Slide Over window of a tablet in one orientation class.
public struct WindowPreset: Hashable, Sendable {
  public var name: WindowPresetName
  /// The app's window in the screen of that orientation.
  public var frame: Rect
  /// Computed from the 10-pt divider rule rather than measured.
  public var derived: Bool
  /// The display it belongs to, for a device with several (the iPhone Duo's inner display's
  /// Split View); nil: every display.
  public var display: String?

  public init(name: WindowPresetName, frame: Rect, derived: Bool = false, display: String? = nil) {
    self.name = name
    self.frame = frame
    self.derived = derived
    self.display = display
  }
}
