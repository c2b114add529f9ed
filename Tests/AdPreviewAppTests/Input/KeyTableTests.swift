import AdPreviewCore
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewApp

@Suite struct KeyTableTests {
  @Test func theDocumentedKeysTableIsTheKeyTable() throws {
    let table = try documentationSection(
      begin: "<!-- keys: generated from KeyTable; a test checks it -->", end: "<!-- end of keys -->", recording: KeyTable.markdown)
    #expect(table == KeyTable.markdown, "docs/previewer.md's keys table differs; it should read:\n\(KeyTable.markdown)")
  }

  @Test func everyKeyHasOneActionAndEveryBindingIsInTheHelp() {
    var seen: Set<Key> = []
    for binding in KeyTable.bindings {
      #expect(!binding.help.isEmpty)
      for (key, _) in binding.keys {
        #expect(!seen.contains(key), "\(key) is bound twice")
        seen.insert(key)
      }
    }
    // Keys once bound but not documented are now in the table.
    for key: Key in [.character("h"), .character("F"), .character("Q"), .character(" ")] {
      #expect(seen.contains(key))
    }
  }

  @Test func theKeyBarNamesTheMainKeysAndFitsAtEveryWidth() {
    #expect(KeyTable.keyBar[0] == "r rotate  f fold  w window  d device  a ad  p top/bottom  g guide  s scene  v all  / pick  ? help  q quit")
    #expect(KeyTable.keyBar[1] == "r rot  f fold  w win  d dev  a ad  p pos  g guide  s scene  v all  / pick  ? help  q quit")
    #expect(KeyTable.keyBar[2] == "r rot f fold w win d dev a ad p pos g guide s scene v all / pick ? help q quit")
    #expect(KeyTable.keyBar[3] == "r f w d a p g s v / ? q")
    #expect(KeyTable.keyBar.count == 4)
    #expect(KeyTable.keyBar.last!.count < 40)
  }
}
