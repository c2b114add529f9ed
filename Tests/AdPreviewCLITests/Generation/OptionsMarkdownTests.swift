import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

@Suite struct OptionsMarkdownTests {
  /// The README lists the scene options as they are declared; when an option changes, the
  /// failure prints the table to paste.
  @Test func theREADMEsSceneOptionsAreTheDeclarations() throws {
    let readme = packageRoot().appendingPathComponent("README.md").path
    let text = try String(contentsOfFile: readme, encoding: .utf8)
    let begin = "<!-- scene options: generated from SceneOptions; a test checks it -->\n"
    let end = "<!-- end of scene options -->"
    let start = try #require(text.range(of: begin), "README.md has no scene options marker")
    let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
    let table = String(text[start.upperBound..<stop.lowerBound])
    #expect(table == OptionsMarkdown.sceneOptions, "README.md's scene options differ; they should read:\n\(OptionsMarkdown.sceneOptions)")
  }

  @Test func barsInValuesDoNotSplitCells() {
    let table = OptionsMarkdown.table([SceneOptions.multiScene.spec])
    #expect(table.contains("`--multi-scene on\\|off`"))
    #expect(table.split(separator: "\n").last?.replacing("\\|", with: "").filter { $0 == "|" }.count == 4)
  }
}
