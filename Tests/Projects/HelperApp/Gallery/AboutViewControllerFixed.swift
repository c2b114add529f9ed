import GoogleMobileAds
import UIKit

/// The visual format gives the size; the safe area's anchor gives the place.
final class AboutViewControllerFixed: UIViewController {
  let bannerView = BannerView(adSize: AdSizeBanner)
  private var bannerLoaded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)
    let views: [String: Any] = ["banner": bannerView]
    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[banner(320)]", metrics: nil, views: views))
    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(50)]", metrics: nil, views: views))
    bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !bannerLoaded else { return }
    bannerLoaded = true
    bannerView.load(Request())
  }
}
