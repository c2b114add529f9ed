import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// The panel at work: a log that scrolls, findings that open to their whole text, and a
/// Stage Manager window dragged by its edge.
@Suite struct PanelInteractionTests {
  func text(_ state: AppState) -> String { AppView.render(state, options: RenderOptions(color: false)).plainText() }

  /// Whether the screen shows `words` (a plain answer keeps a failure's message short).
  func shows(_ state: AppState, _ words: String) -> Bool { text(state).contains(words) }

  @Test func theLogScrollsBackAndComesForward() throws {
    var state = try makeState(columns: 120, rows: 30)
    for (index, key) in ["r", "r", "r", "r", "r", "r"].enumerated() { state.press(key, at: 1000 * (index + 1)) }
    state.advance(to: 8000)
    let newest = String(state.session.log.last!.line.prefix(30))
    #expect(shows(state, newest), "\(newest)")
    _ = state.handle(.key(.pageUp), at: 8100)
    #expect(state.logScroll == 5)
    #expect(!shows(state, newest), "\(newest)")
    #expect(shows(state, "↓ 5 newer · PgDn, End"), "↓ 5 newer · PgDn, End")
    _ = state.handle(.scrolled(up: true), at: 8200)
    #expect(state.logScroll == 8)
    _ = state.handle(.key(.home), at: 8300)
    let oldest = String(state.session.log.first!.line.prefix(30))
    #expect(shows(state, oldest), "\(oldest)")
    _ = state.handle(.key(.end), at: 8400)
    #expect(state.logScroll == 0)
    #expect(shows(state, newest), "\(newest)")
  }

  @Test func aPickedFindingOpensToItsWholeText() throws {
    var state = try makeState(Selection(slot: AdSlot(format: .banner, guide: .legacy)), columns: 120, rows: 40)
    state.advance(to: 500)
    let findings = state.resolved.allFindings
    #expect(findings.count >= 1)
    let before = text(state)
    state.press("]", at: 600)
    #expect(state.selectedFinding == 0)
    #expect(shows(state, "⏎ all"), "⏎ all")
    _ = state.handle(.key(.enter), at: 700)
    #expect(state.expandedFinding)
    let after = text(state)
    // The whole message is there, where three lines and an ellipsis were.
    #expect(before.contains(" …"))
    #expect(after.split(separator: "\n").count == before.split(separator: "\n").count)
    #expect(!state.session.log.contains { $0.kind == .presentCheck }, "enter opened the finding, it did not present")
    _ = state.handle(.key(.escape), at: 800)
    #expect(state.selectedFinding == nil)
  }

  @Test func clickingAFindingInThePanelOpensIt() throws {
    var state = try makeState(Selection(slot: AdSlot(format: .banner, guide: .legacy)), columns: 120, rows: 40)
    state.advance(to: 500)
    let screen = AppView.render(state, options: RenderOptions(color: false))
    let rows = screen.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(rows.firstIndex { $0.contains("overlaps-home-indicator") })
    let column = try #require(rows[row].range(of: "overlaps-home-indicator")).lowerBound.utf16Offset(in: rows[row])
    _ = state.handle(.clicked(x: column, y: row), at: 600)
    #expect(state.selectedFinding != nil)
    #expect(state.expandedFinding)
  }

  @Test func draggingAStageManagerWindowsEdgeResizesIt() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", window: .free(Size(width: 600, height: 800)), os: iOS18), columns: 160, rows: 50)
    let model = AppView.model(state)
    let window = state.resolved.scene.window
    // Find the cells of the window's right edge and a few cells to its right.
    var edge: (x: Int, y: Int)?
    for x in 0..<160 {
      guard let point = SceneRenderer.point(atX: x, y: 25, in: model, columns: 160, rows: 50) else { continue }
      if point.x >= window.maxX - 10, point.x <= window.maxX + 10 { edge = (x, 25); break }
    }
    let start = try #require(edge)
    _ = state.handle(.clicked(x: start.x, y: start.y), at: 100)
    _ = state.handle(.released(x: start.x + 4, y: start.y), at: 200)
    guard case .free(let size) = state.selection.window else {
      Issue.record("the window is not a Stage Manager window: \(state.selection.window)")
      return
    }
    #expect(size.width > 600)
    #expect(size.height == 800)
    #expect(state.recorder.commands.last == .window(.to(.free(size))))
  }
}

