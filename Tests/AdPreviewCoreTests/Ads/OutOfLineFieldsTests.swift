import AdPreviewCore
import Testing

/// The slot's and the device's fields kept out of line still behave as plain values.
@Suite struct OutOfLineFieldsTests {
  @Test func settingASlotsNativeOptionsLeavesCopiesAsTheyWere() {
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
