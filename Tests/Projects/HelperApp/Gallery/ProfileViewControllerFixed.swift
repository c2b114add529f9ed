import GoogleMobileAds
import UIKit

final class ProfileViewControllerFixed: UIViewController {
  let bannerView = BannerView(adSize: AdSizeBanner)
  var bannerShown = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    showBanner()
  }
}
