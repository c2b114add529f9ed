import Foundation
import PackagePlugin

/// Compiles the package's `devices/*.json` into the target as Swift values: the
/// `EmbedDevices` tool decodes and validates each file with Core's decoder (a broken file
/// fails the build with the decoder's message) and writes the `Device` initializers, so the
/// bundled catalog travels inside the binary and nothing is parsed when adpreview starts.
@main
struct EmbedDevicesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let devices = context.package.directoryURL.appending(path: "devices")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: devices.path())) ?? []
    let inputs = names.filter { $0.hasSuffix(".json") }.sorted().map {
      devices.appending(path: $0)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledDevices+Generated.swift")
    return [
      .buildCommand(
        displayName: "Compiling \(inputs.count) device files into Swift values",
        executable: try context.tool(named: "EmbedDevices").url,
        arguments: [output.path()] + inputs.map { $0.path() },
        inputFiles: inputs + [devices],
        outputFiles: [output])
    ]
  }
}
