import AdPreviewCore

/// A change of scene being shown as it happens: the device turning, folding or its window
/// sliding from the scene before to the scene now, `progress` of the way (0–1). The session
/// has already moved on (as UIKit calls `viewWillTransition` before it animates); the
/// picture catches up, and the status line says it is a transition.
public struct SceneTransition: Hashable, Sendable {
  /// The scene as it was shown before the change, its ads where they were.
  public var from: ResolvedScene
  public var progress: Double
  /// `rotating to landscape-left`, for the status line.
  public var caption: String

  public init(from: ResolvedScene, progress: Double, caption: String) {
    self.from = from
    self.progress = progress
    self.caption = caption
  }

  /// The progress eased in and out, as UIKit's transitions are.
  var eased: Double {
    let t = min(1, max(0, progress))
    return t * t * (3 - 2 * t)
  }

  /// The in-between scene of a change on one display held one way (a window, a posture of
  /// the same display): screen and window eased between the two, and everything on the
  /// glass — cutouts, the status bar, the home indicator, the fold, the safe area — carried
  /// along from where it was to where it goes, so nothing vanishes. A rotation or a change
  /// of display is drawn as a whole picture turning instead (`TurningPicture`): carried one
  /// by one, a fold down the screen would pass through a block on its way across it.
  /// Nothing is checked in between (the app lays out again at the end).
  func scene(toward target: Scene) -> Scene {
    let eased = self.eased
    let from = self.from.scene
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
    var scene = eased < 0.5 ? from : target
    scene.screen = Size(width: mix(from.screen.width, target.screen.width), height: mix(from.screen.height, target.screen.height))
    let carry = Carry(from: from.screen, to: target.screen, now: scene.screen, eased: eased)
    scene.window = carry(from.window, target.window)
    scene.safeRect = carry(from.safeRect, target.safeRect)
    scene.contentRect = carry(from.contentRect, target.contentRect)
    scene.safeArea = .zero
    scene.segments = [scene.window]
    scene.obstructions = Self.carried(from.obstructions, target.obstructions, carry, nearer: eased < 0.5)
    scene.homeIndicatorBar = Self.optional(from.homeIndicatorBar, target.homeIndicatorBar, carry, nearer: eased < 0.5)
    scene.reservedRegions = []
    if let fold = scene.fold {
      // The fold stays where it divides the screen, as a crease while the device turns.
      scene.fold?.frame = Self.optional(from.fold?.frame, target.fold?.frame, carry, nearer: eased < 0.5) ?? fold.frame
      scene.fold?.separating = false
    }
    return scene
  }

  /// Each slot's ad carried from where it was to where it is now, drawn in `scene` (the
  /// in-between one); no findings while it moves.
  func evaluations(toward target: ResolvedScene, in scene: Scene) -> [AdEvaluation] {
    let eased = self.eased
    let carry = Carry(from: from.scene.screen, to: target.scene.screen, now: scene.screen, eased: eased)
    return target.evaluations.enumerated().map { index, evaluation in
      var moving = evaluation
      moving.findings = []
      let before = index < from.evaluations.count ? from.evaluations[index].placement : nil
      guard var placement = evaluation.placement ?? before else { return moving }
      let old = before ?? placement
      let new = evaluation.placement ?? placement
      placement.frame = carry(old.frame, new.frame)
      placement.creative = carry(old.creative, new.creative)
      if new.native != nil {
        placement.native = NativeAdLayout.layout(evaluation.slot.format, options: evaluation.slot.native, in: placement.frame)
      }
      moving.placement = placement
      return moving
    }
  }

  /// Maps a rectangle of the scene before and its counterpart in the scene after onto the
  /// in-between screen: each as its share of its own screen, eased from one to the other.
  struct Carry {
    var from: Size
    var to: Size
    var now: Size
    var eased: Double

    func callAsFunction(_ a: Rect, _ b: Rect) -> Rect {
      func share(_ rect: Rect, of screen: Size) -> Rect {
        Rect(
          x: rect.minX / max(1, screen.width), y: rect.minY / max(1, screen.height),
          width: rect.width / max(1, screen.width), height: rect.height / max(1, screen.height))
      }
      let p = share(a, of: from)
      let q = share(b, of: to)
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
      return Rect(
        x: mix(p.minX, q.minX) * now.width, y: mix(p.minY, q.minY) * now.height,
        width: mix(p.width, q.width) * now.width, height: mix(p.height, q.height) * now.height)
    }
  }

  /// The obstructions of both scenes paired by kind, in order: a pair moves from one place
  /// to the other, one with no counterpart stays where it is in its own scene's share, shown
  /// in the half of the move nearer to it.
  static func carried(_ a: [Obstruction], _ b: [Obstruction], _ carry: Carry, nearer first: Bool) -> [Obstruction] {
    var result: [Obstruction] = []
    for kind in Obstruction.Kind.allCases {
      let old = a.filter { $0.kind == kind }
      let new = b.filter { $0.kind == kind }
      for index in 0..<max(old.count, new.count) {
        switch (index < old.count ? old[index] : nil, index < new.count ? new[index] : nil) {
        case (let before?, let after?):
          var moving = first ? before : after
          moving.frame = carry(before.frame, after.frame)
          result.append(moving)
        case (let before?, nil) where first:
          var staying = before
          staying.frame = carry(before.frame, before.frame.scaled(from: carry.from, to: carry.to))
          result.append(staying)
        case (nil, let after?) where !first:
          var staying = after
          staying.frame = carry(after.frame.scaled(from: carry.to, to: carry.from), after.frame)
          result.append(staying)
        default:
          break
        }
      }
    }
    return result
  }

  /// A rectangle either scene may lack, carried like an obstruction.
  static func optional(_ a: Rect?, _ b: Rect?, _ carry: Carry, nearer first: Bool) -> Rect? {
    switch (a, b) {
    case (let a?, let b?): carry(a, b)
    case (let a?, nil) where first: carry(a, a.scaled(from: carry.from, to: carry.to))
    case (nil, let b?) where !first: carry(b.scaled(from: carry.to, to: carry.from), b)
    default: nil
    }
  }
}

extension Rect {
  /// The same share of another screen.
  fileprivate func scaled(from: Size, to: Size) -> Rect {
    let sx = to.width / max(1, from.width)
    let sy = to.height / max(1, from.height)
    return Rect(x: minX * sx, y: minY * sy, width: width * sx, height: height * sy)
  }
}
