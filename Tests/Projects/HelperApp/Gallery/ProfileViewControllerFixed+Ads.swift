import GoogleMobileAds
import UIKit

extension ProfileViewControllerFixed {
  func showBanner() {
    guard !bannerShown else { return }
    bannerShown = true
    bannerView.rootViewController = self
    bannerView.load(Request())
  }
}
