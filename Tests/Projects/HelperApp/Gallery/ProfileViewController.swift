import GoogleMobileAds
import UIKit

final class ProfileViewController: UIViewController {
  let bannerView = BannerView(adSize: AdSizeBanner)

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    showBanner()
  }
}
