import Testing

@testable import AdPreviewCore

@Suite struct DeviceTests {
  @Test func aChangedCopyLeavesTheOriginalAlone() {
    let original = device("iphone-x")
    var copy = original
    #expect(copy == original)
    copy.name = "My iPhone"
    copy.displays[0].cornerRadius = 1
    #expect(original.name == "iPhone X")
    #expect(original.displays[0].cornerRadius != 1)
    #expect(copy.name == "My iPhone" && copy.displays[0].cornerRadius == 1)
    #expect(copy != original)
    #expect(copy.id == original.id)
  }

  @Test func equalFieldsMakeEqualDevicesWhereverTheyWereBuilt() {
    let a = Device(id: "x", name: "X", family: .phone, scale: 2, orientations: [.portrait], displays: device("iphone-x").displays)
    let b = Device(id: "x", name: "X", family: .phone, scale: 2, orientations: [.portrait], displays: device("iphone-x").displays)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.shortName == "X")
  }
}
