import AdPreviewCore

/// What a key does in the previewer: a command to the preview session, or something the
/// previewer itself does (views, help, export, quit).
public enum KeyAction: Hashable, Sendable {
  case command(PreviewCommand)
  case intent(AppIntent)
}

/// What the previewer does by itself, beside the session's commands.
public enum AppIntent: Hashable, Sendable {
  case toggleGrid
  case toggleHelp
  case export
  case quit
  /// Close the help or the grid.
  case close
  /// Grid navigation.
  case move(dx: Int, dy: Int)
  /// Write the picture as SVG and text.
  case exportFrame
  /// A page back or on: the log, or the grid's pages.
  case page(Int)
  /// The log's oldest or newest entry; the grid's first or last device.
  case ends(newest: Bool)
  /// Pick the next or previous finding in the panel.
  case selectFinding(Int)
  /// Enter: open the grid's device, show the picked finding whole, or present.
  case confirm
  /// Stop or restart simulated time (and a scenario playing on screen).
  case pauseOrResume
  /// While time stands still: the scenario's next line, or 100 ms.
  case step
  /// A scenario played faster or slower (`>`, `<`).
  case faster
  case slower
  /// The scenario's command before (played again from the start up to it).
  case stepBack
  /// The scenario from its first line.
  case restart
  /// The scenario starts again when it ends, or not.
  case toggleLoop
  /// Type a line of the scenario to jump to.
  case jumpToLine
  /// The device picker: type to filter the catalog, enter opens one.
  case pickDevice
  /// The release picker: every OS release the device runs, enter switches to one.
  case pickRelease
  /// Side by side: the scene as it is now pinned on the left, the live one on the right
  /// (before / after); again: one scene.
  case togglePinned
}

/// One line of the key table: the keys, what each does, and how help and the key bar name
/// them (like bubbles' `key.Binding` with its help).
public struct KeyBinding: Sendable {
  /// The keys as written in help: `r / R`.
  public var label: String
  /// Each key with its action.
  public var keys: [(key: Key, action: KeyAction)]
  /// The help overlay's and the README's text.
  public var help: String
  /// The key bar's word, and a shorter one for narrow terminals; nil: not in the key bar.
  public var short: String?
  public var tiny: String?

  init(_ label: String, _ keys: [(key: Key, action: KeyAction)], help: String, short: String? = nil, tiny: String? = nil) {
    self.label = label
    self.keys = keys
    self.help = help
    self.short = short
    self.tiny = tiny ?? short
  }
}

/// The previewer's keys: the one table the key map, the key bar, the `?`
/// overlay and the README's keys table come from.
public enum KeyTable {
  /// One step of a Stage Manager resize, in points.
  public static let resizeStep = 10.0

