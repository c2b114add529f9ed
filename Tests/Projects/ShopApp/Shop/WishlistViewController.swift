import GoogleMobileAds
import UIKit

/// The wishlist: a native ad in a card between the saved items, from DealCardView.xib.
final class WishlistViewController: UIViewController, NativeAdLoaderDelegate {
  private var adLoader: AdLoader!
  private var cardView: NativeAdView?

  override func viewDidLoad() {
    super.viewDidLoad()
    cardView = Bundle.main.loadNibNamed("DealCardView", owner: nil, options: nil)?.first as? NativeAdView
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard adLoader == nil else { return }
    adLoader = AdLoader(adUnitID: "ca-app-pub-3940256099942544/3986624511", rootViewController: self, adTypes: [.native], options: nil)
    adLoader.delegate = self
    let request = Request()
    request.scene = view.window?.windowScene
    adLoader.load(request)
  }

  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    cardView?.nativeAd = nativeAd
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: Error) {}
}
