import GoogleMobileAds
import UIKit

/// A screen kept as it is until its rewrite: the config turns its load rule off and its edge
/// rule down to info.
final class LegacyViewController: UIViewController {
  let bannerView = BannerView(adSize: AdSizeBanner)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(bannerView)
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true  // MISTAKE: edge-constraint
    bannerView.load(Request())
  }
}
