import GoogleMobileAds
import UIKit

/// An article with a banner under it, written the way Google's quick-start sample is: the
/// banner pinned to the view's bottom, sized for a 375-pt wide screen, loaded in viewDidLoad.
class ArticleViewController: UIViewController {
  var bannerView: BannerView!

  override func viewDidLoad() {
    super.viewDidLoad()
    bannerView = BannerView(adSize: currentOrientationAnchoredAdaptiveBanner(width: 375)) // MISTAKE: deprecated-anchored-adaptive, width-from-screen
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.rootViewController = self
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)
    NSLayoutConstraint.activate([
      bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor), // MISTAKE: edge-constraint
      bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    bannerView.load(Request()) // MISTAKE: load-in-view-did-load, request-without-scene, no-reload-on-transition
  }
}
