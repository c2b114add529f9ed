import Foundation

/// The device files of the source tree's `devices/` folder, read from disk (found from this
/// file's own path), for tests that need the JSON itself rather than the compiled-in catalog.
public enum SourceDeviceFiles {
  /// The source tree's `devices/` folder.
  public static let folder: URL = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent()  // AdPreviewTestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
    .appendingPathComponent("devices")

  /// Every `*.json` file there as (file name, bytes), in file-name order; empty when the
  /// folder cannot be read.
  public static let files: [(name: String, bytes: [UInt8])] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
        return nil
      }
      return (name, Array(data))
    }
  }()
}