  public static let bindings: [KeyBinding] = {
    func c(_ key: Character, _ command: PreviewCommand) -> (key: Key, action: KeyAction) { (.character(key), .command(command)) }
    func i(_ key: Key, _ intent: AppIntent) -> (key: Key, action: KeyAction) { (key, .intent(intent)) }
    let step = resizeStep
    return [
      KeyBinding(
        "r / R", [c("r", .rotate(.clockwise)), c("R", .rotate(.counterClockwise))],
        help: "rotate clockwise / counter-clockwise (skipping orientations the device refuses)", short: "rotate",
        tiny: "rot"),
      KeyBinding(
        "f / F", [c("f", .posture(.step(.next))), c("F", .posture(.step(.previous)))],
        help: "next / previous posture: fold, half-open, unfold (foldables, dual-screen)", short: "fold"),
      KeyBinding(
        "w / W", [c("w", .window(.step(.next))), c("W", .window(.step(.previous)))],
        help: "next / previous window of the OS release: iPadOS 26+ full screen, left and right halves, Slide Over; "
          + "iPadOS 18 full screen, Split View 2/3, 1/2, 1/3 (the app keeping its pane), Slide Over; "
          + "the open iPhone Duo's Split View and Android foldables' split-screen: the two 50/50 panes, above and below on a turned Android foldable",
        short: "window", tiny: "win"),
      KeyBinding(
        "u / U", [c("u", .host(.step(.next))), c("U", .host(.step(.previous)))],
        help: "where a resized iOS 27 iPhone window is shown: on the phone (as Xcode's Device Hub), in iPhone Mirroring "
          + "on a Mac, as an iPhone app on an iPad (the window as the user sees it)"),
      KeyBinding(
        "t", [c("t", .verticalBars(.toggle))],
        help: "the app's preferredVerticalBarBehavior: the iPhone Duo's bars and status bar along a side (automatic) "
          + "or kept horizontal (disabled); the safe area moves, no view resizes"),
      KeyBinding(
        "o / O", [c("o", .os(.step(.next))), c("O", .os(.step(.previous)))],
        help: "next / previous major OS release the device runs, at its newest point release (the app launches again on it)"),
      KeyBinding(
        "V", [i(.character("V"), .pickRelease)],
        help: "pick an OS release: every release the device runs, point releases too, arrows, enter"),
      KeyBinding(
        "shift+arrows, H J K L",
        [
          (.shiftLeft, .command(.resize(dx: -step, dy: 0))), (.shiftRight, .command(.resize(dx: step, dy: 0))),
          (.shiftUp, .command(.resize(dx: 0, dy: -step))), (.shiftDown, .command(.resize(dx: 0, dy: step))),
          c("H", .resize(dx: -step, dy: 0)), c("L", .resize(dx: step, dy: 0)),
          c("K", .resize(dx: 0, dy: -step)), c("J", .resize(dx: 0, dy: step)),
        ],
        help: "resize a free window by 10 pt (Stage Manager, iPadOS 26 windows and Slide Over, iOS 27 iPhone windows; "
          + "a mouse drag of its edge too); it never leaves the screen"),
      KeyBinding(
        "d / D", [c("d", .device(.step(.next))), c("D", .device(.step(.previous)))],
        help: "next / previous device", short: "device", tiny: "dev"),
      KeyBinding(
        "a / A", [c("a", .ad(.step(.next))), c("A", .ad(.step(.previous)))], help: "next / previous ad format",
        short: "ad"),
      KeyBinding("tab", [(.tab, .command(.slot(.step(.next))))], help: "next ad slot of an --app file (the one the slot keys change)"),
      KeyBinding("p", [c("p", .position(.toggle))], help: "ad at the top / bottom", short: "top/bottom", tiny: "pos"),
      KeyBinding("l", [c("l", .align(.toggle))], help: "ad centred at its width / filling the width"),
      KeyBinding(
        "g", [c("g", .guide(.toggle))],
        help: "the guide the ad is pinned to: safe area, the old top / bottom layout guides, the superview's edges", short: "guide"),
      KeyBinding("s", [c("s", .scene(.toggle))], help: "request.scene set / unset", short: "scene"),
      KeyBinding("m", [c("m", .mode(.toggle))], help: "test / production requests"),
      KeyBinding(
        "c / C", [c("c", .adChoices(.step(.next))), c("C", .adChoices(.step(.previous)))],
        help: "next / previous AdChoices corner (native ads)"),
      KeyBinding("n", [c("n", .reload(.toggle))], help: "banners reload on resize: on / off (off shows the stale-size bug)"),
      KeyBinding("i", [c("i", .present)], help: "present the full-screen ad"),
      KeyBinding(
        "] / [", [i(.character("]"), .selectFinding(1)), i(.character("["), .selectFinding(-1))],
        help: "pick the next / previous finding in the panel (a click picks one too)"),
      KeyBinding(
        "enter", [i(.enter, .confirm)],
        help: "the picked finding's whole text; in the grid, open the device; else present"),
      KeyBinding(
        "PgUp / PgDn, wheel", [i(.pageUp, .page(-1)), i(.pageDown, .page(1))],
        help: "scroll the log back / on (in the grid: the previous / next page)"),
      KeyBinding(
        "Home / End", [i(.home, .ends(newest: false)), i(.end, .ends(newest: true))],
        help: "the log's oldest / newest entry (in the grid: the first / last device)"),
      KeyBinding("x", [c("x", .dismiss)], help: "dismiss the full-screen ad"),
      KeyBinding(
        "b / B", [c("b", .background), c("B", .foreground)],
        help: "the app goes to the background / comes back to the foreground (where app open ads show)"),
      KeyBinding("k", [c("k", .collapse)], help: "collapse a collapsible banner's expanded overlay"),
      KeyBinding(
        "v", [i(.character("v"), .toggleGrid)], help: "every device at once with its findings count (arrows, enter or a click open one)",
        short: "all"),
      KeyBinding(
        "arrows", [i(.up, .move(dx: 0, dy: -1)), i(.down, .move(dx: 0, dy: 1)), i(.left, .move(dx: -1, dy: 0)), i(.right, .move(dx: 1, dy: 0))],
        help: "move in the grid"),
      KeyBinding(
        "space", [i(.character(" "), .pauseOrResume)],
        help: "pause / resume time (and a scenario playing with --watch or --script)"),
      KeyBinding(".", [i(.character("."), .step)], help: "step: the scenario's next line, or 100 ms of time"),
      KeyBinding(",", [i(.character(","), .stepBack)], help: "step back: the scenario's command before, played again from the start up to it"),
      KeyBinding(
        "< / >", [i(.character("<"), .slower), i(.character(">"), .faster)],
        help: "slower / faster: 0.25×, 0.5×, 1×, 2×, 4×, 8× (a scenario's speed, shown on its status line)"),
      KeyBinding(":", [i(.character(":"), .jumpToLine)], help: "jump to a line of the scenario: type its number, enter"),
      KeyBinding("0", [i(.character("0"), .restart)], help: "the scenario from the top"),
      KeyBinding("*", [i(.character("*"), .toggleLoop)], help: "loop the scenario: on / off"),
      KeyBinding(
        "/", [i(.character("/"), .pickDevice)],
        help: "pick a device: type part of its id, name or a model it covers (as --device reads them), arrows, enter", short: "pick"),
      KeyBinding(
        "=", [i(.character("="), .togglePinned)],
        help:
          "side by side: the scene as it is now pinned on the left, the live one beside it (titled pinned and live: before / after); again: one scene"
      ),
      KeyBinding(
        "e", [i(.character("e"), .export)], help: "write what you did as a play script (adpreview-session.play, then -2, -3…), named in the log"),
      KeyBinding(
        "S", [i(.character("S"), .exportFrame)],
        help: "write the picture as SVG, text and PNG (adpreview-frame.svg, .txt and .png, then -2, -3…)"),
      KeyBinding("?, h", [i(.character("?"), .toggleHelp), i(.character("h"), .toggleHelp)], help: "this help", short: "help"),
      KeyBinding("esc", [i(.escape, .close)], help: "close the help or the grid, or let go of the picked finding"),
      KeyBinding(
        "q, Q, ctrl-c", [i(.character("q"), .quit), i(.character("Q"), .quit), i(.interrupt, .quit)], help: "quit",
        short: "quit"),
    ]
  }()

