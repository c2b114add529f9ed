/// What the user asked for, independent of the key that asked.
public enum AppIntent: Hashable, Sendable {
  case rotate(clockwise: Bool)
  case nextPosture
  case window(next: Bool)
  /// Resize a Stage Manager window by this many points.
  case resizeWindow(dx: Double, dy: Double)
  case device(next: Bool)
  case format(next: Bool)
  case togglePosition
  case toggleAlignment
  case toggleGuide
  case toggleScene
  case toggleMode
  case nextAdChoicesCorner
  /// Whether the app reloads banners on resize (off shows the stale-size bug).
  case toggleReload
  case present
  case dismiss
  case toggleGrid
  case toggleHelp
  case export
  case quit
  /// Grid navigation.
  case move(dx: Int, dy: Int)
  case open
  case close
}

/// The keys of design §6.
public enum KeyMap {
  /// One step of a Stage Manager resize, in points.
  public static let resizeStep = 10.0

  public static func intent(for key: Key) -> AppIntent? {
    switch key {
    case .character("r"): .rotate(clockwise: true)
    case .character("R"): .rotate(clockwise: false)
    case .character("f"), .character("F"): .nextPosture
    case .character("w"): .window(next: true)
    case .character("W"): .window(next: false)
    case .shiftLeft, .character("H"): .resizeWindow(dx: -resizeStep, dy: 0)
    case .shiftRight, .character("L"): .resizeWindow(dx: resizeStep, dy: 0)
    case .shiftUp, .character("K"): .resizeWindow(dx: 0, dy: -resizeStep)
    case .shiftDown, .character("J"): .resizeWindow(dx: 0, dy: resizeStep)
    case .character("d"): .device(next: true)
    case .character("D"): .device(next: false)
    case .character("a"): .format(next: true)
    case .character("A"): .format(next: false)
    case .character("p"): .togglePosition
    case .character("l"): .toggleAlignment
    case .character("g"): .toggleGuide
    case .character("s"): .toggleScene
    case .character("m"): .toggleMode
    case .character("c"): .nextAdChoicesCorner
    case .character("n"): .toggleReload
    case .character("i"), .enter, .character(" "): .present
    case .character("x"): .dismiss
    case .character("v"): .toggleGrid
    case .character("?"), .character("h"): .toggleHelp
    case .character("e"): .export
    case .character("q"), .character("Q"), .interrupt: .quit
    case .escape: .close
    case .up: .move(dx: 0, dy: -1)
    case .down: .move(dx: 0, dy: 1)
    case .left: .move(dx: -1, dy: 0)
    case .right: .move(dx: 1, dy: 0)
    default: nil
    }
  }

  /// The help overlay: every key and what it does.
  public static let help: [(keys: String, action: String)] = [
    ("r / R", "rotate clockwise / counter-clockwise"),
    ("f", "fold / unfold / next posture (foldables, dual-screen)"),
    ("w / W", "next / previous iPad window: full, Split View, Slide Over"),
    ("shift+arrows", "resize a Stage Manager window by 10 pt (also H J K L)"),
    ("d / D", "next / previous device"),
    ("a / A", "next / previous ad format"),
    ("p", "ad at the top / bottom"),
    ("l", "ad centred at its width / filling the width"),
    ("g", "safe-area / legacy layout guide"),
    ("s", "request.scene set / unset"),
    ("m", "test / production requests"),
    ("c", "next AdChoices corner (native ads)"),
    ("n", "banners reload on resize: on / off (off: stale size)"),
    ("i, enter", "present the full-screen ad"),
    ("x", "dismiss the full-screen ad"),
    ("v", "every device at once (arrows, enter or click to open)"),
    ("e", "write this session as a play script"),
    ("?", "this help (esc closes)"),
    ("q", "quit"),
  ]
}
