import AdPreviewFormats

/// Which pane of a split screen the app is in.
public enum PaneSide: String, CaseIterable, Sendable {
  case left
  case right
  /// Android's split-screen on a foldable's turned inner display puts the panes above and
  /// below the fold.
  case top
  case bottom

  /// The sides of panes side by side (Split View, tiled halves).
  public static let across: [PaneSide] = [.left, .right]
  /// The sides of panes one above the other.
  public static let stacked: [PaneSide] = [.top, .bottom]

  /// Whether the side is above or below.
  public var isStacked: Bool { self == .top || self == .bottom }

  /// The same pane, the first or the second in reading order, on the axis asked: left is
  /// top and right is bottom, so a rotation keeps the app in its pane.
  public func along(stacked: Bool) -> PaneSide {
    switch (self, stacked) {
    case (.left, true): .top
    case (.right, true): .bottom
    case (.top, false): .left
    case (.bottom, false): .right
    default: self
    }
  }
}

/// The app's window: full screen, an iPad multitasking window, or a free size.
///
/// Which of these a scene can have depends on the device and the OS release
/// (`Scene.windows(for:release:orientation:)`): Split View presets on iPadOS 9–18, tiled
/// halves and free windows on iPadOS 26 and later, Slide Over in both eras but as a floating
/// resizable window from iPadOS 26.1, and resized iPhone windows from iOS 27.
public enum WindowChoice: Hashable, Sendable, CustomStringConvertible {
  case full
  /// A Split View or Slide Over preset of the device file; `side` keeps the app in the left
  /// or right pane, or the top or bottom one of panes above and below (nil: the pane the
  /// file gives).
  case preset(WindowPresetName, side: PaneSide? = nil)
  /// iPadOS 26 and later: the window flicked to an edge, tiled to half the screen.
  case tiled(PaneSide)
  /// A window of this size centred on the screen: a Stage Manager window (iPadOS 16–18), a
  /// freely sized window (iPadOS 26+), a resized iPhone window (iOS 27+).
  case free(Size)
  /// A free window at a position on the screen (iPadOS 26+ windows and Stage Manager).
  case placed(Rect)
  /// iPadOS 26.1 and later: the one Slide Over window, resized to this size.
  case slideOver(Size)

  /// The windows named by a word, as `init(parsing:)` reads them: `full`, the presets and the
  /// tiled halves (completion and "did you mean" list these).
  public static var names: [String] {
    ["full"] + WindowPresetName.allCases.map(\.rawValue) + PaneSide.across.map { "\($0.rawValue)-half" }
  }

  /// Reads `full`, `split-1/3` (or `split-1/3-left`, `split-1/3-right`), `slide-over`,
  /// `left-half`, `right-half`, `slide-over:WxH`, `WxH` or `WxH@X,Y`.
  public init?(parsing text: String) {
    if text == "full" {
      self = .full
    } else if let name = WindowPresetName(rawValue: text) {
      self = .preset(name)
    } else if let side = PaneSide.across.first(where: { text == "\($0.rawValue)-half" }) {
      self = .tiled(side)
    } else if let (name, side) = WindowChoice.sidedPreset(text) {
      self = .preset(name, side: side)
    } else if text.hasPrefix("slide-over:") {
      guard let size = WindowChoice.size(text.dropFirst("slide-over:".count)) else { return nil }
      self = .slideOver(size)
    } else if let at = text.firstIndex(of: "@") {
      let origin = text[text.index(after: at)...].split(separator: ",", omittingEmptySubsequences: false)
      guard let size = WindowChoice.size(text[..<at]), origin.count == 2, let x = DecimalNumber.parse(origin[0]),
        let y = DecimalNumber.parse(origin[1])
      else { return nil }
      self = .placed(Rect(x: x, y: y, width: size.width, height: size.height))
    } else {
      guard let size = WindowChoice.size(text[...]) else { return nil }
      self = .free(size)
    }
  }

  private static func sidedPreset(_ text: String) -> (WindowPresetName, PaneSide)? {
    for side in PaneSide.allCases where text.hasSuffix("-\(side.rawValue)") {
      if let name = WindowPresetName(rawValue: String(text.dropLast(side.rawValue.count + 1))), name != .slideOver {
        return (name, side)
      }
    }
    return nil
  }

  private static func size(_ text: Substring) -> Size? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = DecimalNumber.parse(parts[0]), let height = DecimalNumber.parse(parts[1])
    else { return nil }
    return Size(width: width, height: height)
  }

  /// The command-line spelling: `full`, `split-1/3`, `left-half`, `600x800`.
  public var description: String {
    switch self {
    case .full: "full"
    case .preset(let name, let side): side.map { "\(name.rawValue)-\($0.rawValue)" } ?? name.rawValue
    case .tiled(let side): "\(side.rawValue)-half"
    case .free(let size): WindowChoice.spelling(size)
    case .placed(let frame):
      "\(WindowChoice.spelling(frame.size))@\(formatPoints(frame.x)),\(formatPoints(frame.y))"
    case .slideOver(let size): "slide-over:\(WindowChoice.spelling(size))"
    }
  }

  private static func spelling(_ size: Size) -> String { "\(formatPoints(size.width))x\(formatPoints(size.height))" }

  /// For people: `full screen`, `Split View 1/3`, `Stage Manager 600×800`. A scene says it
  /// the way its OS release names it (`Scene.windowWords`).
  public var words: String {
    switch self {
    case .full: "full screen"
    case .preset(let name, let side): side.map { "\(name.words) (\($0.rawValue) pane)" } ?? name.words
    case .tiled(let side): "tiled \(side.rawValue) half"
    case .free(let size): "Stage Manager \(size.label)"
    case .placed(let frame): "Stage Manager \(frame.size.label) at \(formatPoints(frame.x)),\(formatPoints(frame.y))"
    case .slideOver(let size): "Slide Over \(size.label)"
    }
  }

  /// Whether the two are the same step of `w`'s cycle: a preset on either side, any free
  /// window, Slide Over at any size.
  public func sameKind(as other: WindowChoice) -> Bool {
    switch (self, other) {
    case (.preset(let a, _), .preset(let b, _)): a == b
    case (.preset(.slideOver, _), .slideOver), (.slideOver, .preset(.slideOver, _)): true
    default: self == other
    }
  }

  /// Slide Over, at its preset size or resized.
  public var isSlideOver: Bool {
    switch self {
    case .preset(.slideOver, _), .slideOver: true
    default: false
    }
  }

  /// Whether the window's size is the user's to set (a free, placed or resized Slide Over
  /// window), rather than a preset's.
  public var isFreelySized: Bool {
    switch self {
    case .free, .placed, .slideOver: true
    case .full, .preset, .tiled: false
    }
  }
}
