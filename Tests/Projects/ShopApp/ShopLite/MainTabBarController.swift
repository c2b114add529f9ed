import GoogleMobileAds
import UIKit

/// The tabs, and one banner for all of them just above the tab bar, pinned with anchors.
final class MainTabBarController: UITabBarController {
  private let bannerView = BannerView()
  private var loaded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [
      UINavigationController(rootViewController: DealsViewController()),
      UINavigationController(rootViewController: DealsViewControllerFixed()),
    ]
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.rootViewController = self
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)
    NSLayoutConstraint.activate([
      bannerView.bottomAnchor.constraint(equalTo: tabBar.topAnchor),
      bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if loaded { return }
    loaded = true
    loadBanner()
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in self.loadBanner() }
  }

  private func loadBanner() {
    let frame = view.frame.inset(by: view.safeAreaInsets)
    bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: frame.width)
    bannerView.load(Request())
  }
}
