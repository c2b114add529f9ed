import AdPreviewCore
import AdPreviewRender
import AdPreviewTestSupport
import Testing

@testable import AdPreviewApp

/// The `?` overlay: every key's help whole, wrapped at words in its column, at the sizes
/// people use; paged with PgDn / PgUp where the terminal is too short.
@Suite struct HelpOverlayTests {
  /// Every help text read back from the overlay's rows, page after page.
  func helpShown(columns: Int, rows: Int) throws -> String {
    var state = try makeState(columns: columns, rows: rows)
    state.press("?", at: 0)
    var pages: [String] = []
    for page in 0...KeyHelpOverlay.keys.lastPage(columns: columns, rows: rows) {
      #expect(state.helpScroll == page)
      pages.append(AppView.render(state, options: RenderOptions(color: false)).plainText())
      _ = state.handle(.key(.pageDown), at: 0)
    }
    #expect(state.showHelp, "paging keeps the help open")
    return pages.joined(separator: "\n")
  }

  /// Narrower than 101 columns each key shows its gist on one row, cut with `…` only where
  /// even the gist is wider than the column, and the hint says where the whole texts are.
  @Test(arguments: [(80, 24), (100, 30)])
  func everyKeysGistShowsOnOneRowInANarrowTerminal(columns: Int, rows: Int) throws {
    let shown = try helpShown(columns: columns, rows: rows)
    for binding in KeyTable.bindings {
      let gist = KeyHelpOverlay.gist(binding.help)
      #expect(gist.count < binding.help.count || !binding.help.contains(": "))
      #expect(shown.contains(String(gist.prefix(40))), "\(columns)×\(rows): \(binding.label)'s gist is not shown: \(gist)")
    }
    #expect(shown.contains("whole texts from 101 columns"))
  }

  /// A gist is the help's first clause.
  @Test func aGistIsTheFirstClause() {
    #expect(KeyHelpOverlay.gist("rotate clockwise / counter-clockwise (skipping orientations)") == "rotate clockwise / counter-clockwise")
    #expect(KeyHelpOverlay.gist("pick an OS release: every release") == "pick an OS release")
    #expect(KeyHelpOverlay.gist("a; b: c") == "a")
    #expect(KeyHelpOverlay.gist("quit") == "quit")
    #expect(KeyHelpOverlay.gist("request.scene set / unset") == "request.scene set / unset")
  }

  @Test(arguments: [(120, 40), (220, 60)])
  func everyHelpTextShowsWholeAndWrapped(columns: Int, rows: Int) throws {
    let shown = try helpShown(columns: columns, rows: rows)
    // Rows of the box: the text column read row by row, spaces joining the wrapped parts.
    let text = shown.split(separator: "\n").map { line -> String in
      let cells = Array(line)
      guard cells.count > 30 else { return "" }
      let box = (columns - min(columns - 2, 120)) / 2
      let help = KeyHelpOverlay.helpColumn
      return String(cells.dropFirst(box + help).prefix(min(columns - 2, 120) - help - 2)).trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    for binding in KeyTable.bindings {
      #expect(text.contains(binding.help), "\(columns)×\(rows): the help of \(binding.label) is cut: \(binding.help)")
    }
  }

  /// The first page at 80×24, the smallest terminal the previewer is made for: it once
  /// showed 5 keys, its rows taken by whole paragraphs of help; each key's gist on a row
  /// shows 18.
  @Test func theFirstPageAt80x24ShowsAUsefulShareOfTheKeys() throws {
    var state = try makeState(columns: 80, rows: 24)
    state.press("?", at: 0)
    let picture = AppView.render(state, options: RenderOptions(color: false)).plainText()
    // Rows end in `|`, so trailing blanks show in the snapshot.
    let rows = picture.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "|" }.joined(separator: "\n") + "\n"
    let shown = KeyTable.bindings.filter { binding in
      picture.split(separator: "\n").contains { $0.dropFirst(3).hasPrefix(binding.label.prefix(KeyHelpOverlay.keysWidth - 1)) }
    }
    #expect(shown.count >= 16, "\(shown.map(\.label))")
    assertSnapshot(rows, named: "help-80x24")
  }

  /// The text that once ran off the overlay's edge at 120 columns.
  @Test func theRotateHelpIsWholeAt120Columns() throws {
    var state = try makeState(columns: 120, rows: 40)
    state.press("?", at: 0)
    let picture = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(picture.contains("(skipping orientations the device"))
    #expect(picture.contains("refuses)"))
    #expect(!picture.contains("the device re "))
  }

  @Test func escapeClosesThePagedHelpAndItOpensOnItsFirstPage() throws {
    var state = try makeState(columns: 80, rows: 24)
    state.press("?", at: 0)
    _ = state.handle(.key(.pageDown), at: 0)
    #expect(state.helpScroll == 1)
    _ = state.handle(.key(.escape), at: 0)
    #expect(!state.showHelp)
    state.press("?", at: 0)
    #expect(state.helpScroll == 0)
  }
}
