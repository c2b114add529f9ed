import Testing

@testable import AdPreviewCore

/// UIKit's safe-area arithmetic for a view controller inside the app's bars.
@Suite struct AppChromeTests {
  func scene(
    _ id: String, _ chrome: AppChrome, _ orientation: Orientation = .portrait, window: WindowChoice = .full, os: OSVersion? = nil
  ) throws -> Scene {
    var request = SceneRequest(device: device(id), orientation: orientation, window: window, os: os)
    request.chrome = chrome
    return try Scene(request)
  }

  @Test func aTabBarChildKeepsTheHomeIndicatorAndTheBar() throws {
    // iPhone 16 Pro (the 17 Pro's screen): 62 top, 34 bottom; a 49-pt tab bar above the indicator.
    let tabs = try scene("iphone-16-pro", AppChrome(navigationBar: .standard, tabBar: true))
    #expect(tabs.viewSafeArea == insets(62 + 44, 0, 34 + 49, 0))
    #expect(tabs.bars.map(\.kind) == [.navigationBar, .tabBar])
    #expect(tabs.bars[1].frame == rect(0, 874 - 34 - 49, 402, 49))
    #expect(tabs.contentRect == rect(0, 106, 402, 874 - 106 - 83))
    // The window's own insets do not change: safeArea stays the OS's.
    #expect(tabs.safeArea == insets(62, 0, 34, 0))
    #expect(tabs.obstructions.contains { $0.kind == .tabBar && $0.frame == tabs.bars[1].frame })
  }

  @Test func largeTitlesHiddenBarsToolbarsAndAdditionalInsets() throws {
    #expect(try scene("iphone-x", AppChrome(navigationBar: .largeTitle)).viewSafeArea.top == 44 + 96)
    #expect(try scene("iphone-x", AppChrome(navigationBar: .hidden)).viewSafeArea == insets(44, 0, 34, 0))
    // Landscape iPhone: a compact height, the 32-pt bar, no large title.
    #expect(try scene("iphone-x", AppChrome(navigationBar: .largeTitle), .landscapeLeft).viewSafeArea.top == 32)
    // A toolbar stacks above the tab bar; additionalSafeAreaInsets add on top.
    let stacked = try scene(
      "iphone-x", AppChrome(tabBar: true, toolbar: true, additionalSafeAreaInsets: EdgeInsets(top: 10, left: 0, bottom: 50, right: 0)))
    #expect(stacked.viewSafeArea == insets(44 + 10, 0, 34 + 49 + 44 + 50, 0))
    #expect(stacked.bars.map(\.kind) == [.tabBar, .toolbar])
    #expect(stacked.bars[1].frame.maxY == stacked.bars[0].frame.minY)
  }

  @Test func iPadOS18MovesTheTabBarToTheTopOfARegularWidthWindow() throws {
    let chrome = AppChrome(tabBar: true)
    let seventeen = try scene("ipad-pro-11", chrome, os: OSVersion(17))
    #expect(seventeen.bars.map(\.edge) == [.bottom])
    #expect(seventeen.bars[0].height.height == 50)
    let eighteen = try scene("ipad-pro-11", chrome, os: OSVersion(18))
    #expect(eighteen.bars.map(\.edge) == [.top])
    #expect(eighteen.viewSafeArea.bottom == eighteen.safeArea.bottom)
    #expect(eighteen.viewSafeArea.top == eighteen.safeArea.top + 50)
    // With a navigation bar it floats in the bar's title area: nothing more is taken.
    let navigation = try scene("ipad-pro-11", AppChrome(navigationBar: .standard, tabBar: true), os: OSVersion(18))
    #expect(navigation.viewSafeArea.top == navigation.safeArea.top + 50)
    // A compact-width window (Slide Over) keeps it at the bottom.
    let narrow = try scene("ipad-pro-11", chrome, window: .preset(.slideOver, side: nil), os: OSVersion(18))
    #expect(narrow.bars.map(\.edge) == [.bottom])
    #expect(OSRelease.named(OSVersion(18))?.hasTopTabBarOnPad == true && OSRelease.named(OSVersion(17))?.hasTopTabBarOnPad == false)
  }

