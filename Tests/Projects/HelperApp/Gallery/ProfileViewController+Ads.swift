import GoogleMobileAds
import UIKit

extension ProfileViewController {
  func showBanner() {
    bannerView.rootViewController = self
    bannerView.load(Request())  // MISTAKE: load-without-once-guard
  }
}
