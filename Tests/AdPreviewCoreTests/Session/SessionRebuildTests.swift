import Testing

@testable import AdPreviewCore

/// The app built again from a changed file: new slots on the device as it is held.
@Suite struct SessionRebuildTests {
  @Test func theNewSlotsLoadOnTheDeviceAsItIsHeld() {
    var preview = session(Selection(deviceID: "iphone-16-pro"))
    preview.run("appear\nwait 1000\nrotate landscape-left")
    var app = Selection()
    app.slots = [AdSlot(name: "top", format: .banner, position: .top), AdSlot(name: "feed", format: .mediumRectangle, kind: .content)]
    app.chrome = AppChrome(navigationBar: .standard)
    #expect(preview.rebuild(as: app, note: "App.json changed: the app was built again with it (2 slots)") == nil)
    // The device, its orientation and release stay; the slots, bars and their loads are new.
    #expect(preview.selection.deviceID == "iphone-16-pro" && preview.selection.orientation == .landscapeLeft)
    #expect(preview.selection.slots.map(\.name) == ["top", "feed"] && preview.selection.chrome?.navigationBar == .standard)
    #expect(preview.slots.count == 2 && preview.focus == 0)
    #expect(preview.texts.contains("App.json changed: the app was built again with it (2 slots)"))
    preview.run("wait 1000")
    for slot in preview.slots {
      guard case .showing = slot.phase else {
        Issue.record("\(slot.phase) is not showing")
        continue
      }
    }
    // Fewer slots than before: nothing left over from the old ones fires.
    app.slots = [AdSlot(name: "only", format: .banner)]
    #expect(preview.rebuild(as: app, note: "changed again") == nil)
    preview.run("wait 2000\nrotate portrait\nwait 1000")
    #expect(preview.slots.count == 1)
  }

  @Test func anAppThatCannotBeShownLeavesTheSessionAsItWas() {
    var preview = session(Selection(deviceID: "iphone-16-pro"))
    preview.run("appear\nwait 1000")
    let before = preview.selection
    var app = Selection()
    app.slots = [AdSlot(name: "wide", format: .leaderboard)]
    app.slots[0].offset = .infinity
    let refusal = preview.rebuild(as: app, note: "x")
    // Whether or not this one resolves, a refusal changes nothing.
    if refusal != nil { #expect(preview.selection == before) }
  }
}
