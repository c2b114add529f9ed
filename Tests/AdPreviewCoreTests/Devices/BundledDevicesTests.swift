import AdPreviewCatalog
import AdPreviewTestSupport
import Testing

@testable import AdPreviewCore

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

  /// The bundled catalog builds a device asked for by id on its own: the same device the
  /// whole list holds, and no other for an id it does not know.
  @Test func aDeviceAskedForByIDIsTheListsDevice() throws {
    let catalog = BundledDevices.catalog
    let all = DeviceCatalog(devices: BundledDevices.devices)
    for device in all.devices {
      #expect(catalog.device(id: device.id) == device)
      #expect(catalog.match(device.id)?.device == device)
    }
    // Built once: a second lookup shares the first one's storage, not a copy of it.
    #expect(catalog.device(id: "iphone-x")?.sharesStorage(with: catalog.device(id: "iphone-x")!) == true)
    #expect(catalog.device(id: "iphone-x")?.sharesStorage(with: all.device(id: "iphone-x")!) == true)
    #expect(catalog.device(id: "iphone-x ") == nil)
    #expect(catalog.device(id: "") == nil)
    // Model names and near misses go through the whole list, as before.
    #expect(catalog.match("iPhone XS")?.device.id == "iphone-x")
    #expect(catalog.match("iPhone XS")?.model == "iPhone XS")
    #expect(catalog.unknownDeviceMessage("iphone-xx").contains("did you mean iphone-x"))
  }

  /// A catalog built on demand and one built from its list are equal, and merging a folder
  /// into it works as for a built one.
  @Test func anOnDemandCatalogEqualsItsList() throws {
    let built = DeviceCatalog(devices: BundledDevices.devices)
    #expect(BundledDevices.catalog == built)
    var phone = try #require(BundledDevices.catalog.device(id: "iphone-x"))
    phone.name = "iPhone X (mine)"
    let merged = BundledDevices.catalog.merging(DeviceCatalog(devices: [phone]))
    #expect(merged.devices.count == built.devices.count)
    #expect(merged.device(id: "iphone-x")?.name == "iPhone X (mine)")
    #expect(merged != built)
  }
}
