import GoogleMobileAds
import UIKit

/// A product page. Its banner is laid out in Main.storyboard; its size is set here, from the
/// screen's width, and only once.
final class ProductViewController: UIViewController {
  @IBOutlet weak var productBanner: BannerView!
  private var loaded = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !loaded else { return }
    loaded = true
    productBanner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    productBanner.rootViewController = self
    productBanner.adSize = currentOrientationAnchoredAdaptiveBanner(width: UIScreen.main.bounds.width)  // MISTAKE: width-from-screen
    let request = Request()
    request.scene = view.window?.windowScene
    productBanner.load(request)  // MISTAKE: no-reload-on-transition
  }
}
