import AdPreviewCore
import Testing

@testable import AdPreviewSource

/// A project read from a listing of its files, as the CLI's walker hands them over: no file
/// system, so every tree — a well-formed app and a hostile one — is a list of names and bytes.
@Suite struct ProjectReaderTests {
  static func storyboard(_ screen: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <scenes>
    <scene sceneID="s1"><objects><viewController id="c1" customClass="\(screen)" sceneMemberID="viewController">
    <view key="view" id="v1"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
    <view placeholderIntrinsicWidth="320" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="b1" customClass="GADBannerView"/>
    </subviews><viewLayoutGuide key="safeArea" id="g1"/><constraints>
    <constraint firstItem="g1" firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" id="k1"/>
    <constraint firstItem="b1" firstAttribute="centerX" secondItem="g1" secondAttribute="centerX" id="x1"/>
    </constraints></view></viewController></objects></scene>
    </scenes>
    </document>
    """
  }

  static let multiScene = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
    <key>UIApplicationSupportsMultipleScenes</key><true/></dict></dict></plist>
    """

  static func file(_ path: String, _ text: String) -> ProjectFile { ProjectFile(path: path, bytes: Array(text.utf8)) }

  @Test func screensTakeThePinnedReleaseAndTheirTargetsSceneSetting() throws {
    let project = ProjectReader.read(
      [
        Self.file("Podfile.lock", "PODS:\n  - Google-Mobile-Ads-SDK (12.6.0):\n"),
        Self.file("App/Info.plist", Self.multiScene),
        Self.file("App/Main.storyboard", Self.storyboard("FeedViewController")),
        Self.file("Widget/Main.storyboard", Self.storyboard("WidgetViewController")),
        Self.file("Widget/Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
        // Firebase's configuration is not a target's list: it would hide the app's.
        Self.file("App/GoogleService-Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
      ], sdk: nil)
    #expect(project.problems.isEmpty, "\(project.problems)")
    #expect(project.sdk == .v12)
    #expect(project.screens.map(\.name) == ["FeedViewController", "WidgetViewController"])
    #expect(project.screens.map { $0.request?.multiScene } == [true, false])
    #expect(project.screens.allSatisfy { $0.request?.sdk == .v12 })
    #expect(project.screens.first?.source.file == "App/Main.storyboard")
    #expect(project.notes.map(\.description).contains("Podfile.lock:2:1: the app links Google Mobile Ads SDK 12.6.0: checked with SDK 12's rules"))
    #expect(project.files == 2)
  }

  @Test func aReleaseGivenOnTheCommandLineWinsAndThePinIsNotRead() {
    let project = ProjectReader.read(
      [Self.file("Podfile.lock", "  - Google-Mobile-Ads-SDK (12.6.0):\n"), Self.file("A.storyboard", Self.storyboard("A"))], sdk: .v13)
    #expect(project.sdk == .v13)
    #expect(project.notes.isEmpty)
  }

  @Test func lockFilesThatSayNothingUsableAreNotes() {
    let project = ProjectReader.read(
      [
        Self.file("Package.resolved", "{\"pins\": [ swift-package-manager-google-mobile-ads"),
        Self.file("Sub/Podfile.lock", "  - Google-Mobile-Ads-SDK (99999999999999999999.0):\n"),
        ProjectFile(path: "Other/Podfile.lock", bytes: [0x50, 0x00]),
        Self.file("A.storyboard", Self.storyboard("A")),
      ], sdk: nil)
    let notes = project.notes.map(\.description)
    #expect(notes.contains { $0.hasPrefix("Package.resolved:1:") && $0.hasSuffix("the SDK release it pins is not read") }, "\(notes)")
    #expect(notes.contains("Sub/Podfile.lock:1:1: pins Google Mobile Ads SDK 99999999999999999999.0, which is no release: not used"), "\(notes)")
    #expect(notes.contains("Other/Podfile.lock:1:1: is binary (a NUL byte), not text: the SDK release it pins is not read"), "\(notes)")
    #expect(project.sdk == .current)
    #expect(project.problems.isEmpty)
  }

  @Test func aBinaryOrMalformedInfoPlistLosesOnlyTheSceneSetting() {
    let project = ProjectReader.read(
      [
        ProjectFile(path: "App/Info.plist", bytes: Array("bplist00".utf8) + [0x00, 0x01]),
        Self.file("Ext/Info.plist", "<plist><dict>"),
        Self.file("App/Main.storyboard", Self.storyboard("Feed")),
      ], sdk: nil)
    #expect(project.problems.isEmpty)
    #expect(project.notes.map(\.file) == ["App/Info.plist", "Ext/Info.plist"])
    #expect(project.notes.first?.message.contains("binary property list") == true)
    #expect(project.notes.last?.message.hasPrefix("not an XML property list") == true)
    #expect(project.screens.first?.request?.multiScene == false)
  }

  @Test func filesThatCouldNotBeReadAreProblemsAndTheRestIsRead() {
    let project = ProjectReader.read(
      [
        ProjectFile(path: "App/Blocked.swift", content: .unreadable(InputProblem(path: "App/Blocked.swift", message: "took too long"))),
        ProjectFile(path: "App/Latin1.swift", bytes: Array("// caf".utf8) + [0xE9]),
        Self.file("App/Broken.storyboard", "<document><scenes>"),
        Self.file("App/Main.storyboard", Self.storyboard("Feed")),
      ], sdk: nil)
    #expect(
      project.problems.map(\.description) == [
        "App/Blocked.swift: took too long", "App/Latin1.swift:1:7: is not UTF-8 text (save it as UTF-8)",
        "App/Broken.storyboard:1:11: <scenes> is never closed",
      ], "\(project.problems.map(\.description))")
    #expect(project.screens.map(\.name) == ["Feed"])
  }

  @Test func wantedFilesAreTheOnesAProjectReads() {
    for path in ["A.storyboard", "A.xib", "A.swift", "A.m", "A.mm", "App/Info.plist", "App/App-Info.plist", "Podfile.lock", "Package.resolved"] {
      #expect(ProjectReader.wants(path), "\(path)")
    }
    for path in ["A.h", "README.md", "App/GoogleService-Info.plist", "x.json", "Info.plist.bak"] {
      #expect(!ProjectReader.wants(path), "\(path)")
    }
  }

  @Test func interfaceBuilderFilesAloneReadNoCodeAndNoSettings() {
    let project = ProjectReader.readInterfaceBuilder(
      [Self.file("Main.storyboard", Self.storyboard("Feed")), Self.file("Bad.xib", "<document")], sdk: .v12)
    #expect(!project.readsCode)
    #expect(project.screens.map(\.name) == ["Feed"])
    #expect(project.screens.first?.request == nil)
    #expect(project.interfaceBuilderPaths == ["Main.storyboard", "Bad.xib"])
    #expect(project.problems.map(\.path) == ["Bad.xib"])
  }
}
