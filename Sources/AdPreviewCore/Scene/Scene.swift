/// A device resolved for one moment: the screen, the app's window, its safe area and what
/// content should not cover, all in screen points.
public struct Scene: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  /// Nil for phones and tablets.
  public var posture: Posture?
  /// The active display.
  public var display: Display
  public var windowChoice: WindowChoice
  /// The active display in this orientation.
  public var screen: Size
  /// The app's window on the screen.
  public var window: Rect
  /// The insets UIKit reports for the window (and, across a separating fold, for the side
  /// the content is on).
  public var safeArea: EdgeInsets
  /// The safe area as a rectangle in screen points.
  public var safeRect: Rect
  public var obstructions: [Obstruction]
  public var fold: SceneFold?
  /// The parts of the window on each side of a separating fold (one part when there is none).
  public var segments: [Rect]
  /// The home indicator bar, for drawing.
  public var homeIndicatorBar: Rect?
  /// The full-screen safe-area insets of the display in this orientation.
  public var screenInsets: EdgeInsets

  /// Whether the window covers the whole screen.
  public var isFullScreen: Bool { window == Rect(size: screen) }
}