/// The every-device grid: short names that tell devices apart, a header that says what the
/// tiles show, pages.
@Suite struct GridViewTests {
  @Test func tilesUseShortNamesThatTellDevicesApart() throws {
    let names = catalog.devices.map(\.shortName)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.count <= 20 })
    var state = try makeState(columns: 200, rows: 60)
    state.view = .grid(selected: catalog.devices.firstIndex { $0.id == "galaxy-z-fold-5" }!)
    let text = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(text.contains(" Z Fold5 ") && text.contains(" Z Flip5 "))
    #expect(text.contains("every device · portrait · default posture · full screen · each device's newest OS"))
  }

  @Test func theTilesAreWorkedOutWhenWhatTheyShowChangesNotAtEveryFrame() throws {
    var state = try makeState(columns: 200, rows: 60)
    state.prepareFrame()
    #expect(state.gridTiles == nil, "the scene view works out no tile")
    state.press("v", at: 0)
    // Keys only mark what changed; the frame works the tiles out, once however many came.
    #expect(state.gridTiles == nil)
    state.prepareFrame()
    let opened = try #require(state.gridTiles)
    #expect(opened.tiles.count == catalog.devices.count)
    let foldIndex = try #require(catalog.devices.firstIndex { $0.id == "galaxy-z-fold-5" })
    #expect(opened.tiles[foldIndex].model?.resolved.scene.posture?.name == .open)
    // Moving the pick and time passing change no tile.
    _ = state.handle(.key(.right), at: 10)
    state.advance(to: 5000)
    state.prepareFrame()
    #expect(state.gridTiles == opened)
    // Folding every tile works them out again, and the frame shows the new ones.
    state.press("f", at: 5010)
    state.prepareFrame()
    let folded = try #require(state.gridTiles)
    #expect(folded.tiles[foldIndex].model?.resolved.scene.posture?.name == .folded)
    #expect(folded.tiles[foldIndex].findings == folded.tiles[foldIndex].model?.resolved.allFindings)
    let text = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(text.contains("every device · portrait · folded"))
  }

  @Test func fAndWHoldEveryTileAtOnceAndRTurnsThem() throws {
    var state = try makeState(columns: 200, rows: 60)
    state.press("v", at: 0)
    state.press("f", at: 10)
    state.press("w", at: 20)
    #expect(state.grid == DeviceHold(fold: .folded, window: .tiled(.left)))
    // The session is untouched: the grid holds its own tiles.
    #expect(state.selection.deviceID == "iphone-x" && state.selection.window == .full)
    let fold = try #require(catalog.device(id: "galaxy-z-fold-5"))
    #expect(state.grid.selection(state.selection, on: fold).posture == .folded)
    let duo = try #require(catalog.device(id: "surface-duo"))
    #expect(state.grid.selection(state.selection, on: duo).posture == .single)
    let iPad = try #require(catalog.device(id: "ipad-pro-11"))
    #expect(state.grid.selection(state.selection, on: iPad).window == .tiled(.left))
    let text = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(text.contains("every device · portrait · folded · iPads in tiled left half where their OS has it"))
    #expect(text.contains("each device's newest OS"))
    // iPadOS 18's Split View comes after iPadOS 26's windows, and only where the OS has it.
    for _ in 0..<3 { state.press("w", at: 25) }
    #expect(state.grid.window == .preset(.splitTwoThirds))
    #expect(state.grid.selection(state.selection, on: iPad).window == .full)
    var legacy = state.selection
    legacy.os = OSVersion(18)
    #expect(state.grid.selection(legacy, on: iPad).window == .preset(.splitTwoThirds))
    state.press("r", at: 30)
    #expect(AppView.render(state, options: RenderOptions(color: false)).plainText().contains("every device · landscape-right"))
  }

  @Test func pagesTurnWithPgUpPgDnHomeAndEnd() throws {
    var state = try makeState(columns: 100, rows: 30)
    state.press("v", at: 0)
    let layout = GridLayout(columns: 100, rows: 30, count: catalog.devices.count, selected: 0)
    #expect(layout.pageCount > 1)
    _ = state.handle(.key(.home), at: 10)
    #expect(state.view == .grid(selected: 0))
    _ = state.handle(.key(.pageDown), at: 20)
    #expect(state.view == .grid(selected: layout.pageSize))
    _ = state.handle(.key(.end), at: 30)
    #expect(state.view == .grid(selected: catalog.devices.count - 1))
    _ = state.handle(.key(.pageUp), at: 40)
    let last = GridLayout(columns: 100, rows: 30, count: catalog.devices.count, selected: catalog.devices.count - 1)
    #expect(state.view == .grid(selected: last.first - layout.pageSize))
  }
}
