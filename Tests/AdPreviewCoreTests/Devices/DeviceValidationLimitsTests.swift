import AdPreviewFormats
import Testing

@testable import AdPreviewCore

/// Rows 1 and 14 of the hardening issue: device values past the documented limits are
/// rejected with the file, the JSON path and the bound, instead of crashing the renderer
/// or reaching the outputs as `inf` / `null`.
@Suite struct DeviceValidationLimitsTests {
  static let phone = DeviceFileErrorTests.phone

  func error(replacing old: String, with new: String) -> String? {
    let edited = Self.phone.replacingFirst(old, with: new)
    #expect(edited != Self.phone, "the edit did not apply: \(old)")
    do {
      _ = try DeviceCatalog.decodeDevice(Array(edited.utf8), file: "my/test-phone.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    (#""width": 400"#, #""width": 1e30"#, "displays[0].size.width: 1e+30 is more than the limit of 100000 pt"),
    (#""height": 800"#, #""height": 1e308"#, "displays[0].size.height: 1e+308 is more than the limit of 100000 pt"),
    (#""width": 400"#, #""width": 1e15"#, "displays[0].size.width: 1000000000000000.0 is more than the limit of 100000 pt"),
    (#""width": 400"#, #""width": 1e-320"#, "displays[0].size.width: 1e-320 is less than 1 pt"),
    (#""portrait": 54"#, #""portrait": 1e308"#, "displays[0].statusBar.portrait: 1e+308 is more than the limit of 100000 pt"),
    (#""portrait": 54"#, #""portrait": 900"#, "displays[0].statusBar.portrait: the status bar (900) is taller than the portrait screen (800)"),
    (#""landscape": 0"#, #""landscape": 401"#, "displays[0].statusBar.landscape: the status bar (401) is taller than the landscape screen (400)"),
    (#""cornerRadius": 40"#, #""cornerRadius": -1"#, "displays[0].cornerRadius: -1 must be between 0 and half the shorter side (200)"),
    (#""cornerRadius": 40"#, #""cornerRadius": 201"#, "displays[0].cornerRadius: 201 must be between 0 and half the shorter side (200)"),
    (#""height": 36}"#, #""height": 36}, "radius": -3"#, "displays[0].cutouts[0].radius: -3 must be between 0 and half the shorter side (200)"),
    (#""scale": 3"#, #""scale": 1e308"#, "scale: 1e+308 is not a scale between 0.1 and 10"),
    (#""scale": 3"#, #""scale": 50"#, "scale: 50 is not a scale between 0.1 and 10"),
    (#""bottom": 34"#, #""bottom": 1e300"#, "displays[0].safeArea.portrait.bottom: 1e+300 is more than the limit of 100000 pt"),
  ])
  func valuesPastTheLimitsAreRejected(old: String, new: String, message: String) {
    #expect(error(replacing: old, with: new) == "my/test-phone.json: \(message)")
  }

  @Test func hexFloatsAndSignsAreNotNumbers() {
    for text in ["0x190", "+400", "0x1.9p8", "Infinity", "NaN"] {
      #expect(error(replacing: #""width": 400"#, with: "\"width\": \(text)")?.hasPrefix("my/test-phone.json:5:") == true, "\(text)")
    }
  }

  @Test func invalidUTF8IsReportedWithItsLineAndColumn() {
    var bytes = Array(Self.phone.utf8)
    let name = Array("Test Phone".utf8)
    let at = (0...(bytes.count - name.count)).first { Array(bytes[$0..<($0 + name.count)]) == name }!
    bytes[at + 4] = 0xFF
    #expect(throws: DeviceFileError(file: "my/test-phone.json", line: 2, column: 56, message: "invalid UTF-8 (byte 0xFF)")) {
      try DeviceCatalog.decodeDevice(bytes, file: "my/test-phone.json")
    }
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let device = try DeviceCatalog.decodeDevice(UTF8Validation.byteOrderMark + Array(Self.phone.utf8), file: "test-phone.json")
    #expect(device.id == "test-phone")
  }
}
