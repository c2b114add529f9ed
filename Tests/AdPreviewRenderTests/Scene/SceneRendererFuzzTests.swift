import AdPreviewCatalog
import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Testing

@testable import AdPreviewRender

/// Mutated device files that pass validation — odd but allowed geometry — are drawn as a
/// picture and as SVG without a trap, and nothing drawn carries a control character.
@Suite(.tags(.fuzz), .timeLimit(.minutes(5))) struct SceneRendererFuzzTests {
  static let iterations = JSONMutator.iterations(standard: 3_000) / 3

  @Test func acceptedMutantsAreDrawn() {
    let seeds = SourceDeviceFiles.files.map { (name: $0.name, json: (try? JSONParser.parse($0.bytes)) ?? .null) }
    var mutator = JSONMutator(random: FuzzRandom(seed: 0x5CE4E))
    var drawn = 0
    for index in 0..<Self.iterations {
      let seed = seeds[index % seeds.count]
      guard let device = try? DeviceCatalog.decodeDevice(mutator.mutate(seed.json), file: seed.name) else { continue }
      let catalog = DeviceCatalog(devices: [device])
      let orientation = device.orientations[index % device.orientations.count]
      let format: AdFormat = [.anchoredAdaptive, .nativeMedium, .interstitial][index % 3]
      let selection = Selection(deviceID: device.id, orientation: orientation, slot: AdSlot(format: format))
      guard let session = try? PreviewSession.settled(catalog: catalog, selection: selection) else { continue }
      let model = PreviewModel(session: session)
      let buffer = SceneRenderer.render(model, columns: 80, rows: 30, options: RenderOptions(color: true))
      #expect(!containsControls(buffer.plainText().replacingNewlines), "input \(index)")
      let svg = SVGWriter.write(model)
      #expect(svg.hasSuffix("</svg>\n"), "input \(index)")
      #expect(!containsControls(svg.replacingNewlines), "input \(index)")
      drawn += 1
    }
    #expect(drawn > Self.iterations / 50)
  }
}

extension String {
  /// The text with its line breaks as spaces, for checks that allow only those.
  var replacingNewlines: String { String(map { $0 == "\n" ? " " : $0 }) }
}
