import AdPreviewCore
import AdPreviewFormats
import Testing

/// What `import` writes is a file `check --app` reads, whatever the storyboard holds: more ad
/// views than an app file takes, constants that are not numbers, names too long to keep.
@Suite struct ImportBoundsTests {
  static func storyboard(_ views: String, _ constraints: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES">
    <scenes><scene sceneID="s"><objects><viewController id="c" customClass="Many" sceneMemberID="viewController">
    <view key="view" id="v"><subviews>\(views)</subviews><viewLayoutGuide key="safeArea" id="g"/>
    <constraints>\(constraints)</constraints></view>
    <connections>OUTLETS</connections></viewController></objects></scene></scenes></document>
    """
  }

  /// Imports `text` and checks what it wrote on one scene.
  func importAndCheck(_ text: String) throws -> (app: JSONValue, stderr: String) {
    let imported = adpreview(["import", "A.storyboard", "--output", "app.json"], files: ["A.storyboard": text])
    #expect(imported.exitCode == 0, "\(imported.stderr)")
    let file = try #require(imported.written["app.json"])
    let check = adpreview(
      ["check", "--app", "app.json", "--only", "iphone-x", "--orientations", "portrait"], files: ["app.json": file])
    #expect(check.exitCode != 2, "\(check.stderr)")
    return (try JSONParser.parse(file), imported.stderr)
  }

  @Test func moreAdViewsThanAnAppFileHoldsAreCutWithANote() throws {
    let count = Limits.maximumSlots + 20
    let views = (0..<count).map { #"<view id="b\#($0)" customClass="GADBannerView"/>"# }.joined()
    let pins = (0..<count).map { #"<constraint firstItem="g" firstAttribute="bottom" secondItem="b\#($0)" secondAttribute="bottom" id="k\#($0)"/>"# }
      .joined()
    let (app, stderr) = try importAndCheck(Self.storyboard(views, pins).replacing("OUTLETS", with: ""))
    let slots: [JSONValue]? = if case .array(let slots)? = app["slots"] { slots } else { nil }
    #expect(slots?.count == Limits.maximumSlots)
    #expect(stderr.contains("\(count) ad views: the first \(Limits.maximumSlots) are imported"))
  }

  @Test func constantsThatAreNotNumbersAreNotTaken() throws {
    for constant in ["nan", "inf", "-1e999", "1e300"] {
      let text = Self.storyboard(
        #"<view id="b" customClass="GADBannerView"/>"#,
        #"<constraint firstItem="g" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="\#(constant)" id="k"/>"#
      ).replacing("OUTLETS", with: "")
      let (app, _) = try importAndCheck(text)
      let offset: Double = if case .number(let value)? = app["slots"]?[0]?["offset"] { value } else { 0 }
      #expect(offset.isFinite && abs(offset) <= Limits.maximumLength, "\(constant): \(offset)")
    }
  }

  @Test func longOutletNamesStayDistinctAfterCutting() throws {
    let long = String(repeating: "bannerViewForTheArticleFooter", count: 5)
    let views = #"<view id="b1" customClass="GADBannerView"/><view id="b2" customClass="GADBannerView"/>"#
    let outlets = #"<outlet property="\#(long)A" destination="b1" id="o1"/><outlet property="\#(long)B" destination="b2" id="o2"/>"#
    let pins =
      #"<constraint firstItem="g" firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" id="k1"/><constraint firstItem="g" firstAttribute="top" secondItem="b2" secondAttribute="top" id="k2"/>"#
    let (app, _) = try importAndCheck(Self.storyboard(views, pins).replacing("OUTLETS", with: outlets))
    let names = [app["slots"]?[0]?["name"], app["slots"]?[1]?["name"]].compactMap { value -> String? in
      if case .string(let name)? = value { name } else { nil }
    }
    #expect(names.count == 2 && Set(names).count == 2 && names.allSatisfy { $0.count <= Limits.maximumNameLength }, "\(names)")
  }
}
