import AdPreviewCatalog
import AdPreviewCore
import Testing

/// The one enumeration of "every scene of these devices" that `check`, its report and the
/// benchmark share.
@Suite struct SceneSweepTests {
  let catalog = BundledDevices.catalog

  func selections(_ sweep: SceneSweep) -> [Selection] {
    var all: [Selection] = []
    sweep.forEachSelection(base: Selection()) { device, selection in
      #expect(selection.deviceID == device.id)
      all.append(selection)
    }
    return all
  }

  @Test func everyOrientationPostureAndWindowOfEachDevice() throws {
    let phone = try #require(catalog.device(id: "iphone-x"))
    let fold = try #require(catalog.device(id: "galaxy-z-fold-5"))
    let all = selections(SceneSweep(devices: [phone, fold]))
    let onPhone = all.filter { $0.deviceID == phone.id }
    #expect(Set(onPhone.map(\.orientation)) == Set(phone.orientations))
    #expect(onPhone.allSatisfy { $0.posture == nil && $0.window == .full && $0.os == nil })
    let onFold = all.filter { $0.deviceID == fold.id }
    #expect(onFold.count == fold.orientations.count * fold.postures.count)
    #expect(Set(onFold.compactMap(\.posture)) == Set(fold.postures.map(\.name)))
  }

  @Test func narrowingKeepsOnlyWhatWasAskedForAndTheScenesFollow() throws {
    let fold = try #require(catalog.device(id: "galaxy-z-fold-5"))
    let sweep = SceneSweep(devices: [fold], orientations: [.portrait], postures: [.folded])
    let all = selections(sweep)
    #expect(all.count == 1)
    #expect(all.first?.posture == .folded && all.first?.orientation == .portrait)
    var scenes: [Scene] = []
    let refusal = sweep.forEachScene(base: Selection(), formats: [.banner, .native], loadedSizes: [nil]) { _, scene, evaluations in
      scenes.append(scene)
      #expect(evaluations.count == 1)
    }
    #expect(refusal == nil)
    #expect(scenes.count == 2, "one scene a format")
    #expect(scenes.allSatisfy { $0.posture?.name == .folded })
  }

  @Test func everyReleaseSweepsEachReleaseADeviceRuns() throws {
    let iPad = try #require(catalog.device(id: "ipad-pro-11"))
    let releases = try #require(iPad.releases(ofModel: nil)).releases.map(\.version)
    let all = selections(SceneSweep(devices: [iPad], orientations: [.portrait], windows: ["full"], releases: .all))
    #expect(all.map(\.os) == releases.map(Optional.some))
    #expect(iPad.release(nil) == iPad.releases(ofModel: nil)?.defaultRelease)
  }

  /// What a sweep of every release hands on, scene by scene: each device's releases
  /// carry their ads over where the scene is the same (`ReleaseCarryOver`).
  func everyRelease(
    _ devices: [Device], base: Selection, formats: [AdFormat], releases: SceneSweep.ReleaseSelection
  ) -> [(Selection, Scene, [AdEvaluation])] {
    var handed: [(Selection, Scene, [AdEvaluation])] = []
    SceneSweep(devices: devices, releases: releases).forEachScene(base: base, formats: formats, loadedSizes: []) {
      handed.append(($0, $1, $2))
    }
    return handed
  }

  /// Carrying a release's ads over to the next is an economy, never a change: for every
  /// device of the catalog, every format and every release, the sweep of all releases hands
  /// on the very scenes and ads a sweep of that release alone works out — the observed SDK
  /// failure of iPadOS 26.0–26.2's app-open ads and the release names in the words included.
  /// A rule that starts reading the release without `AdEvaluation.readsRelease` fails here.
  @Test(arguments: [false, true]) func carryingAdsOverReleasesChangesNothing(secondSlot: Bool) throws {
    let formats = AdFormat.allCases.filter { $0 != .none }
    var base = Selection()
    if secondSlot { base.slots.append(AdSlot(name: "launch", format: .appOpen)) }
    let devices = catalog.devices.filter { ($0.releases(ofModel: nil)?.releases.count ?? 0) > 1 }
    #expect(devices.count > 20)
    var carried = 0
    var failing = 0
    for device in devices {
      let all = everyRelease([device], base: base, formats: formats, releases: .all)
      var alone: [(Selection, Scene, [AdEvaluation])] = []
      for release in try #require(device.releases(ofModel: nil)).releases {
        alone += everyRelease([device], base: base, formats: formats, releases: .only([release.version]))
      }
      try #require(all.count == alone.count, "\(device.id): \(all.count) scenes against \(alone.count)")
      for (swept, single) in zip(all, alone) {
        #expect(swept.0 == single.0 && swept.1 == single.1)
        // Evaluations are equal when their words are too (`DeferredText` compares them).
        let same = swept.2 == single.2
        #expect(same, "\(device.id) \(swept.0.os.map { "\($0)" } ?? "-") \(swept.0.orientation) \(swept.0.window)")
        if swept.2.contains(where: { $0.sizing?.observedFailure != nil }) { failing += 1 }
      }
      var previous: [[AdEvaluation]] = []
      for (_, _, evaluations) in all {
        if previous.contains(where: { $0 == evaluations }) { carried += 1 }
        previous.append(evaluations)
        if previous.count > formats.count { previous.removeFirst() }
      }
    }
    #expect(failing > 0, "the observed failure was met")
    #expect(carried > 0)
  }
}
