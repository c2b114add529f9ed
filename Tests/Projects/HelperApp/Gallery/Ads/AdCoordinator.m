#import "AdCoordinator.h"

@implementation AdCoordinator

+ (instancetype)shared {
  static AdCoordinator *coordinator;
  static dispatch_once_t once;
  dispatch_once(&once, ^{ coordinator = [[AdCoordinator alloc] init]; });
  return coordinator;
}

- (void)loadBannerView:(GADBannerView *)bannerView {
  [bannerView loadRequest:[GADRequest request]];  // MISTAKE: load-without-once-guard
}

@end
