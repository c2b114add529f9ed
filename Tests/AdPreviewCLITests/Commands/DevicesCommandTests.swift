import AdPreviewCore
import AdPreviewFormats
import Testing

@Suite struct DevicesCommandTests {
  static let phone = """
    {"schemaVersion": 1, "id": "ID", "name": "NAME", "family": "phone", "scale": 2,
     "orientations": ["portrait"],
     "displays": [{"id": "main", "size": {"width": 300, "height": 600}, "cornerRadius": 0,
                   "statusBar": {"portrait": 20, "landscape": 0},
                   "safeArea": {"portrait": {"top": 20, "left": 0, "bottom": 0, "right": 0}}}],
     "sources": {"size": "made up"}}
    """

  static func phone(id: String, name: String) -> String {
    phone.replacingOccurrences("ID", id).replacingOccurrences("NAME", name)
  }

  @Test func listsTheBundledCatalog() {
    let run = adpreview("devices")
    #expect(run.exitCode == 0)
    #expect(run.stdout.hasPrefix("ID "))
    #expect(run.stdout.contains("iphone-x"))
    #expect(run.stdout.contains("surface-duo"))
    #expect(run.stdout.contains("iPhone Duo "))
    #expect(!run.stdout.contains("(concept)"))
  }

  @Test func jsonCarriesTheContractFields() throws {
    guard case .array(let devices) = try json(adpreview("devices", "--json")) else {
      Issue.record("not an array")
      return
    }
    #expect(devices.count >= 30)
    let duo = devices.first { $0["id"] == "surface-duo" }
    #expect(duo?["name"] == "Microsoft Surface Duo")
    #expect(duo?["family"] == "dual-screen")
    #expect(duo?["postures"] == .array(["single", "spanned"]))
    #expect(duo?["screen"] == .object([JSONMember("width", 540), JSONMember("height", 720)]))
    #expect(devices.first { $0["id"] == "iphone-x" }?["postures"] == .array([]))
    // An Android display shows the panel and density its dp are derived from (AOSP
    // device/google/felix: inner 2208 x 1840 px, TARGET_SCREEN_DENSITY 420).
    guard case .array(let displays) = devices.first(where: { $0["id"] == "pixel-fold" })?["displays"] else {
      Issue.record("no Pixel Fold displays")
      return
    }
    let inner = displays.first { $0["id"] == "inner" }
    #expect(inner?["size"] == .object([JSONMember("width", 841), JSONMember("height", 701)]))
    #expect(inner?["pixels"] == .object([JSONMember("width", 2208), JSONMember("height", 1840)]))
    #expect(inner?["density"] == 420)
  }

  @Test func aDevicesFolderAddsAndReplacesDevices() throws {
    let files = [
      "mine/my-phone.json": Self.phone(id: "my-phone", name: "My Phone"),
      "mine/iphone-x.json": Self.phone(id: "iphone-x", name: "Replaced X"),
    ]
    let run = adpreview("devices", "--json", "--devices", "mine", files: files)
    guard case .array(let devices) = try json(run) else {
      Issue.record("not an array")
      return
    }
    #expect(devices.contains { $0["id"] == "my-phone" })
    #expect(devices.filter { $0["id"] == "iphone-x" }.map { $0["name"] } == ["Replaced X"])
    let layout = adpreview("layout", "--devices", "mine", "--device", "my-phone", files: files)
    #expect(layout.exitCode == 0)
    // A file without `os` runs every modelled release: the newest major is its default.
    #expect(layout.stdout.hasPrefix("My Phone (phone, iOS 27)"))
  }

  @Test func theEnvironmentFolderIsReadToo() {
    let files = ["env/my-phone.json": Self.phone(id: "my-phone", name: "Env Phone")]
    let run = adpreview("layout", "--device", "my-phone", files: files, environment: ["ADPREVIEW_DEVICES": "env"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.hasPrefix("Env Phone"))
  }

  @Test func aBrokenFileGivesOneMessageAndExitTwo() {
    let files = ["mine/bad.json": Self.phone(id: "bad", name: "Bad").replacingOccurrences(#""width": 300"#, #""width": -1"#)]
    let run = adpreview("devices", "--devices", "mine", files: files)
    #expect(run.exitCode == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "adpreview: mine/bad.json: displays[0].size.width: -1 must be greater than 0\n")
  }

  @Test func aDuplicateIDInOneFolderIsReported() {
    let files = [
      "mine/a.json": Self.phone(id: "a", name: "A"),
      "mine/b.json": Self.phone(id: "a", name: "B"),
    ]
    let run = adpreview("devices", "--devices", "mine", files: files)
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("mine/b.json"))
  }

  @Test func aMissingFolderIsReported() {
    let run = adpreview("devices", "--devices", "nowhere")
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("adpreview: --devices \"nowhere\": not a readable folder"))
  }
}

extension String {
  func replacingOccurrences(_ old: String, _ new: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: old) {
      result += rest[..<range.lowerBound] + new
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
