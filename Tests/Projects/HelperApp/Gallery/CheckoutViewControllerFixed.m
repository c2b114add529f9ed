@import GoogleMobileAds;

@interface AdCoordinatorFixed : NSObject
+ (instancetype)shared;
- (void)loadBannerView:(GADBannerView *)bannerView;
@end

@interface CheckoutViewControllerFixed : UIViewController
@property(nonatomic, strong) GADBannerView *bannerView;
@end

@implementation CheckoutViewControllerFixed

- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  [[AdCoordinatorFixed shared] loadBannerView:self.bannerView];
}

@end
