import GoogleMobileAds
import UIKit

// bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor) is the mistake in the docs.
/* A nested /* comment */ still hiding code:
   bannerView.load(Request())
   let width = UIScreen.main.bounds.width
*/
final class HelpViewController: UIViewController {
  let banner = BannerView()

  let helpText = """
    Do not write bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor):
    write view.safeAreaLayoutGuide.bottomAnchor. "Quotes" and \(1 + 2) interpolations.
    """
  let raw = #"kGADAdSizeSmartBannerPortrait and "currentOrientationAnchoredAdaptiveBanner""#
  let interpolated = "width \(String(describing: "UIScreen.main.bounds.width \("nested")")) pt"

  #if false
  override func viewDidLoad() {
    banner.load(Request())
    banner.adSize = kGADAdSizeSmartBannerPortrait
  }
  #endif

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    let request = Request()
    request.scene = view.window?.windowScene
    banner.load(request)
    // The help screen is always full screen and portrait.
    // adpreview:ignore width-from-screen the help screen never shares its window
    banner.adSize = largeAnchoredAdaptiveBanner(width: view.frame.width)
  }
}
