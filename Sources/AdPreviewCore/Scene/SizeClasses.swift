/// UIKit's size classes of a window: what trait-change callbacks see.
public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
  public enum Value: String, Sendable {
    case compact
    case regular
  }

  public var horizontal: Value
  public var vertical: Value

  /// `compact × regular` (horizontal × vertical).
  public var description: String { "\(horizontal.rawValue) × \(vertical.rawValue)" }

  /// The narrowest window Apple's iPad multitasking table gives a regular width: the
  /// 12.9-inch iPad Pro's landscape Split View 1/2 (678 pt); its portrait 2/3 (639 pt) is
  /// compact, as is every window narrower ([IOSREF] in the device files' sources). A model of the threshold.
  static let regularWidth = 678.0
  /// iPhones at least this wide in portrait (Plus, Max, XR) are regular in landscape (HIG,
  /// size classes table).
  static let regularLandscapePhoneWidth = 414.0
}

extension Scene {
  /// The size classes UIKit gives the app's window. An iPhone app keeps its full-screen size
  /// classes when iOS 27 resizes its window: only `viewWillTransition(to:with:)` is called.
  public var sizeClasses: SizeClasses {
    if device.family == .phone {
      let landscape = orientation.isLandscape
      let wide = landscape && display.size.width >= SizeClasses.regularLandscapePhoneWidth
      return SizeClasses(horizontal: wide ? .regular : .compact, vertical: landscape ? .compact : .regular)
    }
    let width = contentWindow.width
    let wide = width >= SizeClasses.regularWidth
    let short = device.family != .tablet && orientation.isLandscape && contentWindow.height < SizeClasses.regularWidth
    return SizeClasses(horizontal: wide ? .regular : .compact, vertical: short && !wide ? .compact : .regular)
  }
}
