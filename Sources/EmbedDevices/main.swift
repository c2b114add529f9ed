import AdPreviewCore
import Foundation

// Usage: EmbedDevices OUTPUT.swift FILE.json...
//
// Decodes and validates every bundled device file with Core's own decoder (the same one
// `--devices DIR` goes through), so a broken bundled file fails the build with the message a
// user would get: the file, and the line or the JSON path. Then writes Swift source that
// constructs the decoded `Device` values, so adpreview reads its catalog at start without
// parsing anything.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: EmbedDevices OUTPUT.swift FILE.json...\n".utf8))
  exit(2)
}

var files: [(name: String, bytes: [UInt8])] = []
for path in arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("error: \(path): cannot read the device file\n".utf8))
    exit(1)
  }
  files.append((path, Array(data)))
}

// In the catalog's order, so building the catalog at start finds them sorted. `decode` also
// rejects two files with one id.
let devices: [Device]
do {
  devices = try DeviceCatalog.decode(files: files).devices
} catch {
  FileHandle.standardError.write(Data("error: bundled device file: \(error.description)\n".utf8))
  exit(1)
}

var source = SwiftSource()
source.line("// Generated from devices/*.json at build time by EmbedDevices. Do not edit.")
source.line("import AdPreviewCore")
source.line("import AdPreviewFormats")
source.line("")
source.line("extension BundledDevices {")
source.line("  /// The bundled devices, in the catalog's order, as the device decoder reads them.")
source.line("  static let generatedDevices: [Device] = generatedIDs.indices.map(generatedDevice(at:))")
source.line("")
source.line("  /// The bundled devices' ids, in the catalog's order.")
source.line("  static let generatedIDs: [String] = [")
for device in devices { source.line("    \(SwiftSource.string(device.id)),") }
source.line("  ]")
source.line("")
source.line("  /// The bundled device at `index` in `generatedIDs`, built the first time it is asked for")
source.line("  /// (each one a lazily initialised global): every lookup after that shares it.")
source.line("  static func generatedDevice(at index: Int) -> Device {")
source.line("    switch index {")
for index in devices.indices { source.line("    case \(index): return device\(index)") }
source.line("    default: preconditionFailure(\"there are \(devices.count) bundled devices\")")
source.line("    }")
source.line("  }")
for (index, device) in devices.enumerated() {
  source.line("")
  source.line("  // \(device.id)")
  source.line("  private static let device\(index): Device = " + SwiftSource.expression(device))
}
source.line("}")

let data = Data(source.text.utf8)
if (try? Data(contentsOf: URL(fileURLWithPath: output))) != data {
  try data.write(to: URL(fileURLWithPath: output))
}
