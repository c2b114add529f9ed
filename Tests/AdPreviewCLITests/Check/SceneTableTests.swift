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
}
