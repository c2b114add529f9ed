import AdPreviewCore

/// How the interactive previewer starts: the catalog, the starting selection and the
/// simulated load latency.
public struct AppConfiguration: Sendable {
  public var catalog: DeviceCatalog
  public var selection: Selection
  /// Simulated ad load latency, in milliseconds.
  public var latency: Int
  /// Seeds the injected failures, so a session can be replayed.
  public var seed: UInt64
  /// Draw with ASCII only (no UTF-8 locale).
  public var asciiOnly: Bool
  /// Where `e` writes the session as a play script.
  public var exportPath: String
  /// The app layout file the session started with, if any (named in the exported script).
  public var appPath: String?

  public init(
    catalog: DeviceCatalog, selection: Selection = Selection(), latency: Int = 400,
    seed: UInt64 = 1, asciiOnly: Bool = false, exportPath: String = "adpreview-session.play"
  ) {
    self.catalog = catalog
    self.selection = selection
    self.latency = latency
    self.seed = seed
    self.asciiOnly = asciiOnly
    self.exportPath = exportPath
  }
}
