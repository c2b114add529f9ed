import GoogleMobileAds
import SnapKit
import UIKit

/// Today's deals: a medium rectangle at the top of the page, pinned with SnapKit to the
/// view's top edge — under the navigation bar and the status bar.
final class DealsViewController: UIViewController {
  private lazy var rectangle: BannerView = {
    let banner = BannerView(adSize: AdSizeMediumRectangle)
    banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    return banner
  }()
  private var loaded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    rectangle.rootViewController = self
    view.addSubview(rectangle)
    rectangle.snp.makeConstraints { make in
      make.top.equalToSuperview()  // MISTAKE: edge-constraint
      make.centerX.equalToSuperview()
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if loaded { return }
    loaded = true
    rectangle.load(Request())
  }
}
