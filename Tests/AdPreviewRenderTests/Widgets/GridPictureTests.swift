import AdPreviewCatalog
import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// The every-device grid: each tile counts its findings by severity, with the marks the
/// panel uses, and the key line ends with their legend.
@Suite struct GridPictureTests {
  @Test func aTileCountsEachSeverityByItsOwnMarkAndTheLegendSaysThem() throws {
    let findings = [Finding(.outsideWindow, "out"), Finding(.outsideSafeArea, "under"), Finding(.overlapsCorner, lesser: true, "shaved")]
    let model = PreviewModel(
      session: try PreviewSession.settled(catalog: BundledDevices.catalog, selection: Selection(deviceID: "iphone-x")))
    let tiles = [DeviceTile(name: "a", model: model, findings: []), DeviceTile(name: "b", model: model, findings: findings)]
    let text = GridPicture.render(title: "t", keys: "v back", tiles: tiles, selected: 0, columns: 120, rows: 30, options: RenderOptions())
      .plainText()
    #expect(text.contains("v back   ✗ error  ▲ warning  · info"))
    #expect(text.contains("✗ 1  ▲ 1  · 1"))
    #expect(text.contains("✓ no findings"))
    let ascii = GridPicture.render(
      title: "t", keys: "v back", tiles: tiles, selected: 0, columns: 120, rows: 30, options: RenderOptions(ascii: true)
    ).plainText()
    #expect(ascii.contains("x error  ! warning  - info"))
  }
}
