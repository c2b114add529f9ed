import AdPreviewCatalog
import AdPreviewFormats
import AdPreviewTestSupport
import Testing

@testable import AdPreviewCore

/// Row 6 of the hardening issue: mutated device files, seeded from the bundled catalog,
/// never crash the decoder, the validator or scene resolution, and no message or name
/// they produce carries a control character. More inputs with ADPREVIEW_FUZZ_ITERATIONS.
@Suite(.tags(.fuzz), .timeLimit(.minutes(5))) struct DeviceDecodingFuzzTests {
  static let iterations = JSONMutator.iterations(standard: 10_000)

  @Test func mutatedDeviceFilesAreDecodedOrRejectedCleanly() {
    let seeds = SourceDeviceFiles.files.map { (name: $0.name, json: (try? JSONParser.parse($0.bytes)) ?? .null) }
    var mutator = JSONMutator(random: FuzzRandom(seed: 0xADF0_0D))
    var accepted = 0
    var rejected = 0
    for index in 0..<Self.iterations {
      let seed = seeds[index % seeds.count]
      let bytes = mutator.mutate(seed.json)
      do {
        let device = try DeviceCatalog.decodeDevice(bytes, file: seed.name)
        accepted += 1
        #expect(!containsControls(device.name + device.covers.joined() + device.displays.map(\.id).joined()), "input \(index)")
        resolveEveryScene(of: device, input: index)
      } catch {
        rejected += 1
        #expect(!containsControls(error.description), "input \(index): \(error.description.debugDescription)")
        #expect(error.description.count < 4_000, "input \(index)")
      }
    }
    #expect(accepted + rejected == Self.iterations)
    // The mutations are neither all fatal nor all harmless.
    #expect(accepted > Self.iterations / 50)
    #expect(rejected > Self.iterations / 2)
  }

  /// Every orientation and posture with a banner and a native ad: no trap, clean messages.
  func resolveEveryScene(of device: Device, input: Int) {
    let catalog = DeviceCatalog(devices: [device])
    let postures: [PostureName?] = [nil] + device.postures.map(\.name)
    for orientation in device.orientations {
      for posture in postures {
        for format in [AdFormat.anchoredAdaptive, .native] {
          let selection = Selection(deviceID: device.id, orientation: orientation, posture: posture, slot: AdSlot(format: format))
          do {
            let resolved = try selection.resolve(in: catalog)
            for finding in resolved.allFindings {
              #expect(!containsControls(finding.message), "input \(input): \(finding.message.debugDescription)")
            }
          } catch {
            #expect(!containsControls(error.message), "input \(input): \(error.message.debugDescription)")
          }
        }
      }
    }
  }
}
