import AdPreviewFormats

/// A device resolved for one moment: the screen, the app's window, its safe area and what
/// content should not cover, all in screen points.
public struct Scene: Hashable, Sendable {
  public var device: Device
  /// The covered model the user asked for, drawn as `device`; nil for the device itself.
  public var model: String?
  public var orientation: Orientation
  /// The iOS / iPadOS release the scene runs; nil off Apple's platforms.
  public var os: OSVersion?
  /// Nil for phones and tablets.
  public var posture: Posture?
  /// The active display.
  public var display: Display
  public var windowChoice: WindowChoice
  /// The active display in this orientation.
  public var screen: Size
  /// The app's window on the screen.
  public var window: Rect
  /// The insets the OS reports for the window: status bar, cutout, home indicator. A hinge
  /// or fold is a display feature, never an inset (see `fold` and `segments`).
  public var safeArea: EdgeInsets
  /// The safe area as a rectangle in screen points.
  public var safeRect: Rect
  /// The pane the app's content (and its ads) is on: an index into `segments`.
  public var contentPane: Int
  /// The safe area on that pane: where an ad pinned to the safe area may go.
  public var contentRect: Rect
  public var obstructions: [Obstruction]
  /// The display's reserved regions in this posture and orientation: its fold or hinge (a
  /// `.division`) and its cameras (`.occlusion`s).
  public var reservedRegions: [ReservedRegion]
  /// Whether the app's content spans a separating fold (an app file's `"foldAware":
  /// false`) instead of keeping to the first pane.
  public var spansFold: Bool
  public var fold: SceneFold?
  /// The parts of the window on each side of a separating fold (one part when there is none).
  public var segments: [Rect]
  /// The home indicator bar, for drawing.
  public var homeIndicatorBar: Rect?
  /// The full-screen safe-area insets of the display in this orientation.
  public var screenInsets: EdgeInsets
  /// The app's chrome (an app file's `"chrome"`), nil without one.
  public var chrome: AppChrome? = nil
  /// The host the app's resized iPhone window is shown in; nil: the device's own display.
  public var host: WindowHost? = nil
  /// The app's vertical-bar behavior; it changes the scene only on a display that has
  /// values for it (`verticalBarsApply`).
  public var verticalBars = VerticalBarBehavior.automatic
  /// Its bars where UIKit puts them, top bars first.
  public var bars: [ChromeBar] = []
  /// The screen's view controller's view, when it does not reach under all of the app's
  /// bars (`AppChrome.ExtendedLayout`); nil: the window, which it covers by default.
  public var viewFrame: Rect? = nil
  /// The screen's view controller's safe area with the chrome, when there is chrome.
  var chromeSafeArea: EdgeInsets? = nil

  /// The safe-area insets the view controller that shows the ads gets: the window's
  /// (`safeArea`) plus its bars and `additionalSafeAreaInsets`.
  public var viewSafeArea: EdgeInsets {
    get { chromeSafeArea ?? safeArea }
    set { chromeSafeArea = newValue }
  }

  /// `iPhone 15 (drawn as iPhone 14 Pro: same screen, safe area and island)`, or the
  /// device's name.
  public var deviceLabel: String { DeviceMatch(device: device, model: model).label }

  /// The release's model of windows, nil off Apple's platforms.
  public var release: OSRelease? { os.flatMap(OSRelease.named) }

  /// `iOS 27`, `iPadOS 26.1`; nil off Apple's platforms.
  public var osLabel: String? { os.map { "\(device.osName) \($0)" } }

  /// Whether the display has values for disabled vertical bars, so `verticalBars` changes
  /// the scene (the iPhone Duo's cover and inner display).
  public var verticalBarsApply: Bool { display.verticalBarsDisabled != nil }

  /// `side bars (automatic)` / `horizontal (disabled)`: the bars as the panel and `layout`
  /// say them; nil on a display whose bars are never vertical.
  public var verticalBarsWords: String? {
    guard verticalBarsApply else { return nil }
    switch verticalBars {
    case .automatic: return "vertical where the system puts them (automatic)"
    case .disabled: return "horizontal, vertical bars disabled (preferredVerticalBarBehavior)"
    }
  }

  /// The window as the release names it: `Stage Manager 600×800` on iPadOS 16–18,
  /// `resized to 600×800` on iPadOS 26, `resized to 300×600 (iPhone app)` on iOS 27.
  public var windowWords: String {
    switch windowChoice {
    case .free(let size) where device.family != .tablet: return "resized to \(size.label) (iPhone app)"
    case .free(let size) where release?.hasWindowedApps == true: return "resized to \(size.label)"
    case .placed(let frame) where release?.hasWindowedApps == true:
      return "resized to \(frame.size.label) at \(formatPoints(frame.x)),\(formatPoints(frame.y))"
    case .preset(.slideOver, _) where release?.hasSlideOverWindow == true:
      return "Slide Over \(window.size.label) (floating)"
    case .preset(.splitHalf, let side) where device.platform == .android:
      return "split-screen 1/2" + (side.map { " (\($0.rawValue) pane)" } ?? "")
    default: return windowChoice.words
    }
  }

  /// What kind of window it is, for the panel beside its size: `full screen`,
  /// `Split View 1/3`, `tiled left half`, `free window`, `Stage Manager`, `Slide Over`,
  /// `iPhone app resized by iOS 27`.
  public var windowKindWords: String {
    switch windowChoice {
    case .free where device.family != .tablet: return "iPhone app resized by iOS 27"
    case .free, .placed: return release?.hasWindowedApps == true ? "free window" : "Stage Manager"
    case .slideOver: return "Slide Over, floating"
    case .preset(.slideOver, _) where release?.hasSlideOverWindow == true: return "Slide Over, floating"
    case .preset(.splitHalf, _) where device.platform == .android: return "Android split-screen 1/2"
    default: return windowChoice.words
    }
  }

  /// Whether the window is an iPhone app resized by iOS 27 (shown on the phone or in a host).
  public var isResizedIPhoneWindow: Bool {
    if case .free = windowChoice { device.platform == .ios && device.family != .tablet } else { false }
  }

  /// Whether the window covers the whole screen.
  public var isFullScreen: Bool { window == Rect(size: screen) }

  /// The window's safe area on the content's pane, without the app's bars: what a view in
  /// the container around them is pinned to.
  public var rootContentRect: Rect {
    safeRect.intersection(contentWindow) ?? Rect(x: contentWindow.minX, y: contentWindow.minY, width: 0, height: 0)
  }

  /// The window on the content's pane (the whole window when nothing separates it, or when
  /// the app spans the fold).
  public var contentWindow: Rect { spansFold ? window : segments[contentPane] }

  /// Which pane the content is on and why, for people; nil when the window is one pane.
  public var paneDescription: String? {
    guard segments.count > 1, let fold else { return nil }
    if spansFold {
      return "the whole window \(window.size.label): the app is not fold-aware, its content spans the \(fold.kind.rawValue)"
    }
    let side = fold.isVertical ? (contentPane == 0 ? "left" : "right") : (contentPane == 0 ? "top" : "bottom")
    return "\(side) \(contentWindow.size.label): content stays on one side of the "
      + "\(fold.kind.rawValue) (the first pane in reading order)"
  }
}
