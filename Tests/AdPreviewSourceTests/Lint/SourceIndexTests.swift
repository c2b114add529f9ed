import AdPreviewCore
import AdPreviewSource
import Testing

/// The project index: loads, once-guards and reloads reached through another file, type or
/// superclass count where they run, with the chain of calls in the message.
@Suite struct SourceIndexTests {
  /// Lints each file of a project (name → source) with its index; `name:line code` for each
  /// finding, and the messages.
  static func lint(_ files: [(String, String)], settings: LintSettings = LintSettings()) -> (found: [String], messages: [String]) {
    var index = SourceIndex()
    var numbers: [Int?] = []
    for (name, text) in files {
      numbers.append(index.add(Array(text.utf8), language: SourceLanguage(path: name)!))
    }
    index.link()
    var found: [String] = []
    var messages: [String] = []
    for ((name, text), number) in zip(files, numbers) {
      let result = SourceLinter.lint(Array(text.utf8), language: SourceLanguage(path: name)!, settings: settings, index: index, file: number)
      for finding in result.findings {
        found.append("\(name):\(finding.line) \(finding.code.rawValue)")
        messages.append(finding.message)
      }
    }
    return (found, messages)
  }

  static let manager = """
    import GoogleMobileAds
    final class AdManager {
      static let shared = AdManager()
      var loaded = false
      func show(_ bannerView: BannerView) {
        bannerView.load(Request())
      }
      func showOnce(_ bannerView: BannerView) {
        guard !loaded else { return }
        loaded = true
        bannerView.load(Request())
      }
    }
    """

  static func controller(_ method: String, _ call: String) -> String {
    """
    import GoogleMobileAds
    final class Home: UIViewController {
      let bannerView = BannerView(adSize: AdSizeBanner)
      private let ads = AdManager.shared
      override func \(method) {
        \(call)
      }
    }
    """
  }

  @Test func aLoadInAManagerCalledFromViewDidLoadIsReportedWithItsChain() {
    let run = Self.lint([("AdManager.swift", Self.manager), ("Home.swift", Self.controller("viewDidLoad()", "AdManager.shared.show(bannerView)"))])
    #expect(run.found == ["AdManager.swift:6 load-in-view-did-load"])
    #expect(run.messages.first?.contains(exactly: "loads from viewDidLoad (Home.viewDidLoad → AdManager.show)") == true, "\(run.messages)")
  }

  @Test func aOnceGuardInTheManagerCounts() {
    let unguarded = Self.lint([
      ("AdManager.swift", Self.manager), ("Home.swift", Self.controller("viewDidAppear(_ animated: Bool)", "ads.show(bannerView)")),
    ])
    #expect(unguarded.found == ["AdManager.swift:6 load-without-once-guard"])
    let guarded = Self.lint([
      ("AdManager.swift", Self.manager), ("Home.swift", Self.controller("viewDidAppear(_ animated: Bool)", "self.ads.showOnce(bannerView)")),
    ])
    #expect(guarded.found.isEmpty, "\(guarded.found)")
  }

  @Test func aFlagTheControllerTestsAndTheManagerSetsCounts() {
    let manager = """
      import GoogleMobileAds
      final class Ads {
        static var bannerLoaded = false
        static func markLoaded() { bannerLoaded = true }
      }
      """
    let home = Self.controller(
      "viewDidAppear(_ animated: Bool)", "guard !Ads.bannerLoaded else { return }\n    Ads.markLoaded()\n    bannerView.load(Request())")
    #expect(Self.lint([("Ads.swift", manager), ("Home.swift", home)]).found.isEmpty)
    // Without the flag being set anywhere, the test guards nothing.
    let never = manager.replacing(every: "bannerLoaded = true", with: "bannerLoaded = false")
    #expect(Self.lint([("Ads.swift", never), ("Home.swift", home)]).found == ["Home.swift:8 load-without-once-guard"])
  }

  @Test func aMethodOfAnExtensionInAnotherFileAndOfASuperclass() {
    let base = """
      import GoogleMobileAds
      class BaseAdController: UIViewController {
        let bannerView = BannerView(adSize: AdSizeBanner)
        func startBanner() { bannerView.load(Request()) }
      }
      """
    let screen = "import UIKit\nfinal class Settings: BaseAdController {\n  override func viewDidLoad() {\n    startBanner()\n  }\n}\n"
    let run = Self.lint([("Base.swift", base), ("Settings.swift", screen)])
    #expect(run.found == ["Base.swift:4 load-in-view-did-load"])
    #expect(run.messages.first?.contains(exactly: "(Settings.viewDidLoad → BaseAdController.startBanner)") == true)

    let home = "import UIKit\nfinal class Home: UIViewController {\n  override func viewDidLoad() {\n    loadBanner()\n  }\n}\n"
    let ads = "import GoogleMobileAds\nextension Home {\n  func loadBanner() { bannerView.load(Request()) }\n}\n"
    #expect(Self.lint([("Home.swift", home), ("Home+Ads.swift", ads)]).found == ["Home+Ads.swift:3 load-in-view-did-load"])
  }

