import AdPreviewApp
import Testing

@testable import AdPreviewTUI

/// Row 13 of the hardening issue: mouse reports and unknown sequences are never read as
/// keys (an X10 click at column 81 carries a `q`, which used to quit).
@Suite struct EscapeSequenceDecoderTests {
  /// Decodes bytes that start with ESC, the way `NCursesInput` reads them.
  func decode(_ bytes: [UInt32]) -> (events: [InputEvent], unread: Int) {
    #expect(bytes.first == 0x1B)
    var rest = bytes.dropFirst()
    let events = EscapeSequenceDecoder.decode { rest.popFirst() }
    return (events, rest.count)
  }

  static func isQuit(_ event: InputEvent) -> Bool {
    event == .key(.character("q")) || event == .key(.character("Q")) || event == .key(.interrupt)
  }

  @Test func anX10ClickAtColumn81IsAClickNotAQuit() {
    let (events, unread) = decode([0x1B, 0x5B, 0x4D, 0x20, 0x71, 0x30])
    #expect(events == [.clicked(x: 80, y: 15)])
    #expect(unread == 0)
    #expect(!events.contains(where: Self.isQuit))
  }

  @Test func x10ReleasesAndTheWheelAreReadAndMotionIsDroppedWhole() {
    let expected: [UInt32: [InputEvent]] = [
      0x23: [.released(x: 80, y: 80)], 0x60: [.scrolled(up: true)], 0x61: [.scrolled(up: false)], 0x40: [],
    ]
    for (button, events) in expected {
      let (decoded, unread) = decode([0x1B, 0x5B, 0x4D, button, 0x71, 0x71])
      #expect(decoded == events)
      #expect(unread == 0)
      #expect(!decoded.contains(where: Self.isQuit))
    }
  }

  @Test func sgrClicksAreDecodedAndOtherSGRReportsDropped() {
    #expect(decode(Array("\u{1B}[<0;81;16M".unicodeScalars.map(\.value))).events == [.clicked(x: 80, y: 15)])
    #expect(decode(Array("\u{1B}[<0;81;16m".unicodeScalars.map(\.value))).events == [.released(x: 80, y: 15)])
    #expect(decode(Array("\u{1B}[<64;113;1M".unicodeScalars.map(\.value))).events == [.scrolled(up: true)])
    for text in ["\u{1B}[<35;113;113M", "\u{1B}[<2;1;1M"] {
      let (events, unread) = decode(Array(text.unicodeScalars.map(\.value)))
      #expect(events.isEmpty, "\(text.debugDescription)")
      #expect(unread == 0)
    }
  }

  @Test func unknownSequencesAreDroppedWhole() {
    for text in ["\u{1B}[200~", "\u{1B}[1;5Q", "\u{1B}[?1049h", "\u{1B}OQ", "\u{1B}[q"] {
      let (events, unread) = decode(Array(text.unicodeScalars.map(\.value)))
      #expect(events.isEmpty, "\(text.debugDescription)")
      #expect(unread == 0, "\(text.debugDescription)")
    }
  }

  @Test func aLoneEscapeAndAltKeysStillWork() {
    #expect(decode([0x1B]).events == [.key(.escape)])
    #expect(decode([0x1B, 0x71]).events == [.key(.escape), .key(.character("q"))])
  }

  @Test func anEndlessSequenceStopsAtTheLimit() {
    let (events, unread) = decode([0x1B, 0x5B] + Array(repeating: 0x31, count: 1000))
    #expect(events.isEmpty)
    #expect(unread == 1000 - EscapeSequenceDecoder.maximumLength)
  }

  /// A resize that ncurses reports while an Esc waits for the rest of a sequence: the Esc,
  /// then the resize (it once went nowhere, and the picture kept the old size).
  @Test func aResizeRightAfterEscIsDeliveredAfterIt() {
    let resize = InputEvent.resized(columns: 100, rows: 30)
    var reads: [EscapeSequenceDecoder.Read] = [.function(resize), .code(0x71)]
    #expect(EscapeSequenceDecoder.decodeUntilInterrupted { reads.isEmpty ? nil : reads.removeFirst() } == [.key(.escape), resize])
    #expect(reads == [.code(0x71)], "what comes after the resize is read as keys again")
    // In the middle of a sequence: the unfinished sequence is dropped, the resize kept.
    var partial: [EscapeSequenceDecoder.Read] = [.code(0x5B), .code(0x3C), .function(resize)]
    #expect(EscapeSequenceDecoder.decodeUntilInterrupted { partial.isEmpty ? nil : partial.removeFirst() } == [resize])
    // A function key ncurses does not name is no event, and ends the sequence too.
    var unknown: [EscapeSequenceDecoder.Read] = [.function(nil)]
    #expect(EscapeSequenceDecoder.decodeUntilInterrupted { unknown.isEmpty ? nil : unknown.removeFirst() } == [.key(.escape)])
  }
}
