import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// Row 1 of the hardening issue: geometry far outside what validation lets in (1e308,
/// infinities, NaN) reaches the renderer and the SVG writer without trapping. The edge
/// rejects such files and options; these tests bypass it on purpose.
@Suite struct SceneRendererExtremeValuesTests {
  // Double(bitPattern: 0x7E8) is a subnormal, about 1e-320.
  static let extremes: [Double] = [1e308, -1e308, .infinity, -.infinity, .nan, 1e30, -1e21, Double(bitPattern: 0x7E8), 0]

  /// The bundled iPhone X with one value replaced.
  static func scenes(with value: Double) -> [(String, ResolvedScene, RequestSettings)] {
    let base = catalog.device(id: "iphone-x")!
    var edits: [(String, (inout Device, inout AdSlot) -> Void)] = [
      ("width", { device, _ in device.displays[0].size.width = value }),
      ("height", { device, _ in device.displays[0].size.height = value }),
      ("status bar", { device, _ in device.displays[0].statusBar.portraitPlacement.size = value }),
      ("corner radius", { device, _ in device.displays[0].cornerRadius = value }),
      ("safe area", { device, _ in device.displays[0].safeArea.portrait.bottom = value }),
      ("cutout", { device, _ in device.displays[0].cutouts[0].frame.x = value }),
      ("offset", { _, slot in slot.offset = value }),
      (
        "native width",
        { _, slot in
          slot.format = .native
          slot.native.width = value
        }
      ),
      (
        "native aspect",
        { _, slot in
          slot.format = .native
          slot.native.mediaAspectRatio = value
        }
      ),
      (
        "max height",
        { _, slot in
          slot.format = .inlineAdaptive
          slot.maxHeight = value
        }
      ),
    ]
    edits.append(
      (
        "everything",
        { device, slot in
          for (_, edit) in edits.prefix(6) { edit(&device, &slot) }
          slot.offset = value
        }
      ))
    return edits.compactMap { name, edit in
      var device = base
      var slot = AdSlot(format: .banner)
      edit(&device, &slot)
      let selection = Selection(deviceID: "iphone-x", slot: slot)
      let catalog = DeviceCatalog(devices: [device])
      guard let resolved = try? selection.resolve(in: catalog) else { return nil }
      return (name, resolved, selection.request)
    }
  }

  @Test(arguments: extremes)
  func theRendererDrawsAFrameOfTheRequestedSize(value: Double) {
    for (name, resolved, request) in Self.scenes(with: value) {
      let model = shownAsLoaded(resolved, request: request)
      for (columns, rows) in [(100, 40), (1, 1), (300, 100)] {
        let buffer = SceneRenderer.render(model, columns: columns, rows: rows, options: RenderOptions(color: true))
        #expect(buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).count == rows, "\(name)")
      }
    }
  }

  @Test(arguments: extremes)
  func theSVGWriterWritesAWholeDocument(value: Double) {
    for (name, resolved, request) in Self.scenes(with: value) {
      let svg = SVGWriter.write(shownAsLoaded(resolved, request: request))
      #expect(svg.hasPrefix("<svg"), "\(name)")
      #expect(svg.hasSuffix("</svg>\n"), "\(name)")
    }
  }

  @Test func projectionsAndRastersTakeAnyNumber() {
    for value in Self.extremes {
      let projection = ScreenProjection(
        area: CellRect(x: 0, y: 0, width: 80, height: 30), screen: Size(width: value, height: 800),
        body: Size(width: 400, height: value), insets: EdgeInsets(top: value, left: 1, bottom: 1, right: value),
        cellAspect: 2)
      let cells = projection.cells(for: Rect(x: value, y: -value, width: value, height: 10))
      #expect(cells.width >= 0 && cells.height >= 0)
      var raster = Raster(columns: 10, rows: 10)
      raster.fill(x0: -value, y0: value, x1: value, y1: .infinity, .ad, atLeastOne: true)
      raster.fillRows(y0: -.infinity, y1: value, .ad, atLeastOne: true) { _ in (value, -value) }
      #expect(raster.width == 20)
    }
  }
}

/// A scene built by hand (no session can hold values past the limits) with every placed ad
/// shown as loaded.
private func shownAsLoaded(_ resolved: ResolvedScene, request: RequestSettings) -> PreviewModel {
  PreviewModel(
    resolved: resolved, request: request,
    adStates: resolved.evaluations.map { evaluation in
      evaluation.placement.map { AdDisplayState.showing(request: 1, size: $0.size) } ?? .notRequested
    })
}
