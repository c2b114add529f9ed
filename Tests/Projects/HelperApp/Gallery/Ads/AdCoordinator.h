@import GoogleMobileAds;

@interface AdCoordinator : NSObject
+ (instancetype)shared;
- (void)loadBannerView:(GADBannerView *)bannerView;
@end
