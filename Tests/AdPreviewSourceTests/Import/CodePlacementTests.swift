import AdPreviewCore
import AdPreviewFormats
import Testing

@testable import AdPreviewSource

/// Ads placed in code: each way apps pin a banner (anchors either way round, layout-constraint
/// items, SnapKit, PureLayout, Objective-C), its size, where it is reloaded, and the bars the
/// code shows its controller in.
@Suite struct CodePlacementTests {
  func swift(_ source: String, sdk: SDKVersion = .v13) -> CodeFacts {
    CodePlacement.read(Array(source.utf8), language: .swift, file: "App/Screen.swift", sdk: sdk)
  }

  func only(_ facts: CodeFacts) throws -> PlacedAd {
    try #require(facts.placed.count == 1, "\(facts.placed.map(\.slot.label))")
    return facts.placed[0]
  }

  @Test func googlesSampleHelperPinsTheBannerToTheSafeAreasBottom() throws {
    let facts = swift(
      """
      class ViewController: UIViewController {
        var bannerView: BannerView!
        override func viewDidLoad() {
          super.viewDidLoad()
          let viewWidth = view.frame.inset(by: view.safeAreaInsets).width
          bannerView = BannerView(adSize: largeAnchoredAdaptiveBanner(width: viewWidth))
          addBannerViewToView(bannerView)
        }
        func addBannerViewToView(_ bannerView: BannerView) {
          view.addSubview(bannerView)
          view.addConstraints([
            NSLayoutConstraint(item: bannerView, attribute: .bottom, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                               attribute: .bottom, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: bannerView, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX,
                               multiplier: 1, constant: 0)])
        }
      }
      """)
    let ad = try only(facts)
    #expect(ad.type == "ViewController" && ad.slot.name == "bannerView")
    #expect(ad.slot.format == .largeAnchoredAdaptive && ad.slot.bannerWidth == .safeArea)
    #expect(ad.slot.position == .bottom && ad.slot.guide == .safeArea && !ad.slot.centered && ad.slot.container == .content)
    // The source is the constraint that places it.
    #expect(ad.slot.source == SlotSource(file: "App/Screen.swift", line: 12, column: 7))
    // Loaded nowhere on a size change: said, not guessed silently.
    #expect(ad.notes.contains { $0.message.contains("not reloaded when the view changes size") })
    // A fixed 320×50 keeps its size through any resize: no reload to miss, no note.
    let fixed = try only(
      swift(
        """
        final class Fixed: UIViewController {
          let bannerView = BannerView(adSize: AdSizeBanner)
          func layout() { bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true }
        }
        """))
    #expect(!fixed.notes.contains { $0.message.contains("not reloaded") }, "\(fixed.notes.map(\.message))")
  }

  @Test func anchorsReadEitherWayRoundWithTheirConstant() throws {
    let toEdge = try only(
      swift(
        """
        final class Feed: UIViewController {
          let banner = BannerView(adSize: AdSizeBanner)
          override func viewDidLoad() {
            view.addSubview(banner)
            banner.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12).isActive = true
          }
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            banner.load(Request())
          }
        }
        """))
    #expect(toEdge.slot.format == .banner && toEdge.slot.position == .bottom && toEdge.slot.guide == .superview)
    #expect(toEdge.slot.offset == 12 && toEdge.slot.reloadOn == .viewWillTransition && toEdge.notes.isEmpty)
    let reversed = try only(
      swift(
        """
        final class Feed: UIViewController {
          let banner = BannerView(adSize: AdSizeLeaderboard)
          override func viewDidLoad() {
            view.addSubview(banner)
            NSLayoutConstraint.activate([view.safeAreaLayoutGuide.topAnchor.constraint(equalTo: banner.topAnchor, constant: -8)])
          }
          override func traitCollectionDidChange(_ previous: UITraitCollection?) { banner.load(Request()) }
        }
        """))
    #expect(reversed.slot.format == .leaderboard && reversed.slot.position == .top && reversed.slot.guide == .safeArea)
    #expect(reversed.slot.offset == 8 && reversed.slot.reloadOn == .traitChange)
    let centred = try only(
      swift(
        """
        final class Promo: UIViewController {
          let banner = BannerView(adSize: AdSizeMediumRectangle)
          override func viewDidLoad() {
            banner.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor, constant: 40).isActive = true
          }
        }
        """))
    #expect(centred.slot.centered && centred.slot.offset == 40 && centred.slot.format == .mediumRectangle)
  }

