import AdPreviewTestSupport
import Foundation
import Testing

/// Device folders on top of the bundled catalog, as `--devices` and `$ADPREVIEW_DEVICES` load them.
@Suite struct DeviceLoaderTests {
  /// The bundled iPhone X's file copied under a new id and name: it still covers the
  /// iPhone XS, which would then pick one of the two silently.
  static var copiedPhone: String {
    let original = SourceDeviceFiles.files.first { $0.name == "iphone-x.json" }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    return original.replacingOccurrences("\"id\": \"iphone-x\"", "\"id\": \"my-phone\"")
      .replacingOccurrences("\"name\": \"iPhone X\"", "\"name\": \"My Phone\"")
  }

  @Test func aCopiedFileThatKeepsABundledModelNameIsRefusedNamingBoth() {
    #expect(Self.copiedPhone.contains("\"my-phone\""))
    let run = adpreview(["devices", "--devices", "d"], files: ["d/my-phone.json": Self.copiedPhone])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr
        == "adpreview: d/my-phone.json: covers[0]: \"iPhone XS\" is also a name of \"iphone-x\" (the bundled iphone-x.json): a name picks one device; remove it from one of the two files\n"
    )
  }

  @Test func theSameFileWithItsOwnModelNamesLoads() {
    let own = Self.copiedPhone.replacingOccurrences("\"iPhone XS\"", "\"My Phone S\"")
      .replacingOccurrences("\"iPhone 11 Pro\"", "\"My Phone Pro\"")
    let run = adpreview(["devices", "--devices", "d"], files: ["d/my-phone.json": own])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("my-phone"))
  }
}
