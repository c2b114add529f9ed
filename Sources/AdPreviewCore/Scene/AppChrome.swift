/// The bars UIKit puts around the view controller that shows the app's ads (an app file's
/// `"chrome"`): a navigation controller's bar and toolbar, a tab bar controller's tab bar,
/// and the controller's own `additionalSafeAreaInsets`.
public struct AppChrome: Hashable, Sendable {
  /// The navigation bar of the navigation controller the screen is in; nil: none.
  public var navigationBar: NavigationBarStyle?
  /// Whether the screen is a tab of a tab bar controller.
  public var tabBar: Bool
  /// Whether the navigation controller shows its toolbar.
  public var toolbar: Bool
  /// `additionalSafeAreaInsets` of the screen's view controller, added to what the bars give.
  public var additionalSafeAreaInsets: EdgeInsets
  /// Where the screen's view reaches: under its bars, or only to them.
  public var extendedLayout = ExtendedLayout()

  /// The screen's view controller's `edgesForExtendedLayout` and
  /// `extendedLayoutIncludesOpaqueBars`, and which bars are opaque (`isTranslucent` false).
  /// Together they say where its view's top and bottom are: under a bar (UIKit's default:
  /// every edge extended, every bar translucent), or at the bar's inner edge. They move the
  /// view's edges, not its safe area, so they matter to an ad pinned to the view's edges.
  public struct ExtendedLayout: Hashable, Sendable {
    /// `edgesForExtendedLayout` contains `.top` / `.bottom`.
    public var top: Bool
    public var bottom: Bool
    public var includesOpaqueBars: Bool
    /// The bars whose `isTranslucent` is false.
    public var opaqueNavigationBar: Bool
    public var opaqueTabBar: Bool
    public var opaqueToolbar: Bool

    public init(
      top: Bool = true, bottom: Bool = true, includesOpaqueBars: Bool = false, opaqueNavigationBar: Bool = false,
      opaqueTabBar: Bool = false, opaqueToolbar: Bool = false
    ) {
      self.top = top
      self.bottom = bottom
      self.includesOpaqueBars = includesOpaqueBars
      self.opaqueNavigationBar = opaqueNavigationBar
      self.opaqueTabBar = opaqueTabBar
      self.opaqueToolbar = opaqueToolbar
    }

    /// Whether the view reaches under `bar`, on its edge: the edge is extended, and the bar
    /// is translucent or opaque bars are included.
    public func extendsUnder(_ bar: ChromeBar.Kind, edge: AdPosition) -> Bool {
      guard edge == .top ? top : bottom else { return false }
      let opaque =
        switch bar {
        case .navigationBar: opaqueNavigationBar
        case .tabBar: opaqueTabBar
        case .toolbar: opaqueToolbar
        }
      return !opaque || includesOpaqueBars
    }
  }

  public enum NavigationBarStyle: String, CaseIterable, Sendable {
    case standard
    /// `prefersLargeTitles`: the title below the bar's buttons, 52 pt more.
    case largeTitle = "large-title"
    /// In a navigation controller with the bar hidden (`isNavigationBarHidden`).
    case hidden
  }

  public init(
    navigationBar: NavigationBarStyle? = nil, tabBar: Bool = false, toolbar: Bool = false,
    additionalSafeAreaInsets: EdgeInsets = .zero
  ) {
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.toolbar = toolbar
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
  }

  /// Whether the chrome adds anything to the screen's safe area.
  public var isEmpty: Bool {
    (navigationBar == nil || navigationBar == .hidden) && !tabBar && !toolbar && additionalSafeAreaInsets == .zero
  }
}

/// One bar of the app's chrome as the scene shows it.
public struct ChromeBar: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case navigationBar = "navigation-bar"
    case tabBar = "tab-bar"
    case toolbar

    /// `navigation bar`, for sentences.
    public var words: String { rawValue.replacingDashes() }
  }

  public var kind: Kind
  /// The edge of the window it is on.
  public var edge: AdPosition
  /// The bar itself in screen points: its buttons' band, without the status-bar or
  /// home-indicator band its background also covers.
  public var frame: Rect
  /// The height it takes from the screen's safe area, and where that number comes from.
  public var height: BarHeight
}

/// A bar's height on a kind of device, in a size class, on a range of releases: one entry of
/// `BarHeight.table`, with its source. A new release or device family is an entry, not code.
public struct BarHeight: Hashable, Sendable {
  public enum Bar: String, Sendable {
    case navigationBar = "navigation-bar"
    /// A navigation bar with a large title.
    case largeTitle = "large-title"
    case tabBar = "tab-bar"
    case toolbar
  }

