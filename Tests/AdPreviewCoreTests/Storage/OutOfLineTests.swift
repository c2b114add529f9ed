import Testing

@testable import AdPreviewCore

@Suite struct OutOfLineTests {
  @Test func equalValuesInDifferentBoxesAreEqualAndHashAlike() {
    let a = OutOfLine(NativeAdOptions(assets: [.icon, .body]))
    let b = OutOfLine(NativeAdOptions(assets: [.body, .icon]))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != OutOfLine(NativeAdOptions(assets: [.icon])))
  }

  @Test func settingTheValueLeavesCopiesAsTheyWere() {
    var slot = AdSlot(format: .nativeMedium)
    let copy = slot
    slot.native.assets = [.icon, .body]
    #expect(copy.native == NativeAdOptions())
    #expect(slot.native.assets == [.icon, .body])
    #expect(slot != copy)
    slot.native = NativeAdOptions()
    #expect(slot == copy)
  }

  @Test func aDeviceComparesByItsFields() {
    let device = Device(
      id: "a", name: "A", family: .phone, scale: 3, orientations: [.portrait],
      displays: [])
    var renamed = device
    renamed.name = "B"
    #expect(renamed != device)
    #expect(device.name == "A")
    renamed.name = "A"
    #expect(renamed == device)
    #expect(Set([device, renamed]).count == 1)
  }
}