  @Test func aTabBarControllersBannerAboveItsTabBarIsInTheTabsSafeArea() throws {
    let source = """
      final class Main: UITabBarController {
        private let bannerView = BannerView()
        override func viewDidLoad() {
          viewControllers = [UINavigationController(rootViewController: Home()), Settings()]
          view.addSubview(bannerView)
          NSLayoutConstraint.activate([bannerView.bottomAnchor.constraint(equalTo: EDGE)])
        }
      }
      """
    let above = swift(source.replacing(every: "EDGE", with: "tabBar.topAnchor"))
    let ad = try only(above)
    #expect(ad.aboveTabBar && ad.slot.container == .content && ad.slot.guide == .safeArea && ad.slot.position == .bottom)
    #expect(above.tabs.keys.sorted() == ["Home", "Settings"] && above.navigation.keys.sorted() == ["Home"])
    // On the tab bar controller's own view, even its safe area is the window's: under the tab bar.
    let under = try only(swift(source.replacing(every: "EDGE", with: "view.safeAreaLayoutGuide.bottomAnchor")))
    #expect(under.aboveTabBar && under.slot.container == .root && under.slot.guide == .safeArea)
  }

  @Test func snapKitAndPureLayoutPins() throws {
    let snap = try only(
      swift(
        """
        final class Deals: UIViewController {
          private lazy var rectangle: BannerView = {
            let banner = BannerView(adSize: AdSizeMediumRectangle)
            return banner
          }()
          override func viewDidLoad() {
            rectangle.snp.makeConstraints { make in
              make.top.equalTo(view.safeAreaLayoutGuide).offset(8)
              make.centerX.equalToSuperview()
            }
          }
        }
        """))
    #expect(snap.slot.name == "rectangle" && snap.slot.format == .mediumRectangle)
    #expect(snap.slot.position == .top && snap.slot.guide == .safeArea && snap.slot.offset == 8)
    let superview = try only(
      swift(
        """
        final class Deals: UIViewController {
          let banner = BannerView(adSize: AdSizeBanner)
          func layout() { banner.snp.makeConstraints { $0.bottom.equalToSuperview() } }
        }
        """))
    #expect(superview.slot.position == .bottom && superview.slot.guide == .superview)
    let pure = try only(
      swift(
        """
        final class Deals: UIViewController {
          let banner = BannerView(adSize: AdSizeBanner)
          func layout() { banner.autoPinEdge(toSuperviewSafeArea: .bottom) }
        }
        """))
    #expect(pure.slot.position == .bottom && pure.slot.guide == .safeArea)
  }

  @Test func visualFormatPinsToTheSuperviewAndToAnotherView() throws {
    let bottom = try only(
      swift(
        """
        final class Footer: UIViewController {
          let bannerView = BannerView(adSize: AdSizeBanner)
          override func viewDidLoad() {
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(50)]-10-|", metrics: nil, views: ["banner": bannerView]))
          }
        }
        """))
    #expect(bottom.slot.position == .bottom && bottom.slot.guide == .superview && bottom.slot.offset == 10)
    #expect(bottom.slot.source?.line == 4)
    let below = try only(
      swift(
        """
        final class Article: UIViewController {
          let bannerView = BannerView(adSize: AdSizeBanner)
          override func viewDidLoad() {
            let views: [String: Any] = ["title": titleLabel, "ad": bannerView]
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-8-[ad]", metrics: nil, views: ["title": titleLabel, "ad": bannerView]))
          }
        }
        """))
    #expect(below.notes.contains { $0.line == 5 && $0.message.contains("another view") }, "\(below.notes.map(\.message))")
    // Built at run time, the string is not read: said, not guessed.
    let built = try only(
      swift(
        """
        final class Built: UIViewController {
          let bannerView = BannerView(adSize: AdSizeBanner)
          override func viewDidLoad() {
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[b]-\\(gap)-|", metrics: nil, views: ["b": bannerView]))
          }
        }
        """))
    #expect(built.notes.contains { $0.line == 4 && $0.message.contains("not a plain literal") }, "\(built.notes.map(\.message))")
  }

