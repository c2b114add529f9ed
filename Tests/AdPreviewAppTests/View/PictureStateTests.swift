import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// The previewer's picture says what the session says, at the moments people demo.
@Suite struct PictureStateTests {
  func text(_ state: AppState, color: Bool = false) -> String {
    AppView.render(state, options: RenderOptions(color: color)).plainText()
  }

  func cells(_ state: AppState) -> CellBuffer {
    AppView.render(state, options: RenderOptions(color: true))
  }

  /// Mid-rotation the panel named the new size at the old ad's position ("724×56 … at x
  /// 218.5"): the position is the ad still shown, and the line now says which ad that is;
  /// once the new ad loads, the line is its own again.
  @Test func thePanelMidRotationSaysWhoseThePositionIs() throws {
    var state = try makeState(Selection(deviceID: "iphone-x"), columns: 120, rows: 40)
    state.advance(to: 1000)
    state.press("r", at: 1000)
    state.advance(to: 1150)
    let turning = text(state).split(separator: "\n").map { String($0.suffix(40)) }.joined(separator: " ")
    let squeezed = turning.split(separator: " ").filter { $0 != "│" }.joined(separator: " ")
    #expect(squeezed.contains("anchored adaptive 724×56"), "\(squeezed)")
    #expect(squeezed.contains("the 375×59 ad still shown at x 218.5, y 295"), "\(squeezed)")
    state.advance(to: 4000)
    let settled = text(state).split(separator: "\n").map { String($0.suffix(40)) }.joined(separator: " ")
    let after = settled.split(separator: " ").filter { $0 != "│" }.joined(separator: " ")
    #expect(after.contains("safe area · at x 44, y 298"), "\(after)")
    #expect(!after.contains("still shown"))
  }

  /// `t` turns the shut iPhone Duo's side strip into a top bar and back: the panel's Bars
  /// line and safe area follow, and the session records the absolute behaviour.
  @Test func tTogglesTheDuosVerticalBars() throws {
    var state = try makeState(Selection(deviceID: "iphone-duo", posture: .folded), columns: 120, rows: 40)
    state.advance(to: 1000)
    func panel() -> String {
      text(state).split(separator: "\n").map { String($0.suffix(48)) }.joined(separator: " ")
        .split(separator: " ").filter { $0 != "│" }.joined(separator: " ")
    }
    #expect(panel().contains("Bars vertical (automatic)"), "\(panel())")
    #expect(panel().contains("Safe area top 0 · left 0 · bottom 34 · right 84"), "\(panel())")
    state.press("t", at: 1100)
    state.advance(to: 2000)
    #expect(state.session.selection.verticalBars == .disabled)
    #expect(panel().contains("Bars horizontal (vertical bars disabled)"), "\(panel())")
    #expect(panel().contains("Safe area top 82 · left 0 · bottom 34 · right 0"), "\(panel())")
    state.press("t", at: 2100)
    #expect(state.session.selection.verticalBars == .automatic)
  }

