import UIKit

/// The lite app has no storyboard: its window's root is a tab bar controller made in code.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = MainTabBarController()
    window.makeKeyAndVisible()
    self.window = window
  }
}
