import GoogleMobileAds
import UIKit

final class GalleryViewController: UIViewController {
  @IBOutlet weak var bannerView: BannerView!

  override func viewDidLoad() {
    super.viewDidLoad()
    bannerView.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    AdManager.shared.loadBanner(bannerView, from: self)
  }
}
