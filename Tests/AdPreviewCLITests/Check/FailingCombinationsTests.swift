import AdPreviewCore
import Testing

@testable import AdPreviewCLI

/// WHERE names the scenes that fail, not each dimension's values apart.
@Suite struct FailingCombinationsTests {
  /// Two phones in three orientations and a tablet in two orientations × three windows,
  /// in sweep order.
  static func table() -> SceneTable {
    var table = SceneTable()
    for device in ["phone-a", "phone-b"] {
      for orientation in [Orientation.portrait, .landscapeLeft, .landscapeRight] {
        _ = table.append(Selection(deviceID: device, orientation: orientation), posture: nil, os: nil, format: .banner)
      }
    }
    for orientation in [Orientation.portrait, .landscapeLeft] {
      for window in ["full", "split-1/3", "slide-over"] {
        _ = table.append(
          Selection(deviceID: "tablet", orientation: orientation, window: WindowChoice(parsing: window) ?? .full), posture: nil, os: nil,
          format: .banner)
      }
    }
    return table
  }

  func describe(_ scenes: [Int]) -> String {
    let table = Self.table()
    return FailingCombinations.describe(scenes, of: 0..<table.count, format: nil, in: table)
  }

  @Test func everySceneIsSaidSo() {
    #expect(describe(Array(0..<12)) == "every scene")
  }

  @Test func aDeviceThatFailsWholeIsNamedInOneList() {
    // Both phones whole; the tablet's narrow windows in both orientations (a product: the
    // orientation fails whole and is left out).
    #expect(describe([0, 1, 2, 3, 4, 5, 7, 8, 10, 11]) == "every scene on phone-a, phone-b; tablet: window split-1/3, slide-over")
  }

  @Test func devicesWithTheSameCombinationsAreNamedTogether() {
    #expect(describe([1, 2, 4, 5]) == "phone-a, phone-b: landscape-left, landscape-right")
  }

  @Test func scenesThatAreNoProductAreSplitByTheFirstDimensionThatDiffers() {
    // Portrait in Split View and Slide Over, landscape only in Slide Over: the union of each
    // dimension (portrait, landscape-left; split-1/3, slide-over) would name landscape in
    // Split View, which passes.
    #expect(describe([7, 8, 11]) == "tablet: portrait · window split-1/3, slide-over / landscape-left · window slide-over")
  }

  @Test func aLongListOfValuesIsCut() {
    // One phone on nine releases, failing on the first seven: past six values, five are
    // named and the rest counted.
    var table = SceneTable()
    for major in 10..<19 {
      _ = table.append(Selection(deviceID: "phone-a", os: OSVersion(major)), posture: nil, os: OSVersion(major), format: .banner)
    }
    #expect(
      FailingCombinations.describe(Array(0..<7), of: 0..<table.count, format: nil, in: table)
        == "phone-a: OS 10, 11, 12, 13, 14 and 2 more (7 releases)")
  }

  @Test func aSlotNamedByItsFormatIsMeasuredAgainstItsOwnScenes() {
    var table = SceneTable()
    for format in [AdFormat.banner, .leaderboard] {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        _ = table.append(Selection(deviceID: "phone-a", orientation: orientation), posture: nil, os: nil, format: format)
      }
    }
    // The leaderboard's two scenes are all of its scenes, whatever the banner's do.
    #expect(FailingCombinations.describe([2, 3], of: 0..<4, format: .leaderboard, in: table) == "every scene")
    #expect(FailingCombinations.describe([2], of: 0..<4, format: .leaderboard, in: table) == "phone-a: portrait")
  }
}
