import AdPreviewApp

/// What follows an ESC that ncurses did not decode itself: mouse reports in X10
/// (`ESC [ M b x y`) and SGR (`ESC [ < b ; x ; y M`) form, other CSI and SS3 sequences, or
/// Alt + a key. Mouse reports become clicks; any other sequence is dropped whole, so its
/// bytes are never read as keys (an X10 click at column 81 carries a `q`).
enum EscapeSequenceDecoder {
  /// The longest sequence read before giving up on it.
  static let maximumLength = 32

  /// What the terminal gave after an ESC: a character's code, or a key ncurses decoded
  /// itself (a resize, a function key), which ends the sequence.
  enum Read: Equatable {
    case code(UInt32)
    case function(InputEvent?)
  }

  /// Decodes the input after an ESC, as `decode(next:)` does; a key ncurses decoded that
  /// arrives meanwhile ends the sequence and is delivered after it, never dropped (a resize
  /// right after Esc was lost).
  static func decodeUntilInterrupted(reading: () -> Read?) -> [InputEvent] {
    var interrupted: [InputEvent] = []
    var ended = false
    let events = decode { () -> UInt32? in
      guard !ended, let read = reading() else { return nil }
      switch read {
      case .code(let code): return code
      case .function(let event):
        ended = true
        if let event { interrupted.append(event) }
        return nil
      }
    }
    return events + interrupted
  }

  /// Decodes the input after an ESC. `next` gives the following input code, or nil when
  /// none arrives within the escape delay.
  static func decode(next: () -> UInt32?) -> [InputEvent] {
    guard let first = next() else { return [.key(.escape)] }
    switch first {
    case 0x5B:  // [
      return csi(next: next).map { [$0] } ?? []
    case 0x4F:  // O: SS3, one more byte (F1–F4 and keypad keys ncurses did not know)
      _ = next()
      return []
    case 27:
      return [.key(.escape), .key(.escape)]
    default:
      // Alt + a key arrives as ESC and the key: the escape, then the key as before.
      return [.key(.escape), .key(NCursesInput.character(first))]
    }
  }

  /// A control sequence after `ESC [`: a click for a button-1 press, nil for the rest.
  private static func csi(next: () -> UInt32?) -> InputEvent? {
    guard let first = next() else { return nil }
    if first == 0x4D {  // M: X10, three bytes each offset by 32
      guard let button = next(), let x = next(), let y = next() else { return nil }
      return click(button: Int(button) - 32, x: Int(x) - 33, y: Int(y) - 33, pressed: true)
    }
    var parameters: [UInt32] = [first]
    var code: UInt32? = first
    var length = 1
    // Parameter and intermediate bytes run until a final byte 0x40–0x7E.
    while let byte = code, !(0x40...0x7E).contains(byte) {
      guard (0x20...0x3F).contains(byte), length < maximumLength, let following = next() else { return nil }
      parameters.append(following)
      code = following
      length += 1
    }
    guard let final = code, parameters.first == 0x3C, final == 0x4D || final == 0x6D else { return nil }
    // SGR: `< button ; x ; y` then M (press) or m (release), 1-based cells.
    let text = String(decoding: parameters.dropFirst().dropLast().map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    let fields = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard fields.count == 3, let button = fields[0], let x = fields[1], let y = fields[2] else { return nil }
    return click(button: button, x: x - 1, y: y - 1, pressed: final == 0x4D)
  }

  /// A press or release of the first button, or a turn of the wheel (modifier bits
  /// allowed; motion and other buttons dropped), at a cell on the screen.
  private static func click(button: Int, x: Int, y: Int, pressed: Bool) -> InputEvent? {
    guard x >= 0, y >= 0 else { return nil }
    let plain = button & ~0b0001_1100
    switch plain {
    case 64 where pressed: return .scrolled(up: true)
    case 65 where pressed: return .scrolled(up: false)
    case 0: return pressed ? .clicked(x: x, y: y) : .released(x: x, y: y)
    case 3 where pressed: return .released(x: x, y: y)  // X10 reports a release as button 3
    default: return nil
    }
  }
}
