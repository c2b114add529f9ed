import Foundation
import PackagePlugin

/// Embeds the package's `devices/*.json` into the target as Swift string literals, so the
/// bundled catalog travels inside the binary and is found from any working directory.
@main
struct EmbedDevicesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let devices = context.package.directoryURL.appending(path: "devices")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: devices.path())) ?? []
    let inputs = names.filter { $0.hasSuffix(".json") }.sorted().map {
      devices.appending(path: $0)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledDeviceFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) device files",
        executable: try context.tool(named: "EmbedDevices").url,
        arguments: [output.path()] + inputs.map { $0.path() },
        inputFiles: inputs + [devices],
        outputFiles: [output])
    ]
  }
}
