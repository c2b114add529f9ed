import AdPreviewCore
import AdPreviewFormats
import Testing

/// `layout --json` over the whole catalog: every device × orientation × posture.
@Suite struct LayoutCatalogTests {
  /// Every scene `check` would visit: (device, orientation, posture or nil).
  static let scenes: [(String, String, String?)] = {
    guard case .array(let devices) = try! JSONParser.parse(adpreview("devices", "--json").stdout) else { return [] }
    var scenes: [(String, String, String?)] = []
    for device in devices {
      guard case .string(let id)? = device["id"], case .array(let orientations)? = device["orientations"],
        case .array(let postures)? = device["postures"]
      else { continue }
      for case .string(let orientation) in orientations {
        if postures.isEmpty { scenes.append((id, orientation, nil)) }
        for case .string(let posture) in postures { scenes.append((id, orientation, posture)) }
      }
    }
    return scenes
  }()

  /// No float noise: every number is a whole number or has at most three decimals
  /// (surface-duo-2 spanned used to print 563.9999999999999); and no hinge in any safe area.
  @Test func everyNumberIsRoundAndNoHingeIsAnInset() throws {
    #expect(Self.scenes.count > 100)
    for (id, orientation, posture) in Self.scenes {
      var arguments = ["layout", "--json", "--device", id, "--orientation", orientation]
      if let posture { arguments += ["--posture", posture] }
      let run = adpreview(arguments)
      let name = "\(id) \(orientation) \(posture ?? "-")"
      #expect(run.exitCode == 0, "\(name): \(run.stderr)")
      for number in Self.numbers(in: run.stdout) {
        let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
        #expect(decimals <= 3 && !number.contains("e"), "\(name): \(number)")
      }
      // A hinge is a display feature: the safe area never stops at it.
      let layout = try JSONParser.parse(run.stdout)
      guard layout["fold"]?["separating"] == true,
        case .number(let foldX)? = layout["fold"]?["frame"]?["x"], case .number(let foldY)? = layout["fold"]?["frame"]?["y"],
        case .number(let safeX)? = layout["safeRect"]?["x"], case .number(let safeWidth)? = layout["safeRect"]?["width"],
        case .number(let safeY)? = layout["safeRect"]?["y"], case .number(let safeHeight)? = layout["safeRect"]?["height"]
      else { continue }
      if foldX > 0 { #expect(abs(safeX + safeWidth - foldX) > 0.001, "\(name): the safe area ends at the hinge") }
      if foldY > 0 { #expect(abs(safeY + safeHeight - foldY) > 0.001, "\(name): the safe area ends at the fold") }
    }
  }

  /// surface-duo-2 spanned: the panes are reported apart, the safe area is the display's.
  @Test func aSpannedDuoReportsItsPanesAndFold() throws {
    let layout = try json(adpreview("layout", "--json", "--device", "surface-duo-2", "--posture", "spanned"))
    // The status bar and the gesture band; never the hinge.
    #expect(
      layout["safeArea"]
        == .object([
          JSONMember("top", 24), JSONMember("left", 0), JSONMember("bottom", 16), JSONMember("right", 0),
        ]))
    guard case .array(let regions)? = layout["reservedRegions"], let hinge = regions.first(where: { $0["kind"] == "division" })
    else {
      Issue.record("no division among the reserved regions")
      return
    }
    #expect(hinge["active"] == true && hinge["occludes"] == true)
    #expect(hinge["frame"] == layout["fold"]?["frame"])
    #expect(
      layout["segments"]
        == .array([
          .object([JSONMember("x", 0), JSONMember("y", 0), JSONMember("width", 537.6), JSONMember("height", 757)]),
          .object([JSONMember("x", 564), JSONMember("y", 0), JSONMember("width", 538), JSONMember("height", 757)]),
        ]))
    #expect(layout["fold"]?["occlusion"] == "full")
    #expect(layout["fold"]?["separating"] == true)
    #expect(layout["contentPane"] == 0)
    // The pane is 537.6 dp (1344 px at 400); Android's adaptive size takes whole dp: 537.
    #expect(layout["ad"]?["frame"]?["width"] == 537)
  }

  /// The numbers in a JSON text, as written.
  static func numbers(in text: String) -> [String] {
    var numbers: [String] = []
    var current = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
        continue
      }
      if character == "\"" {
        inString = true
      } else if current.isEmpty ? (character.isNumber || character == "-") : (character.isNumber || "-+.eE".contains(character)) {
        current.append(character)
        continue
      }
      if !current.isEmpty { numbers.append(current) }
      current = ""
    }
    if !current.isEmpty { numbers.append(current) }
    return numbers
  }
}

/// The names people type reach every command, and the output says what is drawn.
@Suite struct CoveredModelTests {
  @Test func layoutNamesTheModelAndTheDeviceDrawn() throws {
    let text = adpreview("layout", "--device", "iphone-15")
    #expect(text.exitCode == 0)
    #expect(text.stdout.hasPrefix("iPhone 15 (drawn as iPhone 14 Pro: same screen, safe area and island) (phone, iOS 27)"))
    let layout = try json(adpreview("layout", "--json", "--device", "iPhone 16e"))
    #expect(layout["device"]?["id"] == "iphone-14")
    #expect(layout["model"] == "iPhone 16e")
    #expect(layout["deviceLabel"] == "iPhone 16e (drawn as iPhone 14: same screen, safe area and notch)")
    #expect(layout["platform"] == "ios")
  }

  @Test func nearMissesAreAnsweredWithDidYouMean() {
    let run = adpreview("layout", "--device", "iphone-15-pro-mx")
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("(did you mean iphone-15-pro-max?)"))
  }

  @Test func devicesListsPlatformsAndCoveredModels() throws {
    let table = adpreview("devices").stdout
    #expect(table.contains("ALSO COVERS"))
    #expect(table.contains("iPhone 15 (17 and later), iPhone 15 Pro (17 and later), iPhone 16 (18 and later)"))
    #expect(table.contains("iOS 11–16"))
    guard case .array(let devices) = try json(adpreview("devices", "--json")) else {
      Issue.record("not an array")
      return
    }
    let duo = devices.first { $0["id"] == "surface-duo" }
    #expect(duo?["platform"] == "android")
    #expect(devices.first { $0["id"] == "iphone-duo" }?["platform"] == "ios")
    #expect(devices.first { $0["id"] == "asus-zenbook-fold" }?["platform"] == "other")
    #expect(
      devices.first { $0["id"] == "iphone-14-pro" }?["coverIds"]
        == .array(["iphone-15", "iphone-15-pro", "iphone-16"]))
  }

  @Test func checkOnlyTakesCoveredModels() {
    let run = adpreview("check", "--only", "iphone-15,iPad Air (3rd generation)", "--json")
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.contains("\"iphone-14-pro\""))
    #expect(run.stdout.contains("\"ipad-pro-10-5\""))
    #expect(!run.stdout.contains("\"iphone-x\""))
  }
}
