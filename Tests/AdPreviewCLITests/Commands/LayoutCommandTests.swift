import AdPreviewCore
import AdPreviewFormats
import Testing

@Suite struct LayoutCommandTests {
  @Test func iPhoneXLandscapeLeftMatchesTheContract() throws {
    // The contract's example is an SDK 12 app's classic banner.
    let run = adpreview("layout", "--device", "iphone-x", "--orientation", "landscape-left", "--sdk", "12", "--json")
    #expect(run.exitCode == 0)
    let layout = try json(run)
    #expect(
      layout["device"]
        == .object([
          JSONMember("id", "iphone-x"), JSONMember("name", "iPhone X"), JSONMember("family", "phone"),
        ]))
    #expect(layout["orientation"] == "landscape-left")
    #expect(layout["posture"] == .null)
    #expect(layout["screen"] == .object([JSONMember("width", 812), JSONMember("height", 375)]))
    #expect(
      layout["window"]
        == .object([
          JSONMember("x", 0), JSONMember("y", 0), JSONMember("width", 812), JSONMember("height", 375),
        ]))
    #expect(
      layout["safeArea"]
        == .object([
          JSONMember("top", 0), JSONMember("left", 44), JSONMember("bottom", 21), JSONMember("right", 44),
        ]))
    guard case .array(let obstructions) = layout["obstructions"] else {
      Issue.record("no obstructions array")
      return
    }
    let cutout = obstructions.first { $0["kind"] == "cutout" }
    // The notch sits on the left edge.
    #expect(cutout?["frame"]?["x"] == 0)
    #expect(cutout?["frame"]?["width"] == 30)
    let kinds = Set(
      obstructions.compactMap { value -> String? in
        if case .string(let kind) = value["kind"] { return kind }
        return nil
      })
    #expect(kinds == ["cutout", "corner", "home-indicator"])
    #expect(layout["findings"] == .array([]))
    #expect(layout["ad"]?["format"] == "anchored-adaptive")
  }

  @Test func theDefaultSceneIsTheContractExample() throws {
    let layout = try json(adpreview("layout", "--sdk", "12", "--json"))
    #expect(layout["ad"]?["size"] == .object([JSONMember("width", 375), JSONMember("height", 59)]))
    #expect(
      layout["ad"]?["frame"]
        == .object([
          JSONMember("x", 0), JSONMember("y", 719), JSONMember("width", 375), JSONMember("height", 59),
        ]))
  }

  /// SDK 13, the default: the large anchored adaptive banner, about twice the classic height,
  /// and the classic size deprecated.
  @Test func sdk13DefaultsToTheLargeBannerAndDeprecatesTheClassicOne() throws {
    let layout = try json(adpreview("layout", "--device", "iPhone 17 Pro", "--json"))
    #expect(layout["ad"]?["format"] == "large-anchored-adaptive")
    #expect(layout["ad"]?["size"] == .object([JSONMember("width", 402), JSONMember("height", 126)]))
    let classic = try json(adpreview("layout", "--device", "iPhone 17 Pro", "--ad", "anchored-adaptive", "--json"))
    guard case .array(let findings) = classic["findings"] else {
      Issue.record("no findings")
      return
    }
    let deprecated = findings.first { $0["code"] == "deprecated-format" }
    #expect(deprecated?["severity"] == "info")
    #expect(classic["ad"]?["size"] == .object([JSONMember("width", 402), JSONMember("height", 63)]))
    let twelve = try json(adpreview("layout", "--device", "iPhone 17 Pro", "--sdk", "12", "--json"))
    #expect(twelve["ad"]?["format"] == "anchored-adaptive")
    // No deprecation under SDK 12 (the 6-pt corner shaves are info).
    guard case .array(let twelveFindings) = twelve["findings"] else {
      Issue.record("no findings")
      return
    }
    #expect(!twelveFindings.contains { $0["code"] == "deprecated-format" })
    let refused = adpreview("layout", "--sdk", "11")
    #expect(refused.exitCode == 2)
    #expect(refused.stderr.contains("--sdk: \"11\" is not an SDK release adpreview models (12, 13)"))
  }

  @Test func textOutputNamesTheScene() {
    let run = adpreview("layout", "--device", "ipad-pro-11", "--os", "18", "--window", "split-1/3")
    #expect(run.exitCode == 0)
    #expect(run.stdout.hasPrefix("iPad Pro 11-inch (tablet, iPadOS 18) · portrait · Split View 1/3\n"))
    #expect(run.stdout.contains("window        x 514, y 0, 320×1194"))
  }

  @Test func badValuesAreRejectedWithTheOptionNamed() {
    let run = adpreview("layout", "--orientation", "sideways")
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "adpreview: --orientation: \"sideways\" is not one of portrait, landscape-left, landscape-right, portrait-upside-down"))
    #expect(run.stderr.contains("run `adpreview layout --help` for the options"))
  }

  @Test func unknownOptionsAndDevicesAreRejected() {
    #expect(
      adpreview("layout", "--devcie", "iphone-x").stderr.hasPrefix(
        "adpreview: unknown option --devcie (did you mean --device?)"))
    let run = adpreview("layout", "--device", "iphone-99")
    #expect(run.exitCode == 2)
    #expect(run.stderr == "adpreview: no device \"iphone-99\" in the catalog; `adpreview devices` lists them\n")
  }

  @Test func unsupportedScenesExitWithTwo() {
    let run = adpreview("layout", "--device", "iphone-x", "--orientation", "portrait-upside-down")
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("iPhone X does not support portrait-upside-down"))
    #expect(adpreview("layout", "--window", "0x0", "--device", "ipad-9").exitCode == 2)
    #expect(adpreview("layout", "--window", "big").stderr.contains("--window: \"big\" is not full"))
  }

  @Test func helpListsEveryOption() {
    let run = adpreview("layout", "--help")
    #expect(run.exitCode == 0)
    for option in [
      "--device", "--orientation", "--posture", "--window", "--ad", "--position", "--align",
      "--guide", "--adchoices", "--scene", "--mode", "--json",
    ] {
      #expect(run.stdout.contains(option), "\(option)")
    }
  }

  @Test func aLoadedSizeOtherThanTheScenesIsAStaleSize() throws {
    let run = adpreview("layout", "--orientation", "landscape-left", "--loaded-size", "375x59", "--json")
    #expect(run.exitCode == 0)
    let json = try JSONParser.parse(run.stdout)
    guard case .array(let findings)? = json["findings"] else {
      Issue.record("no findings array")
      return
    }
    #expect(findings.contains { $0["code"] == .string("stale-size") })
    #expect(json["ad"]?["size"]?["width"] == .number(375))
    #expect(adpreview("layout", "--loaded-size", "wide").stderr.hasPrefix("adpreview: --loaded-size: \"wide\" is not WxH"))
    // check reports it the same way: a banner loaded once at 375×59 and never reloaded.
    let check = adpreview("check", "--only", "iphone-x", "--ad", "anchored-adaptive", "--loaded-size", "375x59")
    #expect(check.stdout.contains("stale-size"))
  }

  @Test func theJSONSaysWhichAdpreviewWroteIt() throws {
    let version = try #require(adpreview("--version").stdout.split(separator: " ").last.map { String($0.dropLast()) })
    let layout = try JSONParser.parse(adpreview("layout", "--json").stdout)
    #expect(layout["adpreview"] == .string(version))
    let check = try JSONParser.parse(adpreview("check", "--only", "iphone-x", "--json").stdout)
    #expect(check["adpreview"] == .string(version))
  }

  /// `regime` says which values the release shows: the iPhone XR's iOS 13 insets come from
  /// the regime through 13 (top 44, before iOS 14's 48), its iOS 14 insets from the display's
  /// own values; a device on no modelled release has none.
  @Test func theJSONSaysWhichRegimeTheReleaseShows() throws {
    let old = try json(adpreview("layout", "--device", "iphone-xr", "--os", "13", "--json"))
    #expect(
      old["safeArea"] == .object([JSONMember("top", 44), JSONMember("left", 0), JSONMember("bottom", 34), JSONMember("right", 0)]))
    #expect(old["regime"]?["os"] == "13")
    #expect(old["regime"]?["base"] == .bool(false))
    #expect(old["regime"]?["through"] == "13")
    #expect(old["regime"]?["from"] == .null)
    guard case .string(let source) = old["regime"]?["source"] else {
      Issue.record("no regime source")
      return
    }
    #expect(source.hasPrefix("iOS 12-13, before iOS 14"))
    let base = try json(adpreview("layout", "--device", "iphone-xr", "--os", "14", "--json"))
    #expect(base["safeArea"]?["top"] == 48)
    #expect(base["regime"]?["base"] == .bool(true))
    #expect(base["regime"]?["through"] == .null)
    let new = try json(adpreview("layout", "--device", "iphone-11", "--os", "26", "--orientation", "landscape-left", "--json"))
    #expect(new["safeArea"]?["bottom"] == 20)
    #expect(new["regime"]?["from"] == "26")
    #expect(try json(adpreview("layout", "--device", "pixel-fold", "--json"))["regime"] == .null)
  }

  /// `safeAreaSource` says where the insets shown come from on every platform (an Android
  /// device's from its file, having no regime), and `verticalBars` the iPhone Duo's opt-out.
  @Test func theJSONSaysWhereTheSafeAreaComesFromAndTheVerticalBars() throws {
    func text(_ value: JSONValue?) -> String {
      if case .string(let text)? = value { return text }
      return ""
    }
    let fold = try json(adpreview("layout", "--device", "galaxy-z-fold-7", "--posture", "open", "--json"))
    #expect(text(fold["safeAreaSource"]).hasPrefix("Low: Samsung's framework defaults"))
    let iPad = try json(adpreview("layout", "--device", "ipad-pro-11", "--os", "26", "--json"))
    #expect(text(iPad["safeAreaSource"]) == text(iPad["regime"]?["source"]))
    #expect(text(iPad["safeAreaSource"]).hasPrefix("from 26: safe area 32/0/25/0"))
    let duo = try json(adpreview("layout", "--device", "iphone-duo", "--posture", "open", "--vertical-bars", "disabled", "--json"))
    #expect(duo["safeArea"]?["top"] == 82 && duo["safeArea"]?["right"] == 0)
    #expect(duo["verticalBars"]?["behavior"] == "disabled" && duo["verticalBars"]?["applies"] == .bool(true))
    #expect(text(duo["safeAreaSource"]).hasPrefix("verticalBarsDisabled: the values with the vertical bars off"))
    #expect(text(duo["verticalBars"]?["source"]) == text(duo["safeAreaSource"]))
    let phone = try json(adpreview("layout", "--device", "iphone-16-pro", "--vertical-bars", "disabled", "--json"))
    #expect(phone["verticalBars"]?["applies"] == .bool(false) && phone["verticalBars"]?["source"] == .null)
  }
}
