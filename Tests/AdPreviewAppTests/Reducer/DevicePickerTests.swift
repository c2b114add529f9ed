import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// The device picker: `/`, then typing filters the catalog as `--device` reads names, enter
/// opens the picked device.
@Suite struct DevicePickerTests {
  @Test func typingFiltersAndEnterOpensThePickedDevice() throws {
    var state = try makeState()
    state.press("/", at: 0)
    #expect(state.pickerMatches.count == catalog.devices.count)
    state.press("z fold", at: 10)
    #expect(state.pickerMatches.first?.device.id == "galaxy-z-fold-5")
    #expect(state.pickerMatches.allSatisfy { $0.device.id.contains("fold") })
    let picture = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(picture.contains("/ z fold"))
    #expect(picture.contains("Samsung Galaxy Z Fold5 · galaxy-z-fold-5"))
    _ = state.handle(.key(.down), at: 20)
    let picked = state.pickerMatches[1].name
    _ = state.handle(.key(.enter), at: 30)
    #expect(state.prompt == nil)
    #expect(state.selection.deviceID == picked)
    #expect(state.recorder.commands.last == .device(.to(picked)), "the device command, as d or a script would")
  }

  /// A model a device covers is found by its name and opened as itself, as `--device
  /// "iPhone 15"` is.
  @Test func aCoveredModelIsFoundAndOpenedAsTheResolverDoes() throws {
    var state = try makeState()
    state.press("/iPhone 15", at: 0)
    let first = try #require(state.pickerMatches.first)
    #expect(first.model == "iPhone 15")
    _ = state.handle(.key(.enter), at: 10)
    #expect(state.selection.deviceID == (try catalog.resolve("iPhone 15")).name)
    #expect(state.resolved.scene.model == "iPhone 15")
  }

  /// The picker folds names as `--device` does, and a typo that holds no name lists the
  /// names it was a typo of: `pixle` finds the Pixels.
  @Test func aTypoFindsTheDevicesItWasMeantFor() throws {
    var state = try makeState()
    state.press("/pixle", at: 0)
    #expect(Set(state.pickerMatches.map(\.device.id)) == ["pixel-fold", "pixel-9-pro-fold", "pixel-10-pro-fold"])
    #expect(AppView.render(state, options: RenderOptions(color: false)).plainText().contains("Google Pixel Fold · pixel-fold"))
    let picked = try #require(state.pickerMatches.first).name
    _ = state.handle(.key(.enter), at: 10)
    #expect(state.selection.deviceID == picked)
    state.press("/zfold6", at: 20)
    #expect(state.pickerMatches.first?.device.id == "galaxy-z-fold-6")
  }

  @Test func backspaceWidensEscapeCancelsAndNothingMatchedOpensNothing() throws {
    var state = try makeState()
    state.press("/qqq", at: 0)
    #expect(state.pickerMatches.isEmpty)
    #expect(AppView.render(state, options: RenderOptions(color: false)).plainText().contains("no device matches"))
    _ = state.handle(.key(.enter), at: 10)
    #expect(state.selection.deviceID == "iphone-x")
    state.press("/ipad", at: 20)
    _ = state.handle(.key(.backspace), at: 30)
    if case .device(let query, _) = state.prompt { #expect(query == "ipa") } else { Issue.record("the picker closed") }
    _ = state.handle(.key(.escape), at: 40)
    #expect(state.prompt == nil)
    #expect(state.selection.deviceID == "iphone-x")
  }

  /// While a scenario plays, the picker's typing is not taken as keys; opening a device is
  /// taking over, as `d` is.
  @Test func typingInThePickerIsNotKeys() throws {
    var configuration = AppConfiguration(catalog: catalog)
    configuration.script = ("s.play", try PreviewScript.parse("device iphone-x\nappear\nwait 5000\n", file: "s.play"))
    var state = try AppState(configuration: configuration, columns: 120, rows: 40)
    state.press("/rrrq", at: 10)
    #expect(!state.shouldQuit)
    #expect(state.selection.orientation == .portrait)
    #expect(state.scenario != nil)
  }

  /// `V` lists every release the device runs, point releases included, newest first;
  /// enter switches with the `os` command, as `o` would.
  @Test func theReleasePickerListsEveryReleaseAndEnterSwitches() throws {
    var state = try makeState(Selection(deviceID: "iphone-16-pro"))
    state.press("V", at: 0)
    let releases = state.releaseChoices
    #expect(releases.count > 3 && releases == releases.sorted().reversed())
    #expect(releases.contains(OSVersion(26, 1)) && releases.contains(OSVersion(18)))
    let picture = AppView.render(state, options: RenderOptions(color: false)).plainText()
    #expect(picture.contains("OS release"))
    let now = try #require(state.resolved.scene.os)
    #expect(picture.contains("iOS \(now) · now"), "the scene's own release is marked")
    #expect(picture.contains("iOS \(releases[0])") && picture.contains("iOS \(releases[releases.count - 1])"))
    guard case .release(let start) = state.prompt else {
      Issue.record("the picker did not open")
      return
    }
    #expect(releases[start] == now, "the picker opens on the scene's release")
    let target = try #require(releases.firstIndex(of: OSVersion(26, 1)))
    for index in start..<target { _ = state.handle(.key(.down), at: 10 + index) }
    _ = state.handle(.key(.enter), at: 100)
    #expect(state.prompt == nil)
    #expect(state.resolved.scene.os == OSVersion(26, 1))
    #expect(state.recorder.commands.last == .os(.to(OSVersion(26, 1))))
  }

  @Test func theReleasePickerSaysWhyAnAndroidDeviceHasNone() throws {
    var state = try makeState(Selection(deviceID: "galaxy-z-fold-5"))
    state.press("V", at: 0)
    #expect(state.prompt == nil)
    #expect(state.statusLine?.contains("OS releases are for iOS and iPadOS devices") == true)
  }
}
