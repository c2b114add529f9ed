import GoogleMobileAds
import UIKit

/// The app's one place that sizes and loads banners, called from the screens.
final class AdManager {
  static let shared = AdManager()

  func loadBanner(_ bannerView: BannerView, from controller: UIViewController) {
    bannerView.rootViewController = controller
    let width = controller.view.safeAreaLayoutGuide.layoutFrame.width
    bannerView.adSize = largeAnchoredAdaptiveBanner(width: width)
    bannerView.load(Request())  // MISTAKE: load-in-view-did-load, no-reload-on-transition
  }
}
