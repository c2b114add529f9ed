import AdPreviewCore
import Testing

@testable import AdPreviewCLI

/// The scene table's small codes: each scene's value in each dimension, whatever changed
/// since the scene before (the table reuses the last scene's codes where a value is the same).
@Suite struct SceneTableTests {
  @Test func everySceneKeepsItsOwnValuesWhereverTheSweepGoesBack() {
    var table = SceneTable()
    let scenes: [(String, Orientation, WindowChoice, AdFormat, OSVersion?)] = [
      ("iphone-x", .portrait, .full, .banner, nil), ("iphone-x", .landscapeLeft, .full, .banner, nil),
      ("ipad-pro-11", .landscapeLeft, .preset(.splitOneThird), .banner, OSVersion(parsing: "18")),
      ("iphone-x", .portrait, .full, .nativeMedium, nil), ("iphone-x", .portrait, .full, .banner, OSVersion(parsing: "26")),
    ]
    for (device, orientation, window, format, os) in scenes {
      _ = table.append(Selection(deviceID: device, orientation: orientation, window: window), posture: nil, os: os, format: format)
    }
    func value(_ scene: Int, _ dimension: SceneTable.Dimension) -> String {
      table.names[dimension.rawValue][Int(table.code(scene, dimension))]
    }
    for (index, scene) in scenes.enumerated() {
      #expect(value(index, .device) == scene.0)
      #expect(value(index, .orientation) == scene.1.rawValue)
      #expect(value(index, .window) == scene.2.description)
      #expect(value(index, .format) == scene.3.rawValue)
      #expect(value(index, .release) == (scene.4?.description ?? "-"))
      #expect(value(index, .posture) == "-")
    }
    #expect(table.names[SceneTable.Dimension.device.rawValue] == ["iphone-x", "ipad-pro-11"])
  }

  /// The formats checked in one device state share its selection; the next state, or the
  /// same state swept again for another screen's slots, has its own.
  @Test func aDeviceStateIsKeptOnceForItsFormatsAndAgainForAnotherScreen() {
    var table = SceneTable()
    var feed = Selection(deviceID: "iphone-x")
    feed.slots = [AdSlot(name: "feed", format: .native)]
    var offers = feed
    offers.slots = [AdSlot(name: "offer", format: .mediumRectangle)]
    let banner = table.append(feed, posture: nil, os: nil, format: .banner)
    let native = table.append(feed, posture: nil, os: nil, format: .native)
    var turned = feed
    turned.orientation = .landscapeLeft
    let landscape = table.append(turned, posture: nil, os: nil, format: .banner)
    let later = table.append(turned, posture: nil, os: OSVersion(parsing: "26"), format: .banner)
    table.beginSlots()
    let offer = table.append(offers, posture: nil, os: OSVersion(parsing: "26"), format: .mediumRectangle)
    #expect(banner.state === native.state)
    #expect(native.state !== landscape.state && landscape.deviceState.orientation == .landscapeLeft)
    #expect(later.state !== landscape.state)
    #expect(offer.state !== later.state)
    #expect(offer.deviceState.slots.map(\.name) == ["offer"])
    #expect(native.selection.slots[0].format == .native && banner.selection.slots[0].format == .banner)
    #expect(table.boxes.map(\.index) == [0, 1, 2, 3, 4])
  }
}
