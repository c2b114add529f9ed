import AdPreviewCore
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

@Suite struct OptionsMarkdownTests {
  /// docs/commands.md lists the scene options as they are declared; when an option changes, the
  /// failure prints the table to paste.
  @Test func theDocumentedSceneOptionsAreTheDeclarations() throws {
    let table = try documentationSection(
      begin: "<!-- scene options: generated from SceneOptions; a test checks it -->", end: "<!-- end of scene options -->",
      recording: OptionsMarkdown.sceneOptions)
    #expect(table == OptionsMarkdown.sceneOptions, "docs/commands.md's scene options differ; they should read:\n\(OptionsMarkdown.sceneOptions)")
  }

  @Test func barsInValuesDoNotSplitCells() {
    let table = OptionsMarkdown.table([SlotOptions.multiScene.spec])
    #expect(table.contains("`--multi-scene on\\|off`"))
    #expect(table.split(separator: "\n").last?.replacing("\\|", with: "").filter { $0 == "|" }.count == 4)
  }
}

/// docs/scripts.md's table of script commands is the command table.
@Suite struct CommandTableMarkdownTests {
  @Test func theDocumentedScriptCommandsAreTheTable() throws {
    let table = try documentationSection(
      begin: "<!-- script commands: generated from CommandSpec; a test checks it -->", end: "<!-- end of script commands -->",
      recording: CommandSpec.markdown)
    #expect(table == CommandSpec.markdown, "docs/scripts.md's script commands differ; they should read:\n\(CommandSpec.markdown)")
    #expect(table.contains("| `collapsible top\\|bottom\\|off` |"))
  }
}
