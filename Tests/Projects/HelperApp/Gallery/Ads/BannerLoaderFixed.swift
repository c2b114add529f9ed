import GoogleMobileAds
import UIKit

/// Loads a screen's banner once, and again at each new width.
final class BannerLoaderFixed {
  private var loaded = false

  func loadOnce(_ bannerView: BannerView, from controller: UIViewController) {
    guard !loaded else { return }
    loaded = true
    reload(bannerView, from: controller, width: controller.view.safeAreaLayoutGuide.layoutFrame.width)
  }

  func reload(_ bannerView: BannerView, from controller: UIViewController, width: CGFloat) {
    bannerView.rootViewController = controller
    bannerView.adSize = largeAnchoredAdaptiveBanner(width: width)
    bannerView.load(Request())
  }
}
