/// The catalog that ships with adpreview: the files of the package's `devices/` folder,
/// embedded at build time by the `EmbedDevicesPlugin`.
public enum BundledDevices {
  /// The bundled device files as (file name, bytes) pairs, ready for `DeviceCatalog.decode`.
  public static var files: [(name: String, bytes: [UInt8])] {
    BundledDeviceFiles.files.map { ($0.name, Array($0.text.utf8)) }
  }
}
