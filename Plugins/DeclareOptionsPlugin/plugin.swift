import Foundation
import PackagePlugin

/// Lists each declaring type's options from its source: the `DeclareOptions` tool reads the
/// target's Swift files and writes every `Command`'s (and `DeclaresOptions` type's) `options`,
/// its static constants in the order they are written, so an option is declared once.
@main
struct DeclareOptionsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path() < $1.path() }
    let output = context.pluginWorkDirectoryURL.appending(path: "DeclaredOptions+Generated.swift")
    return [
      .buildCommand(
        displayName: "Listing the options of \(target.name)'s commands",
        executable: try context.tool(named: "DeclareOptions").url,
        arguments: [output.path()] + inputs.map { $0.path() },
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
