import AdPreviewApp
import AdPreviewCatalog
import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

/// `check --project` and `import --project` on Tests/Projects/ShopApp: a storyboard target
/// (a tab bar, screens pushed from a cell and a button, banners sized in code, a native-ad
/// xib loaded by a screen's code) and a programmatic target (a tab bar controller's banner
/// pinned to its tab bar, banners pinned with SnapKit), each mistake beside its fixed twin.
@Suite struct ProjectCommandTests {
  static let project = "Tests/Projects/ShopApp"
  static func run(_ arguments: [String]) -> (stdout: String, stderr: String, exitCode: Int32) { ImportCommandTests.run(arguments) }

  /// The check's JSON results as (slot, finding code, severity) for every scene.
  static func findings(_ extra: [String] = []) throws -> (rows: [(slot: String, code: String, severity: String)], stderr: String) {
    let run = Self.run(["check", "--project", project, "--json"] + extra)
    #expect(run.exitCode == 1, "\(run.stderr)")
    let json = try JSONParser.parse(run.stdout)
    var rows: [(String, String, String)] = []
    guard case .array(let results)? = json["results"] else { return ([], run.stderr) }
    for result in results {
      guard case .array(let ads)? = result["ads"] else { continue }
      for ad in ads {
        guard case .number(let index)? = ad["index"], case .string(let slot)? = json["slots"]?[Int(index)]?["slot"],
          case .array(let findings)? = ad["findings"]
        else { continue }
        for finding in findings {
          if case .string(let code)? = finding["code"], case .string(let severity)? = finding["severity"] { rows.append((slot, code, severity)) }
        }
      }
    }
    return (rows, run.stderr)
  }

  @Test func everyScreenIsCheckedAndTheMistakesAreFoundWhereTheyAre() throws {
    let (rows, stderr) = try Self.findings(["--only", "iphone-16-pro,ipad-pro-11-m4"])
    func codes(_ slot: String, worst: Set<String> = ["error", "warning"]) -> Set<String> {
      Set(rows.filter { $0.slot == slot && worst.contains($0.severity) }.map(\.code))
    }
    // The banner on the view's bottom edge of a pushed screen is under its tab bar.
    #expect(codes("ProductViewController.productBanner").isSuperset(of: ["overlaps-bar", "overlaps-home-indicator"]))
    // SnapKit's equalToSuperview at the top: under the navigation bar the code shows it in.
    #expect(codes("DealsViewController.rectangle").contains("overlaps-bar"))
    // The twins: nothing to fix.
    for twin in [
      "ProductViewControllerFixed.productBanner", "DealsViewControllerFixed.topBanner", "MainTabBarController.bannerView",
      "WishlistViewController.DealCardView",
    ] {
      #expect(codes(twin).isEmpty, "\(twin): \(codes(twin))")
    }
    #expect(stderr.contains("Podfile.lock:2:1: note: the app links Google Mobile Ads SDK 12.6.0: checked with SDK 12's rules"))
    #expect(stderr.contains("6 screens with ads"))
  }

