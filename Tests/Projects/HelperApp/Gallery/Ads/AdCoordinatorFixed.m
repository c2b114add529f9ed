@import GoogleMobileAds;

@interface AdCoordinatorFixed : NSObject
@property(nonatomic) BOOL bannerLoaded;
@end

@implementation AdCoordinatorFixed

+ (instancetype)shared {
  static AdCoordinatorFixed *coordinator;
  static dispatch_once_t once;
  dispatch_once(&once, ^{ coordinator = [[AdCoordinatorFixed alloc] init]; });
  return coordinator;
}

- (void)loadBannerView:(GADBannerView *)bannerView {
  if (self.bannerLoaded) {
    return;
  }
  self.bannerLoaded = YES;
  [bannerView loadRequest:[GADRequest request]];
}

@end
