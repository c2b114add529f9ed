/// The ads a sweep worked out on a device's previous release, handed to the next release
/// where its scene is the same: a device runs up to nineteen releases, and most of them
/// give its windows, insets and cutouts unchanged, so `check --os all` would otherwise work
/// out the same ads again for each one.
///
/// A state is carried over only when its scene is equal in every field but the release, and
/// no rule that reads the release applies (`AdEvaluation.readsRelease`). `SceneSweepTests`
/// compares a sweep that carries over with one that does not, over every release of the
/// catalog, so a rule that starts reading the release without saying so there fails it.
struct ReleaseCarryOver {
  /// One device state of a release: its scene and each format's ads.
  private struct State {
    var orientation: Orientation
    var posture: PostureName?
    var window: WindowChoice
    var scene: Scene
    var evaluations: [[AdEvaluation]]
  }

  private var deviceID: String?
  private var release: OSVersion?
  /// The release before the one being swept, in the sweep's order.
  private var previous: [State] = []
  private var current: [State] = []
  /// Where in `previous` the next state is looked for first: releases list their states in
  /// the same order, so a match is usually the very next one.
  private var cursor = 0

  /// Called before each state of the sweep: starts a new device, or a new release of it.
  mutating func enter(device: Device, selection: Selection) {
    if device.id != deviceID {
      deviceID = device.id
      release = selection.os
      previous = []
      current = []
      cursor = 0
    } else if selection.os != release {
      release = selection.os
      previous = current
      current = []
      current.reserveCapacity(previous.count)
      cursor = 0
    }
  }

  /// The previous release's ads for `selection`'s state, when its scene is `scene` but for
  /// the release.
  mutating func evaluations(for selection: Selection, scene: borrowing Scene) -> [[AdEvaluation]]? {
    guard !previous.isEmpty else { return nil }
    for step in 0..<previous.count {
      let index = (cursor + step) % previous.count
      // Read in place: a copy of the state would copy its scene.
      guard previous[index].orientation == selection.orientation, previous[index].posture == selection.posture,
        previous[index].window == selection.window
      else { continue }
      cursor = index + 1
      return previous[index].scene.differsOnlyInRelease(from: scene) ? previous[index].evaluations : nil
    }
    return nil
  }

  /// Keeps `selection`'s state for the next release.
  mutating func keep(_ selection: Selection, scene: Scene, evaluations: [[AdEvaluation]]) {
    current.append(
      State(
        orientation: selection.orientation, posture: selection.posture, window: selection.window, scene: scene,
        evaluations: evaluations))
  }
}

extension Scene {
  /// Whether `other` is this scene on another release of the same device: every field the
  /// same but `os`. Compared field by field, the device by its id: the sweep carries ads over
  /// within one device, and the derived `==` compared every field of the device and copied
  /// the scene to set its release. A property added to `Scene` is compared here too
  /// (`ReleaseCarryOverTests` reads the type's fields against the ones compared).
  func differsOnlyInRelease(from other: borrowing Scene) -> Bool {
    device.id == other.device.id && model == other.model && orientation == other.orientation && posture == other.posture
      && windowChoice == other.windowChoice && screen == other.screen && window == other.window && safeArea == other.safeArea
      && safeRect == other.safeRect && contentPane == other.contentPane && contentRect == other.contentRect
      && spansFold == other.spansFold && fold == other.fold && homeIndicatorBar == other.homeIndicatorBar
      && screenInsets == other.screenInsets && verticalBars == other.verticalBars && viewFrame == other.viewFrame
      && chromeSafeArea == other.chromeSafeArea && segments == other.segments && obstructions == other.obstructions
      && reservedRegions == other.reservedRegions && bars == other.bars && chrome == other.chrome && host == other.host
      && display == other.display
  }
}