  @Test func everyBarHeightHasASourceAndModelsSaySo() {
    for entry in BarHeight.table {
      #expect(entry.source.contains("https://") || entry.source.hasPrefix("model") || entry.source.hasPrefix("derived"), "\(entry)")
      #expect(entry.isModel == (entry.source.hasPrefix("model") || entry.source.hasPrefix("derived")), "\(entry)")
    }
    // Every bar on both kinds of device and every modelled release has an entry.
    for bar in [BarHeight.Bar.navigationBar, .largeTitle, .tabBar, .toolbar] {
      for tablet in [false, true] {
        for release in OSRelease.all {
          for compact in [false, true] {
            #expect(
              BarHeight.table.contains {
                $0.bar == bar && $0.tablet == tablet && $0.releases.contains(release.version.major)
                  && ($0.compactHeight == nil || $0.compactHeight == compact)
              })
          }
        }
      }
    }
  }

  @Test func aBannerPinnedToTheSafeAreaSitsAboveTheTabBarAndOneInTheRootCoversIt() throws {
    let chrome = AppChrome(tabBar: true)
    let tabs = try scene("iphone-16-pro", chrome)
    let inside = AdEvaluation(slot: AdSlot(format: .banner), request: RequestSettings(), scene: tabs)
    #expect(inside.placement?.frame.maxY == tabs.bars[0].frame.minY)
    #expect(!inside.findings.contains { $0.code == .overlapsBar })
    var root = AdSlot(format: .banner)
    root.container = .root
    let covered = AdEvaluation(slot: root, request: RequestSettings(), scene: tabs)
    #expect(covered.findings.contains { $0.code == .overlapsBar && $0.severity == .error })
    var top = AdSlot(format: .banner, position: .top, guide: .superview)
    top.container = .root
    let navigation = try scene("iphone-16-pro", AppChrome(navigationBar: .standard))
    let above = AdEvaluation(slot: top, request: RequestSettings(), scene: navigation)
    #expect(above.findings.contains { $0.code == .betweenBarAndEdge && $0.severity == .warning }, "\(above.findings.map(\.code))")
  }

  @Test func theViewStopsAtOpaqueOrUnextendedBarsAndAnAdOnItsEdgesWithIt() throws {
    let top = AdSlot(format: .banner, position: .top, guide: .superview)
    // UIKit's default: the view reaches under the translucent bar, to the window's top.
    let translucent = try scene("iphone-16-pro", AppChrome(navigationBar: .standard))
    #expect(translucent.viewFrame == nil)
    let under = AdEvaluation(slot: top, request: RequestSettings(), scene: translucent)
    #expect(under.placement?.frame.minY == 0 && under.findings.contains { $0.code == .overlapsStatusBar }, "\(under.findings.map(\.code))")
    // An opaque bar, or no extended top edge: the view, and the ad on its top, start below the bar.
    for layout in [AppChrome.ExtendedLayout(opaqueNavigationBar: true), AppChrome.ExtendedLayout(top: false)] {
      var chrome = AppChrome(navigationBar: .standard)
      chrome.extendedLayout = layout
      let scene = try scene("iphone-16-pro", chrome)
      #expect(scene.viewFrame == rect(0, 62 + 44, 402, 874 - 106), "\(layout)")
      let below = AdEvaluation(slot: top, request: RequestSettings(), scene: scene)
      #expect(below.placement?.frame.minY == 106 && below.findings.isEmpty, "\(below.findings.map(\.code))")
      // Only the view moves: its safe area is where it was.
      #expect(scene.contentRect == translucent.contentRect)
    }
    // Under Opaque Bars brings it back under the opaque bar; an ad in the root is never moved.
    var opaque = AppChrome(navigationBar: .standard)
    opaque.extendedLayout = AppChrome.ExtendedLayout(includesOpaqueBars: true, opaqueNavigationBar: true)
    #expect(try scene("iphone-16-pro", opaque).viewFrame == nil)
    var bottom = AppChrome(tabBar: true, toolbar: true)
    bottom.extendedLayout = AppChrome.ExtendedLayout(opaqueToolbar: true)
    let stacked = try scene("iphone-16-pro", bottom)
    #expect(stacked.viewFrame?.maxY == stacked.bars[1].frame.minY && stacked.viewFrame?.minY == 0)
    var root = top
    root.container = .root
    var unextended = AppChrome(navigationBar: .standard)
    unextended.extendedLayout.top = false
    #expect(AdEvaluation(slot: root, request: RequestSettings(), scene: try scene("iphone-16-pro", unextended)).placement?.frame.minY == 0)
  }
}
