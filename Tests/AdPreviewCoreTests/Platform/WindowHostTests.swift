import Testing

@testable import AdPreviewCore

/// A resized iPhone window in its host (`--host mac|ipad`): the window is the app's whole
/// screen, without the phone's cutout, status bar or home indicator, and the adaptive cap
/// reads the window's height and says so.
@Suite struct WindowHostTests {
  @Test(arguments: WindowHost.Name.allCases)
  func aHostedWindowHasNoneOfThePhonesMarksAndTheCapReadsItsHeight(host: WindowHost.Name) throws {
    var selection = Selection(deviceID: "iphone-18-pro", window: .free(Size(width: 300, height: 600)), slot: AdSlot(format: .largeAnchoredAdaptive))
    let onPhone = try selection.resolve(in: bundledCatalog)
    #expect(onPhone.scene.obstructions.contains { $0.kind == .cutout }, "on the phone the Island is there")
    selection.host = host
    let hosted = try selection.resolve(in: bundledCatalog)
    let scene = hosted.scene
    #expect(scene.host?.name == host)
    #expect(scene.screen == Size(width: 300, height: 600) && scene.window == Rect(x: 0, y: 0, width: 300, height: 600))
    #expect(scene.obstructions.isEmpty)
    #expect(scene.safeArea == .zero && scene.homeIndicatorBar == nil)
    let sizing = try #require(hosted.evaluation.sizing)
    // 20 % of 600 caps nothing here (a large banner asks for at least 100); the words say
    // which height it read.
    #expect(sizing.size == Size(width: 300, height: 100))
    #expect(sizing.explanation.contains { $0.contains("window's height 600 (a model)") })
    #expect(!sizing.explanation.contains { $0.contains("screen height 874") })
  }

  @Test func theCapFollowsTheHostWindowsHeightNotThePhones() throws {
    var selection = Selection(deviceID: "iphone-18-pro", window: .free(Size(width: 400, height: 300)), slot: AdSlot(format: .largeAnchoredAdaptive))
    selection.host = .mac
    let sizing = try #require(try selection.resolve(in: bundledCatalog).evaluation.sizing)
    #expect(sizing.size.height == 60, "20% of the 300-pt window, not of the phone's 874")
  }

  @Test func aHostNeedsAResizedIPhoneWindow() {
    var full = Selection(deviceID: "iphone-18-pro")
    full.host = .ipad
    #expect(throws: SceneError.self) { try full.resolve(in: bundledCatalog) }
    var iPad = Selection(deviceID: "ipad-air-11", window: .free(Size(width: 400, height: 600)))
    iPad.host = .mac
    #expect(throws: SceneError.self) { try iPad.resolve(in: bundledCatalog) }
  }

  /// The refusal says what the scene is missing, in words, and a scene to copy that has it.
  @Test func aHostlessSceneSaysWhatItIsMissing() {
    func message(_ selection: Selection) -> String {
      do {
        _ = try selection.resolve(in: bundledCatalog)
        return "resolved"
      } catch {
        return error.message
      }
    }
    var old = Selection(deviceID: "iphone-x", os: OSVersion(16))
    old.host = .mac
    #expect(
      message(old)
        == "host mac draws a resized iPhone window, and iPhone X on iOS 16 with window full is none (missing: iOS 27 or later, a window WxH). "
        + "For example: --device iphone-17-pro --os 27 --window 360x640 --host mac; `host none` (or no --host) shows the phone")
    var full = Selection(deviceID: "iphone-17-pro", os: OSVersion(27))
    full.host = .ipad
    #expect(message(full).contains("iPhone 17 Pro on iOS 27 with window full is none (missing: a window WxH)"), "\(message(full))")
    var iPad = Selection(deviceID: "ipad-air-11", window: .free(Size(width: 400, height: 600)))
    iPad.host = .mac
    #expect(message(iPad).contains("(missing: an iPhone)"), "\(message(iPad))")
    // The example is a scene the host takes.
    var example = Selection(deviceID: "iphone-17-pro", window: .free(Size(width: 360, height: 640)), os: OSVersion(27))
    example.host = .mac
    #expect(message(example) == "resolved")
  }

  /// A resize in a host grows the window up to the phone's screen, not only to itself.
  @Test func aHostedWindowGrowsWithTheResizeKeys() throws {
    var selection = Selection(deviceID: "iphone-18-pro", window: .free(Size(width: 300, height: 600)), slot: AdSlot(format: .largeAnchoredAdaptive))
    selection.host = .mac
    var phone = try PreviewSession(catalog: bundledCatalog, selection: selection)
    #expect(phone.perform(.resize(dx: 20, dy: 0)).refusal == nil)
    #expect(phone.target.scene.screen == Size(width: 320, height: 600))
    #expect(phone.target.scene.host?.name == .mac)
  }
}
