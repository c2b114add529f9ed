#import "AdCoordinator.h"

@interface CheckoutViewController : UIViewController
@property(nonatomic, strong) GADBannerView *bannerView;
@end

@implementation CheckoutViewController

- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  [[AdCoordinator shared] loadBannerView:self.bannerView];
}

@end
