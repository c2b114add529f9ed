import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewSource

/// Storyboards and xibs read into screens: each ad view's format, edge, guide and alignment
/// from its constraints, the chrome from the segues, and a note for whatever is not exact.
@Suite struct InterfaceBuilderImportTests {
  static func fixture(_ name: String) throws -> [ImportedScreen] {
    let path = "Tests/Projects/StoryboardApp/Reader/\(name)"
    let bytes = try [UInt8](Data(contentsOf: packageRoot().appendingPathComponent(path)))
    return InterfaceBuilderImport.screens(in: try XMLReader.parse(bytes), file: path).screens
  }

  /// A storyboard around one view controller whose view holds `subviews` and `constraints`.
  static func storyboard(_ subviews: String, _ constraints: String, containers: String = "", guides: String = "") -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
        <scenes>
          \(containers)
          <scene sceneID="s1"><objects>
            <viewController id="vc" customClass="ScreenViewController" sceneMemberID="viewController">
              \(guides)
              <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>\(subviews)</subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>\(constraints)</constraints>
              </view>
            </viewController>
          </objects></scene>
        </scenes>
      </document>
      """.utf8)
  }

  static let banner =
    #"<view id="ad" customClass="BannerView"><constraints><constraint firstAttribute="width" constant="320" id="w"/><constraint firstAttribute="height" constant="50" id="h"/></constraints></view>"#

  func screen(_ bytes: [UInt8]) throws -> ImportedScreen {
    try #require(InterfaceBuilderImport.screens(in: try XMLReader.parse(bytes), file: "Main.storyboard").screens.first)
  }

  @Test func theGuideIsWhatTheVerticalConstraintPinsTo() throws {
    let safe = try screen(
      Self.storyboard(Self.banner, #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="ad" secondAttribute="bottom" id="c"/>"#))
    #expect(safe.slots[0].guide == .safeArea && safe.slots[0].position == .bottom && safe.slots[0].format == .banner)
    let edge = try screen(
      Self.storyboard(Self.banner, #"<constraint firstItem="ad" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c"/>"#))
    #expect(edge.slots[0].guide == .superview && edge.slots[0].position == .top && edge.slots[0].offset == 8)
    let margin = try screen(
      Self.storyboard(Self.banner, #"<constraint firstAttribute="bottomMargin" secondItem="ad" secondAttribute="bottom" id="c"/>"#))
    #expect(margin.slots[0].guide == .safeArea)
    #expect(margin.notes.contains { $0.message.contains("margin, which includes the safe area") })
    let legacy = try screen(
      Self.storyboard(
        Self.banner, #"<constraint firstItem="bottom" firstAttribute="top" secondItem="ad" secondAttribute="bottom" id="c"/>"#,
        guides:
          #"<layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>"#))
    #expect(legacy.slots[0].guide == .layoutGuides && legacy.slots[0].position == .bottom)
  }

  @Test func aConstraintToAnotherViewIsANoteNotAGuess() throws {
    let subviews = Self.banner + #"<view id="toolbar" userLabel="Player"/>"#
    let sibling = try screen(
      Self.storyboard(subviews, #"<constraint firstItem="toolbar" firstAttribute="top" secondItem="ad" secondAttribute="bottom" id="c"/>"#))
    #expect(sibling.notes.contains { $0.message.contains("pinned to another view (view \"Player\" (id toolbar))") }, "\(sibling.notes)")
    let loose = try screen(Self.storyboard(Self.banner, ""))
    #expect(loose.notes.contains { $0.message.contains("no top or bottom constraint") })
    #expect(loose.notes.contains { $0.message.contains("no horizontal constraint") })
  }

  @Test func sizesAlignmentAndNativeViews() throws {
    let fill = try screen(
      Self.storyboard(
        #"<view id="ad" customClass="GADBannerView" placeholderIntrinsicWidth="320" placeholderIntrinsicHeight="50"/>"#,
        #"<constraint firstItem="ad" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/><constraint firstItem="safe" firstAttribute="trailing" secondItem="ad" secondAttribute="trailing" id="t"/><constraint firstItem="safe" firstAttribute="top" secondItem="ad" secondAttribute="top" id="c"/>"#
      ))
    #expect(fill.slots[0].format == .largeAnchoredAdaptive && fill.slots[0].alignment == .fill && fill.slots[0].position == .top)
    #expect(fill.notes.contains { $0.message.contains("intrinsic-size placeholder of 320×50") })
    let odd = try screen(
      Self.storyboard(
        #"<view id="ad" customClass="GAMBannerView"><constraints><constraint firstAttribute="width" constant="300" id="w"/><constraint firstAttribute="height" constant="75" id="h"/></constraints></view>"#,
        #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="ad" secondAttribute="bottom" id="c"/>"#))
    #expect(odd.notes.contains { $0.message.contains("300×75, not a size the SDK names") })
    let leaderboard = try screen(
      Self.storyboard(Self.banner.replacing(every: "\"320\"", with: "\"728\"").replacing(every: "\"50\"", with: "\"90\""), ""))
    #expect(leaderboard.slots[0].format == .leaderboard)
    let card = try #require(try Self.fixture("StoryCardView.xib").first)
    #expect(card.name == "StoryCardViewController" && card.slots[0].format == .native && card.slots[0].native.height == 200)
    #expect(card.slots[0].alignment == .fill && card.chrome == nil)
    #expect(
      card.source.line == 9 && card.slots[0].source == SlotSource(file: "Tests/Projects/StoryboardApp/Reader/StoryCardView.xib", line: 12, column: 17)
    )
  }

  @Test func theChromeFollowsTheSegues() throws {
    let screens = try Self.fixture("Base.lproj/Main.storyboard")
    #expect(screens.map(\.name) == ["FeedViewController", "ArticleViewController"])
    // The feed is the navigation controller's root, in the tab bar controller, with large titles.
    #expect(screens[0].chrome == AppChrome(navigationBar: .largeTitle, tabBar: true))
    // The article is pushed from it (a show segue): the same containers, its title not large.
    #expect(screens[1].chrome == AppChrome(navigationBar: .standard, tabBar: true))
    let hidden = try screen(
      Self.storyboard(
        Self.banner, "",
        containers:
          #"<scene sceneID="n"><objects><navigationController id="nav" navigationBarHidden="YES" toolbarHidden="NO" sceneMemberID="viewController"><connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="g"/></connections></navigationController></objects></scene>"#
      ))
    #expect(hidden.chrome == AppChrome(navigationBar: .hidden, toolbar: true))
  }

  @Test func theBarsOpacityAndTheExtendedEdgesSayWhereTheViewIs() throws {
    let screens = try Self.fixture("Base.lproj/Comments.storyboard")
    #expect(screens.map(\.name) == ["CommentsViewController", "RepliesViewController"])
    #expect(screens.map { $0.slots[0].guide } == [.superview, .superview] && screens.map { $0.slots[0].position } == [.top, .top])
    #expect(screens[0].chrome?.extendedLayout == AppChrome.ExtendedLayout())
    #expect(screens[1].chrome?.extendedLayout == AppChrome.ExtendedLayout(top: false, bottom: false, opaqueNavigationBar: true))
    let decoded = try AppLayout.decode(Array(screens[1].appLayout.jsonValue.prettyText.utf8), file: "app.json")
    #expect(decoded.chrome == screens[1].chrome)
    // Interface Builder's other spellings: some edges, Under Opaque Bars, an opaque tab bar and toolbar.
    let containers =
      #"<scene sceneID="t"><objects><tabBarController id="tabs" sceneMemberID="viewController"><tabBar key="tabBar" translucent="NO" id="tb"/><connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/></connections></tabBarController></objects></scene>"#
      + #"<scene sceneID="n"><objects><navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController"><navigationBar key="navigationBar" id="nb"/><toolbar key="toolbar" translucent="NO" id="tl"/><connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="g2"/></connections></navigationController></objects></scene>"#
    let text = String(decoding: Self.storyboard(Self.banner, "", containers: containers), as: UTF8.self)
      .replacing(every: #"sceneMemberID="viewController">"#, with: #"extendedLayoutIncludesOpaqueBars="YES" sceneMemberID="viewController">"#)
      .replacing(
        every: #"<view key="view" id="root">"#, with: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/><view key="view" id="root">"#)
    let screen = try screen(Array(text.utf8))
    #expect(
      screen.chrome?.extendedLayout
        == AppChrome.ExtendedLayout(top: false, bottom: true, includesOpaqueBars: true, opaqueTabBar: true, opaqueToolbar: true))
    #expect(screen.chrome?.tabBar == true && screen.chrome?.toolbar == true)
  }

  @Test func centerYAndAFixedSizePlaceTheAdInTheMiddle() throws {
    let rectangle =
      #"<view id="ad" customClass="GADBannerView"><constraints><constraint firstAttribute="width" constant="300" id="w"/><constraint firstAttribute="height" constant="250" id="h"/></constraints></view>"#
    let safe = try screen(
      Self.storyboard(
        rectangle,
        #"<constraint firstItem="ad" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="x"/><constraint firstItem="safe" firstAttribute="centerY" secondItem="ad" secondAttribute="centerY" constant="30" id="y"/>"#
      ))
    let slot = safe.slots[0]
    #expect(slot.format == .mediumRectangle && slot.centered && slot.guide == .safeArea && slot.alignment == nil)
    // safe.centerY = ad.centerY + 30: the ad's middle is 30 pt above the guide's.
    #expect(slot.offset == -30)
    #expect(!safe.notes.contains { $0.message.contains("no top or bottom constraint") || $0.message.contains("no horizontal constraint") })
    let view = try screen(
      Self.storyboard(
        rectangle,
        #"<constraint firstItem="ad" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" constant="12" id="x"/><constraint firstItem="ad" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>"#
      ))
    #expect(view.slots[0].centered && view.slots[0].guide == .superview && view.slots[0].offset == 0)
    #expect(view.notes.contains { $0.message.contains("centred 12 pt right of the middle: imported centred") }, "\(view.notes)")
    // An edge pin wins over a centre.
    let edge = try screen(
      Self.storyboard(
        rectangle,
        #"<constraint firstItem="ad" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/><constraint firstItem="safe" firstAttribute="bottom" secondItem="ad" secondAttribute="bottom" id="b"/>"#
      ))
    #expect(!edge.slots[0].centered && edge.slots[0].position == .bottom)
    // The app file says "center", and reads it back.
    let text = safe.appLayout.jsonValue.prettyText
    #expect(text.contains(#""position": "center""#))
    let decoded = try AppLayout.decode(Array(text.utf8), file: "app.json")
    #expect(decoded.slots[0].centered && decoded.slots[0].offset == -30)
  }

  @Test func theLegacyScreenIsANavigationBarAndTheBottomLayoutGuide() throws {
    let screen = try #require(try Self.fixture("Base.lproj/Legacy.storyboard").first)
    #expect(screen.chrome == AppChrome(navigationBar: .standard))
    #expect(screen.slots.map(\.guide) == [.layoutGuides])
    #expect(screen.slots[0].source?.line == 33)
    #expect(screen.notes.contains { $0.message.contains("size-class variations") })
    #expect(screen.notes.contains { $0.message.contains("does not use safe-area layout guides") })
  }

  @Test func theAppFileReadsBackAsWritten() throws {
    let screen = try #require(try Self.fixture("Base.lproj/Main.storyboard").first)
    let text = screen.appLayout.jsonValue.prettyText
    let decoded = try AppLayout.decode(Array(text.utf8), file: "app.json")
    #expect(decoded.slots.map(\.source) == screen.slots.map(\.source))
    #expect(decoded.slots.map(\.guide) == screen.slots.map(\.guide))
    #expect(decoded.chrome == screen.chrome)
    #expect(decoded.notes == screen.appLayout.notes)
  }

  @Test func aDocumentThatIsNotInterfaceBuilderSaysSo() throws {
    let result = InterfaceBuilderImport.screens(in: try XMLReader.parse(Array("<plist/>".utf8)), file: "x.xib")
    #expect(result.screens.isEmpty && result.notes.first?.message.contains("not an Interface Builder document") == true)
  }
}
