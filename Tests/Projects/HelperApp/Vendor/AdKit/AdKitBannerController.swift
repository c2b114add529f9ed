import GoogleMobileAds
import UIKit

/// Another team's code, copied into the repository: the config leaves it out.
open class AdKitBannerController: UIViewController {
  public let bannerView = BannerView(adSize: AdSizeBanner)

  open override func viewDidLoad() {
    super.viewDidLoad()
    bannerView.load(Request())
  }
}
