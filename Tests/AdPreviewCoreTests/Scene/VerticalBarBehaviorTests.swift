import Testing

@testable import AdPreviewCore

/// The iPhone Duo's vertical-bar opt-out (`preferredVerticalBarBehavior` `.disabled`,
/// iOS 27.1): the side strip becomes a top bar, every number from the device file's
/// `sources.verticalBars`.
@Suite struct VerticalBarBehaviorTests {
  func duo(
    _ posture: PostureName, _ orientation: Orientation = .portrait, window: WindowChoice = .full, bars: VerticalBarBehavior
  ) throws -> Scene {
    var request = SceneRequest(device: device("iphone-duo"), orientation: orientation, posture: posture, window: window)
    request.verticalBars = bars
    return try Scene(request)
  }

  /// A source and the insets it gives with the bars disabled.
  struct Published: Sendable, CustomTestStringConvertible {
    var posture: PostureName
    var orientation: Orientation
    var insets: EdgeInsets
    var source: String
    var testDescription: String { "\(posture.rawValue) \(orientation.rawValue) (\(source))" }
  }

  @Test(arguments: [
    Published(
      posture: .open, orientation: .portrait, insets: insets(82, 0, 34, 0),
      source: "[DUO-PROBE] the inner display's horizontal status bar, top 82; [VBP] .disabled: t82 r0, the strip gone"),
    Published(
      posture: .halfOpen, orientation: .portrait, insets: insets(82, 0, 34, 0),
      source: "[DUO-PROBE] the inner display's horizontal status bar, top 82; [VBP] .disabled: t82 r0"),
    Published(
      posture: .open, orientation: .landscapeLeft, insets: insets(82, 0, 34, 0),
      source: "[DUO-PROBE] laptop pose: already horizontal, top 82, bottom 34"),
    Published(
      posture: .folded, orientation: .portrait, insets: insets(82, 0, 34, 0),
      source: "[DUO-BARS] the status bar repositions; the inner display's 82 assumed, low"),
    Published(
      posture: .folded, orientation: .landscapeLeft, insets: insets(0, 84, 34, 0),
      source: "[DUO-PROBE] the cover's camera column stays with the status bar hidden; assumed, low"),
  ])
  func disabledBarsGiveTheirSourcesInsets(_ expected: Published) throws {
    #expect(try duo(expected.posture, expected.orientation, bars: .disabled).safeArea == expected.insets)
  }

  @Test func theSideStripBecomesATopBarAndComesBack() throws {
    let automatic = try duo(.open, bars: .automatic)
    #expect(automatic.safeArea == insets(0, 0, 34, 84))
    #expect(automatic.obstructions.first { $0.kind == .statusBar }?.statusBarEdge == .right)
    let disabled = try duo(.open, bars: .disabled)
    let bar = try #require(disabled.obstructions.first { $0.kind == .statusBar })
    #expect(bar.statusBarEdge == .top && bar.frame == rect(0, 0, 951, 82))
    #expect(disabled.verticalBarsApply && disabled.verticalBars == .disabled)
    // The fold and the cameras are hardware: they do not move with the bars.
    #expect(disabled.reservedRegions == automatic.reservedRegions)
  }

  @Test func aSplitViewPaneKeepsTheTopBarOnEitherSide() throws {
    let left = try duo(.open, window: .preset(.splitHalf), bars: .disabled)
    #expect(left.safeArea == insets(82, 0, 34, 0))
    // With the bars on, the left pane's strip is on its outer (left) edge.
    #expect(try duo(.open, window: .preset(.splitHalf), bars: .automatic).safeArea == insets(0, 84, 34, 0))
  }

  @Test func aDeviceWithoutVerticalBarsShowsNoDifference() throws {
    var request = SceneRequest(device: device("iphone-16-pro"))
    let automatic = try Scene(request)
    request.verticalBars = .disabled
    let disabled = try Scene(request)
    #expect(!disabled.verticalBarsApply && disabled.safeArea == automatic.safeArea)
    #expect(disabled.obstructions == automatic.obstructions)
  }

  /// The shut Duo's reserved regions: the cover camera an active occlusion, no division
  /// ([DUO-PROBE], [DUO-REGIONS], [DUO-OCCL]; the probe that read none queried divisions only).
  @Test func theShutDuoKeepsItsActiveCameraRegion() throws {
    for bars in VerticalBarBehavior.allCases {
      let cover = try duo(.folded, bars: bars)
      #expect(cover.reservedRegions.map(\.kind) == [.occlusion])
      #expect(cover.reservedRegions[0].isActive && cover.reservedRegions[0].frame == rect(399.7, 29.3, 37, 37))
    }
  }
}
