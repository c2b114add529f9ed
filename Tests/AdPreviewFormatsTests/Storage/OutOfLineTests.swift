import AdPreviewFormats
import Testing

@Suite struct OutOfLineTests {
  @Test func equalValuesInDifferentBoxesAreEqualAndHashAlike() {
    let a = OutOfLine(Set(["icon", "body"]))
    let b = OutOfLine(Set(["body", "icon"]))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(!a.sharesBox(with: b))
    #expect(a != OutOfLine(Set(["icon"])))
  }

  @Test func settingTheValueGivesTheHolderABoxOfItsOwn() {
    var value = OutOfLine([1, 2])
    let copy = value
    #expect(value.sharesBox(with: copy))
    value.value = [3]
    #expect(!value.sharesBox(with: copy))
    #expect(copy.value == [1, 2])
    #expect(value.value == [3])
  }
}
