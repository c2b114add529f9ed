import AdPreviewApp
import CNCursesW

/// Keys, mouse clicks and resizes from ncurses.
struct NCursesInput: InputSource {
  /// Events decoded together (an escape and the key after it) and not yet delivered.
  private var decoded: [InputEvent] = []

  /// How long to wait for the rest of an escape sequence, in milliseconds.
  static let sequenceDelay: Int32 = 25

  mutating func next(timeout: Int) -> InputEvent? {
    read(timeout: max(0, min(timeout, 60_000)))
  }

  /// What the terminal has already sent, without waiting (a read with no delay).
  mutating func pending() -> InputEvent? {
    read(timeout: 0)
  }

  private mutating func read(timeout: Int) -> InputEvent? {
    if !decoded.isEmpty { return decoded.removeFirst() }
    let window = cnw_stdscr()
    wtimeout(window, Int32(timeout))
    var value: wint_t = 0
    let result = wget_wch(window, &value)
    if result == OK && value == 27 {
      // ncurses passes on sequences it does not know; read them whole, never as keys.
      wtimeout(window, NCursesInput.sequenceDelay)
      decoded = EscapeSequenceDecoder.decodeUntilInterrupted { () -> EscapeSequenceDecoder.Read? in
        var following: wint_t = 0
        switch wget_wch(window, &following) {
        case OK: return .code(UInt32(following))
        case KEY_CODE_YES: return .function(NCursesInput.function(Int32(following)))
        default: return nil
        }
      }
      return decoded.isEmpty ? nil : decoded.removeFirst()
    }
    if result == OK {
      return .key(NCursesInput.character(UInt32(value)))
    }
    if result == KEY_CODE_YES {
      return NCursesInput.function(Int32(value))
    }
    return nil
  }

  static func character(_ value: UInt32) -> Key {
    switch value {
    case 3: return .interrupt
    case 27: return .escape
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 9: return .tab
    default:
      guard let scalar = Unicode.Scalar(value) else { return .other(Int(value)) }
      return .character(Character(scalar))
    }
  }

  static func function(_ code: Int32) -> InputEvent? {
    switch code {
    case KEY_RESIZE:
      return .resized(columns: Int(getmaxx(cnw_stdscr())), rows: Int(getmaxy(cnw_stdscr())))
    case KEY_MOUSE:
      var event = MEVENT()
      guard getmouse(&event) == OK else { return nil }
      if cnw_wheel_up(event.bstate) != 0 { return .scrolled(up: true) }
      if cnw_wheel_down(event.bstate) != 0 { return .scrolled(up: false) }
      if cnw_button1_released(event.bstate) != 0 { return .released(x: Int(event.x), y: Int(event.y)) }
      guard cnw_button1_clicked(event.bstate) != 0 else { return nil }
      return .clicked(x: Int(event.x), y: Int(event.y))
    case KEY_PPAGE: return .key(.pageUp)
    case KEY_NPAGE: return .key(.pageDown)
    case KEY_HOME: return .key(.home)
    case KEY_END: return .key(.end)
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_SR: return .key(.shiftUp)
    case KEY_SF: return .key(.shiftDown)
    case KEY_SLEFT: return .key(.shiftLeft)
    case KEY_SRIGHT: return .key(.shiftRight)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE: return .key(.backspace)
    default:
      // xterm-style modified arrows have names, not fixed codes.
      guard let name = keyname(code).map({ String(cString: $0) }) else { return .key(.other(Int(code))) }
      return .key(KeyNames.key(named: name) ?? .other(Int(code)))
    }
  }
}

/// Terminfo names of shifted arrows, which ncurses reports as extended keys.
enum KeyNames {
  static func key(named name: String) -> Key? {
    switch name {
    case "kUP2", "kri": .shiftUp
    case "kDN2", "kind": .shiftDown
    case "kLFT2": .shiftLeft
    case "kRIT2": .shiftRight
    default: nil
    }
  }
}
