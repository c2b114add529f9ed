import AdPreviewCatalog
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCore

/// Row 6 of the hardening issue: mutated app layout files, seeded from examples/*.json,
/// never crash the decoder or the scenes they are placed in, and no message carries a
/// control character. More inputs with ADPREVIEW_FUZZ_ITERATIONS.
@Suite(.tags(.fuzz), .timeLimit(.minutes(5))) struct AppLayoutFuzzTests {
  static let iterations = JSONMutator.iterations(standard: 6_000)

  static let seeds: [(name: String, bytes: [UInt8])] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      FileManager.default.contents(atPath: examplesFolder.appendingPathComponent(name).path).map { ("examples/\(name)", Array($0)) }
    }
  }()

  static let parsedSeeds = seeds.map { (try? JSONParser.parse($0.bytes)) ?? .null }

  static let catalog: DeviceCatalog = BundledDevices.catalog

  @Test func theSeedsAreThere() throws {
    #expect(!Self.seeds.isEmpty)
    for seed in Self.seeds { _ = try AppLayout.decode(seed.bytes, file: seed.name) }
  }

  @Test func mutatedAppFilesAreDecodedOrRejectedCleanly() {
    var mutator = JSONMutator(random: FuzzRandom(seed: 0xA99))
    var accepted = 0
    for index in 0..<Self.iterations where !Self.seeds.isEmpty {
      let seed = Self.seeds[index % Self.seeds.count]
      do {
        let app = try AppLayout.decode(mutator.mutate(Self.parsedSeeds[index % Self.seeds.count]), file: seed.name)
        accepted += 1
        #expect(!containsControls(app.name + app.slots.compactMap(\.name).joined()), "input \(index)")
        for id in ["iphone-x", "ipad-pro-11", "galaxy-z-fold-5"] {
          var selection = Selection(deviceID: id, window: .full)
          selection.slots = app.slots
          do {
            let resolved = try selection.resolve(in: Self.catalog)
            for finding in resolved.allFindings {
              #expect(!containsControls(finding.message + (finding.slot ?? "")), "input \(index)")
            }
          } catch {
            #expect(!containsControls(error.message), "input \(index)")
          }
        }
      } catch {
        #expect(!containsControls(error.description), "input \(index): \(error.description.debugDescription)")
      }
    }
    #expect(accepted > Self.iterations / 50)
  }
}