  private static let actions: [Key: KeyAction] = {
    var map: [Key: KeyAction] = [:]
    for binding in bindings {
      for (key, action) in binding.keys { map[key] = action }
    }
    return map
  }()

  /// What a key does; nil for a key the previewer does not use.
  public static func action(for key: Key) -> KeyAction? { actions[key] }

  /// The key bar, from the longest spelling to the shortest: each key with its short word,
  /// with its tiny word, the same packed tighter, and the keys alone.
  public static let keyBar: [String] = {
    // One pass, each spelling grown as it goes: render draws the bar, and every start that
    // draws it builds it.
    var bars = ["", "", "", ""]
    for binding in bindings {
      guard let short = binding.short, let tiny = binding.tiny else { continue }
      let key = if case .character(let character) = binding.keys[0].key { String(character) } else { binding.label }
      if !bars[3].isEmpty {
        bars[0] += "  "
        bars[1] += "  "
        bars[2] += " "
        bars[3] += " "
      }
      bars[0] += key + " " + short
      bars[1] += key + " " + tiny
      bars[2] += key + " " + tiny
      bars[3] += key
    }
    return bars
  }()

  /// The README's keys table, in Markdown.
  public static var markdown: String {
    var text = "| keys | what they do |\n|---|---|\n"
    for binding in bindings {
      text += "| `\(binding.label)` | \(binding.help) |\n"
    }
    return text
  }
}
