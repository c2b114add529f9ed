import AdPreviewCatalog
import Testing

@testable import AdPreviewCore

/// What lets a sweep of every release reuse a release's ads on the next: the scene compared
/// field by field, but for its release.
@Suite struct ReleaseCarryOverTests {
  let catalog = BundledDevices.catalog

  func scene(_ device: String, os: String?, orientation: Orientation = .portrait, window: WindowChoice = .full) throws -> Scene {
    var selection = Selection(deviceID: device, orientation: orientation, window: window)
    selection.os = os.flatMap(OSVersion.init(parsing:))
    return try selection.resolve(in: catalog).scene
  }

  /// Every stored property of `Scene` is compared: one added later and left out of the
  /// comparison would let a release's ads carry over to a scene they do not belong to. A
  /// field added to `Scene` fails here until `differsOnlyInRelease` compares it and this list
  /// names it.
  @Test func everyFieldOfTheSceneIsCompared() throws {
    let compared = [
      "device", "model", "orientation", "os", "posture", "display", "windowChoice", "screen", "window", "safeArea", "safeRect",
      "contentPane", "contentRect", "obstructions", "reservedRegions", "spansFold", "fold", "segments", "homeIndicatorBar",
      "screenInsets", "chrome", "host", "verticalBars", "bars", "viewFrame", "chromeSafeArea",
    ]
    let fields = Mirror(reflecting: try scene("iphone-x", os: "16")).children.compactMap(\.label)
    #expect(fields == compared)
  }

  @Test func theSameSceneOnAnotherReleaseIsTheSameButForIt() throws {
    let older = try scene("iphone-x", os: "15")
    let newer = try scene("iphone-x", os: "16")
    #expect(older.os != newer.os)
    #expect(older.differsOnlyInRelease(from: newer))
    #expect(!older.differsOnlyInRelease(from: try scene("iphone-x", os: "16", orientation: .landscapeLeft)))
    // iPadOS 18 gave the Face ID iPads' full screen a bottom inset.
    #expect(!(try scene("ipad-mini-6", os: "17")).differsOnlyInRelease(from: try scene("ipad-mini-6", os: "18")))
    #expect(!(try scene("ipad-mini-6", os: "18")).differsOnlyInRelease(from: try scene("iphone-x", os: "16")))
  }

  @Test func aChangeInAnyComparedFieldIsADifference() throws {
    let base = try scene("iphone-x", os: "16")
    var moved = base
    moved.safeArea.bottom += 1
    #expect(!base.differsOnlyInRelease(from: moved))
    moved = base
    moved.obstructions.removeAll()
    #expect(!base.differsOnlyInRelease(from: moved))
    moved = base
    moved.verticalBars = .disabled
    #expect(!base.differsOnlyInRelease(from: moved))
    moved = base
    moved.viewFrame = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(!base.differsOnlyInRelease(from: moved))
  }
}