  public var bar: Bar
  /// iPad (tablet) or iPhone (every other family: phones, foldables and dual-screen devices
  /// take the phone's bars).
  public var tablet: Bool
  /// Whether the entry is for a compact height (an iPhone in landscape); nil: any height.
  public var compactHeight: Bool?
  /// The major releases it holds for.
  public var releases: ClosedRange<Int>
  public var height: Double
  /// Where the number comes from; `model` entries say so.
  public var source: String
  public var isModel: Bool

  private static let useYourLoaf =
    "https://useyourloaf.com/blog/supporting-iphone-x/ (status bar 20 + navigation bar 44; landscape navigation bar 32)"
  private static let hackworth =
    "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4 "
    + "(navigation bar and toolbar 44, iPad 50 from iOS 12; large titles add 52: 96)"
  private static let tabBarHeight =
    "UITabBar's 49 pt (https://github.com/robbdimitrov/RDVTabBarController/pull/88: the default tab bar height 49); "
    + "the same height in every orientation (https://developer.apple.com/design/human-interface-guidelines/ios/bars/tab-bars)"
  private static let liquidGlass =
    "model for iOS 26 and later: Apple's iOS 26 documentation gives no new bar heights for Liquid Glass, the iOS 18 value is kept"

  /// Every bar height adpreview uses. The first entry that matches wins.
  public static let table: [BarHeight] = {
    var table: [BarHeight] = []
    func add(_ bar: Bar, tablet: Bool, compact: Bool? = nil, _ releases: ClosedRange<Int>, _ height: Double, _ source: String, model: Bool = false) {
      table.append(BarHeight(bar: bar, tablet: tablet, compactHeight: compact, releases: releases, height: height, source: source, isModel: model))
    }
    // iPhone: 44 in a regular height, 32 in a compact one; the toolbar as the navigation bar.
    add(.navigationBar, tablet: false, compact: true, 11...18, 32, useYourLoaf)
    add(.navigationBar, tablet: false, compact: true, 19...99, 32, liquidGlass, model: true)
    add(.navigationBar, tablet: false, 11...18, 44, useYourLoaf)
    add(.navigationBar, tablet: false, 19...99, 44, liquidGlass, model: true)
    add(.largeTitle, tablet: false, compact: true, 11...99, 32, "model: a compact height shows the standard bar, not the large title", model: true)
    add(.largeTitle, tablet: false, 11...18, 96, hackworth)
    add(.largeTitle, tablet: false, 19...99, 96, liquidGlass, model: true)
    add(.toolbar, tablet: false, compact: true, 11...99, 32, "model: the compact navigation bar's 32 pt (" + useYourLoaf + ")", model: true)
    add(.toolbar, tablet: false, 11...18, 44, hackworth)
    add(.toolbar, tablet: false, 19...99, 44, liquidGlass, model: true)
    add(.tabBar, tablet: false, 11...18, 49, tabBarHeight)
    add(.tabBar, tablet: false, 19...99, 49, liquidGlass, model: true)
    // iPad: 44 up to iOS 11, 50 from iOS 12.
    add(.navigationBar, tablet: true, 11...11, 44, hackworth)
    add(.navigationBar, tablet: true, 12...18, 50, hackworth)
    add(.navigationBar, tablet: true, 19...99, 50, liquidGlass, model: true)
    add(.largeTitle, tablet: true, 11...11, 96, hackworth)
    add(.largeTitle, tablet: true, 12...99, 102, "derived: the iPad bar's 50 plus the large title's 52 (" + hackworth + ")", model: true)
    add(.toolbar, tablet: true, 11...11, 44, hackworth)
    add(.toolbar, tablet: true, 12...99, 50, hackworth)
    add(.tabBar, tablet: true, 11...11, 49, tabBarHeight)
    add(.tabBar, tablet: true, 12...99, 50, "model: the iPad bars' 50 pt from iOS 12 (" + hackworth + ")", model: true)
    return table
  }()

  /// The height of `bar` on a tablet or not, in a compact height or not, on `major`.
  public static func of(_ bar: Bar, tablet: Bool, compactHeight: Bool, release major: Int) -> BarHeight {
    table.first { entry in
      entry.bar == bar && entry.tablet == tablet && (entry.compactHeight == nil || entry.compactHeight == compactHeight)
        && entry.releases.contains(major)
    } ?? table.first { $0.bar == bar && $0.tablet == tablet }!
  }
}

