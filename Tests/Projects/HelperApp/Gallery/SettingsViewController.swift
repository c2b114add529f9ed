import UIKit

final class SettingsViewController: BaseAdViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    startBanner()
  }
}
