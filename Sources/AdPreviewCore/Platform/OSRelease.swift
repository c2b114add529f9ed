/// One iOS / iPadOS release as adpreview models it: what its windows can be. Insets that
/// differ by release are the devices' (their files' `regimes`); what is here is what the
/// release itself offers every device.
///
/// A new release is one entry in `all`.
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

  /// The releases adpreview models, oldest first.
  public static let all: [OSRelease] = {
    let splitView = "Split View and Slide Over: iPadOS 9-15; Stage Manager from iPadOS 16 (Unity manual, iPad multitasking modes)"
    let windows =
      "iPadOS 26: Split View and Slide Over removed, Full-Screen Apps, Windowed Apps and Stage Manager, tiling by flicking to an edge, window controls top-leading (Unity manual; MacRumors, MacStories coverage)"
    let slideOver = "Slide Over back in iPadOS 26.1, one resizable window at a time (coverage of the 26.1 release, 2025-11-03)"
    let resizable =
      "iOS 27 resizes iPhone apps; horizontalSizeClass stays compact and only viewWillTransition(to:with:) is called (fatbobman, 'From size class to available space'; Apple Developer Forums thread 836088)"
    let topTabBar =
      "iPadOS 18's tab bar floats at the top of the app (https://gamery.app/blog/about-the-new-tabs; "
      + "https://www.macreview.com/redesigned-tab-bars-and-sidebars-enhancing-user-interface-in-ipados-18/)"
    func release(
      _ version: OSVersion, _ released: String, splitView: Bool = false, stageManager: Bool = false,
      windowedApps: Bool = false, slideOverWindow: Bool = false, resizableIPhone: Bool = false, _ source: String
    ) -> OSRelease {
      var release = OSRelease(
        version: version, released: released, hasSplitView: splitView, hasStageManager: stageManager,
        hasWindowedApps: windowedApps, hasSlideOverWindow: slideOverWindow,
        hasResizableIPhoneApps: resizableIPhone, source: source)
      if version.major >= 18 {
        release.hasTopTabBarOnPad = true
        release.source += "; " + topTabBar
      }
      return release
    }
    var all = (11...15).map { major in
      release(OSVersion(major), "\(2006 + major)-09", splitView: true, splitView)
    }
    all += (16...18).map { major in
      release(OSVersion(major), "\(2006 + major)-09", splitView: true, stageManager: true, splitView)
    }
    all.append(release(OSVersion(26), "2025-09", windowedApps: true, windows))
    let pointReleases = ["2025-11", "2025-12", "2026-01", "2026-03", "2026-05", "2026-07"]
    for (index, released) in pointReleases.enumerated() {
      all.append(release(OSVersion(26, index + 1), released, windowedApps: true, slideOverWindow: true, slideOver))
    }
    for version in [OSVersion(27), OSVersion(27, 1)] {
      all.append(
        release(
          version, version.minor == 0 ? "2026-09" : "2026-10", windowedApps: true, slideOverWindow: true,
          resizableIPhone: true, resizable))
    }
    return all
  }()

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
