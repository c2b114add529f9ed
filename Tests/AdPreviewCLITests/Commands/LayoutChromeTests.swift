import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

/// An app file's chrome through every command: a tab-bar app's bottom banner on an iPhone 17
/// Pro sits above the tab bar in `layout --json`, the picture and `check`.
@Suite struct LayoutChromeTests {
  static func files() throws -> [String: String] { try CheckExamplesTests.example("tab-bar-app.json") }
  static let app = ["--app", "examples/tab-bar-app.json", "--device", "iPhone 17 Pro"]

  @Test func layoutListsTheBarsAndPutsTheBannerAboveTheTabBar() throws {
    let layout = try json(adpreview(["layout", "--json"] + Self.app, files: try Self.files()))
    guard case .array(let bars) = layout["chrome"]?["bars"] else {
      Issue.record("no bars")
      return
    }
    #expect(bars.map { $0["kind"] } == [.string("navigation-bar"), .string("tab-bar")])
    let tabBar = try #require(bars.last?["frame"])
    #expect(tabBar == .object([JSONMember("x", 0), JSONMember("y", 791), JSONMember("width", 402), JSONMember("height", 49)]))
    #expect(layout["ad"]?["frame"]?["y"] == .number(791 - 126) && layout["ad"]?["frame"]?["height"] == .number(126))
    #expect(layout["chrome"]?["viewSafeArea"]?["bottom"] == .number(83))
    // The window's insets stay the OS's (the contract); the bars are obstructions too.
    #expect(layout["safeArea"]?["bottom"] == .number(34))
    guard case .array(let obstructions) = layout["obstructions"] else { return }
    #expect(obstructions.contains { $0["kind"] == .string("tab-bar") })
    #expect(layout["findings"] == .array([]))
    #expect(try json(adpreview(["layout", "--json"]))["chrome"] == .null)
  }

  @Test func thePictureDrawsTheBarsWithTheBannerAboveTheTabBar() throws {
    let run = adpreview(["render", "--size", "100x40", "--ascii"] + Self.app, files: try Self.files())
    #expect(run.exitCode == 0, "\(run.stderr)")
    assertSnapshot(
      run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "|" }.joined(separator: "\n"), named: "tab-bar-iphone-17-pro")
  }

  @Test func checkFindsNothingAndTheBannerIsAboveTheTabBarInEveryScene() throws {
    let run = adpreview(["check", "--json", "--only", "iPhone 17 Pro"] + Self.app.prefix(2), files: try Self.files())
    #expect(run.exitCode == 0, "\(run.stdout)")
    let report = try json(run)
    #expect(report["errors"] == .number(0) && report["warnings"] == .number(0))
    guard case .array(let results) = report["results"] else { return }
    let portrait = try #require(results.first { $0["orientation"] == .string("portrait") })
    #expect(portrait["ads"]?[0]?["ad"]?["frame"]?["y"] == .number(665))
    #expect(adpreview(["check"] + Self.app.prefix(2), files: try Self.files()).exitCode == 0)
  }

  @Test func aBannerInTheRootViewIsUnderTheTabBar() throws {
    let file = """
      {"schemaVersion": 1, "chrome": {"tabBar": true},
       "slots": [{"name": "footer", "format": "banner", "in": "root"}]}
      """
    let run = adpreview(["check", "--app", "app.json", "--only", "iphone-16-pro", "--orientations", "portrait"], files: ["app.json": file])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("overlaps-bar(e)"), "\(run.stdout)")
  }

  @Test(arguments: [
    (#"{"navigationBar": "tall"}"#, "chrome.navigationBar:"),
    (#"{"tabbar": true}"#, "chrome.tabbar: unknown key"),
    (#"{"additionalSafeAreaInsets": {"bottom": -1}}"#, "chrome.additionalSafeAreaInsets.bottom:"),
  ])
  func aBadChromeIsNamedAtItsPath(chrome: String, path: String) {
    let file = #"{"schemaVersion": 1, "chrome": "# + chrome + #", "slots": [{"name": "a", "format": "banner"}]}"#
    let run = adpreview(["layout", "--app", "app.json"], files: ["app.json": file])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains(path), "\(run.stderr)")
  }
}
