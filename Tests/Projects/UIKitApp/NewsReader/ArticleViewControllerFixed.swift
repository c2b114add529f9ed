import GoogleMobileAds
import UIKit

/// The same screen as Google's multi-scene guide writes it: pinned to the safe area, sized
/// from the safe-area width once the view has a window, loaded once, reloaded on every size
/// change.
class ArticleViewControllerFixed: UIViewController {
  var bannerView: BannerView!
  private var requestInitialized = false

  override func viewDidLoad() {
    super.viewDidLoad()
    bannerView = BannerView()
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    bannerView.rootViewController = self
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)
    NSLayoutConstraint.activate([
      bannerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // viewDidAppear runs again after every modal: request once.
    guard !requestInitialized else { return }
    requestInitialized = true
    loadBannerAd()
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      self?.loadBannerAd()
    }
  }

  private func loadBannerAd() {
    let viewWidth = view.frame.inset(by: view.safeAreaInsets).width
    bannerView.adSize = largeAnchoredAdaptiveBanner(width: viewWidth)
    let request = Request()
    request.scene = view.window?.windowScene
    bannerView.load(request)
  }
}