extension Scene {
  /// The scene with the app's chrome: its bars drawn where UIKit puts them, each an
  /// obstruction, and the content area (where ads pinned to the safe area go) inset as a
  /// child view controller's safe area is.
  ///
  /// UIKit's arithmetic, for a view controller in a navigation controller in a tab bar
  /// controller: its `safeAreaInsets` are the window's (status bar, cutout, home indicator)
  /// plus the bars over it — the navigation bar below the status bar, the toolbar and the
  /// tab bar above the home indicator, stacked — plus its `additionalSafeAreaInsets`. On
  /// iPadOS 18 and later a tab bar in a regular-width window floats at the top, in the
  /// navigation bar's title area (`OSRelease.hasTopTabBarOnPad`).
  mutating func apply(_ chrome: AppChrome) {
    self.chrome = chrome
    let tablet = device.family == .tablet
    let compactHeight = sizeClasses.vertical == .compact
    let major = os?.major ?? 18
    let topTabBar = tablet && chrome.tabBar && release?.hasTopTabBarOnPad == true && sizeClasses.horizontal == .regular
    let pane = contentWindow
    var top = safeRect.minY
    var bottom = safeRect.maxY
    var bars: [ChromeBar] = []
    func bar(_ kind: ChromeBar.Kind, _ height: BarHeight, edge: AdPosition) {
      let y = edge == .top ? top : bottom - height.height
      bars.append(ChromeBar(kind: kind, edge: edge, frame: Rect(x: pane.minX, y: y, width: pane.width, height: height.height), height: height))
      if edge == .top { top += height.height } else { bottom -= height.height }
    }
    if let style = chrome.navigationBar, style != .hidden {
      bar(
        .navigationBar,
        BarHeight.of(style == .largeTitle ? .largeTitle : .navigationBar, tablet: tablet, compactHeight: compactHeight, release: major), edge: .top)
    }
    if topTabBar && (chrome.navigationBar == nil || chrome.navigationBar == .hidden) {
      // With no navigation bar to sit in, the floating tab bar takes a bar's height of its own.
      var height = BarHeight.of(.tabBar, tablet: true, compactHeight: false, release: major)
      height.source =
        "model: iPadOS 18's tab bar floats at the top, in the navigation bar's title area (https://gamery.app/blog/about-the-new-tabs); "
        + height.source
      height.isModel = true
      bar(.tabBar, height, edge: .top)
    } else if topTabBar {
      // In the navigation bar's title area: drawn there, adding nothing to the safe area.
      if let navigation = bars.first {
        var height = navigation.height
        height.source = "iPadOS 18's tab bar floats in the navigation bar's title area (https://gamery.app/blog/about-the-new-tabs)"
        bars.append(ChromeBar(kind: .tabBar, edge: .top, frame: navigation.frame, height: height))
      }
    }
    if chrome.tabBar && !topTabBar {
      bar(.tabBar, BarHeight.of(.tabBar, tablet: tablet, compactHeight: compactHeight, release: major), edge: .bottom)
    }
    if chrome.toolbar {
      bar(.toolbar, BarHeight.of(.toolbar, tablet: tablet, compactHeight: compactHeight, release: major), edge: .bottom)
    }
    self.bars = bars
    // The view's own top and bottom: at the inner edge of the bars it does not reach under.
    var viewTop = window.minY
    var viewBottom = window.maxY
    for bar in bars where !chrome.extendedLayout.extendsUnder(bar.kind, edge: bar.edge) {
      if bar.edge == .top { viewTop = max(viewTop, bar.frame.maxY) } else { viewBottom = min(viewBottom, bar.frame.minY) }
    }
    viewFrame =
      viewTop == window.minY && viewBottom == window.maxY
      ? nil : Rect(x: window.minX, y: viewTop, width: window.width, height: max(0, viewBottom - viewTop))
    let extra = chrome.additionalSafeAreaInsets
    let inner = Rect(
      x: safeRect.minX + extra.left, y: top + extra.top, width: max(0, safeRect.width - extra.left - extra.right),
      height: max(0, bottom - top - extra.top - extra.bottom))
    viewSafeArea = window.insets(to: inner)
    contentRect = inner.intersection(pane) ?? Rect(x: pane.minX, y: max(pane.minY, inner.minY), width: 0, height: 0)
    for bar in bars where !(bar.kind == .tabBar && topTabBar && bars.contains { $0.kind == .navigationBar }) {
      obstructions.append(Obstruction(kind: Obstruction.Kind(bar.kind), frame: bar.frame))
    }
  }
}

extension Obstruction.Kind {
  init(_ bar: ChromeBar.Kind) {
    switch bar {
    case .navigationBar: self = .navigationBar
    case .tabBar: self = .tabBar
    case .toolbar: self = .toolbar
    }
  }
}
