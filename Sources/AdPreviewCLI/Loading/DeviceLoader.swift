import AdPreviewCatalog
import AdPreviewCore
import AdPreviewFormats

/// Builds the catalog: the bundled devices, then `$ADPREVIEW_DEVICES`, then `--devices DIR`;
/// a later device with an existing id replaces the earlier one.
public enum DeviceLoader {
  /// The bundled catalog alone: values compiled into the binary, validated at build time.
  public static func bundled() -> DeviceCatalog { BundledDevices.catalog }

  /// The catalog for a command.
  ///
  /// - Throws: `CommandError` for a folder that cannot be read, `DeviceFileError` for a
  ///   broken file.
  public static func load(devicesOption: String?, context: CommandContext) throws -> DeviceCatalog {
    var catalog = bundled()
    var files: [String: String] = [:]
    var folders: [(String, String)] = []
    if let env = context.environment["ADPREVIEW_DEVICES"], !env.isEmpty {
      folders.append((env, "ADPREVIEW_DEVICES"))
    }
    if let option = devicesOption { folders.append((option, "--devices")) }
    // The bundled devices' names were checked when they were built in (EmbedDevices decodes
    // them as one catalog): only a folder's devices can bring a clash.
    guard !folders.isEmpty else { return catalog }
    for (folder, origin) in folders {
      guard let names = context.listDirectory(folder) else {
        throw CommandError("\(origin) \(folder.quotedForMessage): not a readable folder")
      }
      var read: [(name: String, bytes: [UInt8])] = []
      for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
        let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
        // A FileProblem names the path and the reason (not a regular file, too large, …).
        read.append((path, try context.readFile(path)))
      }
      let loaded = try DeviceCatalog.decode(files: read)
      for (device, file) in zip(loaded.devices, read) { files[device.id] = file.name }
      catalog = catalog.merging(loaded)
    }
    // A device from a folder may claim a bundled device's model name, or one from the other
    // folder's.
    let bundledFirst = catalog.devices.filter { files[$0.id] == nil } + catalog.devices.filter { files[$0.id] != nil }
    try DeviceCatalog.checkNames(bundledFirst) { files[$0.id] ?? "the bundled \($0.id).json" }
    return catalog
  }
}
