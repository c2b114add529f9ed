import AdPreviewCore
import AdPreviewFormats
import Testing

@testable import AdPreviewSource

/// A native ad view in a xib of its own (the xib's root, or filling it) is a component: a
/// content slot at the container's width, named after its outlet or the file, with what the
/// xib says about its assets, media view and AdChoices view.
@Suite struct NativeComponentImportTests {
  /// A xib whose top-level objects are `objects` (after the owner, whose attributes are
  /// `owner`).
  static func xib(_ objects: String, owner: String = "", ownerOutlets: String = "") -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \(owner)><connections>\(ownerOutlets)</connections></placeholder>
          \(objects)
        </objects>
      </document>
      """.utf8)
  }

  func screen(_ bytes: [UInt8], file: String = "Cards/PromoCard.xib") throws -> ImportedScreen {
    try #require(InterfaceBuilderImport.screens(in: try XMLReader.parse(bytes), file: file).screens.first)
  }

  @Test func aNativeAdViewAtTheRootIsAContentSlotNamedAfterTheFile() throws {
    let card = try screen(
      Self.xib(
        #"<view id="root" customClass="GADNativeAdView" customModule="GoogleMobileAds"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>"#
      ))
    #expect(card.name == "PromoCard" && card.slots.map(\.name) == ["PromoCard"])
    let slot = card.slots[0]
    #expect(slot.kind == .content && slot.format == .native && slot.alignment == .fill && slot.guide == .safeArea)
    #expect(slot.native.width == nil && slot.native.height == nil && slot.offset == 0)
    #expect(card.chrome == nil)
    // The simulated screen's 375×667 is the canvas, not the ad's height.
    #expect(card.notes.contains { $0.message.contains("at 375×667 (the simulated screen's size), with no height constraint") }, "\(card.notes)")
    #expect(card.notes.contains { $0.message.contains("GADNativeAdView is the xib's root view: a component") })
    #expect(!card.notes.contains { $0.message.contains("File's Owner") })
  }

  @Test func aHeightConstraintIsTheSlotsHeightAndTheOldClassIsRead() throws {
    let card = try screen(
      Self.xib(
        #"<view id="root" customClass="GADUnifiedNativeAdView"><rect key="frame" x="0.0" y="0.0" width="360" height="300"/><constraints><constraint firstAttribute="height" constant="300" id="h"/></constraints><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></view>"#
      ))
    #expect(card.slots[0].native.height == 300 && card.slots[0].kind == .content)
  }

  @Test func aNativeAdViewFillingTheRootIsNamedAfterTheOwnersOutlet() throws {
    let objects = """
      <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="280"/>
        <subviews><view id="ad" customClass="GADNativeAdView"><rect key="frame" x="0.0" y="0.0" width="375" height="280"/></view></subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>
          <constraint firstItem="ad" firstAttribute="top" secondItem="root" secondAttribute="top" id="a"/>
          <constraint firstItem="ad" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="b"/>
          <constraint firstAttribute="trailing" secondItem="ad" secondAttribute="trailing" id="c"/>
          <constraint firstAttribute="bottom" secondItem="ad" secondAttribute="bottom" id="d"/>
        </constraints>
      </view>
      """
    let slot = try screen(
      Self.xib(objects, owner: #"customClass="PromoSlotView""#, ownerOutlets: #"<outlet property="nativeAdView" destination="ad" id="o"/>"#))
    #expect(slot.name == "PromoSlotView" && slot.slots.map(\.name) == ["nativeAdView"] && slot.slots[0].kind == .content)
    // Pinned at the bottom only, the same view is a screen's anchored ad, as before.
    let anchored = try screen(
      Self.xib(
        objects.replacing(every: #"<constraint firstItem="ad" firstAttribute="top" secondItem="root" secondAttribute="top" id="a"/>"#, with: ""),
        owner: #"customClass="PromoViewController""#))
    #expect(anchored.name == "PromoViewController" && anchored.slots[0].kind == .anchored && anchored.slots[0].position == .bottom)
  }

  @Test func theTemplatesRootIsTheTemplateItsOwnerNames() throws {
    let small = try screen(
      Self.xib(
        #"<view id="root" customClass="GADTTemplateView"><rect key="frame" x="0.0" y="0.0" width="403" height="101"/><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></view>"#,
        owner: #"customClass="GADTSmallTemplateView""#), file: "GADTSmallTemplateView.xib")
    #expect(small.slots[0].format == .nativeSmall && small.slots[0].kind == .content && small.name == "GADTSmallTemplateView")
  }

  @Test func theAssetsMediaViewAndAdChoicesCornerComeFromTheXib() throws {
    let screens = try InterfaceBuilderImportTests.fixture("SponsoredCardViewFixed.xib")
    let options = try #require(screens.first?.slots.first?.native)
    #expect(options.assets == [.attribution, .icon, .body, .callToAction])
    #expect(options.adChoices == .topLeft && options.contentMode == .fill)
    #expect(abs((options.mediaViewAspectRatio ?? 0) - 16.0 / 9.0) < 0.0001)
    #expect(options.height == nil)
    // Without the "Ad" badge, the twin is imported without the attribution, and says so.
    let bare = try #require(try InterfaceBuilderImportTests.fixture("SponsoredCardView.xib").first)
    #expect(!bare.slots[0].native.assets.contains(.attribution))
    #expect(bare.notes.contains { $0.message.contains("no \"Ad\" label in the native ad view") })
    // A fixed-size media view gives its aspect; the slot is named after the owner's outlet.
    let slot = try #require(try InterfaceBuilderImportTests.fixture("NativeSlotView.xib").first)
    #expect(slot.name == "NativeSlotView" && slot.slots[0].name == "nativeAdView")
    #expect(slot.slots[0].native.mediaViewAspectRatio == 2 && slot.slots[0].native.assets == [.attribution, .callToAction])
  }

  @Test func theNativeOptionsReadBackFromTheAppFile() throws {
    let screen = try #require(try InterfaceBuilderImportTests.fixture("SponsoredCardViewFixed.xib").first)
    let decoded = try AppLayout.decode(Array(screen.appLayout.jsonValue.prettyText.utf8), file: "app.json")
    let options = decoded.slots[0].native
    #expect(decoded.slots[0].kind == .content && decoded.slots[0].alignment == .fill)
    #expect(options.assets == screen.slots[0].native.assets && options.adChoices == .topLeft && options.contentMode == .fill)
    #expect(abs((options.mediaViewAspectRatio ?? 0) - 16.0 / 9.0) < 0.001)
  }

  @Test func aXibScreenWhoseOwnerHasNoClassIsNamedAfterTheFile() throws {
    let banner = try screen(
      Self.xib(
        #"<view id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews><view id="ad" customClass="BannerView"/></subviews></view>"#
      ),
      file: "Base.lproj/FooterView.xib")
    #expect(banner.name == "FooterView" && banner.slots[0].kind == .anchored)
  }
}