  @Test func aBannerNotReloadedAfterAWindowChangeIsDrawnAtItsOldSize() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18), columns: 160, rows: 50)
    state.advance(to: 500)
    state.press("n", at: 600)
    state.press("w", at: 700)  // Split View 2/3: 504 wide
    state.advance(to: 2000)
    let shown = state.resolved.evaluation
    #expect(shown.placement?.size == Size(width: 834, height: 90))
    #expect(shown.sizing?.size.width == 504)
    let picture = text(state)
    #expect(picture.contains("showing test ad #1 (834×90)"))
    #expect(picture.contains("stale-size"))
    #expect(picture.contains("outside-window"))
    let canvas = picture.split(separator: "\n").map { String($0.prefix(90)) }.joined(separator: "\n")
    #expect(canvas.contains("834×90"), "the ad is labelled with the size it was loaded with")
    #expect(!canvas.contains("504×79"), "the picture must not show a neatly resized ad")
    // The overflow past the window is marked on the picture.
    let finding = Palette.standard[.finding]
    #expect(cells(state).cells.contains { $0.style.background == finding.background })
  }

  let app = Selection(
    slot: AdSlot(name: "footer", format: .anchoredAdaptive),
    otherSlots: [AdSlot(name: "feed", format: .native, position: .top), AdSlot(name: "break", format: .interstitial)])

  @Test func aPresentedInterstitialCoversEverySlotAndTheStatusBar() throws {
    var state = try makeState(app, columns: 120, rows: 40)
    state.advance(to: 500)
    let before = text(state)
    #expect(before.contains("footer: Test Ad"))
    #expect(before.contains("Headline"))
    state.press("i", at: 600)
    #expect(state.session.slots[2].phase == .presented(request: 3, size: Size(width: 375, height: 812)))
    for picture in [text(state), text(state, color: true)] {
      let canvas = picture.split(separator: "\n").map { String($0.prefix(60)) }.joined(separator: "\n")
      #expect(canvas.contains("Test Ad"))
      for hidden in ["footer: Test Ad", "Icon", "Headline", "9:41"] {
        #expect(!canvas.contains(hidden), "\(hidden) shows through the interstitial")
      }
    }
  }

  @Test func aFullScreenAdLoadingOrReadyDoesNotCoverTheApp() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial)), columns: 120, rows: 40)
    let loading = Palette.standard[.adLoading].background
    let loadingRows = Set(cells(state).cells.enumerated().filter { $0.element.style.background == loading }.map { $0.offset / 120 })
    #expect(loadingRows.count == 1, "only the badge shows the load, not the whole window")
    #expect(text(state).contains("interstitial loading"))
    state.advance(to: 500)
    let purple = Palette.standard[.interstitial].background
    let readyRows = Set(cells(state).cells.enumerated().filter { $0.element.style.background == purple }.map { $0.offset / 120 })
    #expect(readyRows.count == 1)
    #expect(text(state).contains("interstitial ready"))
    #expect(text(state).contains("ready to present"))
  }

  /// A Stage Manager window grown after the interstitial loaded: the ad presented is the one
  /// loaded (330 pt wide), drawn at its size, with a finding; never a 520-pt one.
  @Test func anInterstitialPresentedInAGrownWindowIsDrawnAtItsLoadedSize() throws {
    var state = try makeState(
      Selection(deviceID: "ipad-pro-11", window: .free(Size(width: 330, height: 700)), os: iOS18, slot: AdSlot(format: .interstitial)),
      columns: 160, rows: 50)
    state.advance(to: 1000)
    for _ in 0..<19 { state.press("L", at: 1000) }
    state.advance(to: 2000)
    state.press("i", at: 2000)
    let picture = text(state)
    #expect(picture.contains("presented full-screen ad #1 (330×700)"))
    #expect(picture.contains("stale-size"))
    // The picture, under the title bar (which names the window's size).
    let canvas = picture.split(separator: "\n").dropFirst().map { String($0.prefix(95)) }.joined(separator: "\n")
    #expect(canvas.contains("330×700"))
    #expect(!canvas.contains("520×700"), "the picture shows an interstitial of the window's size")
  }

  /// After a fold the native ad re-lays out: the State line says the size the Ad line does,
  /// not the one it was first laid out at (`Ad native 344×360` beside `(400×391)`).
  @Test func aNativeAdsStateLineFollowsItsLayoutAfterAFold() throws {
    var state = try makeState(Selection(deviceID: "galaxy-z-fold-5", slot: AdSlot(format: .native)), columns: 160, rows: 50)
    state.advance(to: 500)
    #expect(text(state).contains("showing test ad #1 (400×391)"))
    state.press("f", at: 600)
    state.advance(to: 1200)
    let picture = text(state)
    #expect(picture.contains("native 344×360"))
    #expect(picture.contains("showing test ad #1 (344×360)"))
    #expect(!picture.contains("ad #1 (400×391)"))
  }

  /// While the device turns or folds on screen, its ad, its cutout (notch, island, punch
  /// hole) and its home indicator move with it, frame by frame: the animation once morphed
  /// an empty rectangle until it ended.
  @Test(arguments: [("iphone-x", "r", AdFormat.anchoredAdaptive), ("iphone-14-pro", "R", .banner), ("galaxy-z-fold-5", "f", .native)])
  func theAdAndTheCutoutsMoveWithTheDeviceDuringAnAnimation(device: String, key: String, format: AdFormat) throws {
    var state = try makeState(Selection(deviceID: device, slot: AdSlot(format: format)), columns: 120, rows: 40)
    state.advance(to: 1000)
    let palette = Palette.standard
    let cutout = palette[.cutout].foreground
    let ads = Set([Paint.ad, .adLoading, .adSides, .nativeView, .nativeMedia, .nativeButton].map { palette[$0].background })
    func cutoutCells(_ buffer: CellBuffer) -> [Int] {
      // The picture's cells only: the title bar and the legend use the same black.
      buffer.cells.indices.filter { buffer.cells[$0].style.foreground == cutout && $0 % 120 < 70 && (1..<36).contains($0 / 120) }
    }
    let before = cutoutCells(cells(state))
    state.press(key, at: 1000)
    #expect(state.animation != nil)
    var positions: [[Int]] = []
    for time in stride(from: 1033, to: 1000 + AppState.animationLength, by: 33) {
      state.advance(to: time)
      let buffer = cells(state)
      #expect(buffer.cells.contains { ads.contains($0.style.background) }, "\(device) at \(time): the ad vanished")
      let cells = cutoutCells(buffer)
      #expect(!cells.isEmpty, "\(device) at \(time): the cutout vanished")
      positions.append(cells)
    }
    if key != "f" {
      #expect(Set(positions.map { $0.first ?? -1 }).count > 2, "\(device): the cutout does not move with the device")
      #expect(positions.first != before)
    }
  }

  /// A demo's caption is a band over the picture for as long as it is said; `--caption`
  /// says one from the start, and the session script written by `e` keeps it.
  @Test(arguments: [(80, 24), (120, 40), (220, 60)])
  func aCaptionShowsOverThePictureUntilTheNext(columns: Int, rows: Int) throws {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.caption = "The banner at the bottom of an iPhone X, sized for the safe area"
    var state = try AppState(configuration: configuration, columns: columns, rows: rows)
    let picture = text(state).split(separator: "\n").map(String.init)
    let pictureWidth = columns - (columns >= 72 ? min(56, max(34, columns * 2 / 5)) : 0)
    let band = picture[2...5].map { String($0.prefix(pictureWidth)) }.joined(separator: " ")
    for word in ["banner", "bottom", "iPhone", "safe", "area"] { #expect(band.contains(word), "\(columns)×\(rows): \(band)") }
    #expect(state.recorder.commands.contains(.say("The banner at the bottom of an iPhone X, sized for the safe area")))
    _ = state.handle(.key(.character("r")), at: 100)
    #expect(text(state).contains("sized for the safe"), "a key does not end the caption")
  }

  /// The ad that just loaded is outlined for 800 ms of simulated time, then drawn plain.
  @Test func theAdThatJustChangedIsHighlightedBriefly() throws {
    var state = try makeState(columns: 120, rows: 40)
    let outline = TerminalColor.palette(226, basic: 3)
    state.advance(to: 399)
    #expect(!cells(state).cells.contains { $0.style.foreground == outline })
    state.advance(to: 400)
    #expect(cells(state).cells.contains { $0.style.foreground == outline && $0.grapheme == "━" })
    #expect(state.nextWakeUp == 1200, "a frame is due when the highlight ends")
    state.advance(to: 1200)
    #expect(!cells(state).cells.contains { $0.style.foreground == outline })
  }

  @Test(arguments: [Orientation.portrait, .landscapeLeft])
  func aFoldableOpenFlatShowsItsCrease(orientation: Orientation) throws {
    var state = try makeState(Selection(deviceID: "galaxy-z-fold-5", orientation: orientation), columns: 120, rows: 40)
    #expect(state.resolved.scene.posture?.name == .open)
    let crease = Palette.standard[.foldLine].foreground
    #expect(cells(state).cells.contains { $0.style.foreground == crease })
    state.press("v", at: 0)
    #expect(cells(state).cells.contains { $0.style.foreground == crease }, "the grid tile shows the crease too")
  }

  @Test func rotatingTwiceOnIPhoneXReachesLandscapeLeftAsPlayDoes() throws {
    var state = try makeState()
    state.press("rr", at: 0)
    #expect(state.selection.orientation == .landscapeLeft)
    #expect(state.recorder.commands.suffix(2) == [.rotate(.to(.landscapeRight)), .rotate(.to(.landscapeLeft))])
  }

  @Test func aFailedCanPresentFlashesOnTheWindowBeforeTheReload() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial)), columns: 160, rows: 50)
    state.advance(to: 500)
    state.press("w", at: 600)
    state.advance(to: 1000)
    #expect(AppView.model(state).flash?.contains("Ad cannot be presented.") == true)
    #expect(text(state).contains("canPresent(from:)"))
    // The check ran in the coordinator's completion, at 920, and the new ad is ready at
    // 1320: the flash lasts until then (never its whole 1.5 s once the panel says ready).
    state.advance(to: 1319)
    #expect(AppView.model(state).flash != nil)
    state.advance(to: 1320)
    #expect(AppView.model(state).flash == nil)
  }

  /// After `w` the replacement loads in 400 ms: from the frame the panel says it is ready,
  /// the window no longer says the check failed (it once did for the rest of 1.5 s).
  @Test func theFailedCanPresentBadgeGoesWhenTheReplacementIsReady() throws {
    var state = try makeState(Selection(deviceID: "ipad-pro-11", os: iOS18, slot: AdSlot(format: .interstitial)), columns: 160, rows: 50)
    state.advance(to: 500)
    state.press("w", at: 600)
    var sawFlash = false
    for time in stride(from: 600, through: 2400, by: 50) {
      state.advance(to: time)
      let picture = text(state)
      let canvas = picture.split(separator: "\n").map { String($0.prefix(95)) }.joined(separator: "\n")
      let ready = picture.contains("ready to present")
      sawFlash = sawFlash || canvas.contains("canPresent")
      #expect(!(ready && canvas.contains("canPresent")), "at \(time) ms the panel says ready while the window says canPresent failed")
    }
    #expect(sawFlash, "the failed check shows while the new ad loads")
  }
}
