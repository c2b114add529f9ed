import GoogleMobileAds
import SnapKit
import UIKit

/// Today's deals, fixed: an adaptive banner pinned to the safe area's top, below the bars,
/// as wide as the safe area and loaded again for every new size.
final class DealsViewControllerFixed: UIViewController {
  private lazy var topBanner: BannerView = {
    let banner = BannerView()
    banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    return banner
  }()
  private var loaded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    topBanner.rootViewController = self
    view.addSubview(topBanner)
    topBanner.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide)
      make.centerX.equalToSuperview()
    }
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
    topBanner.adSize = currentOrientationAnchoredAdaptiveBanner(width: view.frame.inset(by: view.safeAreaInsets).width)
    topBanner.load(Request())
  }
}
