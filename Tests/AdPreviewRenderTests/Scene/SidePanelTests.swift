import AdPreviewCatalog
import AdPreviewCore
import Testing

@testable import AdPreviewRender

@Suite struct SidePanelTests {
  /// The panel (and the title bar) reads Android lengths as apps get them, in whole dp: the Fold5's split-screen
  /// pane is 340×829 with a 56 dp bottom inset, not 340.19×828.95 and 55.95.
  @Test func androidLengthsAreWholeDp() throws {
    let window = try #require(WindowChoice(parsing: "split-1/2-left"))
    let text = try picture("galaxy-z-fold-5", posture: .open, window: window, size: (160, 50))
    #expect(text.contains("Window    340×829 (Android split-screen 1/2)"), "\(text)")
    #expect(text.contains("Safe area top 30 · left 0 · bottom 56 · right 0"), "\(text)")
    #expect(text.contains("· at x 0, y "), "\(text)")
    #expect(!text.contains(".19") && !text.contains(".95") && !text.contains("x 0.09"), "the title bar too: \(text)")
  }

  @Test func wrappingKeepsWordsAndCutsOnlyWhatCannotFit() {
    #expect(SidePanel.wrap("the banner still shows 834×90", width: 12) == ["the banner", "still shows", "834×90"])
    #expect(SidePanel.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(SidePanel.wrap("a abcdefghij", width: 4) == ["a", "abcd", "efgh", "ij"])
    #expect(SidePanel.wrap("", width: 5) == [""])
  }

  @Test func simpleTextWrapsAsGraphemeByGraphemeWrappingWould() {
    let texts = [
      "the ad view (0,778 375x34) covers the home indicator (134x5 of it): swipes there go to the system.",
      "two  spaces,   three, and a trailing one ", " leading", "   ", "a", "",
      "averyveryverylongwordthatnevercanfit on one line", "x y z", "ab  cd  ef  gh",
      "adSize 375×59 → 724×56 · reload #2", "×××××××××× ·· → ≤ 15 % — café naïve", "é",
      "mixed: 中文 and 🙂 take two columns", "e\u{301} combines, and so does a\u{308}a\u{308}a\u{308}",
    ]
    for text in texts {
      for width in 1...24 {
        #expect(SidePanel.wrap(text, width: width) == SidePanel.wrapGraphemes(text, width: width), "\(text.debugDescription) at \(width)")
      }
    }
  }

  /// Row 6 of the hardening issue: a 125,000-character name took 12.7 s to render.
  @Test(.timeLimit(.minutes(5))) func aHugeNameWrapsInOnePass() throws {
    let huge = String(repeating: "A", count: 250_000)
    let lines = SidePanel.wrap(huge, width: 40)
    #expect(lines.count == 6_250)
    #expect(lines.allSatisfy { $0.count == 40 })
    var device = try #require(catalog.device(id: "iphone-x"))
    device.name = String(repeating: "N", count: 125_000)
    let session = try PreviewSession.settled(catalog: DeviceCatalog(devices: [device]), selection: Selection())
    let frame = SceneRenderer.render(PreviewModel(session: session), columns: 120, rows: 40)
    #expect(frame.plainText().contains("NNNNNNNNNN"))
  }

  /// A five-slot app, each slot making a mistake: more findings than a short panel has rows.
  static let fiveSlots = Selection(
    deviceID: "iphone-x",
    slot: AdSlot(name: "footer", format: .anchoredAdaptive, guide: .legacy),
    otherSlots: [
      AdSlot(name: "header", format: .banner, position: .top, guide: .legacy),
      AdSlot(name: "feed", format: .native, position: .top, offset: 200),
      AdSlot(name: "promo", format: .leaderboard, position: .top, offset: 120),
      AdSlot(name: "break", format: .interstitial),
    ])

  /// The panel's text column, row by row, between the title and the log.
  static func panel(_ selection: Selection, columns: Int, rows: Int) throws -> [String] {
    let model = try settledModel(selection)
    let lines = SceneRenderer.render(model, columns: columns, rows: rows, options: RenderOptions(color: false)).plainText()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let left = columns - SceneRenderer.panelWidth(columns)
    return lines.dropFirst(2).prefix { !$0.contains("─ Log ─") }.map { String(Array($0).dropFirst(left).dropLast()) }
  }

  /// A resized iOS 27 iPhone window drawn on the phone says it is a picture and names the
  /// key that shows it as the user sees it; in its host the panel names the host instead.
  @Test func aResizedIPhoneWindowOnThePhonePointsToItsHost() throws {
    var selection = Selection(deviceID: "iphone-18-pro", window: .free(Size(width: 300, height: 600)))
    let phone = try SidePanelTests.panel(selection, columns: 120, rows: 40).joined(separator: " ")
    let squeezed = phone.split(separator: " ").joined(separator: " ")
    #expect(squeezed.contains("Host on the phone (Xcode's Device Hub) · u: as the user sees it"), "\(squeezed)")
    selection.host = .mac
    let hosted = try SidePanelTests.panel(selection, columns: 120, rows: 40).joined(separator: " ")
    #expect(hosted.split(separator: " ").joined(separator: " ").contains("Host iPhone Mirroring on a Mac"), "\(hosted)")
    #expect(!hosted.contains("Device Hub"))
  }

