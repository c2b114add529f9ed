import GoogleMobileAds
import UIKit

/// A feed with a banner at the top, an SDK 11 integration never migrated.
final class FeedViewController: UITableViewController {
  @IBOutlet weak var topBanner: GADBannerView! // MISTAKE: gad-prefixed-swift-name
  private var loadedOnce = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if loadedOnce { return }
    loadedOnce = true
    reloadBanner()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    reloadBanner()
  }

  private func reloadBanner() {
    // Centred with the same inset on both sides.
    let width = view.bounds.width - view.safeAreaInsets.left * 2 // MISTAKE: doubled-inset
    topBanner.adSize = largeAnchoredAdaptiveBanner(width: UIScreen.main.bounds.width) // MISTAKE: width-from-screen, reload-on-trait-change-only
    topBanner.frame.size.width = width
    let request = Request()
    request.scene = view.window?.windowScene
    topBanner.load(request)
  }
}
