import AdPreviewCatalog
import AdPreviewCore
import AdPreviewTestSupport
import Testing

/// The catalog compiled into adpreview (generated at build time from `devices/*.json`) is
/// exactly what decoding the source tree's files gives, so the two cannot drift apart.
struct BundledDevicesTests {
  @Test func theCompiledDevicesAreTheDecodedSourceFiles() throws {
    let files = SourceDeviceFiles.files
    #expect(files.count >= 30, "found \(files.count) device files in \(SourceDeviceFiles.folder.path)")
    let decoded = try files.map { file throws(DeviceFileError) in
      try DeviceCatalog.decodeDevice(file.bytes, file: file.name)
    }.sorted { $0.id < $1.id }
    let bundled = BundledDevices.devices.sorted { $0.id < $1.id }
    #expect(bundled.map(\.id) == decoded.map(\.id))
    for (bundled, fromFile) in zip(bundled, decoded) {
      #expect(bundled == fromFile, "\(fromFile.id) differs from devices/\(fromFile.id).json")
    }
  }

  @Test func theCatalogIsTheDecodedFolderInCatalogOrder() throws {
    let decoded = try DeviceCatalog.decode(files: SourceDeviceFiles.files)
    #expect(BundledDevices.catalog == decoded)
    #expect(BundledDevices.catalog.devices.first?.family == .phone)
    // Generated in catalog order, so the catalog is built without sorting.
    #expect(BundledDevices.devices.map(\.id) == decoded.devices.map(\.id))
  }
}
