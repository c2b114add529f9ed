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
    }
    #expect(BundledDevices.devices.map(\.id) == decoded.map(\.id))
    for (bundled, fromFile) in zip(BundledDevices.devices, decoded) {
      #expect(bundled == fromFile, "\(fromFile.id) differs from devices/\(fromFile.id).json")
    }
  }

  @Test func theCatalogIsTheDecodedFolderInCatalogOrder() throws {
    let decoded = try DeviceCatalog.decode(files: SourceDeviceFiles.files)
    #expect(BundledDevices.catalog == decoded)
    #expect(BundledDevices.catalog.devices.first?.family == .phone)
  }
}
