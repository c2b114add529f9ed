import AdPreviewSystem
import Testing

@testable import AdPreviewTUI

/// What the previewer refuses before it takes the terminal over.
@Suite struct NCursesSessionTests {
  @Test func aTerminalThatCannotMoveTheCursorIsRefusedAsAnUnknownOne() {
    for term in ["dumb", ""] {
      #expect(NCursesSession.cannotAddressTheCursor(term: term))
      do {
        _ = try NCursesSession(environment: Environment(["TERM": term]))
        Issue.record("TERM=\(term) started a session")
      } catch {
        #expect(error.message == "cannot open the terminal (TERM=\(term)); try `adpreview render`")
      }
    }
    #expect(NCursesSession.cannotAddressTheCursor(term: nil))
    #expect(!NCursesSession.cannotAddressTheCursor(term: "xterm-256color"))
  }
}
