import AdPreviewCore

/// The catalog that ships with adpreview: the devices of the package's `devices/` folder,
/// decoded and validated at build time by the `EmbedDevicesPlugin` and compiled in as
/// values, so nothing is parsed when adpreview starts.
public enum BundledDevices {
  /// The bundled devices, in the catalog's order (phones first).
  public static var devices: [Device] { generatedDevices }

  /// The bundled devices as a catalog, in the catalog's order. A device asked for by id is
  /// built on its own; the whole list once per process, when first asked for.
  public static let catalog = DeviceCatalog(
    ids: generatedIDs, device: { generatedDevice(at: $0) }, devices: { generatedDevices })
}
