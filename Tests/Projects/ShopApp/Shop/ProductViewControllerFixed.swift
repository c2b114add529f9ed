import GoogleMobileAds
import UIKit

/// The featured product page: the banner's width is the safe area's, and it is loaded again
/// for every new size.
final class ProductViewControllerFixed: UIViewController {
  @IBOutlet weak var productBanner: BannerView!
  private var loaded = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !loaded else { return }
    loaded = true
    productBanner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    productBanner.rootViewController = self
    loadBanner(width: view.frame.inset(by: view.safeAreaInsets).width)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in
      self.loadBanner(width: self.view.frame.inset(by: self.view.safeAreaInsets).width)
    }
  }

  private func loadBanner(width: CGFloat) {
    productBanner.adSize = currentOrientationAnchoredAdaptiveBanner(width: width)
    let request = Request()
    request.scene = view.window?.windowScene
    productBanner.load(request)
  }
}