  @Test func objectiveCBannersAndTheirAnchors() throws {
    let facts = CodePlacement.read(
      Array(
        """
        @implementation RecipeViewController
        - (void)viewDidLoad {
          [super viewDidLoad];
          self.bannerView = [[GADBannerView alloc] initWithAdSize:kGADAdSizeBanner];
          [self.view addSubview:self.bannerView];
          [self.bannerView.bottomAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.bottomAnchor].active = YES;
          UINib *card = [UINib nibWithNibName:@"RecipeCard" bundle:nil];
        }
        @end
        """.utf8), language: .objectiveC, file: "Recipes/RecipeViewController.m")
    let ad = try only(facts)
    #expect(ad.type == "RecipeViewController" && ad.slot.name == "bannerView" && ad.slot.format == .banner)
    #expect(ad.slot.position == .bottom && ad.slot.guide == .safeArea)
    #expect(facts.nibLoads.map(\.name) == ["RecipeCard"] && facts.nibLoads[0].type == "RecipeViewController")
  }

  @Test func whatCannotBeReadIsANoteWithItsLine() throws {
    let frame = try only(
      swift(
        """
        final class Old: UIViewController {
          let banner = BannerView(adSize: AdSizeBanner)
          override func viewDidLoad() {
            banner.frame = CGRect(x: 0, y: view.bounds.height - 50, width: 320, height: 50)
          }
        }
        """))
    #expect(frame.notes.contains { $0.line == 4 && $0.message.contains("placed by its frame") })
    let unpinned = try only(swift("final class Bare: UIViewController {\n  let banner = BannerView()\n}"))
    #expect(unpinned.slot.format == .largeAnchoredAdaptive)
    #expect(unpinned.notes.contains { $0.line == 2 && $0.message.contains("its size is not set in this file") })
    #expect(unpinned.notes.contains { $0.message.contains("no constraint in this file pins banner") })
    let other = try only(
      swift(
        """
        final class List: UIViewController {
          let banner = BannerView(adSize: AdSizeBanner)
          func layout() { banner.topAnchor.constraint(equalTo: tableView.bottomAnchor).isActive = true }
        }
        """))
    #expect(other.notes.contains { $0.line == 3 && $0.message.contains("pinned to tableView.bottomAnchor, another view") })
  }

  @Test func sizesSetOnOutletsNibsAndFullScreenLoads() throws {
    let facts = swift(
      """
      final class Article: UIViewController {
        @IBOutlet weak var footer: BannerView!
        var interstitial: InterstitialAd?
        override func viewDidAppear(_ animated: Bool) {
          footer.adSize = currentOrientationAnchoredAdaptiveBanner(width: UIScreen.main.bounds.width)
          let card = Bundle.main.loadNibNamed("StoryCard", owner: nil, options: nil)?.first
          InterstitialAd.load(with: "unit", request: Request()) { ad, _ in self.interstitial = ad }
        }
      }
      """)
    #expect(facts.sizes.count == 1)
    let size = try #require(facts.sizes.first)
    #expect(size.type == "Article" && size.variable == "footer" && size.format == .anchoredAdaptive && size.width == .screenWidth)
    #expect(size.source.line == 5)
    #expect(facts.nibLoads.map(\.name) == ["StoryCard"])
    let ad = try only(facts)
    #expect(ad.slot.format == .interstitial && ad.slot.kind == .fullscreen && ad.slot.source?.line == 7)
  }

  @Test(arguments: [
    ("AdSizeBanner", AdFormat.banner), ("kGADAdSizeMediumRectangle", .mediumRectangle), ("GADAdSizeLeaderboard", .leaderboard),
    ("AdSizeLargeBanner", .largeBanner), ("kGADAdSizeSmartBannerPortrait", .smartBanner),
    ("largeAnchoredAdaptiveBanner", .largeAnchoredAdaptive), ("GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth", .anchoredAdaptive),
    ("portraitAnchoredAdaptiveBanner", .anchoredAdaptive), ("inlineAdaptiveBanner", .inlineAdaptive),
  ])
  func sizeNamesAreTheSDKs(name: String, format: AdFormat) {
    #expect(CodePlacement.format(named: name) == format)
  }

  @Test func namesThatAreNotSizes() {
    #expect(CodePlacement.format(named: "AdSizeFromCGSize") == nil)
    #expect(CodePlacement.format(named: "bannerView") == nil)
  }
}
