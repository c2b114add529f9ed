@import GoogleMobileAds;
#import "RecipeViewController.h"

// A recipe with a banner pinned to the bottom of the view and an interstitial after it, the
// way the SDK 7 samples wrote it.
@interface RecipeViewController () <GADBannerViewDelegate>
@property(nonatomic, strong) GADBannerView *bannerView;
@property(nonatomic, strong) GADInterstitialAd *interstitial;
@end

@implementation RecipeViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.bannerView = [[GADBannerView alloc] initWithAdSize:kGADAdSizeSmartBannerPortrait]; // MISTAKE: deprecated-smart-banner
  self.bannerView.adUnitID = @"ca-app-pub-3940256099942544/2435281174";
  self.bannerView.rootViewController = self;
  self.bannerView.translatesAutoresizingMaskIntoConstraints = NO;
  [self.view addSubview:self.bannerView];
  [NSLayoutConstraint activateConstraints:@[
    [self.bannerView.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor], // MISTAKE: edge-constraint
    [self.bannerView.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
  ]];
  [self.view addConstraint:[NSLayoutConstraint constraintWithItem:self.bannerView
                                                        attribute:NSLayoutAttributeLeading
                                                        relatedBy:NSLayoutRelationEqual
                                                           toItem:self.view // MISTAKE: edge-constraint
                                                        attribute:NSLayoutAttributeLeading
                                                       multiplier:1
                                                         constant:0]];
  [self.bannerView loadRequest:[GADRequest request]]; // MISTAKE: load-in-view-did-load, no-reload-on-transition
}

- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  CGFloat width = self.view.frame.size.width - self.view.safeAreaInsets.right * 2; // MISTAKE: doubled-inset
  self.bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(self.view.frame.size.width); // MISTAKE: deprecated-anchored-adaptive, width-from-screen
  self.bannerView.frame = CGRectMake(0, 0, width, self.bannerView.adSize.size.height);
  GADRequest *request = [GADRequest request];
  [GADInterstitialAd loadWithAdUnitID:@"ca-app-pub-3940256099942544/4411468910" // MISTAKE: load-without-once-guard
                              request:request
                    completionHandler:^(GADInterstitialAd *ad, NSError *error) {
                      self.interstitial = ad;
                    }];
}

- (IBAction)finishRecipe:(id)sender {
  [self.interstitial presentFromRootViewController:self]; // MISTAKE: present-without-can-present
}

#if 0
// An experiment left in: not built, so not read.
- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
  [self.bannerView loadRequest:[GADRequest request]];
  NSString *note = @"it's off";
}
#endif

@end
