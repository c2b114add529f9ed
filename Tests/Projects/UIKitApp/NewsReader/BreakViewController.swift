import GoogleMobileAds
import UIKit

/// An interstitial between articles.
final class BreakViewController: UIViewController {
  private var interstitial: InterstitialAd?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Task { await loadInterstitial() }
  }

  private func loadInterstitial() async {
    let request = Request()
    request.scene = view.window?.windowScene
    interstitial = try? await InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: request) // MISTAKE: load-without-once-guard
  }

  @IBAction func nextArticle(_ sender: Any) {
    interstitial?.present(from: self) // MISTAKE: present-without-can-present
  }
}
