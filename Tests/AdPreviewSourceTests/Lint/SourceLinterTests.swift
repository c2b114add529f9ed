import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource
import Testing

/// Every source rule fires on the mistake and stays quiet on its fix, in Swift and, where the
/// rule reads something different there, in Objective-C.
@Suite struct SourceLinterTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var code: Finding.Code
    var language: SourceLanguage = .swift
    var settings = LintSettings()
    /// Code with the mistake (once).
    var fires: String
    /// The same code, fixed.
    var quiet: String
    var testDescription: String { "\(code.rawValue) (\(language.rawValue))" }
  }

  static func swift(_ body: String) -> String { "import GoogleMobileAds\nimport UIKit\n\n" + body }
  static func objectiveC(_ body: String) -> String { "@import GoogleMobileAds;\n\n" + body }

  static let adaptiveBannerController = """
    class C: UIViewController {
      var bannerView: BannerView!
      var requestInitialized = false
      override func viewDidAppear(_ animated: Bool) {
        guard !requestInitialized else { return }
        requestInitialized = true
        load()
      }
      override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: nil) { _ in self.load() }
      }
      func load() {
        bannerView.adSize = largeAnchoredAdaptiveBanner(width: view.frame.inset(by: view.safeAreaInsets).width)
        let request = Request()
        request.scene = view.window?.windowScene
        bannerView.load(request)
      }
    }
    """

  static let cases: [Case] = [
    Case(
      code: .edgeConstraint,
      fires: swift("let c = bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor)"),
      quiet: swift("let c = bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)")),
    Case(
      code: .edgeConstraint, language: .objectiveC,
      fires: objectiveC("id c = [self.bannerView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor];"),
      quiet: objectiveC("id c = [self.bannerView.leadingAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.leadingAnchor];")),
    Case(
      code: .edgeConstraint,
      fires: swift(
        "let c = NSLayoutConstraint(item: bannerView, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0)"
      ),
      quiet: swift(
        "let c = NSLayoutConstraint(item: bannerView, attribute: .bottom, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: 0)"
      )),
    Case(
      code: .edgeConstraint,
      fires: swift("var body: some View { BannerContainer().frame(height: 50).ignoresSafeArea() }"),
      quiet: swift("var body: some View { BannerContainer().frame(height: 50).ignoresSafeArea(.keyboard) }")),
    Case(
      code: .layoutGuideConstraint,
      fires: swift("let c = bannerView.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor)"),
      quiet: swift(
        """
        if #available(iOS 11, *) {
          c = bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        } else {
          c = bannerView.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor)
        }
        """)),
    Case(
      code: .widthFromScreen,
      fires: swift("func f() { let w = UIScreen.main.bounds.width\n bannerView.adSize = largeAnchoredAdaptiveBanner(width: w) }"),
      quiet: swift("func f() { let w = view.frame.inset(by: view.safeAreaInsets).width\n bannerView.adSize = largeAnchoredAdaptiveBanner(width: w) }")
    ),
    Case(
      code: .widthFromScreen, language: .objectiveC,
      fires: objectiveC(
        "@implementation C\n- (void)f { CGFloat w = CGRectGetWidth(self.view.bounds);\n self.bannerView.adSize = GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(w); }\n@end"
      ),
      quiet: objectiveC(
        "@implementation C\n- (void)f { CGRect frame = UIEdgeInsetsInsetRect(self.view.frame, self.view.safeAreaInsets);\n self.bannerView.adSize = GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(frame.size.width); }\n@end"
      )),
    Case(
      code: .widthFromScreen,
      fires: swift("let size = largeAnchoredAdaptiveBanner(width: 375)"),
      quiet: swift("let size = largeAnchoredAdaptiveBanner(width: geometry.size.width)")),
    Case(
      code: .doubledInset,
      fires: swift("let w = view.bounds.width - 2 * view.safeAreaInsets.left"),
      quiet: swift("let w = view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right")),
    Case(
      code: .requestWithoutScene, settings: LintSettings(multiScene: true),
      fires: swift(adaptiveBannerController.replacing(every: "    request.scene = view.window?.windowScene\n", with: "")),
      quiet: swift(adaptiveBannerController)),
    Case(
      code: .requestWithoutScene, language: .objectiveC, settings: LintSettings(multiScene: true),
      fires: objectiveC(
        "@implementation C\n- (void)viewDidAppear:(BOOL)a { if (self.done) return; self.done = YES; [GADInterstitialAd loadWithAdUnitID:@\"x\" request:[GADRequest request] completionHandler:nil]; }\n@end"
      ),
      quiet: objectiveC(
        "@implementation C\n- (void)viewDidAppear:(BOOL)a { if (self.done) return; self.done = YES; GADRequest *r = [GADRequest request]; r.scene = self.view.window.windowScene; [GADInterstitialAd loadWithAdUnitID:@\"x\" request:r completionHandler:nil]; }\n@end"
      )),
    Case(
      code: .loadInViewDidLoad,
      fires: swift(adaptiveBannerController.replacing(every: "override func viewDidAppear(_ animated: Bool)", with: "override func viewDidLoad()")),
      quiet: swift(adaptiveBannerController)),
    Case(
      code: .loadInViewDidLoad, language: .objectiveC,
      fires: objectiveC(
        "@implementation C\n- (void)viewDidLoad { [super viewDidLoad]; [self loadAd]; }\n- (void)loadAd { [self.bannerView loadRequest:[GADRequest request]]; }\n@end"
      ),
      quiet: objectiveC(
        "@implementation C\n- (void)viewDidLoad { [super viewDidLoad]; }\n- (void)loadAd { [self.bannerView loadRequest:[GADRequest request]]; }\n@end"
      )),
    Case(
      code: .loadWithoutOnceGuard,
      fires: swift(adaptiveBannerController.replacing(every: "    guard !requestInitialized else { return }\n", with: "")),
      quiet: swift(adaptiveBannerController)),
    Case(
      code: .loadWithoutOnceGuard,
      fires: swift("struct V: View { @State var b = BannerView()\n var body: some View { Text(\"x\").onAppear { b.load(Request()) } } }"),
      quiet: swift(
        "struct V: View { @State var b = BannerView(); @State var done = false\n var body: some View { Text(\"x\").onAppear { if done { return }; done = true; b.load(Request()) } } }"
      )),
    // A banner loaded in its property's initialiser loads before the view has a window.
    Case(
      code: .loadInViewDidLoad,
      fires: swift(
        "class C: UIViewController {\n lazy var footer: BannerView = {\n let b = BannerView(adSize: AdSizeBanner)\n b.load(Request())\n return b\n }()\n}"
      ),
      quiet: swift(
        "class C: UIViewController {\n lazy var footer: BannerView = {\n let b = BannerView(adSize: AdSizeBanner)\n return b\n }()\n}")),
    // A Swift 2 app's name for the load, SDK 7.
    Case(
      code: .loadInViewDidLoad, settings: LintSettings(release: 7),
      fires: swift(
        "class C: UIViewController {\n var bannerView: GADBannerView!\n override func viewDidLoad() {\n bannerView.loadRequest(GADRequest())\n }\n}"),
      quiet: swift(
        "class C: UIViewController {\n var bannerView: GADBannerView!\n override func viewDidLoad() {\n bannerView.adUnitID = \"x\"\n }\n}")),
    // SwiftUI: the container around the banner ignoring the safe area.
    Case(
      code: .edgeConstraint,
      fires: swift("struct S: View { var body: some View { VStack { Spacer(); BannerContainer() }.ignoresSafeArea() } }"),
      quiet: swift("struct S: View { var body: some View { ZStack { Color.blue.ignoresSafeArea(); VStack { Spacer(); BannerContainer() } } } }")),
    // The loader the load makes is the flag: `guard adLoader == nil`.
    Case(
      code: .loadWithoutOnceGuard,
      fires: swift(
        "class C: UIViewController { var adLoader: AdLoader!\n override func viewDidAppear(_ a: Bool) {\n adLoader = AdLoader(adUnitID: \"u\", rootViewController: self, adTypes: [.native], options: nil)\n adLoader.load(Request()) } }"
      ),
      quiet: swift(
        "class C: UIViewController { var adLoader: AdLoader!\n override func viewDidAppear(_ a: Bool) {\n guard adLoader == nil else { return }\n adLoader = AdLoader(adUnitID: \"u\", rootViewController: self, adTypes: [.native], options: nil)\n adLoader.load(Request()) } }"
      )),
    // SnapKit and PureLayout pins to the superview's edges.
    Case(
      code: .edgeConstraint,
      fires: swift(
        "class C: UIViewController { let banner = BannerView()\n func l() { banner.snp.makeConstraints { make in make.bottom.equalToSuperview() } } }"
      ),
      quiet: swift(
        "class C: UIViewController { let banner = BannerView()\n func l() { banner.snp.makeConstraints { make in make.bottom.equalTo(view.safeAreaLayoutGuide) } } }"
      )),
    Case(
      code: .edgeConstraint,
      fires: swift("class C: UIViewController { let banner = BannerView()\n func l() { banner.snp.makeConstraints { $0.top.equalTo(view) } } }"),
      quiet: swift(
        "class C: UIViewController { let banner = BannerView()\n func l() { banner.snp.makeConstraints { $0.top.equalTo(view.safeAreaLayoutGuide.snp.top) } } }"
      )),
    Case(
      code: .edgeConstraint,
      fires: swift("class C: UIViewController { let banner = BannerView()\n func l() { banner.autoPinEdge(toSuperviewEdge: .bottom) } }"),
      quiet: swift("class C: UIViewController { let banner = BannerView()\n func l() { banner.autoPinEdge(toSuperviewSafeArea: .bottom) } }")),
    Case(
      code: .noReloadOnTransition,
      fires: swift(adaptiveBannerController.replacing(every: "{ _ in self.load() }", with: "{ _ in }")),
      quiet: swift(adaptiveBannerController)),
    Case(
      code: .noReloadOnTransition,
      fires: swift(
        "struct B: UIViewRepresentable {\n func makeUIView(context: Context) -> BannerView { let b = BannerView(adSize: largeAnchoredAdaptiveBanner(width: width)); b.load(Request()); return b }\n func updateUIView(_ b: BannerView, context: Context) {} }"
      ),
      quiet: swift(
        "struct B: UIViewRepresentable {\n func makeUIView(context: Context) -> BannerView { BannerView() }\n func updateUIView(_ b: BannerView, context: Context) { b.adSize = largeAnchoredAdaptiveBanner(width: width); b.load(Request()) } }"
      )),
    Case(
      code: .presentWithoutCanPresent,
      fires: swift("class C: UIViewController { var ad: InterstitialAd?\n func show() { ad?.present(from: self) } }"),
      quiet: swift(
        "class C: UIViewController { var ad: InterstitialAd?\n func show() { if (try? ad?.canPresent(from: self)) != nil { ad?.present(from: self) } } }"
      )),
    Case(
      code: .presentWithoutCanPresent, language: .objectiveC,
      fires: objectiveC("@implementation C\n- (void)show { [self.interstitial presentFromRootViewController:self]; }\n@end"),
      quiet: objectiveC(
        "@implementation C\n- (void)show { if ([self.interstitial canPresentFromRootViewController:self error:nil]) { [self.interstitial presentFromRootViewController:self]; } }\n@end"
      )),
    Case(
      code: .reloadOnTraitChangeOnly,
      fires: swift(
        adaptiveBannerController.replacing(
          every:
            "viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {\n    coordinator.animate(alongsideTransition: nil) { _ in self.load() }",
          with: "traitCollectionDidChange(_ previous: UITraitCollection?) {\n    load()")),
      quiet: swift(adaptiveBannerController)),
    Case(
      code: .reloadOnTraitChangeOnly, language: .objectiveC,
      fires: objectiveC(
        "@implementation C\n- (void)traitCollectionDidChange:(UITraitCollection *)p { self.bannerView.adSize = GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(w); [self.bannerView loadRequest:[GADRequest request]]; }\n@end"
      ),
      quiet: objectiveC(
        "@implementation C\n- (void)viewWillTransitionToSize:(CGSize)s withTransitionCoordinator:(id)c { self.bannerView.adSize = GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(w); [self.bannerView loadRequest:[GADRequest request]]; }\n@end"
      )),
    Case(
      code: .deprecatedSmartBanner, language: .objectiveC,
      fires: objectiveC("GADBannerView *b = [[GADBannerView alloc] initWithAdSize:kGADAdSizeSmartBannerPortrait];"),
      quiet: objectiveC("GADBannerView *b = [[GADBannerView alloc] initWithAdSize:GADAdSizeBanner];")),
    Case(
      code: .deprecatedAnchoredAdaptive,
      fires: swift("let s = currentOrientationAnchoredAdaptiveBanner(width: w)"),
      quiet: swift("let s = largeAnchoredAdaptiveBanner(width: w)")),
    Case(
      code: .gadPrefixedSwiftName,
      fires: swift("let request = GADRequest()"),
      quiet: swift("let request = Request()")),
  ]

  func codes(_ source: String, _ language: SourceLanguage, _ settings: LintSettings) -> [Finding.Code] {
    SourceLinter.lint(Array(source.utf8), language: language, settings: settings).findings.map(\.code)
  }

  @Test(arguments: cases)
  func theRuleFiresOnTheMistakeAndNotOnItsFix(_ test: Case) {
    let fires = codes(test.fires, test.language, test.settings)
    #expect(fires.filter { $0 == test.code }.count == 1, "\(fires)")
    #expect(!codes(test.quiet, test.language, test.settings).contains(test.code), "\(codes(test.quiet, test.language, test.settings))")
  }

  @Test func theClassicSizesAreDeprecatedFromSDK13() {
    let source = Self.swift("let s = portraitAnchoredAdaptiveBanner(width: w)")
    #expect(codes(source, .swift, LintSettings(sdk: .v13)) == [.deprecatedAnchoredAdaptive])
    #expect(codes(source, .swift, LintSettings(sdk: .v12)).isEmpty)
  }

  @Test func prefixedNamesAreRightBeforeSDK12() {
    let source = Self.swift("class C: UIViewController { var b: GADBannerView!\n func l() { b.adSize = GADAdSizeBanner } }")
    #expect(codes(source, .swift, LintSettings(release: 11)).isEmpty)
    #expect(codes(source, .swift, LintSettings(release: 12)).filter { $0 == .gadPrefixedSwiftName }.count == 2)
  }

  @Test func fullScreenAdsMayLoadInViewDidLoadAsGooglesGuideDoes() {
    let source = Self.swift(
      "class C: UIViewController { var interstitial: InterstitialAd?\n override func viewDidLoad() {\n InterstitialAd.load(with: \"u\", request: Request()) { ad, _ in self.interstitial = ad } } }"
    )
    #expect(!codes(source, .swift, LintSettings()).contains(.loadInViewDidLoad))
  }

  @Test func everySourceCodeHasACase() {
    let covered = Set(Self.cases.map(\.code))
    for code in FindingDoc.codes(.source) { #expect(covered.contains(code), "\(code.rawValue)") }
  }

  @Test func theCorrectSampleIsQuietWhollyAndEachFindingIsWhereItsCodeIs() throws {
    let quiet = SourceLinter.lint(Array(Self.swift(Self.adaptiveBannerController).utf8), language: .swift, settings: LintSettings(multiScene: true))
    #expect(quiet.findings.isEmpty, "\(quiet.findings)")
    let source = Self.swift("let c = bannerView.topAnchor.constraint(equalTo: view.topAnchor)")
    let finding = try #require(SourceLinter.lint(Array(source.utf8), language: .swift, settings: LintSettings()).findings.first)
    #expect(finding.line == 4 && finding.column == 50)
    #expect(finding.message.contains("view.topAnchor"))
  }

  @Test func anIgnoreCommentSilencesItsLineOrTheNextWithItsReason() {
    let source = Self.swift(
      """
      let a = largeAnchoredAdaptiveBanner(width: 320) // adpreview:ignore width-from-screen always 320 wide
      // adpreview:ignore width-from-screen
      let b = largeAnchoredAdaptiveBanner(width: 320)
      let c = largeAnchoredAdaptiveBanner(width: 320) // adpreview:ignore edge-constraint
      """)
    let result = SourceLinter.lint(Array(source.utf8), language: .swift, settings: LintSettings())
    #expect(result.findings.map(\.line) == [7])
    #expect(result.ignored.map(\.finding.line) == [4, 6])
    #expect(result.ignored.map(\.reason) == ["always 320 wide", "adpreview:ignore in the source"])
  }

  @Test func filesWithoutAdsGetNoLayoutFindings() {
    let source = "import UIKit\nlet c = bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor)"
    #expect(SourceLinter.lint(Array(source.utf8), language: .swift, settings: LintSettings()).findings.isEmpty)
  }

  @Test func aMalformedFileGivesItsProblemAndNoFindings() {
    let result = SourceLinter.lint(
      Array(Self.swift("let a = \"open\nlet w = UIScreen.main.bounds.width").utf8), language: .swift, settings: LintSettings())
    #expect(result.findings.isEmpty)
    #expect(result.problems.map(\.line) == [4])
  }
}
