import GoogleMobileAds
import UIKit

final class GalleryViewControllerFixed: UIViewController {
  @IBOutlet weak var bannerView: BannerView!
  private let ads = BannerLoaderFixed()

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    ads.loadOnce(bannerView, from: self)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in
      self.ads.reload(self.bannerView, from: self, width: self.view.safeAreaLayoutGuide.layoutFrame.width)
    }
  }
}
