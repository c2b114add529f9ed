import AdPreviewCore

/// A change of scene being shown as it happens: the device turning, folding or its window
/// sliding from the scene before to the scene now, `progress` of the way (0–1). The session
/// has already moved on (as UIKit calls `viewWillTransition` before it animates); the
/// picture catches up, and the status line says it is a transition.
public struct SceneTransition: Hashable, Sendable {
  public var from: Scene
  public var progress: Double
  /// `rotating to landscape-left`, for the status line.
  public var caption: String

  public init(from: Scene, progress: Double, caption: String) {
    self.from = from
    self.progress = progress
    self.caption = caption
  }

  /// The in-between scene: screen, window and fold eased between the two, with no app
  /// content (the app lays out again at the end) and no system marks but the fold.
  func scene(toward target: Scene) -> Scene {
    let t = min(1, max(0, progress))
    // Ease in and out, as UIKit's transitions do.
    let eased = t * t * (3 - 2 * t)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
    func mix(_ a: Rect, _ b: Rect) -> Rect {
      Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
    }
    var scene = eased < 0.5 ? from : target
    scene.screen = Size(width: mix(from.screen.width, target.screen.width), height: mix(from.screen.height, target.screen.height))
    let scaleFrom = Rect(size: from.screen)
    let scaleTo = Rect(size: target.screen)
    // The window keeps its share of the screen as the screen changes shape.
    func share(_ window: Rect, of screen: Rect) -> Rect {
      Rect(
        x: window.minX / max(1, screen.width), y: window.minY / max(1, screen.height),
        width: window.width / max(1, screen.width), height: window.height / max(1, screen.height))
    }
    let part = mix(share(from.window, of: scaleFrom), share(target.window, of: scaleTo))
    scene.window = Rect(
      x: part.minX * scene.screen.width, y: part.minY * scene.screen.height,
      width: part.width * scene.screen.width, height: part.height * scene.screen.height)
    scene.safeRect = scene.window
    scene.safeArea = .zero
    scene.segments = [scene.window]
    scene.obstructions = []
    scene.homeIndicatorBar = nil
    if let fold = scene.fold {
      // The fold stays where it divides the screen, as a crease while the device turns.
      let before = eased < 0.5 ? from.screen : target.screen
      var frame = fold.frame
      frame = Rect(
        x: frame.minX / max(1, before.width) * scene.screen.width, y: frame.minY / max(1, before.height) * scene.screen.height,
        width: frame.width / max(1, before.width) * scene.screen.width, height: frame.height / max(1, before.height) * scene.screen.height)
      scene.fold?.frame = frame
      scene.fold?.separating = false
    }
    return scene
  }
}