  @Test func findingsPointAtTheLineThatPlacesTheAd() {
    let run = Self.run(["check", "--project", Self.project, "--reporter", "xcode", "--only", "iphone-16-pro"])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("\(Self.project)/Shop/Base.lproj/Main.storyboard:89:29: error: [overlaps-bar] ProductViewController.productBanner"))
    // Each slot is checked in its own screen's 3 scenes, not in the 18 of all six screens.
    #expect(run.stdout.contains("overlaps-bar in 3 scenes of 3"), "\(run.stdout)")
    #expect(run.stdout.contains("\(Self.project)/ShopLite/DealsViewController.swift:20:16: error: [overlaps-bar] DealsViewController.rectangle"))
    #expect(!run.stdout.contains("Fixed"))
  }

  @Test func importWritesEachScreenWithWhatTheCodeSays() throws {
    // A storyboard screen pushed from a table cell: the tab's navigation bar and tab bar, and
    // the size its outlet is given in code, from the screen's width.
    let product = Self.run(["import", "--project", Self.project, "--screen", "ProductViewController"])
    #expect(product.exitCode == 0, "\(product.stderr)")
    let app = try JSONParser.parse(product.stdout)
    #expect(app["chrome"]?["navigationBar"] == .string("standard") && app["chrome"]?["tabBar"] == .bool(true))
    #expect(app["slots"]?[0]?["format"] == .string("anchored-adaptive") && app["slots"]?[0]?["sizedFor"] == .string("screen-width"))
    #expect(app["request"]?["sdk"] == .number(12) && app["request"]?["multiScene"] == .bool(true))
    #expect(!product.stderr.contains("gets its size in code"))
    // The programmatic target: its own Info.plist says one scene; the banner is the tab bar's.
    let tabs = Self.run(["import", "--project", Self.project, "--screen", "MainTabBarController"])
    let lite = try JSONParser.parse(tabs.stdout)
    #expect(lite["chrome"]?["tabBar"] == .bool(true) && lite["request"]?["multiScene"] == .bool(false))
    #expect(lite["slots"]?[0]?["source"]?["file"] == .string("\(Self.project)/ShopLite/MainTabBarController.swift"))
    #expect(lite["slots"]?[0]?["source"]?["line"] == .number(20))
    // The native card the wishlist's code loads is in the wishlist's content, inside its bars.
    let wishlist = try JSONParser.parse(Self.run(["import", "--project", Self.project, "--screen", "WishlistViewController"]).stdout)
    #expect(wishlist["slots"]?[0]?["kind"] == .string("content") && wishlist["chrome"]?["navigationBar"] == .string("standard"))
  }

  @Test func theWrittenAppFileChecksAsTheProjectDoes() throws {
    let folder = try TemporaryFolder()
    let out = folder.path + "/product.json"
    let written = Self.run(["import", "--project", Self.project, "--screen", "ProductViewControllerFixed", "--output", out])
    #expect(written.exitCode == 0, "\(written.stderr)")
    let check = Self.run(["check", "--app", out, "--only", "iphone-16-pro", "--fail-on", "warning"])
    #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test func wrongUsesAreRefusedWithWhatToDo() throws {
    let several = Self.run(["import", "--project", Self.project])
    #expect(several.exitCode == 2 && several.stderr.contains("6 screens have ad views") && several.stderr.contains("--screen NAME"))
    let both = Self.run(["check", "--project", Self.project, "--import", Self.project])
    #expect(both.exitCode == 2 && both.stderr.contains("--import PATH or --project DIR, not both"))
    let folder = try TemporaryFolder()
    let empty = Self.run(["check", "--project", folder.path])
    #expect(empty.exitCode == 2 && empty.stderr.contains("and no ad placed in code, in 0 files"), "\(empty.stderr)")
    #expect(Self.run(["import", "--project", ""]).stderr.contains("an empty folder name"))
    #expect(Self.run(["import", "--project", Self.project, "Main.storyboard"]).stderr.contains("not both"))
  }
}

/// The previewer opens a project's screen as `check --project` reads it.
@Suite struct PreviewerProjectTests {
  static let files = [
    "App/Feed.swift": """
    import GoogleMobileAds
    final class Feed: UIViewController {
      let banner = BannerView(adSize: AdSizeLeaderboard)
      override func viewDidLoad() {
        view.addSubview(banner)
        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
      }
    }
    """,
    "App/Podfile.lock": "PODS:\n  - Google-Mobile-Ads-SDK (12.1.0)\n",
  ]

