@import GoogleMobileAds;
#import "RecipeViewController.h"

// The same screen as the iPhone X guide and the multi-scene guide write it in Objective-C.
@interface RecipeViewControllerFixed : UIViewController
@property(nonatomic, strong) GADBannerView *bannerView;
@property(nonatomic, strong) GADInterstitialAd *interstitial;
@property(nonatomic, assign) BOOL requestInitialized;
@end

@implementation RecipeViewControllerFixed

- (void)viewDidLoad {
  [super viewDidLoad];
  self.bannerView = [[GADBannerView alloc] init];
  self.bannerView.adUnitID = @"ca-app-pub-3940256099942544/2435281174";
  self.bannerView.rootViewController = self;
  self.bannerView.translatesAutoresizingMaskIntoConstraints = NO;
  [self.view addSubview:self.bannerView];
  if (@available(iOS 11.0, *)) {
    UILayoutGuide *guide = self.view.safeAreaLayoutGuide;
    [NSLayoutConstraint activateConstraints:@[
      [guide.leftAnchor constraintEqualToAnchor:self.bannerView.leftAnchor],
      [guide.rightAnchor constraintEqualToAnchor:self.bannerView.rightAnchor],
      [self.bannerView.bottomAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.bottomAnchor],
    ]];
  } else {
    [self positionBannerAtBottomOfView];
  }
}

// Before iOS 11 there is no safe area: the bottom layout guide is the right edge then.
- (void)positionBannerAtBottomOfView {
  [self.view addConstraint:[NSLayoutConstraint constraintWithItem:self.bannerView
                                                        attribute:NSLayoutAttributeBottom
                                                        relatedBy:NSLayoutRelationEqual
                                                           toItem:self.bottomLayoutGuide
                                                        attribute:NSLayoutAttributeTop
                                                       multiplier:1
                                                         constant:0]];
}

- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  if (self.requestInitialized) {
    return;
  }
  self.requestInitialized = YES;
  [self loadBannerAd];
  [self loadInterstitial];
}

- (void)viewWillTransitionToSize:(CGSize)size
       withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
  [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];
  [coordinator animateAlongsideTransition:nil
                               completion:^(id<UIViewControllerTransitionCoordinatorContext> context) {
                                 [self loadBannerAd];
                                 NSError *error;
                                 if (![self.interstitial canPresentFromRootViewController:self error:&error]) {
                                   [self loadInterstitial];
                                 }
                               }];
}

- (void)loadBannerAd {
  CGRect frame = self.view.frame;
  if (@available(iOS 11.0, *)) {
    frame = UIEdgeInsetsInsetRect(self.view.frame, self.view.safeAreaInsets);
  }
  CGFloat viewWidth = frame.size.width;
  self.bannerView.adSize = GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(viewWidth);
  GADRequest *request = [GADRequest request];
  request.scene = self.view.window.windowScene;
  [self.bannerView loadRequest:request];
}

- (void)loadInterstitial {
  GADRequest *request = [GADRequest request];
  request.scene = self.view.window.windowScene;
  [GADInterstitialAd loadWithAdUnitID:@"ca-app-pub-3940256099942544/4411468910"
                              request:request
                    completionHandler:^(GADInterstitialAd *ad, NSError *error) {
                      self.interstitial = ad;
                    }];
}

- (IBAction)finishRecipe:(id)sender {
  [self.interstitial presentFromRootViewController:self];
}

@end
