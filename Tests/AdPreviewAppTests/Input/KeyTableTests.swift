import AdPreviewCore
import Foundation
import Testing

@testable import AdPreviewApp

@Suite struct KeyTableTests {
  @Test func theREADMEKeysTableIsTheKeyTable() throws {
    let readme = URLPath.packageRoot + "/README.md"
    let text = try String(contentsOfFile: readme, encoding: .utf8)
    let begin = "<!-- keys: generated from KeyTable; a test checks it -->\n"
    let end = "<!-- end of keys -->"
    let start = try #require(text.range(of: begin), "README.md has no keys table marker")
    let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
    let table = String(text[start.upperBound..<stop.lowerBound])
    #expect(table == KeyTable.markdown, "README.md's keys table differs; it should read:\n\(KeyTable.markdown)")
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
    #expect(KeyTable.keyBar[0] == "r rotate  f fold  w window  d device  a ad  p top/bottom  g guide  s scene  v all  ? help  q quit")
    #expect(KeyTable.keyBar.last!.count < 40)
  }
}

enum URLPath {
  /// The package's folder, from this file's place in it.
  static let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Tests/AdPreviewAppTests/Input/KeyTableTests.swift
    return parts.joined(separator: "/")
  }()
}
