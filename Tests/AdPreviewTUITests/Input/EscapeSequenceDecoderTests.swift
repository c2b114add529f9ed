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
}
