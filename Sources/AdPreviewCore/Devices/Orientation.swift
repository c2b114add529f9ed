/// How the interface is turned. `landscapeLeft` has the top edge of the device (where the
/// cutout is) pointing left; `landscapeRight` has it pointing right.
public enum Orientation: String, CaseIterable, Sendable {
  case portrait
  case landscapeLeft = "landscape-left"
  case landscapeRight = "landscape-right"
  case portraitUpsideDown = "portrait-upside-down"

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The next orientation a quarter turn clockwise (as the user turns the device).
  public var turnedClockwise: Orientation {
    switch self {
    case .portrait: .landscapeLeft
    case .landscapeLeft: .portraitUpsideDown
    case .portraitUpsideDown: .landscapeRight
    case .landscapeRight: .portrait
    }
  }

  /// `landscape left`, for sentences.
  public var words: String { rawValue.replacingDashes() }
}

extension String {
  /// `half-open` → `half open`, byte for byte (a dash is one byte and never part of another
  /// scalar): going character by character broke the text into graphemes, which cost the
  /// first picture of a start 37 thousand instructions.
  func replacingDashes() -> String {
    replacing(every: "-", with: " ")
  }
}