  /// At 80×24, and with five slots at 120×40, the findings are what is kept: every field
  /// but the ad and its state goes before any finding does, and a finding's code before its
  /// message. The panel once ended in "…" right above the findings.
  @Test(arguments: [("one", 80, 24), ("five", 120, 40), ("five", 80, 24), ("one", 120, 40), ("five", 220, 60)])
  func aShortPanelKeepsTheFindingsAndDropsOtherFieldsFirst(app: String, columns: Int, rows: Int) throws {
    let selection = app == "five" ? SidePanelTests.fiveSlots : Selection(slot: AdSlot(format: .anchoredAdaptive, guide: .legacy))
    let findings = try PreviewSession.settled(catalog: catalog, selection: selection).resolved.allFindings
    #expect(findings.count >= (app == "five" ? 10 : 4))
    let rowsOfPanel = try SidePanelTests.panel(selection, columns: columns, rows: rows)
    let panel = rowsOfPanel.joined(separator: "\n")
    #expect(panel.contains("Findings  \(findings.count)"), "\(app) at \(columns)×\(rows):\n\(panel)")
    // The codes in the panel's order: a prefix of them is shown, and all of them wherever
    // the rows left after the ad, its state and the count hold one line each.
    let codes = SidePanel.ordered(findings).map(\.code.rawValue)
    let shown = codes.prefix { panel.replacing("\n", with: "").replacing(" ", with: "").contains($0) }.count
    #expect(shown > 0)
    let kept = rowsOfPanel.count - rowsOfPanel.firstIndex { $0.contains("Findings") }! - 1
    if kept >= codes.count * 2 {
      #expect(shown == codes.count, "\(app) at \(columns)×\(rows): \(shown) of \(codes.count) codes:\n\(panel)")
    }
    if shown < codes.count {
      for dropped in ["Request", "Also", "OS ", "Device", "Screen", "Window", "Safe area"] {
        #expect(!panel.contains(dropped), "\(dropped) kept while findings were cut:\n\(panel)")
      }
    }
  }

  /// With five slots at 120×40 every code shows, the first ones with their message.
  @Test func fiveSlotsAt120By40ShowEveryFindingsCode() throws {
    let findings = try PreviewSession.settled(catalog: catalog, selection: SidePanelTests.fiveSlots).resolved.allFindings
    let panel = try SidePanelTests.panel(SidePanelTests.fiveSlots, columns: 120, rows: 40).joined(separator: "\n")
    for finding in findings {
      #expect(panel.contains("\(finding.code.rawValue) [\(finding.slot ?? "")]"), "\(finding.code.rawValue) is cut:\n\(panel)")
    }
    #expect(panel.contains("it covers the home indicator area"))
  }

  @Test func fittingDropsTheHighestRankFirstAndFromTheBottom() {
    func line(_ text: String, field: Int, rank: Int) -> SidePanel.Line {
      SidePanel.Line(label: "", text: text, style: .plain, field: field, rank: rank)
    }
    let lines = [
      line("a", field: 1, rank: 3), line("b", field: 2, rank: 9), line("b2", field: 2, rank: 9), line("c", field: 3, rank: 0),
      line("d", field: 4, rank: 9),
    ]
    #expect(SidePanel.fitted(lines, height: 4).map(\.text) == ["a", "b", "b2", "c"])
    #expect(SidePanel.fitted(lines, height: 3).map(\.text) == ["a", "c"])
    #expect(SidePanel.fitted(lines, height: 1).map(\.text) == ["c"])
    #expect(SidePanel.fitted(lines, height: 9).count == 5)
  }
}

/// The panel's count of findings reads as what they are.
@Suite struct FindingsCountTests {
  @Test func oneSeverityIsSaidAloneAndSeveralAreCounted() {
    let info = Finding(.overlapsCorner, lesser: true, "shaved")
    let error = Finding(.outsideWindow, "out")
    let warning = Finding(.outsideSafeArea, "under")
    #expect(SidePanel.findingsCount([info]) == "1 info")
    #expect(SidePanel.findingsCount([error, error]) == "2 errors")
    #expect(SidePanel.findingsCount([info, error, warning, info]) == "4: 1 error, 1 warning, 2 info")
  }
}

/// The Ad line of a full-screen ad loaded for a smaller window agrees with the ad on screen.
@Suite struct FullScreenAdLineTests {
  @Test func aPresentedAdLoadedForASmallerWindowSaysItsOwnSize() throws {
    var session = try PreviewSession(
      catalog: BundledDevices.catalog, selection: Selection(deviceID: "ipad-pro-11", slot: AdSlot(format: .interstitial)))
    for line in ["window left-half", "appear", "wait 600", "window full", "wait 600", "present"] {
      session.perform(try #require(try PreviewCommand(parsing: line)))
    }
    let text = SidePanel.lines(PreviewModel(session: session), width: 200, options: RenderOptions()).map(\.text).joined(separator: "\n")
    #expect(text.contains("interstitial 417×1194 as loaded; a new one would be 834×1194"), "\(text)")
    #expect(text.contains("presented full-screen ad #1 (417×1194)"))
  }
}
