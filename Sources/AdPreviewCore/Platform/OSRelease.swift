/// One iOS / iPadOS release as adpreview models it: what its windows can be. Insets that
/// differ by release are the devices' (their files' `regimes`); what is here is what the
/// release itself offers every device.
///
/// A new release is one row in `all`.
public struct OSRelease: Hashable, Sendable {
  public var version: OSVersion
  /// When it was released (year and month), for people.
  public var released: String
  /// iPad Split View (two apps side by side in fixed shares) and the Slide Over presets:
  /// iPadOS 9 to 18.
  public var hasSplitView: Bool
  /// Stage Manager windows of a free size on iPadOS 16 to 18 (`WxH`).
  public var hasStageManager: Bool
  /// iPadOS 26's windowing: apps start full screen and resize freely (Windowed Apps, Stage
  /// Manager), flicking a window to an edge tiles it to half the screen, and the window
  /// controls sit at the window's top-leading corner over the content.
  public var hasWindowedApps: Bool
  /// iPadOS 26.1's Slide Over: one floating, resizable window at a time.
  public var hasSlideOverWindow: Bool
  /// iOS 27 resizes iPhone apps (iPhone Mirroring, iPhone apps on iPad, Xcode's Device
  /// Hub): the size class stays compact and only `viewWillTransition(to:with:)` is called.
  public var hasResizableIPhoneApps: Bool
  /// iPadOS 18 moves a tab bar controller's tab bar to the top of a regular-width window,
  /// floating in the navigation bar's title area (a compact-width window keeps it at the
  /// bottom).
  public var hasTopTabBarOnPad = false
  /// The window controls iPadOS draws over a window's top-leading corner (not part of its
  /// safe area), nil before iPadOS 26. A model: Apple publishes no size.
  public var windowControls: Size? { hasWindowedApps ? OSRelease.windowControlsSize : nil }
  /// Where the facts come from.
  public var source: String

  /// About 70 × 40 pt: a 139 × 78 px capture of the controls at @2x (tauri-apps/tauri#15521)
  /// and the 40-pt top that apps reserve to clear them in floating windows
  /// (erik-sutton95/OpenZCine#91, iebb/mithka#68), which also say the controls add nothing
  /// to the safe area.
  static let windowControlsSize = Size(width: 70, height: 40)

  /// What a release offers, for its row in `all`.
  enum Feature {
    case splitView, stageManager, windowedApps, slideOverWindow, resizableIPhoneApps, topTabBarOnPad
  }

  /// The sources of the rows, each said once.
  enum Sources {
    static let splitView = "Split View and Slide Over: iPadOS 9-15; Stage Manager from iPadOS 16 (Unity manual, iPad multitasking modes)"
    static let windows =
      "iPadOS 26: Split View and Slide Over removed, Full-Screen Apps, Windowed Apps and Stage Manager, tiling by flicking to an edge, window controls top-leading (Unity manual; MacRumors, MacStories coverage)"
    static let slideOver = "Slide Over back in iPadOS 26.1, one resizable window at a time (coverage of the 26.1 release, 2025-11-03)"
    static let resizable =
      "iOS 27 resizes iPhone apps; horizontalSizeClass stays compact and only viewWillTransition(to:with:) is called (fatbobman, 'From size class to available space'; Apple Developer Forums thread 836088)"
    static let topTabBar =
      "; iPadOS 18's tab bar floats at the top of the app (https://gamery.app/blog/about-the-new-tabs; "
      + "https://www.macreview.com/redesigned-tab-bars-and-sidebars-enhancing-user-interface-in-ipados-18/)"
  }

  /// The releases adpreview models, oldest first: one row a release.
  public static let all: [OSRelease] = [
    OSRelease(OSVersion(11), released: "2017-09", [.splitView], source: Sources.splitView),
    OSRelease(OSVersion(12), released: "2018-09", [.splitView], source: Sources.splitView),
    OSRelease(OSVersion(13), released: "2019-09", [.splitView], source: Sources.splitView),
    OSRelease(OSVersion(14), released: "2020-09", [.splitView], source: Sources.splitView),
    OSRelease(OSVersion(15), released: "2021-09", [.splitView], source: Sources.splitView),
    OSRelease(OSVersion(16), released: "2022-09", [.splitView, .stageManager], source: Sources.splitView),
    OSRelease(OSVersion(17), released: "2023-09", [.splitView, .stageManager], source: Sources.splitView),
    OSRelease(OSVersion(18), released: "2024-09", [.splitView, .stageManager, .topTabBarOnPad], source: Sources.splitView + Sources.topTabBar),
    OSRelease(OSVersion(26), released: "2025-09", [.windowedApps, .topTabBarOnPad], source: Sources.windows + Sources.topTabBar),
    OSRelease(
      OSVersion(26, 1), released: "2025-11", [.windowedApps, .slideOverWindow, .topTabBarOnPad], source: Sources.slideOver + Sources.topTabBar),
    OSRelease(
      OSVersion(26, 2), released: "2025-12", [.windowedApps, .slideOverWindow, .topTabBarOnPad], source: Sources.slideOver + Sources.topTabBar),
    OSRelease(
      OSVersion(26, 3), released: "2026-01", [.windowedApps, .slideOverWindow, .topTabBarOnPad], source: Sources.slideOver + Sources.topTabBar),
    OSRelease(
      OSVersion(26, 4), released: "2026-03", [.windowedApps, .slideOverWindow, .topTabBarOnPad], source: Sources.slideOver + Sources.topTabBar),
    OSRelease(
      OSVersion(26, 5), released: "2026-05", [.windowedApps, .slideOverWindow, .topTabBarOnPad], source: Sources.slideOver + Sources.topTabBar),
    OSRelease(
      OSVersion(26, 6), released: "2026-07", [.windowedApps, .slideOverWindow, .topTabBarOnPad], source: Sources.slideOver + Sources.topTabBar),
    OSRelease(
      OSVersion(27), released: "2026-09", [.windowedApps, .slideOverWindow, .resizableIPhoneApps, .topTabBarOnPad],
      source: Sources.resizable + Sources.topTabBar),
    OSRelease(
      OSVersion(27, 1), released: "2026-10", [.windowedApps, .slideOverWindow, .resizableIPhoneApps, .topTabBarOnPad],
      source: Sources.resizable + Sources.topTabBar),
  ]

  /// The modelled release with this number, if there is one.
  public static func named(_ version: OSVersion) -> OSRelease? { all.first { $0.version == version } }

  /// `11–18, 26–26.6, 27–27.1`: the modelled releases, for messages.
  public static var listing: String {
    var groups: [[OSRelease]] = []
    for release in all {
      if let last = groups.last?.last,
        last.version.major == release.version.major
          || (last.version.major < 26 && release.version.major < 26)
      {
        groups[groups.count - 1].append(release)
      } else {
        groups.append([release])
      }
    }
    return groups.map { group in
      group.count == 1 ? "\(group[0].version)" : "\(group[0].version)–\(group[group.count - 1].version)"
    }.joined(separator: ", ")
  }
}

extension OSRelease {
  /// A row of `all`: the release, when, what it offers and where that comes from.
  init(_ version: OSVersion, released: String, _ features: [Feature], source: String) {
    self.init(
      version: version, released: released, hasSplitView: features.contains(.splitView),
      hasStageManager: features.contains(.stageManager), hasWindowedApps: features.contains(.windowedApps),
      hasSlideOverWindow: features.contains(.slideOverWindow), hasResizableIPhoneApps: features.contains(.resizableIPhoneApps),
      hasTopTabBarOnPad: features.contains(.topTabBarOnPad), source: source)
  }
}