  @Test func anExtensionOfUIViewControllerServesEveryController() {
    let helper =
      "import GoogleMobileAds\nextension UIViewController {\n  func showBanner(_ bannerView: BannerView) { bannerView.load(Request()) }\n}\n"
    let list = "import UIKit\nfinal class List: UITableViewController {\n  override func viewDidLoad() {\n    showBanner(bannerView)\n  }\n}\n"
    let run = Self.lint([("UIViewController+Ads.swift", helper), ("List.swift", list)])
    #expect(run.found == ["UIViewController+Ads.swift:3 load-in-view-did-load"])
    #expect(run.messages.first?.contains(exactly: "(List.viewDidLoad → UIViewController.showBanner)") == true, "\(run.messages)")
  }

  @Test func aBannerExtensionThatLoadsItself() {
    let helper = """
      import GoogleMobileAds
      extension GADBannerView {
        func loadAds() {
          adUnitID = AppConstant.banner
          load(GADRequest())
        }
      }
      """
    let home = """
      import UIKit
      final class Home: UIViewController {
        @IBOutlet weak var bannerView: GADBannerView!
        override func viewDidLoad() {
          bannerView.loadAds()
        }
      }
      """
    let run = Self.lint([("GADBannerView+Ads.swift", helper), ("Home.swift", home)], settings: LintSettings(release: 8))
    #expect(run.found == ["GADBannerView+Ads.swift:5 load-in-view-did-load"])
    #expect(
      run.messages.first?.hasPrefix("self (a GADBannerView) loads from viewDidLoad (Home.viewDidLoad → GADBannerView.loadAds)") == true,
      "\(run.messages)")
  }

  @Test func aReloadMadeByAManagerFromTheTransitionCounts() {
    let manager = """
      import GoogleMobileAds
      final class Sizer {
        func load(_ bannerView: BannerView, width: CGFloat) {
          bannerView.adSize = largeAnchoredAdaptiveBanner(width: width)
          bannerView.load(Request())
        }
      }
      """
    let appearOnly = """
      import GoogleMobileAds
      final class Home: UIViewController {
        let bannerView = BannerView()
        var sizer: Sizer!
        var done = false
        override func viewDidAppear(_ animated: Bool) {
          guard !done else { return }
          done = true
          sizer.load(bannerView, width: view.safeAreaLayoutGuide.layoutFrame.width)
        }
      }
      """
    #expect(Self.lint([("Sizer.swift", manager), ("Home.swift", appearOnly)]).found == ["Sizer.swift:5 no-reload-on-transition"])
    let reloading = appearOnly.replacing(
      every: "  }\n}",
      with: """
          }
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            coordinator.animate(alongsideTransition: nil) { _ in self.sizer.load(self.bannerView, width: size.width) }
          }
        }
        """)
    #expect(Self.lint([("Sizer.swift", manager), ("Home.swift", reloading)]).found.isEmpty)
  }

  @Test func objectiveCMessagesToASingletonAreFollowed() {
    let coordinator = """
      @import GoogleMobileAds;
      @implementation AdCoordinator
      - (void)loadBannerView:(GADBannerView *)bannerView {
        [bannerView loadRequest:[GADRequest request]];
      }
      @end
      """
    let screen = """
      @implementation Checkout
      - (void)viewDidLoad {
        [super viewDidLoad];
        [[AdCoordinator shared] loadBannerView:self.bannerView];
      }
      @end
      """
    let run = Self.lint([("AdCoordinator.m", coordinator), ("Checkout.m", screen)], settings: LintSettings(release: 11))
    #expect(run.found == ["AdCoordinator.m:4 load-in-view-did-load"])
    #expect(run.messages.first?.contains(exactly: "(-[Checkout viewDidLoad] → -[AdCoordinator loadBannerView:])") == true, "\(run.messages)")
  }

  @Test func callsOnTheSDKsObjectsAndUnknownReceiversLinkNothing() {
    // `load` is a method of the project's Loader, but `bannerView.load` is the SDK's.
    let loader = "import GoogleMobileAds\nfinal class Loader {\n  func load(_ r: Request) { BannerView().load(r) }\n}\n"
    let home = Self.controller("viewDidLoad()", "bannerView.load(Request())\n    someone.load(Request())")
    #expect(Self.lint([("Loader.swift", loader), ("Home.swift", home)]).found == ["Home.swift:6 load-in-view-did-load"])
  }
}
