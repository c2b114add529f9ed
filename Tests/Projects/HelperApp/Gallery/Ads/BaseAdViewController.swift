import GoogleMobileAds
import UIKit

/// The screens with a fixed banner inherit it.
class BaseAdViewController: UIViewController {
  let bannerView = BannerView(adSize: AdSizeBanner)

  func startBanner() {
    bannerView.rootViewController = self
    bannerView.load(Request())  // MISTAKE: load-in-view-did-load
  }
}
