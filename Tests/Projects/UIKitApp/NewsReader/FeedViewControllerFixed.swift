import GoogleMobileAds
import UIKit

/// The feed, migrated: Swift names, both insets, and a reload on every size change (an iOS
/// 27 resized iPhone window keeps its size classes and calls only viewWillTransition).
final class FeedViewControllerFixed: UITableViewController {
  @IBOutlet weak var topBanner: BannerView!
  private var loadedOnce = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if loadedOnce { return }
    loadedOnce = true
    reloadBanner()
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in self.reloadBanner() }
  }

  private func reloadBanner() {
    let insets = view.safeAreaInsets
    let width = view.bounds.width - insets.left - insets.right
    topBanner.adSize = largeAnchoredAdaptiveBanner(width: width)
    let request = Request()
    request.scene = view.window?.windowScene
    topBanner.load(request)
  }
}