  @Test func aProjectScreenOpensWithItsSlotsAndItsNotesInTheLog() throws {
    let run = adpreview(["--project", "App", "--device", "ipad-pro-11-m4"], files: Self.files, terminal: true)
    #expect(run.interactive, "\(run.stderr)")
    let configuration = try #require(run.configuration)
    #expect(configuration.selection.slots.map(\.format) == [.leaderboard])
    #expect(configuration.selection.slots[0].position == .top && configuration.selection.request.sdk == .v12)
    #expect(configuration.startNotes.contains { $0.contains("no navigation or tab bar controller shows Feed") })
    let state = try AppState(configuration: configuration, columns: 120, rows: 40)
    #expect(state.session.log.contains { $0.text.contains("no navigation or tab bar controller shows Feed") })
    // The exported session says how to replay the project's slots.
    let script = state.recorder.script(path: "s.play", configuration: configuration, until: 0)
    #expect(script.contains("adpreview import --project App --screen Feed --output app.json"))
  }

  @Test func wrongUsesAreRefused() {
    #expect(adpreview(["--screen", "Feed"], files: Self.files, terminal: true).stderr.contains("--screen goes with --project DIR"))
    #expect(adpreview(["--project", "App", "--app", "a.json"], files: Self.files, terminal: true).stderr.contains("not both"))
    let none = adpreview(["--project", "Empty"], files: ["Empty/README.md": "x"], terminal: true)
    #expect(none.exitCode == 2 && none.stderr.contains("no ad placed in code"), "\(none.stderr)")
  }
}

/// What an app file says beyond its slots (its bars) reaches the previewer's session.
@Suite struct PreviewerAppChromeTests {
  @Test func theAppFilesTabBarIsInThePreviewersScene() throws {
    let app = try String(contentsOf: packageRoot().appendingPathComponent("examples/tab-bar-app.json"), encoding: .utf8)
    let run = adpreview(["--app", "app.json"], files: ["app.json": app], terminal: true)
    let configuration = try #require(run.configuration, "\(run.stderr)")
    #expect(configuration.selection.chrome?.tabBar == true)
    let state = try AppState(configuration: configuration, columns: 120, rows: 40)
    #expect(state.session.selection.chrome == configuration.selection.chrome)
  }
}

/// What the previewer watches, and what it reads when a file changes.
@Suite struct LiveReloadTests {
  @Test func anAppFileIsReadAgainOverTheOptionsItWasOpenedWith() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/app.json"
    try #"{"schemaVersion": 1, "name": "A", "slots": [{"name": "footer", "format": "banner"}]}"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    let context = CommandContext.files(environment: Environment([:]))
    var configuration = AppConfiguration(catalog: BundledDevices.catalog, appPath: path)
    configuration.selection.request.mode = .production
    let watch = try #require(LiveReload.watch(configuration, context: context))
    #expect(watch.paths == [path])
    try #"{"schemaVersion": 1, "name": "A", "slots": [{"name": "header", "format": "leaderboard", "position": "top"}]}"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    let reload = watch.reload(path)
    #expect(reload.app?.slots.map(\.name) == ["header"] && reload.app?.request.mode == .production)
    try "{".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(watch.reload(path).app == nil && watch.reload(path).problem?.contains("app.json") == true)
  }

  @Test func aProjectWatchesEveryFileItReadAndRereadsItsScreen() throws {
    let context = CommandContext.files(environment: Environment(["PWD": packageRoot().path]))
    var configuration = AppConfiguration(catalog: BundledDevices.catalog)
    configuration.projectScreen = (packageRoot().path + "/Tests/Projects/ShopApp", "MainTabBarController")
    let watch = try #require(LiveReload.watch(configuration, context: context))
    #expect(watch.paths.contains { $0.hasSuffix("ShopLite/MainTabBarController.swift") })
    #expect(watch.paths.contains { $0.hasSuffix("Podfile.lock") } && watch.paths.contains { $0.hasSuffix("Main.storyboard") })
    let reload = watch.reload(watch.paths[0])
    #expect(reload.app?.slots.map(\.name) == ["bannerView"] && reload.app?.chrome?.tabBar == true)
    #expect(LiveReload.watch(AppConfiguration(catalog: BundledDevices.catalog), context: context) == nil)
  }
}
