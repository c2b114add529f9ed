import AdPreviewCore
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

@Suite struct OptionsMarkdownTests {
  /// The README lists the scene options as they are declared; when an option changes, the
  /// failure prints the table to paste.
  @Test func theREADMEsSceneOptionsAreTheDeclarations() throws {
    let table = try readmeSection(
      begin: "<!-- scene options: generated from SceneOptions; a test checks it -->", end: "<!-- end of scene options -->",
      recording: OptionsMarkdown.sceneOptions)
    #expect(table == OptionsMarkdown.sceneOptions, "README.md's scene options differ; they should read:\n\(OptionsMarkdown.sceneOptions)")
  }

  @Test func barsInValuesDoNotSplitCells() {
    let table = OptionsMarkdown.table([SlotOptions.multiScene.spec])
    #expect(table.contains("`--multi-scene on\\|off`"))
    #expect(table.split(separator: "\n").last?.replacing("\\|", with: "").filter { $0 == "|" }.count == 4)
  }
}

/// The README's table of script commands is the command table.
@Suite struct CommandTableMarkdownTests {
  @Test func theREADMEsScriptCommandsAreTheTable() throws {
    let table = try readmeSection(
      begin: "<!-- script commands: generated from CommandSpec; a test checks it -->", end: "<!-- end of script commands -->",
      recording: CommandSpec.markdown)
    #expect(table == CommandSpec.markdown, "README.md's script commands differ; they should read:\n\(CommandSpec.markdown)")
    #expect(table.contains("| `collapsible top\\|bottom\\|off` |"))
  }
}
