import AdPreviewCatalog
import Testing

@testable import AdPreviewCore

/// A scene made one device can take: what it cannot take is set back, with a note.
@Suite struct SelectionFittingTests {
  let catalog = BundledDevices.catalog

  @Test func aPostureAPhoneCannotTakeIsLeftOutWithANote() throws {
    var selection = Selection(deviceID: "iphone-x")
    selection.posture = .halfOpen
    let (fitted, notes) = try selection.fitted(in: catalog, dropping: [(.posture, "--posture")])
    #expect(fitted.posture == nil)
    #expect(notes == ["--posture half-open left out: the iPhone X does not fold to it"])
    _ = try fitted.resolve(in: catalog)
  }

  @Test func aSceneThatResolvesIsKeptWhole() throws {
    var selection = Selection(deviceID: "galaxy-z-fold-5")
    selection.posture = .halfOpen
    let (fitted, notes) = try selection.fitted(in: catalog, dropping: [(.posture, "--posture")])
    #expect(fitted == selection)
    #expect(notes.isEmpty)
  }

  @Test func whatIsNotAllowedToBeDroppedStaysAnError() {
    var selection = Selection(deviceID: "iphone-x")
    selection.posture = .halfOpen
    #expect(throws: SceneError.self) { try selection.fitted(in: catalog, dropping: [(.window, "--window")]) }
  }
}
