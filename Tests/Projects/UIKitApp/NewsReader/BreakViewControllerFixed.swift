import GoogleMobileAds
import UIKit

/// The interstitial as the multi-scene guide has it: loaded once for this window, checked with
/// canPresent(from:) after a transition and reloaded when it no longer fits.
final class BreakViewControllerFixed: UIViewController {
  private var interstitial: InterstitialAd?
  private var requestInitialized = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !requestInitialized else { return }
    requestInitialized = true
    Task { await loadInterstitial() }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      guard let self, let interstitial = self.interstitial else { return }
      do {
        try interstitial.canPresent(from: self)
      } catch {
        Task { await self.loadInterstitial() }
      }
    }
  }

  private func loadInterstitial() async {
    let request = Request()
    request.scene = view.window?.windowScene
    interstitial = try? await InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: request)
  }

  @IBAction func nextArticle(_ sender: Any) {
    interstitial?.present(from: self)
  }
}
