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
}
